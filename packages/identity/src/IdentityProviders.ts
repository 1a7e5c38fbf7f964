/**
 * Sign-in through identity providers, over their real protocols:
 *
 * - Google: the ID token (a JWT signed RS256) is verified with `jose` (`jwtVerify`)
 *   against the keys of the configured JWKS address, fetched through the `HttpClient`
 *   (cached for the `max-age` Google sends, refetched at most once a minute for an
 *   unknown key id): signature, algorithm, issuer, audience (the client id), expiry and
 *   not-before (60 seconds of clock skew), then `email_verified`.
 * - GitHub: the OAuth code is exchanged for an access token, then `/user` and
 *   `/user/emails` are read; the primary email must be verified.
 *
 * Requests go through the `HttpClient` (`layer` brings the fetch client), and every
 * answer is decoded with a schema before it is believed.
 *
 * @since 0.1.0
 */
import { Clock, Context, Effect, Layer, Option, Redacted, Schema } from "effect"
import { FetchHttpClient, HttpClient, HttpClientRequest, type HttpClientResponse } from "effect/http"
import { createLocalJWKSet, decodeProtectedHeader, errors as JoseErrors, type JSONWebKeySet, jwtVerify } from "jose"
import type { ProviderIdentity } from "./Accounts.ts"
import { IdentityConfig } from "./IdentityConfig.ts"
import * as IdentityError from "./IdentityError.ts"

const Jwks = Schema.Struct({ keys: Schema.optionalKey(Schema.Array(Schema.Record(Schema.String, Schema.Unknown))) })

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

const readHeader = (credential: string) => {
  try {
    return decodeProtectedHeader(credential)
  } catch {
    return undefined
  }
}

// Why jose refused a token, in the words of this module's messages.
const joseReason = (error: unknown): string => {
  if (error instanceof JoseErrors.JWTExpired) return "expired"
  if (error instanceof JoseErrors.JWTClaimValidationFailed) {
    if (error.claim === "iss") return "wrong issuer"
    if (error.claim === "aud") return "wrong audience"
    if (error.claim === "nbf") return "not yet valid"
    return `bad ${error.claim} claim`
  }
  if (error instanceof JoseErrors.JWSSignatureVerificationFailed) return "bad signature"
  if (error instanceof JoseErrors.JOSEAlgNotAllowed) return "unexpected algorithm"
  return "unreadable"
}

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
      let keys: JSONWebKeySet = { keys: [] }
      let keyIds = new Set<string>()
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
          const usable = (jwks.keys ?? []).filter((jwk) => typeof jwk.kid === "string" && jwk.kty === "RSA")
          const next = { keys: usable } as unknown as JSONWebKeySet
          const maxAge = /max-age=(\d+)/.exec(response.headers["cache-control"] ?? "")
          keys = next
          keyIds = new Set(usable.map((jwk) => jwk.kid as string))
          keysExpireAt = at + (maxAge === null ? 3600 : Number(maxAge[1])) * 1000
        })

      const keyFor = (jwksUrl: string, kid: string) =>
        Effect.gen(function* () {
          const at = yield* Clock.currentTimeMillis
          if (at >= keysExpireAt || (!keyIds.has(kid) && at - lastFetchAt >= 60_000)) yield* fetchKeys(jwksUrl)
          return keyIds.has(kid) ? Option.some(createLocalJWKSet(keys)) : Option.none()
        })

      const credentialError = (why: string) =>
        new IdentityError.IdentityError({
          reason: "ProviderCredentialInvalid",
          message: `The Google credential is not valid: ${why}.`
        })
      const invalid = (why: string) => Effect.fail(credentialError(why))

      return IdentityProviders.of({
        enabled: {
          google: Option.map(config.google, (google) => google.clientId),
          github: Option.map(config.github, (github) => github.clientId)
        },

        google: Effect.fn("IdentityProviders.google")(function* (credential: string) {
          if (Option.isNone(config.google))
            return yield* IdentityError.fail("ProviderNotConfigured", "Google sign-in is not configured.")
          const google = config.google.value
          if (credential.length > 8192) return yield* invalid("too long")
          const header = readHeader(credential)
          if (header === undefined || credential.split(".").length !== 3) return yield* invalid("not a JWT")
          if (header.alg !== "RS256" || typeof header.kid !== "string") return yield* invalid("unexpected algorithm")
          const keySet = yield* keyFor(google.jwksUrl, header.kid)
          if (Option.isNone(keySet)) return yield* invalid("unknown signing key")
          const now = yield* Clock.currentTimeMillis
          const verified = yield* Effect.tryPromise({
            try: () =>
              jwtVerify(credential, keySet.value, {
                algorithms: ["RS256"],
                issuer: [...google.issuers],
                audience: google.clientId,
                clockTolerance: 60,
                currentDate: new Date(now),
                requiredClaims: ["exp", "sub"]
              }),
            catch: (error) => error
          }).pipe(Effect.mapError((error) => credentialError(joseReason(error))))
          const claimsRead = Schema.decodeUnknownOption(GoogleClaims)(verified.payload)
          if (Option.isNone(claimsRead)) return yield* invalid("unreadable")
          const claims = claimsRead.value
          if (typeof claims.iat === "number" && claims.iat - 60 > now / 1000)
            return yield* invalid("issued in the future")
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
