/**
 * The MCP endpoint of the real server process: `GET /v1/cli/version` announces
 * `${publicUrl}/mcp` over streamable HTTP, and that URL answers the protocol's
 * `initialize` and `tools/list` (the tools themselves are tested in `@vouch/mcp`).
 */
import { request as httpRequest } from "node:http"
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

/** One JSON-RPC call sent from a chosen loopback address (Linux routes all of 127.0.0.0/8 locally). */
const rpcFrom = (localAddress: string, url: string, body: unknown) =>
  new Promise<{ readonly status: number; readonly body: string }>((resolve, reject) => {
    const payload = JSON.stringify(body)
    const sent = httpRequest(
      url,
      {
        method: "POST",
        localAddress,
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "content-length": Buffer.byteLength(payload)
        }
      },
      (response) => {
        let text = ""
        response.setEncoding("utf8")
        response.on("data", (chunk) => {
          text += chunk
        })
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }))
      }
    )
    sent.on("error", reject)
    sent.end(payload)
  })

describe("the MCP endpoint with rate limits on", () => {
  let limited: ServerProcess.ServerProcess

  beforeAll(async () => {
    limited = await ServerProcess.start({ VOUCH_RATE_LIMITS: "on" })
  })

  afterAll(async () => {
    await limited?.stop()
  })

  const search = async (from: string) => {
    const answered = await rpcFrom(from, `${limited.url}/mcp`, {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "search_skills", arguments: { query: "pdf" } }
    })
    assert.strictEqual(answered.status, 200, answered.body)
    const result = (JSON.parse(answered.body) as { result: { isError?: boolean; content: Array<{ text: string }> } })
      .result
    return { failed: result.isError === true, text: result.content.map((part) => part.text).join("\n") }
  }

  it("counts the tools' registry calls under each MCP caller's address, not the server's own", async () => {
    // The content limit (search) is 60 a minute per caller: the 61st search of one address is refused…
    for (let index = 0; index < 60; index++) assert.isFalse((await search("127.0.0.2")).failed, `search ${index}`)
    const refused = await search("127.0.0.2")
    assert.isTrue(refused.failed)
    assert.match(refused.text, /rate_limited/)
    // …and another address still searches: the calls were not all counted under 127.0.0.1.
    assert.isFalse((await search("127.0.0.3")).failed)
  })
})
