/**
 * The handlers of the registry groups (`RegistryApi`): they read the caller from
 * `CurrentActor`, call `SkillRegistry`, and answer with envelopes, or raw bytes for
 * downloads, blobs and badges. Domain errors become `ApiError`s:
 *
 * | reason | code (status) |
 * |---|---|
 * | `SkillNotFound`, `VersionNotFound`, `BlobNotFound` | `not_found` (404) |
 * | `AuthenticationRequired` | `unauthorized` (401) |
 * | `NotAllowed` | `forbidden` (403) |
 * | `ArchiveRejected` | `payload_too_large` (413) for sizes, else `validation_error` (400) with `details.kind` |
 * | `InvalidInput` | `validation_error` (400) with `details.field` |
 * | `Conflict` | `conflict` (409) |
 * | `VersionYanked` | `gone` (410) with `details.reason` |
 * | `StorageLimitExceeded` | `storage_limit_exceeded` (403) with the figures |
 * | `ServiceBusy` | `service_unavailable` (503) with `Retry-After` |
 *
 * Share links and verification (`sharing` group):
 *
 * | reason | code (status) |
 * |---|---|
 * | `EmailNotVerified` | `email_not_verified` (403) |
 * | `ScanRequired` | `scan_required` (403) |
 * | `SharedSkillLimit` | `forbidden` (403) with `details.limit` |
 * | `ShareLinkNotFound` | `not_found` (404) |
 * | `ShareLinkGone` | `gone` (410) with `details.status` (`expired`, `revoked`) and `details.at` |
 * | `InvalidReport` | `validation_error` (400) with `details.field: "scan_report"` |
 *
 * @since 0.1.0
 */
import { ApiMount, Pagination } from "@vouch/envelope"
import type { HttpApi, HttpApiGroup } from "effect/http-api"
import * as Content from "./internal/http/content.ts"
import * as Sharing from "./internal/http/sharing.ts"
import * as Skills from "./internal/http/skills.ts"
import { type BadgesApi, type BlobsApi, RegistryApi, type SharingApi, type SkillsApi } from "./RegistryApi.ts"

export { shareLinkApiError, toApiError, verificationApiError } from "./internal/http/errors.ts"

/**
 * Options of the handlers.
 *
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /**
   * The secret signing pagination cursors (at least 16 bytes), shared by every
   * server process so a cursor issued by one is accepted by all.
   */
  readonly cursorSecret: string
}

/**
 * The registry's groups, any of which a host API may contain.
 *
 * @category models
 * @since 0.1.0
 */
export type Groups = typeof SkillsApi | typeof BlobsApi | typeof BadgesApi | typeof SharingApi

/**
 * The handlers of the registry groups a host API contains, any subset of `skills`,
 * `blobs`, `badges` and `sharing`, under any prefix
 * (`HttpApi.make("host").add(RegistryApi.SkillsApi.prefix("/registry"))`, or
 * `.addHttpApi(RegistryApi.RegistryApi)`), each answering in the envelope. An API
 * with none of them, or with a group of the same name and other endpoints, is a type
 * error. Requires `SkillRegistry`, `ShareLinks` and `Verifications` and, for the groups
 * behind it, an implementation of `RegistryAuthentication`.
 *
 * @category layers
 * @since 0.1.0
 */
export const layerFor = <Id extends string, ApiGroups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, ApiGroups> & ApiMount.Check<ApiGroups, Groups>,
  options: Options
) => {
  const cursors = Pagination.makeCursorCodec(options.cursorSecret)
  return ApiMount.layer(api, {
    skills: (api: typeof RegistryApi) => Skills.group(api, cursors),
    blobs: Content.blobs,
    badges: Content.badges,
    sharing: Sharing.group
  })
}

/**
 * The handlers of `RegistryApi` served whole.
 *
 * @category layers
 * @since 0.1.0
 */
export const layer = (options: Options) => layerFor(RegistryApi, options)
