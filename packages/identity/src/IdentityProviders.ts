/**
 * Sign-in through identity providers, over their real protocols:
 *
 * - Google: the ID token (a JWT signed RS256) is verified against the keys of the
 *   configured JWKS address (cached for the `max-age` Google sends, refetched at most
 *   once a minute for an unknown key id), then its issuer, audience (the client id),
 *   expiry (60 seconds of clock skew) and `email_verified`.
 * - GitHub: the OAuth code is exchanged for an access token, then `/user` and
 *   `/user/emails` are read; the primary email must be verified.
 *
 * Requests go through the `HttpClient` (`layer` brings the fetch client), and every
 * answer is decoded with a schema before it is believed.
 *
 * @since 0.1.0
 */
import { createPublicKey, type JsonWebKey, type KeyObject, verify } from "node:crypto"
import { Clock, Context, Effect, Layer, Option, Redacted, Schema } from "effect"
import { FetchHttpClient, HttpClient, HttpClientRequest, type HttpClientResponse } from "effect/http"
import type { ProviderIdentity } from "./Accounts.ts"
import { IdentityConfig } from "./IdentityConfig.ts"
import * as IdentityError from "./IdentityError.ts"

const Jwks = Schema.Struct({ keys: Schema.optionalKey(Schema.Array(Schema.Record(Schema.String, Schema.Unknown))) })

const JwtHeader = Schema.Struct({ alg: Schema.optionalKey(Schema.Unknown), kid: Schema.optionalKey(Schema.Unknown) })

const GoogleClaims = Schema.Struct({
  iss: Schema.optionalKey(Schema.Unknown),
  aud: Schema.optionalKey(Schema.Unknown),
  exp: Schema.optionalKey(Schema.Unknown),
  iat: Schema.optionalKey(Schema.Unknown),
  sub: Schema.optionalKey(Schema.Unknown),
  email: Schema.optionalKey(Schema.Unknown),
  email_verified: Schema.optionalKey(Schema.Unknown),
  name: Schema.optionalKey(Schema.Unknown),
  picture: Schema.optionalKey(Schema.Unknown)
})

const GitHubToken = Schema.Struct({ access_token: Schema.String })

const GitHubUser = Schema.Struct({
  id: Schema.Number,
  login: Schema.optionalKey(Schema.NullOr(Schema.String)),
  name: Schema.optionalKey(Schema.NullOr(Schema.String)),
  avatar_url: Schema.optionalKey(Schema.NullOr(Schema.String))
})

const GitHubEmails = Schema.Array(
  Schema.Struct({
    email: Schema.optionalKey(Schema.Unknown),
    primary: Schema.optionalKey(Schema.Unknown),
    verified: Schema.optionalKey(Schema.Unknown)
  })
)

const decodeJwtPart = Schema.decodeUnknownOption(Schema.fromJsonString(Schema.Unknown))

const optionalString = (value: unknown) => (typeof value === "string" ? value : undefined)

/**
 * @category services
 * @since 0.1.0
 */
export class IdentityProviders extends Context.Service<
  IdentityProviders,
  {
    readonly google: (credential: string) => Effect.Effect<ProviderIdentity, IdentityError.IdentityError>
    readonly github: (
      code: string,
      redirectUri?: string
    ) => Effect.Effect<ProviderIdentity, IdentityError.IdentityError>
    /** Which providers are configured, for the sign-in page. */
    readonly enabled: { readonly google: Option.Option<string>; readonly github: Option.Option<string> }
  }
>()("@vouch/identity/IdentityProviders") {
  /**
   * Over the `HttpClient` in context.
   *
   * @since 0.1.0
   */
  static readonly layerWithHttpClient = Layer.effect(
    IdentityProviders,
    Effect.gen(function* () {
      const config = yield* IdentityConfig
      const client = yield* HttpClient.HttpClient
      let keys = new Map<string, KeyObject>()
      let keysExpireAt = 0
      let lastFetchAt = Number.NEGATIVE_INFINITY

      const unavailable = (message: string) =>
        new IdentityError.IdentityError({ reason: "ProviderUnavailable", message })

      // The response and its JSON body; a provider that cannot be reached or answers no JSON is unavailable.
      const request = (request: HttpClientRequest.HttpClientRequest, what: string) =>
        client.execute(request).pipe(
          Effect.flatMap((response: HttpClientResponse.HttpClientResponse) =>
            Effect.map(response.json, (body) => ({
              response,
              body,
              ok: response.status >= 200 && response.status < 300
            }))
          ),
          Effect.timeout("10 seconds"),
          Effect.mapError((cause) => unavailable(`${what}: ${cause}`))
        )

      const fetchKeys = (jwksUrl: string) =>
        Effect.gen(function* () {
          const at = yield* Clock.currentTimeMillis
          lastFetchAt = at
          const { response, body, ok } = yield* request(
            HttpClientRequest.get(jwksUrl),
            "Google's keys could not be fetched"
          )
          if (!ok) return yield* Effect.fail(unavailable(`Google's keys answered ${response.status}.`))
          const jwks = yield* Schema.decodeUnknownEffect(Jwks)(body).pipe(
            Effect.mapError(() => unavailable("Google's keys are not a JSON Web Key Set."))
          )
          const next = new Map<string, KeyObject>()
          for (const jwk of jwks.keys ?? []) {
            if (typeof jwk.kid !== "string" || jwk.kty !== "RSA") continue
            try {
              next.set(jwk.kid, createPublicKey({ key: jwk as JsonWebKey, format: "jwk" }))
            } catch {
              // a key we cannot read is skipped
            }
          }
          const maxAge = /max-age=(\d+)/.exec(response.headers["cache-control"] ?? "")
          keys = next
          keysExpireAt = at + (maxAge === null ? 3600 : Number(maxAge[1])) * 1000
        })

      const keyFor = (jwksUrl: string, kid: string) =>
        Effect.gen(function* () {
          const at = yield* Clock.currentTimeMillis
          if (at >= keysExpireAt || (!keys.has(kid) && at - lastFetchAt >= 60_000)) yield* fetchKeys(jwksUrl)
          return keys.get(kid)
        })

      const invalid = (why: string) =>
        IdentityError.fail("ProviderCredentialInvalid", `The Google credential is not valid: ${why}.`)

      return IdentityProviders.of({
        enabled: {
          google: Option.map(config.google, (google) => google.clientId),
          github: Option.map(config.github, (github) => github.clientId)
        },

        google: Effect.fn("IdentityProviders.google")(function* (credential: string) {
          if (Option.isNone(config.google))
            return yield* IdentityError.fail("ProviderNotConfigured", "Google sign-in is not configured.")
          const google = config.google.value
          const [headerPart = "", claimsPart = "", signaturePart = "", ...rest] = credential.split(".")
          if (rest.length > 0 || signaturePart === "" || credential.length > 8192) return yield* invalid("not a JWT")
          const part = (text: string) => decodeJwtPart(Buffer.from(text, "base64url").toString("utf8"))
          const header = Option.flatMap(part(headerPart), Schema.decodeUnknownOption(JwtHeader))
          const claimsRead = Option.flatMap(part(claimsPart), Schema.decodeUnknownOption(GoogleClaims))
          if (Option.isNone(header) || Option.isNone(claimsRead)) return yield* invalid("unreadable")
          const { alg, kid } = header.value
          if (alg !== "RS256" || typeof kid !== "string") return yield* invalid("unexpected algorithm")
          const key = yield* keyFor(google.jwksUrl, kid)
          if (key === undefined) return yield* invalid("unknown signing key")
          const signed = verify(
            "RSA-SHA256",
            Buffer.from(`${headerPart}.${claimsPart}`),
            key,
            Buffer.from(signaturePart, "base64url")
          )
          if (!signed) return yield* invalid("bad signature")
          const claims = claimsRead.value
          const now = (yield* Clock.currentTimeMillis) / 1000
          if (typeof claims.iss !== "string" || !google.issuers.includes(claims.iss))
            return yield* invalid("wrong issuer")
          const audiences: ReadonlyArray<unknown> = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
          if (!audiences.includes(google.clientId)) return yield* invalid("wrong audience")
          if (typeof claims.exp !== "number" || claims.exp + 60 < now) return yield* invalid("expired")
          if (typeof claims.iat === "number" && claims.iat - 60 > now) return yield* invalid("issued in the future")
          if (typeof claims.sub !== "string" || typeof claims.email !== "string")
            return yield* invalid("no subject or email")
          if (claims.email_verified !== true && claims.email_verified !== "true")
            return yield* IdentityError.fail("ProviderEmailUnverified", "The Google account's email is not verified.")
          return {
            provider: "google",
            subject: claims.sub,
            email: claims.email,
            name: optionalString(claims.name),
            avatarUrl: optionalString(claims.picture)
          } satisfies ProviderIdentity
        }),

        github: Effect.fn("IdentityProviders.github")(function* (code: string, redirectUri?: string) {
          if (Option.isNone(config.github))
            return yield* IdentityError.fail("ProviderNotConfigured", "GitHub sign-in is not configured.")
          const github = config.github.value
          const exchange = yield* request(
            HttpClientRequest.post(`${github.oauthUrl}/login/oauth/access_token`).pipe(
              HttpClientRequest.acceptJson,
              HttpClientRequest.bodyJsonUnsafe({
                client_id: github.clientId,
                client_secret: Redacted.value(github.clientSecret),
                code,
                ...(redirectUri === undefined ? {} : { redirect_uri: redirectUri })
              })
            ),
            "GitHub could not be reached"
          )
          const token = Schema.decodeUnknownOption(GitHubToken)(exchange.body)
          if (!exchange.ok || Option.isNone(token))
            return yield* IdentityError.fail(
              "ProviderCredentialInvalid",
              "The GitHub code is not valid or has expired."
            )
          const read = (path: string) =>
            request(
              HttpClientRequest.get(`${github.apiUrl}${path}`).pipe(
                HttpClientRequest.setHeaders({
                  accept: "application/vnd.github+json",
                  authorization: `Bearer ${token.value.access_token}`,
                  "user-agent": "vouch-identity",
                  "x-github-api-version": "2022-11-28"
                })
              ),
              "GitHub could not be reached"
            )
          const user = yield* read("/user")
          const emails = yield* read("/user/emails")
          if (!user.ok || !emails.ok)
            return yield* IdentityError.fail("ProviderCredentialInvalid", "GitHub refused the access token.")
          const profile = Schema.decodeUnknownOption(GitHubUser)(user.body)
          const primary = Option.flatMap(Schema.decodeUnknownOption(GitHubEmails)(emails.body), (entries) =>
            Option.fromNullishOr(
              entries.find(
                (entry) => entry.primary === true && entry.verified === true && typeof entry.email === "string"
              )?.email as string | undefined
            )
          )
          if (Option.isNone(primary) || Option.isNone(profile))
            return yield* IdentityError.fail(
              "ProviderEmailUnverified",
              "The GitHub account has no verified primary email."
            )
          return {
            provider: "github",
            subject: String(profile.value.id),
            email: primary.value,
            name: profile.value.name ?? profile.value.login ?? undefined,
            avatarUrl: profile.value.avatar_url ?? undefined
          } satisfies ProviderIdentity
        })
      })
    })
  )

  /**
   * Over the fetch `HttpClient`.
   *
   * @since 0.1.0
   */
  static readonly layer = IdentityProviders.layerWithHttpClient.pipe(Layer.provide(FetchHttpClient.layer))
}
