/**
 * One rule for untrusted input at the edge, before any handler sees it:
 *
 * - No NUL character (U+0000) anywhere a handler could read text from: the path and
 *   query (a `%00` escape), a JSON body (a raw NUL or the `\u0000` escape, in keys and
 *   values alike), a form body, a text body, multipart field names, values and file
 *   names. PostgreSQL cannot store NUL in `text`, so without this rule every field
 *   that reaches the database is a 500 waiting to happen.
 * - JSON nesting no deeper than `maxJsonDepth` (64 by default), checked by one linear
 *   scan of the text before anything parses or hashes it: a 10,000-deep body is a 400,
 *   never a stack overflow in a recursive walk further in.
 *
 * Refusals are 400 `validation_error` in the request's dialect, with
 * `details.location` (`path`, `query`, `body`) and `details.reason` (`nul_character`,
 * `json_too_deep`).
 *
 * The scanners are plain synchronous functions; `withInputGuard` is the `effect/http`
 * middleware. Place it inside the envelope and the body limit
 * (`HttpIncomingMessage.MaxBodySize`), so it reads no more than a handler would.
 *
 * @since 0.1.0
 */
import { ByteSize, Context, Effect } from "effect"
import * as HttpIncomingMessage from "effect/http/HttpIncomingMessage"
import * as HttpRouter from "effect/http/HttpRouter"
import * as HttpServerRequest from "effect/http/HttpServerRequest"
import type * as HttpServerResponse from "effect/http/HttpServerResponse"
import * as Multipart from "effect/http/Multipart"
import * as Stream from "effect/Stream"
import * as ApiError from "./ApiError.ts"
import * as HttpEnvelope from "./HttpEnvelope.ts"

/**
 * The default bound on JSON nesting (objects and arrays).
 *
 * @category constants
 * @since 0.1.0
 */
export const defaultMaxJsonDepth = 64

/**
 * Whether a string holds a NUL character.
 *
 * @category validation
 * @since 0.1.0
 */
export const hasNul = (text: string): boolean => text.includes("\u0000")

/**
 * Whether a request target (path and query) holds a NUL character once decoded: a
 * `%00` escape or a raw NUL. No other escape decodes to U+0000 (`%C0%80` is not UTF-8).
 *
 * @category validation
 * @since 0.1.0
 */
export const targetHasNul = (target: string): boolean => /%00/.test(target) || hasNul(target)

/**
 * What a scan of JSON text found: nothing wrong, a NUL character (raw, or the `\u0000`
 * escape inside a string), or nesting deeper than the bound.
 *
 * @category models
 * @since 0.1.0
 */
export type JsonFinding = "ok" | "nul_character" | "json_too_deep"

const isZeroEscape = (text: string, index: number): boolean =>
  text.charCodeAt(index) === 48 &&
  text.charCodeAt(index + 1) === 48 &&
  text.charCodeAt(index + 2) === 48 &&
  text.charCodeAt(index + 3) === 48

/**
 * Scans JSON text once, left to right, without parsing it: tracks strings and their
 * escapes, counts the depth of `{` and `[`. Text that is not JSON is `ok` here (the
 * parser refuses it later); the scan only looks for what a parser would accept and the
 * database or a recursive walk would not.
 *
 * @category constructors
 * @since 0.1.0
 */
export const inspectJson = (text: string, maxDepth: number = defaultMaxJsonDepth): JsonFinding => {
  let depth = 0
  let inString = false
  const length = text.length
  for (let index = 0; index < length; index++) {
    const code = text.charCodeAt(index)
    if (code === 0) return "nul_character"
    if (inString) {
      if (code === 92) {
        // `\uXXXX`: a NUL when the four digits are zeros; any other escape is one character.
        if (text.charCodeAt(index + 1) === 117 && isZeroEscape(text, index + 2)) return "nul_character"
        index++
      } else if (code === 34) {
        inString = false
      }
    } else if (code === 34) {
      inString = true
    } else if (code === 123 || code === 91) {
      depth++
      if (depth > maxDepth) return "json_too_deep"
    } else if (code === 125 || code === 93) {
      depth--
    }
  }
  return "ok"
}

/**
 * Options of the input guard.
 *
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** The deepest JSON nesting accepted; 64 by default. */
  readonly maxJsonDepth?: number | undefined
}

const refusal = (location: "path" | "query" | "body", reason: Exclude<JsonFinding, "ok">, field?: string) =>
  ApiError.make(
    "validation_error",
    reason === "json_too_deep"
      ? "The JSON body is nested too deeply."
      : `The request ${location} contains a NUL character (U+0000), which is not accepted.`,
    { location, reason, ...(field === undefined ? {} : { field }) }
  )

const refuse = (location: "path" | "query" | "body", reason: Exclude<JsonFinding, "ok">, field?: string) =>
  Effect.fail(refusal(location, reason, field))

// A multipart part is refused inside the request's own stream, whose error type is the
// multipart one: the refusal travels as a typed `MultipartError` (reason `Parse`) whose
// cause is the `ApiError`; `multipartRefusal` gives it back to a handler.
const refusePart = (field: string) =>
  Effect.fail(Multipart.MultipartError.fromReason("Parse", refusal("body", "nul_character", field)))

/**
 * The input guard's refusal a multipart error carries (a NUL in a part's name, file name
 * or text value), or `undefined` for any other multipart error.
 *
 * @category errors
 * @since 0.1.0
 */
export const multipartRefusal = (error: Multipart.MultipartError): ApiError.ApiError | undefined =>
  error.reason._tag === "Parse" && ApiError.isApiError(error.reason.cause) ? error.reason.cause : undefined

/**
 * The `ApiError` a handler fails with when a multipart body cannot be read: the input
 * guard's refusal (400 `validation_error`), a part or body over its limit (413
 * `payload_too_large`) or a malformed body (400 `invalid_request`), as the envelope
 * would answer the multipart error itself.
 *
 * @category errors
 * @since 0.1.0
 */
export const multipartFailure = (error: Multipart.MultipartError): ApiError.ApiError => {
  const refused = multipartRefusal(error)
  if (refused !== undefined) return refused
  const problem = HttpEnvelope.multipartProblem(error)
  return ApiError.make(problem.code, problem.message)
}

const mediaType = (request: HttpServerRequest.HttpServerRequest): string =>
  (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase()

const hasBody = (request: HttpServerRequest.HttpServerRequest): boolean => {
  const length = request.headers["content-length"]
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0")
}

// The HTTP API builder reads a body without a Content-Type as JSON.
const isJson = (type: string): boolean => type === "" || type === "application/json" || type.endsWith("+json")

const guardPart = (part: Multipart.Part): Effect.Effect<Multipart.Part, Multipart.MultipartError> => {
  if (hasNul(part.key)) return refusePart("multipart name")
  // A text field often carries JSON (a save's `metadata`): its `\u0000` escapes count too.
  if (part._tag === "Field" && (hasNul(part.value) || inspectJson(part.value, Infinity) === "nul_character")) {
    return refusePart(part.key)
  }
  if (part._tag === "File" && hasNul(part.name)) return refusePart(`${part.key} file name`)
  return Effect.succeed(part)
}

const guardPersisted = (
  persisted: Multipart.Persisted
): Effect.Effect<Multipart.Persisted, Multipart.MultipartError> => {
  for (const [key, value] of Object.entries(persisted)) {
    if (hasNul(key)) return refusePart("multipart name")
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === "string" ? item : (item as Multipart.PersistedFile).name
      if (hasNul(text)) return refusePart(key)
    }
  }
  return Effect.succeed(persisted)
}

// The same request, whose multipart body (streamed or persisted) refuses a part with a
// NUL in its name, its file name or its text value as the handler reads it (file
// contents stay untouched: archives are binary). Everything else reads through to the
// request itself.
const guardMultipart = (request: HttpServerRequest.HttpServerRequest): HttpServerRequest.HttpServerRequest =>
  new Proxy(request, {
    get(target, property) {
      if (property === "multipartStream") return Stream.mapEffect(target.multipartStream, guardPart)
      if (property === "multipart") return Effect.flatMap(target.multipart, guardPersisted)
      const value = Reflect.get(target, property, target)
      return typeof value === "function" ? value.bind(target) : value
    }
  })

/**
 * The input guard as a plain function over an HTTP effect.
 *
 * @category http
 * @since 0.1.0
 */
export const withInputGuard = (options?: Options) => {
  const guard = guardOf(options)
  return <E, R>(
    httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
  ): Effect.Effect<
    HttpServerResponse.HttpServerResponse,
    E | ApiError.ApiError,
    R | HttpServerRequest.HttpServerRequest
  > =>
    Effect.withFiber((fiber) =>
      guard(httpEffect, Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest))
    )
}

/**
 * What `withInputGuard` does for one request, for a host whose middleware already runs
 * in a step of its own with the request at hand.
 *
 * @category http
 * @since 0.1.0
 */
export const guardOf =
  (options?: Options) =>
  <E, R>(
    httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
    request: HttpServerRequest.HttpServerRequest
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, E | ApiError.ApiError, R> => {
    const target = request.url
    if (targetHasNul(target)) {
      const query = target.search(/[?;#]/)
      const inPath = targetHasNul(query === -1 ? target : target.slice(0, query))
      return refuse(inPath ? "path" : "query", "nul_character")
    }
    // Most requests (every GET) have no body: nothing more to look at, no extra step.
    if (!hasBody(request)) return httpEffect
    const type = mediaType(request)
    if (type === "multipart/form-data") {
      return Effect.provideService(httpEffect, HttpServerRequest.HttpServerRequest, guardMultipart(request))
    }
    const form = type === "application/x-www-form-urlencoded"
    if (!isJson(type) && !form && !type.startsWith("text/")) return httpEffect
    // Read once (bounded by the body limit, cached on the request for the handler).
    // A failure to read is the handler's to report, with the same error.
    return Effect.flatMap(
      Effect.option(request.text),
      (text): Effect.Effect<HttpServerResponse.HttpServerResponse, E | ApiError.ApiError, R> => {
        if (text._tag === "None") return httpEffect
        const finding = isJson(type)
          ? inspectJson(text.value, options?.maxJsonDepth ?? defaultMaxJsonDepth)
          : (form ? targetHasNul(text.value) : hasNul(text.value))
            ? "nul_character"
            : "ok"
        return finding === "ok" ? httpEffect : refuse("body", finding)
      }
    )
  }

/**
 * Bounds every request body read whole (JSON, forms, text) at `maxBytes`: a larger one
 * fails the read, which the envelope answers with 413 `payload_too_large`, instead of
 * filling memory. Multipart and streamed payloads keep their own per-endpoint limits.
 *
 * @category http
 * @since 0.1.0
 */
export const withBodyLimit =
  (maxBytes: number) =>
  <E, R>(
    httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R> =>
    Effect.provideService(httpEffect, HttpIncomingMessage.MaxBodySize, ByteSize.bytes(maxBytes))

/**
 * `withBodyLimit` as a global `HttpRouter` layer, for a host that composes its
 * middleware as layers.
 *
 * @category layers
 * @since 0.1.0
 */
export const layerBodyLimit = (maxBytes: number) =>
  HttpRouter.middleware((httpEffect) => withBodyLimit(maxBytes)(httpEffect), { global: true })
