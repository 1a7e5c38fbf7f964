/**
 * The `effect/http` edge of the envelopes: the request id and dialect of the current
 * request, successful envelopes for handlers, and the middleware that turns every
 * failure (a tagged `ApiError`, an unknown route, a request that fails its schema, a
 * body that is too large, a defect) into the right enveloped response: `Middleware`
 * on the groups that answer in the envelope (every Vouch group), and `layer()` for a
 * host that wants it around every route.
 *
 * @since 0.1.0
 */
import { Cause, Context, Effect, Layer, Predicate, Schema, SchemaIssue } from "effect"
import * as Headers from "effect/http/Headers"
import * as HttpRouter from "effect/http/HttpRouter"
import * as HttpServerRequest from "effect/http/HttpServerRequest"
import * as Respondable from "effect/http/HttpServerRespondable"
import * as HttpServerResponse from "effect/http/HttpServerResponse"
import * as HttpApiMiddleware from "effect/http-api/HttpApiMiddleware"
import type * as Types from "effect/Types"
import * as Envelope from "./Envelope.ts"
import * as ErrorCode from "./ErrorCode.ts"
import * as RequestId from "./RequestId.ts"
import * as RoutePath from "./RoutePath.ts"

/**
 * The id of the request being served (empty outside a request).
 *
 * @category services
 * @since 0.1.0
 */
export const CurrentRequestId = Context.Reference<string>("@vouch/envelope/HttpEnvelope/CurrentRequestId", {
  defaultValue: () => ""
})

/**
 * The dialect of the request being served.
 *
 * @category services
 * @since 0.1.0
 */
export const CurrentDialect = Context.Reference<Envelope.Dialect>("@vouch/envelope/HttpEnvelope/CurrentDialect", {
  defaultValue: () => Envelope.registry
})

/**
 * The dialect of a path in the reference layout: the app API (`/v1/app-api`) and the
 * model catalogue (`/v1/models`) speak the app dialect, everything else the registry's.
 * Decided on the path the router matches (`RoutePath.normalise`), so `/V1/app-api/me`
 * answers in the dialect of the handler it reaches.
 *
 * @category constructors
 * @since 0.1.0
 */
export const dialectOfPath = (path: string): Envelope.Dialect => {
  // Most targets tell without normalising: after `/v1/`, a lowercase letter other than
  // `a` and `m` starts a segment that normalises to neither `app-api` nor `models`.
  const first = path.charCodeAt(4)
  if (first >= 98 && first <= 122 && first !== 109 && path.startsWith("/v1/")) return Envelope.registry
  const routed = RoutePath.normalise(path)
  return routed === "/v1/app-api" ||
    routed.startsWith("/v1/app-api/") ||
    routed === "/v1/models" ||
    routed.startsWith("/v1/models/")
    ? Envelope.app
    : Envelope.registry
}

/**
 * A successful envelope around `data`, stamped with the current request id.
 *
 * @category constructors
 * @since 0.1.0
 */
export const ok = <A>(
  data: A,
  options?: { readonly pagination?: Envelope.Pagination | undefined }
): Effect.Effect<{ readonly ok: true; readonly data: A; readonly meta: Envelope.Meta }> =>
  Effect.withFiber((fiber) => {
    const requestId = fiber.getRef(CurrentRequestId)
    return Effect.succeed(
      Envelope.success(
        data,
        options?.pagination === undefined
          ? { request_id: requestId }
          : { request_id: requestId, pagination: options.pagination }
      )
    )
  })

/**
 * A successful envelope whose `data` never changes (a catalogue, a configuration),
 * encoded by `schema` once: each request only splices its request id into the JSON,
 * instead of the builder encoding the same `data` again. The response is byte for
 * byte what returning `ok(data)` from a handler of an `Envelope.Success(schema)`
 * endpoint answers (200, `application/json`). Return it from the handler.
 *
 * @category constructors
 * @since 0.1.0
 */
export const okConstant = <A, I>(
  schema: Schema.Codec<A, I>,
  data: A
): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  const head = `{"ok":true,"data":${JSON.stringify(Schema.encodeSync(schema)(data))},"meta":{"request_id":`
  return Effect.withFiber((fiber) =>
    Effect.succeed(
      HttpServerResponse.text(`${head}${JSON.stringify(fiber.getRef(CurrentRequestId))}}}`, {
        contentType: "application/json"
      })
    )
  )
}

/**
 * A successful envelope of `data`, encoded by `schema` synchronously (the encoder
 * compiled once): the response is byte for byte what returning `ok(data)` from a
 * handler of an `Envelope.Success(schema)` endpoint answers (200, `application/json`),
 * without the builder's effectful encoding of the whole envelope. For a hot endpoint;
 * data the schema cannot encode is a defect, as with the builder. Return the result of
 * the function from the handler.
 *
 * @category constructors
 * @since 0.1.0
 */
export const okEncoded = <A, I>(
  schema: Schema.Codec<A, I>,
  options?: {
    /**
     * Keep the encoding of each `data` object for when the same object comes again (a
     * `WeakMap`): for data that is never changed once made (rows from a read cache).
     */
    readonly reuse?: boolean | undefined
  }
): ((data: A) => Effect.Effect<HttpServerResponse.HttpServerResponse>) => {
  const encodeSync = Schema.encodeSync(schema)
  const kept = new WeakMap<object, string>()
  const encode = (data: A): string => {
    if (options?.reuse !== true || typeof data !== "object" || data === null) return JSON.stringify(encodeSync(data))
    let json = kept.get(data)
    if (json === undefined) {
      json = JSON.stringify(encodeSync(data))
      kept.set(data, json)
    }
    return json
  }
  return (data) =>
    Effect.withFiber((fiber) =>
      Effect.succeed(
        HttpServerResponse.text(
          `{"ok":true,"data":${encode(data)},"meta":{"request_id":${JSON.stringify(fiber.getRef(CurrentRequestId))}}}`,
          { contentType: "application/json" }
        )
      )
    )
}

/**
 * The enveloped error response for a problem, in the current dialect, with the
 * status of its code.
 *
 * @category constructors
 * @since 0.1.0
 */
export const errorResponse = (
  problem: Envelope.Problem & { readonly headers?: Readonly<Record<string, string>> | undefined }
): Effect.Effect<HttpServerResponse.HttpServerResponse> =>
  Effect.withFiber((fiber) => {
    const body = Envelope.failure(fiber.getRef(CurrentDialect), problem, { request_id: fiber.getRef(CurrentRequestId) })
    return Effect.succeed(
      HttpServerResponse.jsonUnsafe(body, {
        status: ErrorCode.status(problem.code),
        ...(problem.headers === undefined ? {} : { headers: problem.headers })
      })
    )
  })

/**
 * `errorResponse` of a problem that never changes, encoded once per dialect: each
 * request only splices its request id into the JSON (the same bytes, status and headers
 * as `errorResponse(problem)`).
 *
 * @category constructors
 * @since 0.1.0
 */
export const errorConstant = (problem: Envelope.Problem): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  const status = ErrorCode.status(problem.code)
  const encoded = new Map<Envelope.Dialect, readonly [string, string]>()
  // The envelope around a placeholder id, cut where the id goes.
  const partsOf = (dialect: Envelope.Dialect) => {
    let parts = encoded.get(dialect)
    if (parts === undefined) {
      const marker = "\u0000request_id\u0000"
      const [head, tail] = JSON.stringify(Envelope.failure(dialect, problem, { request_id: marker })).split(
        JSON.stringify(marker)
      )
      parts = [head!, tail!] as const
      encoded.set(dialect, parts)
    }
    return parts
  }
  return Effect.withFiber((fiber) => {
    const [head, tail] = partsOf(fiber.getRef(CurrentDialect))
    return Effect.succeed(
      HttpServerResponse.text(`${head}${JSON.stringify(fiber.getRef(CurrentRequestId))}${tail}`, {
        status,
        contentType: "application/json"
      })
    )
  })
}

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * The `details` of a `validation_error` for a schema issue: where (`body`, `query`,
 * `path`, `headers`), the first failing field as a dotted path, and every issue.
 *
 * @category constructors
 * @since 0.1.0
 */
export const issueDetails = (
  location: string,
  issue: SchemaIssue.Issue
): {
  readonly location: string
  readonly field: string
  readonly issues: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }>
} => {
  const formatted = formatIssues(issue)
  const issues = formatted.issues.map((entry) => ({
    path: (entry.path ?? []).map((segment) =>
      Predicate.isObject(segment) && "key" in segment ? String(segment.key) : String(segment)
    ),
    message: entry.message
  }))
  return { location, field: issues[0]?.path.join(".") ?? "", issues }
}

/**
 * Where a validation failure sits, in one vocabulary for every package and the input
 * guard: `path`, `query`, `headers` or `body` (http-api says `Params` and `Payload`).
 */
const locationOf = (kind: string): string => {
  switch (kind) {
    case "Params":
      return "path"
    case "Payload":
      return "body"
    default:
      return kind.toLowerCase()
  }
}

const validationDetails = (error: { readonly kind: string; readonly cause: unknown }): unknown => {
  const cause = error.cause
  const location = locationOf(error.kind)
  if (Predicate.isObject(cause) && "issue" in cause)
    return issueDetails(location, (cause as { readonly issue: SchemaIssue.Issue }).issue)
  return { location }
}

const tagOf = (value: unknown): string | undefined =>
  Predicate.isObject(value) && Predicate.isString((value as { readonly _tag?: unknown })._tag)
    ? (value as { readonly _tag: string })._tag
    : undefined

// A body over `HttpIncomingMessage.MaxBodySize`, however deep the decoders wrapped it.
const isBodyTooLarge = (value: unknown, depth = 0): boolean => {
  if (!Predicate.isObject(value) || depth > 4) return false
  const record = value as { readonly _tag?: unknown; readonly reason?: unknown; readonly cause?: unknown }
  if (record._tag === "RequestParseError" && record.reason === "BodyTooLarge") return true
  if (record._tag === "BodyTooLargeError") return true
  return isBodyTooLarge(record.reason, depth + 1) || isBodyTooLarge(record.cause, depth + 1)
}

/**
 * The problem of a multipart body that cannot be read: too large (a part or the body
 * over its limit) or malformed. The input guard's refusals travel as multipart errors
 * too and are answered by their own `ApiError` (`InputGuard.multipartRefusal`).
 *
 * @category errors
 * @since 0.1.0
 */
export const multipartProblem = (error: { readonly reason: { readonly _tag: string } }): Envelope.Problem =>
  error.reason._tag === "FileTooLarge" || error.reason._tag === "FieldTooLarge" || error.reason._tag === "BodyTooLarge"
    ? { code: "payload_too_large" }
    : { code: "invalid_request", message: "The multipart body could not be read." }

// The input guard's refusal of a multipart part is the cause of a `MultipartError`
// (reason `Parse`): the refusal answers, as its handler would have.
const carriedRefusal = (value: unknown): unknown => {
  if (tagOf(value) !== "MultipartError") return value
  const reason = (value as { readonly reason?: { readonly _tag?: unknown; readonly cause?: unknown } }).reason
  return reason?._tag === "Parse" && Respondable.isRespondable(reason.cause) ? reason.cause : value
}

const routeNotFound: Envelope.Problem = { code: "not_found", message: "No such route." }

const problemOf = (value: unknown): Envelope.Problem | undefined => {
  if (isBodyTooLarge(value)) return { code: "payload_too_large" }
  switch (tagOf(value)) {
    case "HttpApiSchemaError": {
      const error = value as { readonly kind: string; readonly cause: unknown }
      return {
        code: "validation_error",
        message: `The request ${error.kind.toLowerCase()} failed validation.`,
        details: validationDetails(error)
      }
    }
    case "HttpApiPayloadTooLarge":
      return { code: "payload_too_large" }
    case "HttpServerError":
      return problemOf((value as { readonly reason: unknown }).reason)
    case "RouteNotFound":
      return routeNotFound
    case "RequestParseError":
      return { code: "invalid_request", message: "The request could not be read." }
    case "MultipartError":
      return multipartProblem(value as { readonly reason: { readonly _tag: string } })
    default:
      return undefined
  }
}

const isEmptyBody = (response: HttpServerResponse.HttpServerResponse): boolean => response.body._tag === "Empty"

/**
 * Turns the cause of a failed request into its enveloped response. Respondable
 * values that answer with a JSON body keep it; empty error responses (the built-in
 * `HttpApiError`s) get an envelope for their status; anything unknown is a logged 500.
 *
 * @category errors
 * @since 0.1.0
 */
export const causeResponse = <E>(cause: Cause.Cause<E>): Effect.Effect<HttpServerResponse.HttpServerResponse> =>
  Effect.gen(function* () {
    for (const reason of cause.reasons) {
      if (reason._tag === "Interrupt") continue
      const value = carriedRefusal(reason._tag === "Fail" ? reason.error : reason.defect)
      if (HttpServerResponse.isHttpServerResponse(value)) return value
      const problem = problemOf(value)
      if (problem !== undefined) return yield* errorResponse(problem)
      if (Respondable.isRespondable(value)) {
        const response = yield* Respondable.toResponse(value)
        if (response.status < 400 || !isEmptyBody(response)) return response
        return yield* errorResponse({ code: ErrorCode.fromStatus(response.status), headers: response.headers })
      }
    }
    if (Cause.hasInterruptsOnly(cause)) {
      return yield* errorResponse({ code: "service_unavailable", message: "The request was interrupted." })
    }
    yield* Effect.logError("unhandled failure while serving a request", cause)
    return yield* errorResponse({ code: "internal_error" })
  })

// The HTTP API builder answers two failures itself, with a plain response rather than a
// failure the middleware sees: 415 (the text "Unsupported content-type: ...") for a
// payload in a media type the endpoint does not accept, and an empty 413 for a streamed
// payload over its limit. They get the envelope of their status, headers kept.
const bareFailure = (
  response: HttpServerResponse.HttpServerResponse,
  contentType: string | undefined
): Envelope.Problem | undefined => {
  if (response.status === 413 && isEmptyBody(response)) return { code: "payload_too_large" }
  if (
    response.status === 415 &&
    response.body._tag === "Uint8Array" &&
    response.body.contentType.startsWith("text/plain")
  )
    return {
      code: "unsupported_media_type",
      // Without a Content-Type the builder reads the body as JSON.
      message: `A request body of type ${JSON.stringify((contentType ?? "application/json").split(";")[0]!.trim())} is not accepted here.`
    }
  return undefined
}

/**
 * Options of the envelope middleware.
 *
 * @category models
 * @since 0.1.0
 */
export interface MiddlewareOptions {
  /** The dialect of a request path; `dialectOfPath` by default. */
  readonly dialect?: ((path: string) => Envelope.Dialect) | undefined
}

/**
 * The envelope middleware as a plain function over an HTTP effect, for hosts that
 * compose their own server: assigns the request id (the caller's `X-Request-Id` when
 * safe), provides it and the dialect, envelopes every failure and echoes the id in
 * the `X-Request-Id` response header.
 *
 * @category http
 * @since 0.1.0
 */
export const withEnvelope = (options?: MiddlewareOptions) => {
  const envelope = envelopeOf(options)
  return <E, R>(
    httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, never, R | HttpServerRequest.HttpServerRequest> =>
    Effect.withFiber((fiber) =>
      envelope(httpEffect, Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest))
    )
}

/**
 * What `withEnvelope` does for one request, for a host whose middleware already runs in
 * a step of its own with the request at hand (saving the envelope's own step): `provide`
 * adds the host's services to the request's context in the same step as the id and
 * dialect (nothing else is added to it).
 *
 * @category http
 * @since 0.1.0
 */
export const envelopeOf = (options?: MiddlewareOptions) => {
  const dialectOf = options?.dialect ?? dialectOfPath
  return <E, R>(
    httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
    request: HttpServerRequest.HttpServerRequest,
    provide?: <S>(context: Context.Context<S>) => Context.Context<S>
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, never, R> => {
    const requestId = RequestId.fromIncoming(request.headers[RequestId.header])
    ;(request as Answered)[answeredId] = requestId
    return answer(httpEffect, request, requestId, dialectOf(request.url), provide)
  }
}

// The id the global envelope gave a request, on the request itself: the group middleware
// then knows the id in the context is that one, and that the global envelope echoes it
// and envelopes a bare 413/415 on the way out.
const answeredId = Symbol("@vouch/envelope/HttpEnvelope/answeredId")
interface Answered {
  [answeredId]?: string
}

const onFailure = <E>(cause: Cause.Cause<E>): Effect.Effect<HttpServerResponse.HttpServerResponse, never> =>
  Cause.hasInterruptsOnly(cause) ? Effect.failCause(cause as Cause.Cause<never>) : causeResponse(cause)

// Runs a request's effect with its id and dialect, envelopes every failure and the
// builder's bare 413 and 415, and echoes the id in `X-Request-Id`. One step after the
// effect for a plain answer (the usual case), a second one only for a bare 413/415.
// The references go into the context in one step, and a dialect the request already
// has is not added again: every service added to a request's context past effect's
// overlay depth (8) copies the whole context (some 50 services in a server), so each
// one saved counts.
const answer = <E, R>(
  httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
  request: HttpServerRequest.HttpServerRequest,
  requestId: string,
  dialect: Envelope.Dialect,
  provide?: <S>(context: Context.Context<S>) => Context.Context<S>
): Effect.Effect<HttpServerResponse.HttpServerResponse, never, R> =>
  Effect.updateContext<R, R>(
    // `CurrentRequestId` and `CurrentDialect` are references, never requirements.
    (context: Context.Context<R>) => {
      const withId = Context.add(provide === undefined ? context : provide(context), CurrentRequestId, requestId)
      return (
        Context.get(context, CurrentDialect) === dialect ? withId : Context.add(withId, CurrentDialect, dialect)
      ) as Context.Context<R>
    }
  )(Effect.flatMap(Effect.catchCause(httpEffect, onFailure), (response) => answered(response, request, requestId)))

// The response with the id echoed, or the envelope of the builder's bare 413 or 415.
const answered = (
  response: HttpServerResponse.HttpServerResponse,
  request: HttpServerRequest.HttpServerRequest,
  requestId: string
): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  const problem = bareFailure(response, request.headers["content-type"])
  return problem === undefined
    ? Effect.succeed(HttpServerResponse.setHeader(response, RequestId.header, requestId))
    : // The bare response's own `content-type` (text/plain) is not the envelope's.
      Effect.map(
        errorResponse({ ...problem, headers: Headers.remove(response.headers, "content-type") }),
        (enveloped) => HttpServerResponse.setHeader(enveloped, RequestId.header, requestId)
      )
}

/**
 * The annotation of an `HttpApiGroup` naming the dialect its envelopes speak
 * (`group.annotate(HttpEnvelope.Dialect, Envelope.app)`); the registry's when absent.
 *
 * @category models
 * @since 0.1.0
 */
export const Dialect = Context.Reference<Envelope.Dialect>("@vouch/envelope/HttpEnvelope/Dialect", {
  defaultValue: () => Envelope.registry
})

/**
 * The envelope as an `HttpApiMiddleware` of the groups that answer in it (every Vouch
 * group adds it last, `.middleware(HttpEnvelope.Middleware)`): the group's endpoints
 * get a request id (the one the global `layer` assigned, when the host installed it,
 * else the caller's `X-Request-Id` when safe, else a new one), the dialect of the
 * group's `Dialect` annotation, and every failure, schema refusal, 413 and 415 in the
 * envelope, whatever the host installed around them. The host's own routes and
 * errors are left alone.
 *
 * @category http
 * @since 0.1.0
 */
export class Middleware extends HttpApiMiddleware.Service<Middleware>()("@vouch/envelope/HttpEnvelope/Middleware") {}

/**
 * The implementation of `Middleware`. A package providing the handlers of its groups
 * provides it with them, so a host adds nothing.
 *
 * @category layers
 * @since 0.1.0
 */
export const layerMiddleware: Layer.Layer<Middleware> = Layer.succeed(Middleware, (httpEffect, { group }) => {
  // Reported as the builder reports a handler's failures (`ErrorReporter`), before they become responses.
  const reported = Effect.withErrorReporting(httpEffect)
  const dialect = Context.get(group.annotations, Dialect)
  // Under the global envelope, in the same dialect: the request already has its id and
  // dialect, and the global envelope echoes the id and envelopes a bare 413/415 the same
  // way on the way out, so only the failures are answered here (in the builder, before
  // its own error encoding would see them): no context step, no second header.
  const underGlobal = Effect.catchCause(reported, onFailure)
  return Effect.withFiber((fiber) => {
    const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
    const assigned = fiber.getRef(CurrentRequestId)
    if (assigned !== "" && (request as Answered)[answeredId] === assigned && fiber.getRef(CurrentDialect) === dialect)
      return underGlobal
    const requestId = assigned === "" ? RequestId.fromIncoming(request.headers[RequestId.header]) : assigned
    return answer(reported, request, requestId, dialect)
  })
})

/**
 * The envelope middleware as a global `HttpRouter` layer.
 *
 * @category layers
 * @since 0.1.0
 */
export const layer = (options?: MiddlewareOptions) =>
  HttpRouter.middleware(
    (httpEffect) =>
      // Every failure is answered here; the router's typing still wants the
      // `unhandled` marker of errors it does not know about to flow through.
      withEnvelope(options)(httpEffect) as Effect.Effect<
        HttpServerResponse.HttpServerResponse,
        Types.unhandled,
        HttpServerRequest.HttpServerRequest
      >,
    { global: true }
  )

// The `not_found` envelope, encoded once per dialect.
const notFoundResponse = errorConstant(routeNotFound)

/**
 * A route for every request no other route matches, answering the `not_found`
 * envelope the middleware gives the router's `RouteNotFound`, without the router
 * building that failure (two `Error`s, each capturing a stack trace) for every unknown
 * path. HEAD is left to the router, which answers it from the GET routes.
 *
 * @category layers
 * @since 0.1.0
 */
export const layerNotFound = HttpRouter.addAll(
  (["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "QUERY"] as const).map((method) =>
    HttpRouter.route(method, "*", notFoundResponse)
  )
)

const pascal = (code: string) =>
  code
    .split("_")
    .map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}`)
    .join("")

/**
 * Failure schemas to list in an endpoint's `error` option so the OpenAPI document
 * shows the envelope each failure status answers with. Codes sharing a status share a
 * schema. Documentation only: handlers cannot fail with these values.
 *
 * @category models
 * @since 0.1.0
 * @deprecated Use `ApiError.failures`: the same document, and handlers fail with the
 * declared `ApiError`s typed.
 */
export const documentedFailures = (
  dialect: "registry" | "app",
  codes: ReadonlyArray<ErrorCode.ErrorCode>
): Array<typeof Envelope.RegistryFailure | typeof Envelope.AppFailure> => {
  const byStatus = new Map<number, Array<ErrorCode.ErrorCode>>()
  for (const code of codes) {
    const status = ErrorCode.status(code)
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  const base = dialect === "app" ? Envelope.AppFailure : Envelope.RegistryFailure
  return [...byStatus.entries()].map(([status, sharing]) =>
    base.annotate({
      httpApiStatus: status,
      identifier: `${dialect === "app" ? "App" : "Registry"}${sharing.map(pascal).join("Or")}`,
      description: sharing.map((code) => `\`${code}\`: ${ErrorCode.defaultMessage(code)}`).join(" ")
    })
  )
}
