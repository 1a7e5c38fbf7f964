/**
 * `pnpm eval:reviews` as a user runs it (`node scripts/EvalReviews.ts`): with no provider
 * it says so and exits 0; against a local OpenAI-compatible server it evaluates every
 * case through the real OpenAI adapter and prints the table, counting the retry. The
 * fake server plays the review apps' reviewers (the scripted parts), breaking the first
 * attempt of every enforce case.
 */
import { execFile } from "node:child_process"
import { createServer } from "node:http"
import { join } from "node:path"
import { afterAll, assert, beforeAll, describe, it, vi } from "@effect/vitest"
import { ShaderReviewScript, SwiftReviewScript, WritingStyleScript } from "../src/index.ts"

vi.setConfig({ testTimeout: 120_000 })

const script = join(import.meta.dirname, "..", "..", "..", "scripts", "EvalReviews.ts")
const providerVariables = [
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_BASE_URL",
  "GOOGLE_API_KEY",
  "GEMINI_API_KEY",
  "GOOGLE_BASE_URL",
  "VOUCH_SCRIPTED_MODEL",
  "VOUCH_EVAL_MODEL",
  "VOUCH_MODEL_CATALOGUE"
]

const evaluate = (environment: Record<string, string>, args: Array<string> = []) =>
  new Promise<{ readonly code: number; readonly stdout: string; readonly stderr: string }>((resolve) => {
    const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !providerVariables.includes(name)))
    execFile(process.execPath, [script, ...args], { env: { ...base, ...environment } }, (error, stdout, stderr) =>
      resolve({ code: error === null ? 0 : Number((error as { code?: number }).code ?? 1), stdout, stderr })
    )
  })

const requests: Array<string> = []
const server = createServer((request, response) => {
  let raw = ""
  request.on("data", (chunk: Buffer) => {
    raw += chunk.toString()
  })
  request.on("end", () => {
    const body = JSON.parse(raw) as { messages: Array<{ role: string; content: string }> }
    const system = body.messages.find((message) => message.role === "system")?.content
    const last = body.messages.at(-1)?.content ?? ""
    requests.push(last)
    const breaking = last.startsWith('TASK: "enforce"') ? " [[review:break-once]]" : ""
    const request = {
      model: "fake",
      system,
      messages: [{ role: "user" as const, content: last + breaking }],
      maxOutputTokens: 10_000
    }
    const reply =
      WritingStyleScript.player(request) ??
      ShaderReviewScript.player(request) ??
      SwiftReviewScript.player(request) ??
      "no idea"
    const frame = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`
    const base = { id: "chatcmpl-1", object: "chat.completion.chunk", created: 1, model: "fake" }
    response.writeHead(200, { "content-type": "text/event-stream" })
    for (const chunk of reply.match(/[\s\S]{1,64}/g) ?? [])
      response.write(frame({ ...base, choices: [{ index: 0, delta: { content: chunk }, finish_reason: null }] }))
    response.write(frame({ ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] }))
    response.write(
      frame({ ...base, choices: [], usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 } })
    )
    response.end("data: [DONE]\n\n")
  })
})
let baseUrl = ""

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}/v1`
})

afterAll(() => {
  server.close()
})

describe("pnpm eval:reviews", () => {
  it("says clearly that no provider is configured, and exits 0", async () => {
    const result = await evaluate({})
    assert.strictEqual(result.code, 0, result.stderr)
    assert.include(result.stdout, "No model provider is configured")
  })

  it("evaluates every case against an OpenAI-compatible server and prints the table per app and lane", async () => {
    const result = await evaluate({ OPENAI_BASE_URL: baseUrl })
    assert.strictEqual(result.code, 0, result.stderr)
    assert.include(result.stdout, "Evaluating the review apps on gpt-4.1-mini (openai)")
    const table = result.stdout.slice(result.stdout.indexOf("app  "))
    const lines = table
      .trim()
      .split("\n")
      .map((line) => line.split(/\s{2,}/))
    assert.deepStrictEqual(lines, [
      ["app", "lane", "cases", "first try", "after retry"],
      ["writing-style", "discover", "2", "2/2 (100%)", "2/2 (100%)"],
      ["writing-style", "codify", "2", "2/2 (100%)", "2/2 (100%)"],
      ["writing-style", "enforce", "2", "0/2 (0%)", "2/2 (100%)"],
      ["shader-review", "diagnose", "1", "1/1 (100%)", "1/1 (100%)"],
      ["shader-review", "explain", "1", "1/1 (100%)", "1/1 (100%)"],
      ["shader-review", "optimize", "1", "1/1 (100%)", "1/1 (100%)"],
      ["shader-review", "port", "1", "1/1 (100%)", "1/1 (100%)"],
      ["swift-review", "run", "4", "4/4 (100%)", "4/4 (100%)"]
    ])
    // Fourteen first attempts and two retries, each retry with the note naming the broken rule.
    assert.lengthOf(requests, 16)
    assert.lengthOf(
      requests.filter(
        (message) => message.includes("RETRY NOTE") && message.includes("enforce-violations-mirror-findings")
      ),
      2
    )
  })

  it("runs offline on the scripted model when asked", async () => {
    const result = await evaluate({ VOUCH_SCRIPTED_MODEL: "on" }, ["--model", "scripted"])
    assert.strictEqual(result.code, 0, result.stderr)
    assert.include(result.stdout, "writing-style  enforce   2      2/2 (100%)  2/2 (100%)")
    assert.include(result.stdout, "swift-review   run       4      4/4 (100%)  4/4 (100%)")
  })
})
