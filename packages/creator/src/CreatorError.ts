/**
 * The one error of the creator package, by reason:
 *
 * - `InvalidDefinition`: a mini-app's definition (slug, form, template, markup) is not valid;
 * - `SlugTaken`: another app already has the slug (a built-in app, or a hosted one);
 * - `AppNotFound`: no hosted app has the slug, or the caller does not own it;
 * - `InvalidRequest`: a chat request breaks the request rules (400);
 * - `TooLarge`: a chat body over 256 KB or an attachment over 100 KB (413);
 * - `Unauthenticated`: not a creator browser session (401);
 * - `Forbidden`: a wrong app, a guest, a missing creator scope (403);
 * - `EmailNotVerified`: the account's email is not verified (403);
 * - `TurnInFlight`: a previous turn of the account is still running (409);
 * - `DailyCapReached`: the account's messages of the day are spent (429);
 * - `Unavailable`: the assistant is disabled or no model is available (503).
 *
 * @since 0.1.0
 */
import { Effect, Schema } from "effect"

/**
 * @category errors
 * @since 0.1.0
 */
export const Reason = Schema.Literals([
  "InvalidDefinition",
  "SlugTaken",
  "AppNotFound",
  "InvalidRequest",
  "TooLarge",
  "Unauthenticated",
  "Forbidden",
  "EmailNotVerified",
  "TurnInFlight",
  "DailyCapReached",
  "Unavailable"
])

/**
 * @category errors
 * @since 0.1.0
 */
export type Reason = typeof Reason.Type

/**
 * @category errors
 * @since 0.1.0
 */
export class CreatorError extends Schema.TaggedError<CreatorError>()("CreatorError", {
  reason: Reason,
  message: Schema.String,
  /** Seconds until the limit resets (`DailyCapReached`). */
  retryAfterSeconds: Schema.optionalKey(Schema.Number)
}) {}

/**
 * @category constructors
 * @since 0.1.0
 */
export const fail = (reason: Reason, message: string, retryAfterSeconds?: number): Effect.Effect<never, CreatorError> =>
  Effect.fail(new CreatorError({ reason, message, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) }))
