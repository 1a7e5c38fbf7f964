/**
 * The MCP endpoint `GET /v1/cli/version` announces: `@vouch/mcp`'s streamable HTTP
 * handler at `/mcp` (stateless; the caller's bearer forwarded). Its tools call this
 * same server through `@vouch/client` at the listener's own loopback address, so they
 * go through the same routes, checks and rate limits as any client (counted under the
 * MCP caller's address: `InternalCalls`). The request body is
 * bounded by `VOUCH_MAX_BODY_BYTES`. No file-system tool is registered here.
 */
import * as McpHttp from "@vouch/mcp/McpHttp"
import { Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import { ServerConfig } from "../ServerConfig.ts"
import * as InternalCalls from "./InternalCalls.ts"

/** The listener's address as a URL this process can call: an unspecified host becomes loopback. */
export const ownOrigin = (formatted: string): string => {
  const url = new URL(formatted)
  if (url.hostname === "0.0.0.0") url.hostname = "127.0.0.1"
  if (url.hostname === "[::]") url.hostname = "[::1]"
  return url.origin
}

export const PlatformMcp = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    const server = yield* HttpServer.HttpServer
    return McpHttp.layer({
      path: "/mcp",
      registry: ownOrigin(HttpServer.formatAddress(server.address)),
      maxBodyBytes: config.maxBodyBytes,
      version: config.cliVersion,
      // The tools' calls are counted under the MCP caller's address, not loopback's.
      context: (request) => ({ headers: InternalCalls.headersFor(request) })
    })
  })
)
