/**
 * Structured logs: one JSON object per line by default (`LOG_FORMAT=pretty` for a
 * terminal), filtered at `LOG_LEVEL`. Every request is logged with its method, path,
 * status and timing, and traced as a server span.
 *
 * Request targets carry secrets: a CLI device session id (whoever holds it can poll the
 * pending session and receive its API key), share ids, email-link codes and tokens. The
 * access log and the span attributes record `redactTarget` of the target, never the
 * target itself: the router's own logger and tracer are turned off in favour of
 * `accessLog`.
 */
import { Clock, Context, Effect, Exit, type Fiber, Layer, Logger, LogLevel, Option, References, Tracer } from "effect"
import {
  HttpMiddleware,
  HttpServerError,
  HttpServerRequest,
  type HttpServerResponse,
  HttpTraceContext
} from "effect/http"
import { ServerConfig } from "./ServerConfig.ts"

export const layer = Layer.unwrap(
  Effect.map(ServerConfig, (config) =>
    Layer.mergeAll(
      Logger.layer([config.logFormat === "json" ? Logger.consoleJson : Logger.consolePretty()]),
      Layer.succeed(References.MinimumLogLevel, config.logLevel)
    )
  )
)

/** What a redacted segment or value reads as. */
export const redacted = "<redacted>"

// Credentials and capability ids of the server, by prefix: API keys and sessions, CLI
// device sessions, app tokens, invitation and mail-link tokens, share links.
const secretPrefix = /^(?:vch|vss|cli|vgt|vut|inv|tok|shr)_/i

/**
 * Whether a (decoded) path segment or query value looks like a bearer credential: a
 * known secret prefix, or 20 or more base64url characters mixing upper case, lower
 * case and digits (random tokens do; skill names, versions and hex ids do not).
 */
export const isBearerLike = (value: string): boolean =>
  secretPrefix.test(value) ||
  (value.length >= 20 &&
    /^[A-Za-z0-9_-]+$/.test(value) &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /[0-9]/.test(value))

// Query parameters whose values are secrets whatever they look like.
const secretName = /code|token|secret|session|key|password|state|sig|credential|auth/i

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "))
  } catch {
    return value
  }
}

// Path positions that hold a secret: /v1/auth/cli/{session} and /v1/share/{share}.
const secretAfter = (previous: ReadonlyArray<string>): boolean => {
  const [version, area, third] = previous
  if (version !== "v1") return false
  return (area === "share" && previous.length === 2) || (area === "auth" && third === "cli" && previous.length === 3)
}

/**
 * A request target with its secrets replaced by `<redacted>`: path segments at the
 * positions of device session ids and share ids, bearer-like path segments, and the
 * values of query parameters that are secret by name or look bearer-like.
 */
export const redactTarget = (target: string): string => {
  const queryAt = target.search(/[?#]/)
  const path = queryAt === -1 ? target : target.slice(0, queryAt)
  const query = queryAt === -1 ? "" : target.slice(queryAt + 1).split("#")[0]!
  const seen: Array<string> = []
  const redactedPath = path
    .split("/")
    .map((segment) => {
      if (segment === "") return segment
      const decoded = decode(segment)
      const secret = secretAfter(seen) || isBearerLike(decoded)
      seen.push(decoded.toLowerCase())
      return secret ? redacted : segment
    })
    .join("/")
  if (queryAt === -1) return redactedPath
  const redactedQuery = query
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=")
      if (equals === -1) return pair
      const name = pair.slice(0, equals)
      const value = pair.slice(equals + 1)
      return secretName.test(decode(name)) || isBearerLike(decode(value)) ? `${name}=${redacted}` : pair
    })
    .join("&")
  return `${redactedPath}?${redactedQuery}`
}

const pathOf = (target: string): string => target.split(/[?#]/)[0]!

/**
 * The access log and server span of every request, with redacted targets. Wrap the
 * outermost global middleware with it (or pass it as the `middleware` of
 * `HttpRouter.serve`) with `disableLogger: true`, and turn the built-in tracer off
 * (`tracerDisabled`).
 *
 * Per request it costs what it records, nothing more: the span captures no stack trace
 * (it would always point here; capturing one cost about 15 µs a request, half of this
 * middleware), the access line is only built when `Info` is logged at all, and when
 * neither is seen (below `Info`, the native tracer, no incoming trace context) there is
 * no span and no redaction, only the `http.span` log span.
 */
export const accessLog = <E, R>(
  httpApp: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R | HttpServerRequest.HttpServerRequest> =>
  Effect.withFiber((fiber) => {
    const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
    const logSpan = logSpanOnly(fiber, request)
    return logSpan === undefined ? logged(httpApp, fiber, request) : Effect.updateContext(httpApp, logSpan)
  })

/**
 * When nobody would see a request's span (no access line below `Info`, no caller's
 * trace to continue, and the native tracer, which exports nothing), all `accessLog`
 * does: add the `http.span` log span to the request's context (a warning logged during
 * the request still carries its timing), for a middleware to add with its own services;
 * else undefined (`accessLog` logs and traces).
 */
export const logSpanOnly = (
  fiber: Fiber.Fiber<unknown, unknown>,
  request: HttpServerRequest.HttpServerRequest
): (<S>(context: Context.Context<S>) => Context.Context<S>) | undefined => {
  if (
    !LogLevel.isGreaterThan(fiber.getRef(References.MinimumLogLevel), "Info") ||
    fiber.getRef(Tracer.Tracer) !== Tracer.nativeTracer ||
    Option.isSome(HttpTraceContext.fromHeaders(request.headers))
  )
    return undefined
  // What `Effect.withLogSpan(effect, "http.span")` adds, without its steps.
  const span: [label: string, timestamp: number] = ["http.span", fiber.getRef(Clock.Clock).currentTimeMillisUnsafe()]
  return (context) =>
    Context.add(context, References.CurrentLogSpans, [span, ...Context.get(context, References.CurrentLogSpans)])
}

// The access line (at `Info`) and the server span of a request.
const logged = <E, R>(
  httpApp: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
  fiber: Fiber.Fiber<unknown, unknown>,
  request: HttpServerRequest.HttpServerRequest
): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R> => {
  const infoLogged = !LogLevel.isGreaterThan(fiber.getRef(References.MinimumLogLevel), "Info")
  const parent = HttpTraceContext.fromHeaders(request.headers)
  const target = redactTarget(request.url)
  const path = pathOf(target)
  const query = target.length > path.length ? target.slice(path.length + 1) : undefined
  const logged = !infoLogged
    ? Effect.onExit(httpApp, (exit) => Effect.annotateCurrentSpan("http.response.status_code", statusOf(exit)))
    : Effect.flatMap(Effect.exit(httpApp), (exit) => {
        const status = statusOf(exit)
        return Effect.andThen(
          Effect.annotateCurrentSpan("http.response.status_code", status),
          Effect.andThen(
            Effect.annotateLogs(Effect.log("Sent HTTP response"), {
              "http.method": request.method,
              "http.url": path,
              "http.status": status
            }),
            exit
          )
        )
      })
  return Effect.withLogSpan(logged, "http.span").pipe(
    Effect.withSpan(
      request.method,
      {
        kind: "server",
        parent: Option.getOrUndefined(parent),
        attributes: {
          "http.request.method": request.method,
          "url.path": path,
          ...(query === undefined ? {} : { "url.query": query }),
          ...(Option.isSome(request.remoteAddress) ? { "client.address": request.remoteAddress.value } : {})
        }
      },
      noStackTrace
    )
  )
}

const noStackTrace = { captureStackTrace: false } as const

const statusOf = <E>(exit: Exit.Exit<HttpServerResponse.HttpServerResponse, E>): number =>
  Exit.isSuccess(exit) ? exit.value.status : HttpServerError.causeResponseStripped(exit.cause)[0].status

/** Turns the router's built-in tracer off (its spans record the raw target). */
export const tracerDisabled = Layer.succeed(HttpMiddleware.TracerDisabledWhen)(() => true)
