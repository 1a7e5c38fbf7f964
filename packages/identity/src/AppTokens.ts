/**
 * Tokens of the metered app API (spec 2): each is bound to one app slug at creation,
 * so the slug never travels in a path or a header, and a token for another app is
 * refused.
 *
 * - Guest tokens (`POST /v1/app-api/guest`): subject `gst_…`, 7 days.
 * - User tokens: subject the account, 30 days; minted on the app's token page
 *   (`/app-token?slug=…`, signed in), by `POST /v1/app-api/tokens {slug}` (a session
 *   or a registry API key; both through `issueUserForApp`, which asks the host whether
 *   the app exists), or by `issueUser` for a host's own flow. They can spend the
 *   account's credits, so they are shown once and stored as digests.
 * - Revoked with the account's other credentials when the account is deleted.
 *
 * @since 0.1.0
 */
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { IdentityConfig } from "./IdentityConfig.ts"
import * as IdentityError from "./IdentityError.ts"
import { IdentityHooks } from "./IdentityHooks.ts"
import * as Rows from "./internal/rows.ts"
import * as Policy from "./Policy.ts"
import * as Secret from "./Secret.ts"

/**
 * @category constants
 * @since 0.1.0
 */
export const guestDays = Policy.defaults.guestTokenDays
/**
 * @category constants
 * @since 0.1.0
 */
export const userDays = Policy.defaults.userTokenDays

/**
 * Who an app token speaks for.
 *
 * @category models
 * @since 0.1.0
 */
export const AppSubject = Schema.Struct({
  app_slug: Schema.String,
  subject_type: Schema.Literals(["guest", "user"]),
  subject_id: Schema.String,
  expires_at: Schema.Date
})

/**
 * @category models
 * @since 0.1.0
 */
export type AppSubject = typeof AppSubject.Type

/**
 * An app slug: lowercase letters, digits and inner hyphens, 2 to 40 characters.
 *
 * @category validation
 * @since 0.1.0
 */
export const isSlug = (slug: string): boolean => /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/.test(slug)

/**
 * @category services
 * @since 0.1.0
 */
export class AppTokens extends Context.Service<
  AppTokens,
  {
    readonly issueGuest: (
      slug: string
    ) => Effect.Effect<
      { readonly token: string; readonly guest_id: string; readonly expires_at: Date },
      IdentityError.IdentityError
    >
    readonly issueUser: (
      accountId: string,
      slug: string
    ) => Effect.Effect<{ readonly token: string; readonly expires_at: Date }, IdentityError.IdentityError>
    /** The display name of the hosted app `slug` (`IdentityHooks.appName`); none for an unknown or malformed slug. */
    readonly appName: (slug: string) => Effect.Effect<Option.Option<string>>
    /** `issueUser` for an app the host knows; `not_found` for any other slug. */
    readonly issueUserForApp: (
      accountId: string,
      slug: string
    ) => Effect.Effect<
      { readonly token: string; readonly expires_at: Date; readonly app_name: string },
      IdentityError.IdentityError
    >
    /** The subject of a token for `slug`; none when unknown, expired, revoked or for another app. */
    readonly authenticate: (token: string, slug: string) => Effect.Effect<Option.Option<AppSubject>>
    /** The subject of a token, whichever app it is bound to. */
    readonly inspect: (token: string) => Effect.Effect<Option.Option<AppSubject>>
    readonly revokeSubject: (subjectId: string) => Effect.Effect<void>
  }
>()("@vouch/identity/AppTokens") {
  /**
   * App tokens on the ambient `SqlClient` and `IdentityHooks`, with the lifetimes of the
   * `IdentityConfig` when one is provided (else `Policy.defaults`).
   *
   * @since 0.1.0
   */
  static readonly layer = Layer.effect(
    AppTokens,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const hooks = yield* IdentityHooks
      // The host's lifetimes when it configured identity, else the defaults: a host that
      // only verifies app tokens needs no identity configuration.
      const policy = Option.match(yield* Effect.serviceOption(IdentityConfig), {
        onNone: () => Policy.defaults,
        onSome: (config) => config.policy
      })
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

      const issue = (slug: string, subjectType: "guest" | "user", subjectId: string, days: number) =>
        Effect.gen(function* () {
          if (!isSlug(slug)) return yield* IdentityError.fail("InvalidInput", "slug is not a valid app slug.")
          const at = yield* now
          const token = Secret.credential(subjectType === "guest" ? "vgt_" : "vut_")
          const expiresAt = Policy.later(at, { days })
          yield* sql`
            INSERT INTO identity_app_tokens (token_digest, app_slug, subject_type, subject_id, created_at, expires_at)
            VALUES (${Secret.digest(token)}, ${slug}, ${subjectType}, ${subjectId}, ${at}, ${expiresAt})`.pipe(
            Effect.orDie
          )
          return { token, expires_at: expiresAt }
        })

      const inspect = (token: string) =>
        Effect.gen(function* () {
          if (token.length < 16 || token.length > 128) return Option.none<AppSubject>()
          const at = yield* now
          return yield* Rows.first(AppSubject)(sql`
            SELECT app_slug, subject_type, subject_id, expires_at FROM identity_app_tokens
            WHERE token_digest = ${Secret.digest(token)} AND revoked_at IS NULL AND expires_at > ${at}`)
        })

      const appName = (slug: string) => (isSlug(slug) ? hooks.appName(slug) : Effect.succeed(Option.none<string>()))

      const issueUser = (accountId: string, slug: string) =>
        Effect.gen(function* () {
          const live = yield* sql`
            SELECT 1 FROM identity_accounts WHERE account_id = ${accountId} AND deletion_scheduled_at IS NULL`.pipe(
            Effect.orDie
          )
          if (live.length === 0) return yield* IdentityError.fail("AccountNotFound", "No such account.")
          return yield* issue(slug, "user", accountId, policy.userTokenDays)
        })

      return AppTokens.of({
        issueGuest: Effect.fn("AppTokens.issueGuest")(function* (slug: string) {
          const guestId = Secret.identifier("gst_")
          const issued = yield* issue(slug, "guest", guestId, policy.guestTokenDays)
          return { ...issued, guest_id: guestId }
        }),
        issueUser: Effect.fn("AppTokens.issueUser")(issueUser),
        appName: Effect.fn("AppTokens.appName")(appName),
        issueUserForApp: Effect.fn("AppTokens.issueUserForApp")(function* (accountId: string, slug: string) {
          const name = yield* appName(slug)
          if (Option.isNone(name)) return yield* IdentityError.fail("AppNotFound", "There is no app with this slug.")
          const issued = yield* issueUser(accountId, slug)
          return { ...issued, app_name: name.value }
        }),
        authenticate: Effect.fn("AppTokens.authenticate")(function* (token: string, slug: string) {
          return Option.filter(yield* inspect(token), (subject) => subject.app_slug === slug)
        }),
        inspect: Effect.fn("AppTokens.inspect")(inspect),
        revokeSubject: Effect.fn("AppTokens.revokeSubject")(function* (subjectId: string) {
          const at = yield* now
          yield* sql`UPDATE identity_app_tokens SET revoked_at = ${at} WHERE subject_id = ${subjectId} AND revoked_at IS NULL`.pipe(
            Effect.orDie
          )
        })
      })
    })
  )
}
