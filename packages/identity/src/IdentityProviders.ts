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
 * @since 0.1.0
 */
import { createPublicKey, type KeyObject, verify } from "node:crypto"
import { Clock, Context, Effect, Layer, Option, Redacted } from "effect"
import type { ProviderIdentity } from "./Accounts.ts"
import { IdentityConfig } from "./IdentityConfig.ts"
import * as IdentityError from "./IdentityError.ts"

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
  /** @since 0.1.0 */
  static readonly layer = Layer.effect(
    IdentityProviders,
    Effect.gen(function* () {
      const config = yield* IdentityConfig
      let keys = new Map<string, KeyObject>()
      let keysExpireAt = 0
      let lastFetchAt = Number.NEGATIVE_INFINITY

      const request = (url: string, init: RequestInit, what: string) =>
        Effect.tryPromise({
          try: async () => {
            const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) })
            const body: unknown = await response.json()
            return { response, body }
          },
          catch: (cause) =>
            new IdentityError.IdentityError({ reason: "ProviderUnavailable", message: `${what}: ${cause}` })
        })

      const fetchKeys = (jwksUrl: string) =>
        Effect.gen(function* () {
          const at = yield* Clock.currentTimeMillis
          lastFetchAt = at
          const { response, body } = yield* request(jwksUrl, {}, "Google's keys could not be fetched")
          if (!response.ok)
            return yield* IdentityError.fail("ProviderUnavailable", `Google's keys answered ${response.status}.`)
          const next = new Map<string, KeyObject>()
          for (const jwk of (body as { keys?: Array<Record<string, unknown>> }).keys ?? []) {
            if (typeof jwk.kid !== "string" || jwk.kty !== "RSA") continue
            try {
              next.set(jwk.kid, createPublicKey({ key: jwk as import("node:crypto").JsonWebKey, format: "jwk" }))
            } catch {
              // a key we cannot read is skipped
            }
          }
          const maxAge = /max-age=(\d+)/.exec(response.headers.get("cache-control") ?? "")
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

        google: (credential) =>
          Effect.gen(function* () {
            if (Option.isNone(config.google))
              return yield* IdentityError.fail("ProviderNotConfigured", "Google sign-in is not configured.")
            const google = config.google.value
            const parts = credential.split(".")
            if (parts.length !== 3 || credential.length > 8192) return yield* invalid("not a JWT")
            const decode = (part: string) => {
              try {
                return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>
              } catch {
                return undefined
              }
            }
            const header = decode(parts[0]!)
            const claims = decode(parts[1]!)
            if (header === undefined || claims === undefined) return yield* invalid("unreadable")
            if (header.alg !== "RS256" || typeof header.kid !== "string") return yield* invalid("unexpected algorithm")
            const key = yield* keyFor(google.jwksUrl, header.kid)
            if (key === undefined) return yield* invalid("unknown signing key")
            const signed = verify(
              "RSA-SHA256",
              Buffer.from(`${parts[0]}.${parts[1]}`),
              key,
              Buffer.from(parts[2]!, "base64url")
            )
            if (!signed) return yield* invalid("bad signature")
            const now = (yield* Clock.currentTimeMillis) / 1000
            if (typeof claims.iss !== "string" || !google.issuers.includes(claims.iss))
              return yield* invalid("wrong issuer")
            const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
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
              name: typeof claims.name === "string" ? claims.name : undefined,
              avatarUrl: typeof claims.picture === "string" ? claims.picture : undefined
            } satisfies ProviderIdentity
          }),

        github: (code, redirectUri) =>
          Effect.gen(function* () {
            if (Option.isNone(config.github))
              return yield* IdentityError.fail("ProviderNotConfigured", "GitHub sign-in is not configured.")
            const github = config.github.value
            const exchange = yield* request(
              `${github.oauthUrl}/login/oauth/access_token`,
              {
                method: "POST",
                headers: { accept: "application/json", "content-type": "application/json" },
                body: JSON.stringify({
                  client_id: github.clientId,
                  client_secret: Redacted.value(github.clientSecret),
                  code,
                  ...(redirectUri === undefined ? {} : { redirect_uri: redirectUri })
                })
              },
              "GitHub could not be reached"
            )
            const token = (exchange.body as { access_token?: unknown }).access_token
            if (!exchange.response.ok || typeof token !== "string")
              return yield* IdentityError.fail(
                "ProviderCredentialInvalid",
                "The GitHub code is not valid or has expired."
              )
            const headers = {
              accept: "application/vnd.github+json",
              authorization: `Bearer ${token}`,
              "user-agent": "vouch-identity",
              "x-github-api-version": "2022-11-28"
            }
            const user = yield* request(`${github.apiUrl}/user`, { headers }, "GitHub could not be reached")
            const emails = yield* request(`${github.apiUrl}/user/emails`, { headers }, "GitHub could not be reached")
            if (!user.response.ok || !emails.response.ok)
              return yield* IdentityError.fail("ProviderCredentialInvalid", "GitHub refused the access token.")
            const profile = user.body as { id?: unknown; login?: unknown; name?: unknown; avatar_url?: unknown }
            const primary = Array.isArray(emails.body)
              ? (emails.body as Array<{ email?: unknown; primary?: unknown; verified?: unknown }>).find(
                  (entry) => entry.primary === true && entry.verified === true && typeof entry.email === "string"
                )
              : undefined
            if (primary === undefined || typeof profile.id !== "number")
              return yield* IdentityError.fail(
                "ProviderEmailUnverified",
                "The GitHub account has no verified primary email."
              )
            return {
              provider: "github",
              subject: String(profile.id),
              email: primary.email as string,
              name:
                typeof profile.name === "string"
                  ? profile.name
                  : typeof profile.login === "string"
                    ? profile.login
                    : undefined,
              avatarUrl: typeof profile.avatar_url === "string" ? profile.avatar_url : undefined
            } satisfies ProviderIdentity
          })
      })
    })
  )
}
