/**
 * The port through which the app runtime reaches the tokens of its callers: verifying
 * a bearer token (whose subject, bound to which app) and issuing a guest token. The
 * host provides it; the reference server builds it from `@vouch/identity`'s
 * `AppTokens` with `AppCredentials.fromTokens`, so this package does not depend on
 * identity.
 *
 * @since 0.1.0
 */
import { Context, Effect, Option } from "effect"
import * as AppError from "./AppError.ts"
import type { Subject } from "./AppModels.ts"

/**
 * A guest token as issued.
 *
 * @category models
 * @since 0.1.0
 */
export interface IssuedGuest {
  readonly token: string
  readonly guest_id: string
  readonly expires_at: Date
}

/**
 * What `fromTokens` needs of a token service (identity's `AppTokens` has this shape).
 *
 * @category models
 * @since 0.1.0
 */
export interface TokenService {
  readonly inspect: (token: string) => Effect.Effect<Option.Option<Subject>>
  readonly issueGuest: (slug: string) => Effect.Effect<IssuedGuest, { readonly message: string }>
}

/**
 * @category services
 * @since 0.1.0
 */
export class AppCredentials extends Context.Service<
  AppCredentials,
  {
    /** The subject of a bearer token, whichever app it is bound to; none when unknown, expired or revoked. */
    readonly verify: (token: string) => Effect.Effect<Option.Option<Subject>>
    /** A new guest of the app `slug`; `InvalidInput` when the slug cannot be issued for. */
    readonly issueGuest: (slug: string) => Effect.Effect<IssuedGuest, AppError.AppError>
  }
>()("@vouch/app-api/AppCredentials") {
  /**
   * The credentials of a token service such as `@vouch/identity`'s `AppTokens`.
   *
   * @since 0.1.0
   */
  static readonly fromTokens = (tokens: TokenService): AppCredentials["Service"] =>
    AppCredentials.of({
      verify: (token) =>
        Effect.map(
          tokens.inspect(token),
          Option.map(
            (subject): Subject => ({
              app_slug: subject.app_slug,
              subject_type: subject.subject_type,
              subject_id: subject.subject_id
            })
          )
        ),
      issueGuest: (slug) =>
        tokens.issueGuest(slug).pipe(
          Effect.catch((error) => AppError.fail("InvalidInput", error.message)),
          Effect.withSpan("AppCredentials.issueGuest")
        )
    })
}
