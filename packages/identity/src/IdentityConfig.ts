/**
 * What identity needs from its host: the public address (for links and the cookie's
 * `Secure` flag), the server secret (keys email-code digests and CSRF tokens), and the
 * identity providers when configured, and the mail limits when not the defaults.
 * Provider endpoints are configurable so a test or a private deployment can point them
 * at its own servers.
 *
 * @since 0.1.0
 */
import { Config, Context, Effect, Layer, Option, type Redacted, Schema } from "effect"
import * as PrincipalCache from "./internal/PrincipalCache.ts"
import { type Limits, LimitsSchema, defaults as mailDefaults } from "./MailLimits.ts"
import * as Policy from "./Policy.ts"

/**
 * @category models
 * @since 0.1.0
 */
export interface GoogleOptions {
  /** The OAuth client id: the audience the ID token must carry. */
  readonly clientId: string
  /** Default `https://www.googleapis.com/oauth2/v3/certs`. */
  readonly jwksUrl: string
  /** Default `accounts.google.com` and `https://accounts.google.com`. */
  readonly issuers: ReadonlyArray<string>
}

/**
 * @category models
 * @since 0.1.0
 */
export interface GitHubOptions {
  readonly clientId: string
  readonly clientSecret: Redacted.Redacted<string>
  /** Default `https://github.com`: `/login/oauth/authorize` and `/login/oauth/access_token`. */
  readonly oauthUrl: string
  /** Default `https://api.github.com`: `/user` and `/user/emails`. */
  readonly apiUrl: string
}

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** The server's public base URL, without a trailing slash. */
  readonly publicUrl: string
  readonly secret: Redacted.Redacted<string>
  readonly google: Option.Option<GoogleOptions>
  readonly github: Option.Option<GitHubOptions>
  /** Other mail limits than `MailLimits.defaults` (5 per recipient an hour, 50 per sender a day, 30 codes per client address an hour). */
  readonly mailLimits?: Partial<Limits> | undefined
  /** Other policy numbers than `Policy.defaults` (20 keys, lifetimes, code rules). */
  readonly policy?: Partial<Policy.Policy> | undefined
  /**
   * How long a credential's resolution is reused and how many are kept (default 1,000 ms
   * and 10,000; `ttlMillis: 0` looks every request up): see `Credentials.authenticate`.
   */
  readonly principalCache?: Partial<PrincipalCacheSettings> | undefined
}

/**
 * How long a credential's resolution is reused (`ttlMillis`, 0 for never) and how many
 * are kept (`maxEntries`).
 *
 * @category models
 * @since 0.1.0
 */
export interface PrincipalCacheSettings {
  readonly ttlMillis: number
  readonly maxEntries: number
}

const PrincipalCacheSchema = Schema.Struct({
  ttlMillis: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 3_600_000 })),
  maxEntries: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))
})

/**
 * The configuration as the services read it: the options with every limit and policy
 * number resolved and checked.
 *
 * @category models
 * @since 0.1.0
 */
export interface Settings extends Omit<Options, "mailLimits" | "policy" | "principalCache"> {
  readonly mailLimits: Limits
  readonly policy: Policy.Policy
  readonly principalCache: PrincipalCacheSettings
}

/**
 * The options checked: the limits and policy numbers merged over their defaults, each a
 * whole number of at least 1, else a `ConfigError` (invalid configuration, reported as
 * such when the layer is built).
 *
 * @category constructors
 * @since 0.1.0
 */
export const settings = Effect.fn("IdentityConfig.settings")(function* (options: Options) {
  const { mailLimits, policy, principalCache, ...rest } = options
  const checked = yield* Schema.decodeUnknownEffect(
    Schema.Struct({ mailLimits: LimitsSchema, policy: Policy.PolicySchema, principalCache: PrincipalCacheSchema })
  )({
    mailLimits: { ...mailDefaults, ...mailLimits },
    policy: { ...Policy.defaults, ...policy },
    principalCache: { ...PrincipalCache.defaults, ...principalCache }
  }).pipe(Effect.mapError((error) => new Config.ConfigError(error)))
  return { ...rest, publicUrl: rest.publicUrl.replace(/\/+$/, ""), ...checked } satisfies Settings
})

/**
 * @category services
 * @since 0.1.0
 */
export class IdentityConfig extends Context.Service<IdentityConfig, Settings>()("@vouch/identity/IdentityConfig") {
  /**
   * Options written in the host's code: a limit or policy number that is not a whole
   * number of at least 1 is a bug in that code, so the layer dies with the
   * `ConfigError` (`layerConfig` fails with it instead, as invalid configuration).
   *
   * @since 0.1.0
   */
  static readonly layer = (options: Options) => Layer.effect(IdentityConfig, Effect.orDie(settings(options)))

  /**
   * The providers from the environment: `GOOGLE_CLIENT_ID` (plus optional
   * `GOOGLE_JWKS_URL`), `GITHUB_CLIENT_ID` and `GITHUB_CLIENT_SECRET` (plus optional
   * `GITHUB_OAUTH_URL`, `GITHUB_API_URL`). A provider without its credentials is off.
   *
   * @since 0.1.0
   */
  static readonly layerConfig = (base: {
    readonly publicUrl: string
    readonly secret: Redacted.Redacted<string>
    readonly mailLimits?: Partial<Limits> | undefined
    readonly policy?: Partial<Policy.Policy> | undefined
    readonly principalCache?: Partial<PrincipalCacheSettings> | undefined
  }) =>
    Layer.effect(
      IdentityConfig,
      Effect.gen(function* () {
        const googleClientId = yield* Config.option(Config.String("GOOGLE_CLIENT_ID"))
        const googleJwksUrl = yield* Config.String("GOOGLE_JWKS_URL").pipe(
          Config.withDefault("https://www.googleapis.com/oauth2/v3/certs")
        )
        const githubClientId = yield* Config.option(Config.String("GITHUB_CLIENT_ID"))
        const githubClientSecret = yield* Config.option(Config.Redacted("GITHUB_CLIENT_SECRET"))
        const githubOauthUrl = yield* Config.String("GITHUB_OAUTH_URL").pipe(Config.withDefault("https://github.com"))
        const githubApiUrl = yield* Config.String("GITHUB_API_URL").pipe(Config.withDefault("https://api.github.com"))
        return yield* settings({
          publicUrl: base.publicUrl,
          secret: base.secret,
          mailLimits: base.mailLimits,
          policy: base.policy,
          principalCache: base.principalCache,
          google: Option.map(googleClientId, (clientId) => ({
            clientId,
            jwksUrl: googleJwksUrl,
            issuers: ["accounts.google.com", "https://accounts.google.com"]
          })),
          github:
            Option.isSome(githubClientId) && Option.isSome(githubClientSecret)
              ? Option.some({
                  clientId: githubClientId.value,
                  clientSecret: githubClientSecret.value,
                  oauthUrl: githubOauthUrl.replace(/\/+$/, ""),
                  apiUrl: githubApiUrl.replace(/\/+$/, "")
                })
              : Option.none()
        })
      })
    )
}

/**
 * Whether cookies carry `Secure`: when the public address is https.
 *
 * @category utilities
 * @since 0.1.0
 */
export const secureCookies = (options: { readonly publicUrl: string }): boolean =>
  options.publicUrl.startsWith("https://")
