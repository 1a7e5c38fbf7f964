/**
 * The MCP endpoint of the real server process: `GET /v1/cli/version` announces
 * `${publicUrl}/mcp` over streamable HTTP, and that URL answers the protocol's
 * `initialize` and `tools/list` (the tools themselves are tested in `@vouch/mcp`).
 */
import { afterAll, assert, beforeAll, describe, it, vi } from "@effect/vitest"
import * as ServerProcess from "./ServerProcess.ts"

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

let server: ServerProcess.ServerProcess

beforeAll(async () => {
  server = await ServerProcess.start({ VOUCH_RATE_LIMITS: "off" })
})

afterAll(async () => {
  await server?.stop()
})

const rpc = (url: string, body: unknown) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify(body)
  })

describe("the MCP endpoint", () => {
  it("is where /v1/cli/version says, and answers initialize and tools/list", async () => {
    const version = (await (await fetch(`${server.url}/v1/cli/version`)).json()) as {
      data: { mcp: { url: string; transport: string } }
    }
    assert.deepStrictEqual(version.data.mcp, { url: `${server.url}/mcp`, transport: "streamable-http" })
    const initialized = await rpc(version.data.mcp.url, {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "probe", version: "1.0.0" } }
    })
    assert.strictEqual(initialized.status, 200)
    const result = ((await initialized.json()) as { result: { serverInfo: { name: string } } }).result
    assert.strictEqual(result.serverInfo.name, "vouch")
    const listed = await rpc(version.data.mcp.url, { jsonrpc: "2.0", id: 2, method: "tools/list" })
    assert.strictEqual(listed.status, 200)
    const tools = ((await listed.json()) as { result: { tools: Array<{ name: string }> } }).result.tools
    assert.deepStrictEqual(tools.map((tool) => tool.name).sort(), ["get_skill", "search_skills", "verify_download"])
  })

  it("answers 405 to GET (stateless) and 413 to a body over VOUCH_MAX_BODY_BYTES", async () => {
    assert.strictEqual((await fetch(`${server.url}/mcp`, { headers: { accept: "text/event-stream" } })).status, 405)
    const large = await rpc(`${server.url}/mcp`, {
      jsonrpc: "2.0",
      id: 1,
      method: "ping",
      params: { padding: "x".repeat(3 * 1024 * 1024) }
    })
    assert.strictEqual(large.status, 413)
  })
})
