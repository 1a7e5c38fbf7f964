/**
 * Reading the parts of registry requests the endpoint schemas leave to the handlers:
 * the multipart save (bounded as it streams), pages, limits and small JSON bodies.
 */
import { ApiError, InputGuard, Pagination } from "@vouch/envelope"
import { Effect, Option, Stream } from "effect"
import * as HttpServerRequest from "effect/http/HttpServerRequest"
import type * as Multipart from "effect/http/Multipart"
import { maximumSaveBodyBytes } from "../../RegistryApi.ts"
import * as ShareLinks from "../../ShareLinks.ts"
import * as VersionScans from "../../VersionScans.ts"

export const invalid = (field: string, message: string) => ApiError.fail("validation_error", message, { field })

/** Reads one file part into memory, refusing more than `limit` bytes as it streams. */
export const collectBounded = (content: Stream.Stream<Uint8Array, Multipart.MultipartError>, limit: number) =>
  Effect.gen(function* () {
    const chunks: Array<Uint8Array> = []
    let size = 0
    yield* Stream.runForEach(content, (chunk) => {
      size += chunk.length
      if (size > limit) return ApiError.fail("payload_too_large", `The archive is larger than ${limit} bytes.`)
      chunks.push(chunk)
      return Effect.void
    })
    return new Uint8Array(Buffer.concat(chunks))
  })

/** The parts a save reads; each may appear once (a second one is refused, never silently chosen). */
const saveParts = new Set(["archive", "metadata", "scan_report"])

export const readSaveParts = (parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>) =>
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
  }).pipe(
    // The input guard's refusals (a NUL in a part), parts over their limit and malformed
    // bodies: typed failures of the endpoint.
    Effect.catchTag("MultipartError", (error) => Effect.fail(InputGuard.multipartFailure(error)))
  )

export const parsePage = (raw: string | undefined) =>
  raw === undefined || raw === ""
    ? Effect.succeed(undefined)
    : /^[1-9]\d{0,8}$/.test(raw)
      ? Effect.succeed(Number(raw))
      : invalid("page", "page must be an integer of at least 1.")

export const parseLimit = (raw: string | undefined) => {
  const limit = Pagination.parseLimit(raw, { default: 20, minimum: 1, maximum: 100 })
  return limit === undefined ? invalid("limit", "limit must be an integer from 1 to 100.") : Effect.succeed(limit)
}

export const readYankReason = Effect.gen(function* () {
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

export const clientAddress = (request: HttpServerRequest.HttpServerRequest) =>
  Option.getOrUndefined(request.remoteAddress)

export const readShareRequest = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const parsed = ShareLinks.parseCreateRequest(yield* Effect.orDie(request.text))
  return parsed.ok ? parsed.value : yield* invalid(parsed.field, parsed.message)
})
