/**
 * The MCP server over streamable HTTP, as a host mounts it: a web-standard
 * `Request => Promise<Response>` handler (`handler`) on the SDK's
 * `WebStandardStreamableHTTPServerTransport`, and the same as an `effect/http` route
 * (`layer`). Stateless: every POST gets a fresh server and transport built for the
 * caller, so no session is kept between requests and any process of a deployment
 * answers any request; GET (the server-initiated stream) and DELETE (ending a
 * session) answer 405. The caller's `Authorization: Bearer` (an API key or token) is
 * forwarded to every registry call, so a private skill is visible to its owner and to
 * no anonymous caller. The request body is read up to `maxBodyBytes` (413 beyond).
 *
 * Over HTTP the server has only the registry tools (`search_skills`, `get_skill`,
 * `verify_download`): it never reads or writes the host's file system, so
 * `scan_folder` and `install_skill` exist only over stdio (`vouch mcp`). Being
 * stateless, it sends the client no requests of its own (no elicitation).
 *
 * @since 0.1.0
 */
import { ByteSize, Effect } from "effect"
import { HttpIncomingMessage, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** The registry the tools call, such as `http://127.0.0.1:8787` (the host itself). */
  readonly registry: string
  /** The `fetch` registry calls go through; `globalThis.fetch` by default. */
  readonly fetch?: typeof globalThis.fetch | undefined
  /** The largest request body read, in bytes; 1 MiB by default. */
  readonly maxBodyBytes?: number | undefined
  /** The version the server announces. */
  readonly version?: string | undefined
}

/**
 * What one MCP request adds to the registry calls its tools make: `headers` sent with
 * every call (for example the caller's address, for a host's rate limiter).
 *
 * @category models
 * @since 0.1.0
 */
export interface CallContext {
  readonly headers?: Readonly<Record<string, string>> | undefined
}

/**
 * The default bound of a request body: 1 MiB (a tool call's arguments are small).
 *
 * @category constants
 * @since 0.1.0
 */
export const defaultMaxBodyBytes = 1024 * 1024

/**
 * The bearer credential of an `Authorization` header, if any.
 *
 * @category parsing
 * @since 0.1.0
 */
export const bearerOf = (authorization: string | null): string | undefined => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")
  return match?.[1]
}

const methodNotAllowed = () =>
  new Response(
    JSON.stringify({
      jsonrpc: "2.0",
      error: { code: -32000, message: "Method not allowed: this MCP server is stateless, POST JSON-RPC messages." },
      id: null
    }),
    { status: 405, headers: { "content-type": "application/json", allow: "POST" } }
  )

/**
 * The web-standard handler of the MCP endpoint.
 *
 * @category constructors
 * @since 0.1.0
 */
export const handler = (
  options: Options
): ((request: Request, context?: CallContext | undefined) => Promise<Response>) => {
  const maxRequestBodySize = options.maxBodyBytes ?? defaultMaxBodyBytes
  // The SDK is loaded on the first POST, not when the host mounts the route.
  let loaded: Promise<typeof import("./internal/serve.ts")> | undefined
  return async (request, context) => {
    if (request.method !== "POST") return methodNotAllowed()
    loaded ??= import("./internal/serve.ts")
    return (await loaded).serve(options, maxRequestBodySize, request, context)
  }
}

/**
 * The handler as an `effect/http` route at `path` (every method; see `handler`).
 *
 * @category layers
 * @since 0.1.0
 */
export const layer = (
  options: Options & {
    readonly path?: `/${string}` | undefined
    /** The context of each request's registry calls, from the incoming request (see `CallContext`). */
    readonly context?: ((request: HttpServerRequest.HttpServerRequest) => CallContext) | undefined
  }
) => {
  const handle = handler(options)
  const maxBodySize = ByteSize.bytes(options.maxBodyBytes ?? defaultMaxBodyBytes)
  return HttpRouter.add(
    "*",
    options.path ?? "/mcp",
    Effect.fn("McpHttp.request")(function* (request: HttpServerRequest.HttpServerRequest) {
      const web = yield* HttpServerRequest.toWeb(request)
      // The body is read through the request (bounded, and cached: a middleware such as
      // an input guard may have read it already), then handed to the transport.
      const body =
        request.method === "POST"
          ? yield* Effect.provideService(request.text, HttpIncomingMessage.MaxBodySize, maxBodySize)
          : undefined
      const response = yield* Effect.promise((signal) =>
        handle(
          new Request(web.url, { method: web.method, headers: web.headers, body: body ?? null, signal }),
          options.context?.(request)
        )
      )
      return HttpServerResponse.fromWeb(response)
    })
  )
}
