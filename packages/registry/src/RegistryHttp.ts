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
import { Pagination } from "@vouch/envelope"
import { Layer } from "effect"
import type { HttpApi, HttpApiGroup } from "effect/http-api"
import * as Content from "./internal/http/content.ts"
import * as Sharing from "./internal/http/sharing.ts"
import * as Skills from "./internal/http/skills.ts"
import { type BadgesApi, type BlobsApi, RegistryApi, type SharingApi, type SkillsApi } from "./RegistryApi.ts"
import type * as ShareLinks from "./ShareLinks.ts"
import type * as SkillRegistry from "./SkillRegistry.ts"
import type * as Verifications from "./Verifications.ts"

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
 * The handlers of the `skills`, `blobs`, `badges` and `sharing` groups, for a host API
 * that mounts those groups (`HttpApi.make("vouch").add(RegistryApi.SkillsApi)...`, or
 * `.addHttpApi(RegistryApi.RegistryApi)`). Requires `SkillRegistry`, `ShareLinks` and
 * `Verifications` (and, through the groups' middleware, an implementation of
 * `RegistryAuthentication`).
 *
 * @category layers
 * @since 0.1.0
 */
export const layerFor = <Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups | typeof SkillsApi | typeof BlobsApi | typeof BadgesApi | typeof SharingApi>,
  options: Options
): Layer.Layer<
  | HttpApiGroup.Service<Id, "skills">
  | HttpApiGroup.Service<Id, "blobs">
  | HttpApiGroup.Service<Id, "badges">
  | HttpApiGroup.Service<Id, "sharing">,
  never,
  SkillRegistry.SkillRegistry | ShareLinks.ShareLinks | Verifications.Verifications
> =>
  // The groups are the same objects in the host API; only its id differs at the type level.
  build(api as unknown as typeof RegistryApi, options) as unknown as Layer.Layer<
    | HttpApiGroup.Service<Id, "skills">
    | HttpApiGroup.Service<Id, "blobs">
    | HttpApiGroup.Service<Id, "badges">
    | HttpApiGroup.Service<Id, "sharing">,
    never,
    SkillRegistry.SkillRegistry | ShareLinks.ShareLinks | Verifications.Verifications
  >

/**
 * The handlers of `RegistryApi` served whole.
 *
 * @category layers
 * @since 0.1.0
 */
export const layer = (options: Options) => build(RegistryApi, options)

const build = (api: typeof RegistryApi, options: Options) => {
  const cursors = Pagination.makeCursorCodec(options.cursorSecret)
  return Layer.mergeAll(Skills.group(api, cursors), Content.blobs(api), Content.badges(api), Sharing.group(api))
}
