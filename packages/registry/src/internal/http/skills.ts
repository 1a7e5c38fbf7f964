/** The handlers of the `skills` group. */
import { ApiError, HttpEnvelope, Pagination } from "@vouch/envelope"
import { Context, Effect, Option } from "effect"
import * as HttpServerRequest from "effect/http/HttpServerRequest"
import * as HttpServerResponse from "effect/http/HttpServerResponse"
import { HttpApiBuilder } from "effect/http-api"
import { CurrentActor } from "../../RegistryActor.ts"
import { type RegistryApi, Skill, type SkillVersion } from "../../RegistryApi.ts"
import * as SaveMetadata from "../../SaveMetadata.ts"
import * as SkillRegistry from "../../SkillRegistry.ts"
import { orFail } from "./errors.ts"
import { clientAddress, invalid, parseLimit, parsePage, readSaveParts, readYankReason } from "./requests.ts"

/** The deepest match a numbered page (`page=`) reaches; cursors go further. */
export const maxNumberedMatches = 10_000

// The skills come from `SkillRegistry.getSkill`, one object per row read: encoded once each.
const okSkill = HttpEnvelope.okEncoded(Skill, { reuse: true })

// The answer of a download, made once per version object (a kept row gives the same one,
// `Versions.download`) for the same archive bytes, skill name and exposure: a download
// of a kept version builds no headers. A response is never changed once made.
interface DownloadAnswer {
  readonly bytes: Uint8Array
  readonly name: string
  readonly public: boolean
  readonly response: HttpServerResponse.HttpServerResponse
}
const downloadAnswers = new WeakMap<SkillVersion, DownloadAnswer>()

const downloadResponse = (result: {
  readonly bytes: Uint8Array
  readonly skill: { readonly name: string }
  readonly version: SkillVersion
  readonly public: boolean
}): HttpServerResponse.HttpServerResponse => {
  const kept = downloadAnswers.get(result.version)
  if (
    kept !== undefined &&
    kept.bytes === result.bytes &&
    kept.name === result.skill.name &&
    kept.public === result.public
  )
    return kept.response
  const response = HttpServerResponse.uint8Array(result.bytes, {
    contentType: "application/zip",
    headers: {
      "content-disposition": `attachment; filename="${result.skill.name}-${result.version.version}.zip"`,
      "cache-control": result.public ? "public, max-age=300" : "private, no-store",
      "x-tree-hash": result.version.tree_hash,
      // The archive's address: the same version always has the same bytes.
      etag: `"${result.version.tree_hash}"`
    }
  })
  downloadAnswers.set(result.version, {
    bytes: result.bytes,
    name: result.skill.name,
    public: result.public,
    response
  })
  return response
}

export const group = (api: typeof RegistryApi, cursors: Pagination.CursorCodec) =>
  HttpApiBuilder.group(api, "skills", (handlers) =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry.SkillRegistry
      return handlers
        .handle("search", ({ query }) =>
          Effect.gen(function* () {
            const limit = yield* parseLimit(query.limit)
            const page = yield* parsePage(query.page)
            // Numbered pages are `OFFSET`: bounded, so that no request sorts and skips the whole registry.
            if (page !== undefined && page * limit > maxNumberedMatches) {
              return yield* invalid(
                "page",
                `page × limit must be at most ${maxNumberedMatches}: use cursor pagination to go further.`
              )
            }
            const scope = `search:${JSON.stringify([query.q ?? "", query.category ?? "", query.namespace ?? "", query.type ?? "", query.sort ?? "recent", limit])}`
            const sort = query.sort ?? "recent"
            let after: ReadonlyArray<string> | undefined
            if (page === undefined && query.cursor !== undefined && query.cursor !== "") {
              const decoded = cursors.decode<{ readonly after?: unknown }>(scope, query.cursor)
              if (!decoded.ok || !SkillRegistry.isSortKey(sort, decoded.value?.after)) {
                return yield* invalid("cursor", "The cursor is invalid or belongs to another search.")
              }
              after = decoded.value.after
            }
            const result = yield* registry.search({
              text: query.q,
              category: query.category,
              namespace: query.namespace,
              type: query.type,
              sort,
              limit,
              offset: page === undefined ? undefined : (page - 1) * limit,
              after
            })
            const pagination =
              page !== undefined
                ? Pagination.numberedPage({ page, perPage: limit, totalCount: result.total_count })
                : Pagination.cursorPage({
                    hasMore: result.has_more,
                    nextCursor: result.next === undefined ? null : cursors.encode(scope, { after: result.next }),
                    totalCount: result.total_count
                  })
            return yield* HttpEnvelope.ok(result.items, { pagination })
          })
        )
        .handle("getSkill", ({ params }) =>
          // The hottest read: no generator, its steps are work on every request.
          Effect.withFiber((fiber) => {
            const actor = Context.getUnsafe(fiber.context, CurrentActor)
            if (Option.isNone(actor)) return ApiError.fail("unauthorized")
            // Encoded here, synchronously: the same bytes as the builder's.
            return Effect.flatMap(orFail(registry.getSkill(actor, params.ns, params.name)), okSkill)
          })
        )
        .handle("save", ({ params, payload }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.fail("unauthorized")
            const parts = yield* readSaveParts(payload)
            if (parts.archive === undefined) {
              return yield* invalid("archive", "The multipart part `archive` (a ZIP file) is required.")
            }
            const metadata = SaveMetadata.parse(parts.metadata)
            if (!metadata.ok) return yield* invalid(metadata.problem.field, metadata.problem.message)
            const result = yield* orFail(
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
            yield* orFail(registry.deleteSkill(actor, params.ns, params.name))
            return yield* HttpEnvelope.ok({ deleted: true })
          })
        )
        .handle("listVersions", ({ params, query }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.fail("unauthorized")
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
            const page = yield* orFail(registry.listVersions(actor, params.ns, params.name, { limit, before }))
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
            if (Option.isNone(actor)) return yield* ApiError.fail("unauthorized")
            const detail = yield* orFail(registry.getVersion(actor, params.ns, params.name, params.version))
            return yield* HttpEnvelope.ok(detail)
          })
        )
        .handle("submitScanReport", ({ params, payload }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.fail("unauthorized")
            const detail = yield* orFail(
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
          // No generator, as `getSkill`.
          Effect.withFiber((fiber) => {
            const actor = Context.getUnsafe(fiber.context, CurrentActor)
            const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
            return Effect.map(
              orFail(
                registry.download({
                  actor,
                  namespace: params.ns,
                  name: params.name,
                  version: params.version,
                  identity: SkillRegistry.downloadIdentity(actor, clientAddress(request))
                })
              ),
              downloadResponse
            )
          })
        )
        .handle("yank", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.fail("unauthorized")
            const reason = yield* readYankReason
            const version = yield* orFail(registry.yank(actor, params.ns, params.name, params.version, reason))
            return yield* HttpEnvelope.ok(version)
          })
        )
        .handle("star", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            return yield* HttpEnvelope.ok(yield* orFail(registry.setStar(actor, params.ns, params.name, true)))
          })
        )
        .handle("unstar", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            return yield* HttpEnvelope.ok(yield* orFail(registry.setStar(actor, params.ns, params.name, false)))
          })
        )
        .handle("setCurrentVersion", ({ params, payload }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            const skill = yield* orFail(registry.setCurrentVersion(actor, params.ns, params.name, payload.version))
            return yield* HttpEnvelope.ok(skill)
          })
        )
    })
  )
