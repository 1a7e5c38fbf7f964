/**
 * The OpenAPI document and the reference page (`/v1/openapi.json`, `/v1/docs`) are
 * large (the page inlines Scalar, about 3.4 MB) and change only with a deployment: they
 * are answered with a strong `ETag` (a `304` to a matching `If-None-Match`),
 * `Cache-Control`, and gzip when the client accepts it (compressed once per body).
 */
import { createHash } from "node:crypto"
import { gzipSync } from "node:zlib"
import { Context, Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"

/** The paths served this way. */
export const paths: ReadonlySet<string> = new Set(["/v1/openapi.json", "/v1/docs"])

/** How long a client may reuse a document without asking again. */
export const cacheControl = "public, max-age=300, must-revalidate"

interface Prepared {
  readonly tag: string
  readonly gzip: Uint8Array
}

const prepared = new Map<string, Prepared>()

const prepare = (path: string, body: Uint8Array): Prepared => {
  const tag = createHash("sha256").update(body).digest("base64url").slice(0, 32)
  const existing = prepared.get(path)
  if (existing?.tag === tag) return existing
  const fresh = { tag, gzip: gzipSync(body, { level: 9 }) }
  prepared.set(path, fresh)
  return fresh
}

const acceptsGzip = (acceptEncoding: string | undefined) =>
  (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .some(([coding, ...parameters]) => coding === "gzip" && !parameters.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(",").some((candidate) => {
    const trimmed = candidate.trim()
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag
  })

/**
 * Wraps the server's handler: a successful `GET` of one of `paths` is answered cached
 * and, when accepted, compressed; every other request passes untouched.
 *
 * @category middleware
 * @since 0.1.0
 */
export const withCaching = <E, R>(
  httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R | HttpServerRequest.HttpServerRequest> =>
  Effect.withFiber((fiber) =>
    cachingFor(httpEffect, Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest))
  )

/**
 * What `withCaching` does for one request, from a middleware already running in a step
 * of its own with the request at hand.
 *
 * @category middleware
 * @since 0.1.0
 */
export const cachingFor = <E, R>(
  httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
  request: HttpServerRequest.HttpServerRequest
): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R> => {
  // Every other request passes untouched, without a step of its own.
  if (request.method !== "GET" && request.method !== "HEAD") return httpEffect
  const url = request.url
  const query = url.indexOf("?")
  const path = query === -1 ? url : url.slice(0, query)
  if (!paths.has(path)) return httpEffect
  return Effect.map(httpEffect, (response) => {
    if (response.status !== 200 || response.body._tag !== "Uint8Array") return response
    const body = response.body.body
    const { tag, gzip } = prepare(path, body)
    const compressed = acceptsGzip(request.headers["accept-encoding"])
    const etag = compressed ? `"${tag}-gzip"` : `"${tag}"`
    const headers = { etag, "cache-control": cacheControl, vary: "Accept-Encoding" }
    if (matches(request.headers["if-none-match"], etag)) {
      return HttpServerResponse.empty({ status: 304, headers })
    }
    return HttpServerResponse.uint8Array(compressed ? gzip : body, {
      status: 200,
      contentType: response.body.contentType,
      headers: compressed ? { ...headers, "content-encoding": "gzip" } : headers
    })
  })
}
