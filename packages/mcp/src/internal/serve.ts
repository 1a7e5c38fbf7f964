/**
 * The part of `McpHttp.handler` that needs the MCP SDK, loaded on the first request (so
 * a host that mounts the route does not load the SDK, zod and the client at start-up).
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"
import { VouchClient } from "@vouch/client"
import { Effect } from "effect"
import { FetchHttpClient } from "effect/http"
import { bearerOf, type CallContext, type Options } from "../McpHttp.ts"
import * as VouchMcp from "../VouchMcp.ts"

/** Answers one POST: a fresh server and transport for the caller (stateless). */
export const serve = async (
  options: Options,
  maxRequestBodySize: number,
  request: Request,
  context: CallContext | undefined
): Promise<Response> => {
  const extra = context?.headers
  const baseFetch = options.fetch ?? globalThis.fetch
  const client = await Effect.runPromise(
    VouchClient.make({
      baseUrl: options.registry,
      token: bearerOf(request.headers.get("authorization")),
      fetch:
        extra === undefined
          ? options.fetch
          : (input, init) => {
              const headers = new Headers(init?.headers)
              for (const [name, value] of Object.entries(extra)) headers.set(name, value)
              return baseFetch(input, { ...init, headers })
            }
    }).pipe(Effect.provide(FetchHttpClient.layer))
  )
  const server = VouchMcp.make({ client, version: options.version })
  const transport = new WebStandardStreamableHTTPServerTransport({
    // No session id generator: stateless.
    enableJsonResponse: true,
    maxRequestBodySize
  })
  await server.connect(transport)
  try {
    return await transport.handleRequest(request)
  } finally {
    await server.close()
  }
}
