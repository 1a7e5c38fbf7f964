/**
 * The one error of identity's services. Its `reason` says what went wrong in the
 * domain's words; the HTTP layer decides what a reason answers with
 * (`IdentityHttp.toApiError`, the one mapping table).
 *
 * @since 0.1.0
 */
import { Effect, Schema } from "effect"

/**
 * @category models
 * @since 0.1.0
 */
export const Reason = Schema.Literals([
  /** Input that breaks a rule (an email, a password, a name, a lifetime). */
  "InvalidInput",
  "AccountNotFound",
  /** No public profile by that username. */
  "UserNotFound",
  "AccountDeletionScheduled",
  "EmailNotVerified",
  /** The address belongs to another account. */
  "EmailTaken",
  /** A sign-in code was sent less than `resendSeconds` ago. */
  "CodeResendTooSoon",
  /** `codesPerHour` sign-in codes went to the address this hour. */
  "CodeLimited",
  /** A mail limit (`MailLimits`) is spent. */
  "MailLimited",
  /** The sign-in code is wrong, expired or used. */
  "CodeInvalid",
  "CodeAttemptsExhausted",
  "WrongPassword",
  /** A one-time link is unknown or was used. */
  "LinkNotFound",
  "LinkExpired",
  /** The account has `maxActiveKeys` active keys. */
  "TooManyKeys",
  "KeyNotFound",
  "DeviceSessionNotFound",
  "DeviceSessionApproved",
  "DeviceSessionExpired",
  "OrganizationNotFound",
  "NamespaceTaken",
  "AlreadyMember",
  /** The caller's role does not allow the action. */
  "NotAllowed",
  "InvitationNotFound",
  "InvitationExpired",
  /** The invitation is for another (or an unverified) address. */
  "InvitationForAnother",
  "AppNotFound",
  "ProviderNotConfigured",
  "ProviderUnavailable",
  "ProviderCredentialInvalid",
  "ProviderEmailUnverified",
  /** The mail transport refused a message. */
  "MailFailed"
])

/**
 * @category models
 * @since 0.1.0
 */
export type Reason = typeof Reason.Type

/**
 * @category errors
 * @since 0.1.0
 */
export class IdentityError extends Schema.TaggedError<IdentityError>()("IdentityError", {
  reason: Reason,
  message: Schema.String,
  /** For the limits: how long until asking again can succeed. */
  retryAfterSeconds: Schema.optionalKey(Schema.Int)
}) {}

/**
 * @category constructors
 * @since 0.1.0
 */
export const fail = (
  reason: Reason,
  message: string,
  retryAfterSeconds?: number
): Effect.Effect<never, IdentityError> =>
  Effect.fail(
    new IdentityError(retryAfterSeconds === undefined ? { reason, message } : { reason, message, retryAfterSeconds })
  )
