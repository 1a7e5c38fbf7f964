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
import { ApiError, HttpEnvelope, Pagination } from "@vouch/envelope"
import { Effect, Layer, Option, Stream } from "effect"
import * as HttpServerRequest from "effect/http/HttpServerRequest"
import * as HttpServerResponse from "effect/http/HttpServerResponse"
import type * as Multipart from "effect/http/Multipart"
import { type HttpApi, HttpApiBuilder, type HttpApiGroup } from "effect/http-api"
import * as Badge from "./Badge.ts"
import { CurrentActor } from "./RegistryActor.ts"
import {
  type BadgesApi,
  type BlobsApi,
  maximumSaveBodyBytes,
  RegistryApi,
  type SharingApi,
  type SkillsApi
} from "./RegistryApi.ts"
import * as SaveMetadata from "./SaveMetadata.ts"
import * as ShareLinks from "./ShareLinks.ts"
import * as SkillRegistry from "./SkillRegistry.ts"
import * as Verifications from "./Verifications.ts"
import * as VersionScans from "./VersionScans.ts"

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
 * The `ApiError` of a registry error.
 *
 * @category error handling
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

const orRaise = ApiError.orRaise(toApiError)

/**
 * The `ApiError` of a share-link error.
 *
 * @category error handling
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
 * @category error handling
 * @since 0.1.0
 */
export const verificationApiError = (error: Verifications.VerificationError): ApiError.ApiError => {
  const reason = error.reason
  return reason._tag === "InvalidReport"
    ? ApiError.make("validation_error", reason.message, { field: "scan_report" })
    : toApiError(new SkillRegistry.RegistryError({ reason }))
}

const orRaiseShare = ApiError.orRaise(shareLinkApiError)
const orRaiseVerification = ApiError.orRaise(verificationApiError)

const invalid = (field: string, message: string) => ApiError.raise("validation_error", message, { field })

/** Reads one file part into memory, refusing more than `limit` bytes as it streams. */
const collectBounded = (content: Stream.Stream<Uint8Array, Multipart.MultipartError>, limit: number) =>
  Effect.gen(function* () {
    const chunks: Array<Uint8Array> = []
    let size = 0
    yield* Stream.runForEach(content, (chunk) => {
      size += chunk.length
      if (size > limit) return ApiError.raise("payload_too_large", `The archive is larger than ${limit} bytes.`)
      chunks.push(chunk)
      return Effect.void
    })
    return new Uint8Array(Buffer.concat(chunks))
  })

/** The parts a save reads; each may appear once (a second one is refused, never silently chosen). */
const saveParts = new Set(["archive", "metadata", "scan_report"])

const readSaveParts = (parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>) =>
  Effect.gen(function* () {
    let archive: Uint8Array | undefined
    let metadata: string | undefined
    let scanReport: string | undefined
    const seen = new Set<string>()
    yield* Stream.runForEach(parts, (part) =>
      Effect.gen(function* () {
        if ((part._tag === "Field" || part._tag === "File") && saveParts.has(part.key)) {
          if (seen.has(part.key)) {
            return yield* invalid(part.key, `The multipart part \`${part.key}\` appears more than once; send it once.`)
          }
          seen.add(part.key)
        }
        if (part._tag === "Field") {
          if (part.key === "metadata") metadata = part.value
          if (part.key === "scan_report") scanReport = part.value
          return
        }
        if (part._tag !== "File") return
        if (part.key === "archive") {
          archive = yield* collectBounded(part.content, maximumSaveBodyBytes)
        } else if (part.key === "metadata") {
          metadata = new TextDecoder().decode(yield* collectBounded(part.content, 64 * 1024))
        } else if (part.key === "scan_report") {
          scanReport = new TextDecoder().decode(yield* collectBounded(part.content, VersionScans.maximumReportBytes))
        } else {
          yield* Stream.runDrain(part.content)
        }
      })
    )
    return { archive, metadata, scanReport }
  }).pipe(Effect.orDie)

const parsePage = (raw: string | undefined) =>
  raw === undefined || raw === ""
    ? Effect.succeed(undefined)
    : /^[1-9]\d{0,8}$/.test(raw)
      ? Effect.succeed(Number(raw))
      : invalid("page", "page must be an integer of at least 1.")

const parseLimit = (raw: string | undefined) => {
  const limit = Pagination.parseLimit(raw, { default: 20, minimum: 1, maximum: 100 })
  return limit === undefined ? invalid("limit", "limit must be an integer from 1 to 100.") : Effect.succeed(limit)
}

const readYankReason = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const text = yield* Effect.orDie(request.text)
  if (text.trim() === "") return ""
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return yield* invalid("body", 'The body must be a JSON object like {"reason": "..."}.')
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return yield* invalid("body", 'The body must be a JSON object like {"reason": "..."}.')
  }
  const reason = (body as { readonly reason?: unknown }).reason
  if (reason === undefined || reason === null) return ""
  if (typeof reason !== "string" || reason.length > 1000) {
    return yield* invalid("reason", "reason must be a string of at most 1,000 characters.")
  }
  return reason
})

const clientAddress = (request: HttpServerRequest.HttpServerRequest) => Option.getOrUndefined(request.remoteAddress)

const readShareRequest = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const parsed = ShareLinks.parseCreateRequest(yield* Effect.orDie(request.text))
  return parsed.ok ? parsed.value : yield* invalid(parsed.field, parsed.message)
})

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

  const skills = HttpApiBuilder.group(api, "skills", (handlers) =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry.SkillRegistry
      return handlers
        .handle("search", ({ query }) =>
          Effect.gen(function* () {
            const limit = yield* parseLimit(query.limit)
            const page = yield* parsePage(query.page)
            const scope = `search:${JSON.stringify([query.q ?? "", query.category ?? "", query.namespace ?? "", query.type ?? "", query.sort ?? "recent", limit])}`
            let offset = 0
            if (page !== undefined) offset = (page - 1) * limit
            else if (query.cursor !== undefined && query.cursor !== "") {
              const decoded = cursors.decode<{ readonly offset: number }>(scope, query.cursor)
              if (!decoded.ok || !Number.isSafeInteger(decoded.value.offset) || decoded.value.offset < 0) {
                return yield* invalid("cursor", "The cursor is invalid or belongs to another search.")
              }
              offset = decoded.value.offset
            }
            const result = yield* registry.search({
              text: query.q,
              category: query.category,
              namespace: query.namespace,
              type: query.type,
              sort: query.sort,
              limit,
              offset
            })
            const next = offset + result.items.length
            const pagination =
              page !== undefined
                ? Pagination.numberedPage({ page, perPage: limit, totalCount: result.total_count })
                : Pagination.cursorPage({
                    hasMore: next < result.total_count && result.items.length > 0,
                    nextCursor: cursors.encode(scope, { offset: next }),
                    totalCount: result.total_count
                  })
            return yield* HttpEnvelope.ok(result.items, { pagination })
          })
        )
        .handle("getSkill", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.raise("unauthorized")
            const skill = yield* orRaise(registry.getSkill(actor, params.ns, params.name))
            return yield* HttpEnvelope.ok(skill)
          })
        )
        .handle("save", ({ params, payload }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.raise("unauthorized")
            const parts = yield* readSaveParts(payload)
            if (parts.archive === undefined) {
              return yield* invalid("archive", "The multipart part `archive` (a ZIP file) is required.")
            }
            const metadata = SaveMetadata.parse(parts.metadata)
            if (!metadata.ok) return yield* invalid(metadata.problem.field, metadata.problem.message)
            const result = yield* orRaise(
              registry.save({
                actor,
                namespace: params.ns,
                name: params.name,
                archive: parts.archive,
                metadata: metadata.value,
                scanReport: parts.scanReport
              })
            )
            return result.created
              ? yield* HttpEnvelope.ok({ created: true as const, skill: result.skill, version: result.version })
              : yield* HttpEnvelope.ok({ created: false as const, skill: result.skill, version: result.version })
          })
        )
        .handle("deleteSkill", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            yield* orRaise(registry.deleteSkill(actor, params.ns, params.name))
            return yield* HttpEnvelope.ok({ deleted: true })
          })
        )
        .handle("listVersions", ({ params, query }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.raise("unauthorized")
            const limit = yield* parseLimit(query.limit)
            const scope = `versions:${SkillRegistry.normalizeNamespace(params.ns)}/${params.name}`
            let before: number | undefined
            if (query.cursor !== undefined && query.cursor !== "") {
              const decoded = cursors.decode<{ readonly before: number }>(scope, query.cursor)
              if (!decoded.ok || !Number.isSafeInteger(decoded.value.before)) {
                return yield* invalid("cursor", "The cursor is invalid or belongs to another list.")
              }
              before = decoded.value.before
            }
            const page = yield* orRaise(registry.listVersions(actor, params.ns, params.name, { limit, before }))
            return yield* HttpEnvelope.ok(page.items, {
              pagination: Pagination.cursorPage({
                hasMore: page.next !== undefined,
                nextCursor: page.next === undefined ? null : cursors.encode(scope, { before: page.next }),
                totalCount: page.total_count
              })
            })
          })
        )
        .handle("getVersion", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.raise("unauthorized")
            const detail = yield* orRaise(registry.getVersion(actor, params.ns, params.name, params.version))
            return yield* HttpEnvelope.ok(detail)
          })
        )
        .handle("submitScanReport", ({ params, payload }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.raise("unauthorized")
            const detail = yield* orRaise(
              registry.submitScanReport({
                actor,
                namespace: params.ns,
                name: params.name,
                version: params.version,
                report: payload.scan_report
              })
            )
            return yield* HttpEnvelope.ok(detail)
          })
        )
        .handle("download", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            const request = yield* HttpServerRequest.HttpServerRequest
            const result = yield* orRaise(
              registry.download({
                actor,
                namespace: params.ns,
                name: params.name,
                version: params.version,
                identity: SkillRegistry.downloadIdentity(actor, clientAddress(request))
              })
            )
            return HttpServerResponse.uint8Array(result.bytes, {
              contentType: "application/zip",
              headers: {
                "content-disposition": `attachment; filename="${result.skill.name}-${result.version.version}.zip"`,
                "cache-control": result.public ? "public, max-age=300" : "private, no-store",
                "x-tree-hash": result.version.tree_hash
              }
            })
          })
        )
        .handle("yank", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.raise("unauthorized")
            const reason = yield* readYankReason
            const version = yield* orRaise(registry.yank(actor, params.ns, params.name, params.version, reason))
            return yield* HttpEnvelope.ok(version)
          })
        )
        .handle("star", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            return yield* HttpEnvelope.ok(yield* orRaise(registry.setStar(actor, params.ns, params.name, true)))
          })
        )
        .handle("unstar", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            return yield* HttpEnvelope.ok(yield* orRaise(registry.setStar(actor, params.ns, params.name, false)))
          })
        )
        .handle("setCurrentVersion", ({ params, payload }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            const skill = yield* orRaise(registry.setCurrentVersion(actor, params.ns, params.name, payload.version))
            return yield* HttpEnvelope.ok(skill)
          })
        )
    })
  )

  const blobs = HttpApiBuilder.group(api, "blobs", (handlers) =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry.SkillRegistry
      return handlers.handle("getBlob", ({ params }) =>
        Effect.gen(function* () {
          const actor = yield* CurrentActor
          const blob = yield* orRaise(registry.readBlob(actor, params.hash))
          return HttpServerResponse.uint8Array(blob.bytes, {
            contentType: "application/octet-stream",
            headers: {
              "cache-control": blob.public ? "public, max-age=31536000, immutable" : "private, no-store",
              etag: `"${params.hash}"`
            }
          })
        })
      )
    })
  )

  const badges = HttpApiBuilder.group(api, "badges", (handlers) =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry.SkillRegistry
      return handlers.handle("badge", ({ params }) =>
        Effect.gen(function* () {
          const figures = yield* orRaise(registry.badgeFigures(params.ns, params.name))
          return HttpServerResponse.text(Badge.render(Badge.forVariant(params.variant, figures)), {
            contentType: "image/svg+xml",
            headers: { "cache-control": "public, max-age=300, stale-while-revalidate=3600" }
          })
        })
      )
    })
  )

  const sharing = HttpApiBuilder.group(api, "sharing", (handlers) =>
    Effect.gen(function* () {
      const shares = yield* ShareLinks.ShareLinks
      const verifications = yield* Verifications.Verifications
      return handlers
        .handle("createShare", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.raise("unauthorized")
            const request = yield* readShareRequest
            const link = yield* orRaiseShare(
              shares.create({ actor, namespace: params.ns, name: params.name, version: params.version, request })
            )
            return yield* HttpEnvelope.ok(link)
          })
        )
        .handle("listShares", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            return yield* HttpEnvelope.ok(
              yield* orRaiseShare(shares.list(actor, params.ns, params.name, params.version))
            )
          })
        )
        .handle("shareInfo", ({ params }) =>
          Effect.gen(function* () {
            return yield* HttpEnvelope.ok(yield* orRaiseShare(shares.info(params.shareId)))
          })
        )
        .handle("revokeShare", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            return yield* HttpEnvelope.ok(yield* orRaiseShare(shares.revoke(actor, params.shareId)))
          })
        )
        .handle("shareDownload", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            const request = yield* HttpServerRequest.HttpServerRequest
            const result = yield* orRaiseShare(
              shares.download({
                shareId: params.shareId,
                identity: SkillRegistry.downloadIdentity(actor, clientAddress(request))
              })
            )
            return HttpServerResponse.uint8Array(result.bytes, {
              contentType: "application/zip",
              headers: {
                "content-disposition": `attachment; filename="${result.info.name}-${result.info.version}.zip"`,
                "cache-control": "private, no-store",
                "x-tree-hash": result.info.tree_hash
              }
            })
          })
        )
        .handle("verify", ({ params, payload }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.raise("unauthorized")
            const result = yield* orRaiseVerification(
              verifications.verify({
                actor,
                namespace: params.ns,
                name: params.name,
                version: params.version,
                report: payload.scan_report,
                shareId: payload.share_id
              })
            )
            return yield* HttpEnvelope.ok(result)
          })
        )
        .handle("listVerifications", ({ params, query }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.raise("unauthorized")
            const limit = yield* parseLimit(query.limit)
            const records = yield* orRaiseVerification(
              verifications.history({
                actor,
                namespace: params.ns,
                name: params.name,
                version: params.version,
                limit
              })
            )
            return yield* HttpEnvelope.ok(records)
          })
        )
    })
  )

  return Layer.mergeAll(skills, blobs, badges, sharing)
}
