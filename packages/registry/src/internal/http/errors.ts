/**
 * The mapping of the registry's domain errors to `ApiError`s (the tables are in
 * `RegistryHttp`'s documentation).
 */
import { ApiError } from "@vouch/envelope"
import { Effect } from "effect"
import type * as ShareLinks from "../../ShareLinks.ts"
import * as SkillRegistry from "../../SkillRegistry.ts"
import type * as Verifications from "../../Verifications.ts"

/**
 * The `ApiError` of a registry error.
 *
 * @category errors
 * @since 0.1.0
 */
export const toApiError = (error: SkillRegistry.RegistryError): ApiError.ApiError => {
  const reason = error.reason
  switch (reason._tag) {
    case "SkillNotFound":
      return ApiError.make("not_found", `No skill @${reason.namespace}/${reason.name}.`)
    case "VersionNotFound":
      return ApiError.make("not_found", `No version ${reason.version} of this skill.`)
    case "BlobNotFound":
      return ApiError.make("not_found", "No such blob.")
    case "AuthenticationRequired":
      return ApiError.make("unauthorized")
    case "NotAllowed":
      return ApiError.make("forbidden", reason.message)
    case "ArchiveRejected": {
      const details = {
        field: "archive",
        kind: reason.kind,
        ...(reason.path === undefined ? {} : { path: reason.path })
      }
      return reason.status === 413
        ? ApiError.make("payload_too_large", reason.message, details)
        : ApiError.make("validation_error", reason.message, details)
    }
    case "InvalidInput":
      return ApiError.make("validation_error", reason.message, { field: reason.field })
    case "Conflict":
      return ApiError.make("conflict", reason.message)
    case "VersionYanked":
      return ApiError.make(
        "gone",
        reason.reason === ""
          ? `Version ${reason.version} was yanked.`
          : `Version ${reason.version} was yanked: ${reason.reason}`,
        { version: reason.version, reason: reason.reason }
      )
    case "StorageLimitExceeded":
      return ApiError.make(
        "storage_limit_exceeded",
        `This save needs ${reason.adding} bytes; ${reason.used} of ${reason.limit} are used.`,
        { used_bytes: reason.used, adding_bytes: reason.adding, limit_bytes: reason.limit }
      )
    case "ServiceBusy":
      return new ApiError.ApiError({
        code: "service_unavailable",
        message: `The server is busy with other saves: retry in ${reason.retryAfterSeconds} seconds.`,
        details: { retry_after_seconds: reason.retryAfterSeconds },
        headers: { "retry-after": String(reason.retryAfterSeconds) }
      })
  }
}

/** A registry effect whose failures are the `ApiError`s the endpoints declare. */
export const orFail = Effect.mapError(toApiError)

/**
 * The `ApiError` of a share-link error.
 *
 * @category errors
 * @since 0.1.0
 */
export const shareLinkApiError = (error: ShareLinks.ShareLinkError): ApiError.ApiError => {
  const reason = error.reason
  switch (reason._tag) {
    case "EmailNotVerified":
      return ApiError.make("email_not_verified", "Sharing needs a verified email address: verify yours first.")
    case "ScanRequired":
      return ApiError.make(
        "scan_required",
        `Sharing needs your scan report of version ${reason.version}: submit it with PUT …/versions/${reason.version}/scan-report (or the scan_report part of the save).`
      )
    case "SharedSkillLimit":
      return ApiError.make(
        "forbidden",
        `The ${reason.tier} tier shares at most ${reason.limit} skills and ${reason.limit} already have an active link: revoke the links of one of them, or upgrade.`,
        { limit: reason.limit, tier: reason.tier }
      )
    case "ShareLinkNotFound":
      return ApiError.make("not_found", "No such share link.")
    case "ShareLinkGone":
      return ApiError.make(
        "gone",
        reason.status === "expired"
          ? `This share link expired at ${reason.at}.`
          : `This share link was revoked at ${reason.at}.`,
        { status: reason.status, at: reason.at }
      )
    default:
      return toApiError(new SkillRegistry.RegistryError({ reason }))
  }
}

/**
 * The `ApiError` of a verification error.
 *
 * @category errors
 * @since 0.1.0
 */
export const verificationApiError = (error: Verifications.VerificationError): ApiError.ApiError => {
  const reason = error.reason
  return reason._tag === "InvalidReport"
    ? ApiError.make("validation_error", reason.message, { field: "scan_report" })
    : toApiError(new SkillRegistry.RegistryError({ reason }))
}

export const orFailShare = Effect.mapError(shareLinkApiError)
export const orFailVerification = Effect.mapError(verificationApiError)
