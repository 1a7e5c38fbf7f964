/**
 * The writing-style review app in the real server process, over HTTP, with the scripted
 * model playing the reviewer (`VOUCH_SCRIPTED_MODEL=on`, a catalogue whose default is
 * the scripted model with a 16,000-token cap so that the lanes' caps decide the holds):
 * each lane, chaining discover → codify → enforce, the stream's events, fenced and
 * truncated replies, the reformat retry and its charge, the limits, a guest's run and
 * an idempotent replay, in the app's uppercase dialect.
 */
import { createHash } from "node:crypto"
import { afterAll, assert, beforeAll, describe, it, vi } from "@effect/vitest"
import type { AppModels } from "@vouch/app-api"
import { ModelCatalogue, type ModelProvider, TokenEstimate } from "@vouch/models"
import { Review, WritingStyleApp, WritingStyleScript } from "@vouch/review-kit"
import { Schema } from "effect"
import * as ReviewServer from "./ReviewServer.ts"
import type * as ServerProcess from "./ServerProcess.ts"

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

interface Body {
  readonly ok: boolean
  readonly data?: Record<string, unknown>
  readonly error?: { readonly code: string; readonly status: number; readonly details?: { readonly field?: string } }
}

interface ReviewOutput {
  readonly output: string
  readonly review: Record<string, unknown> & { readonly lane: string }
  readonly problems: ReadonlyArray<{ readonly rule: string }>
  readonly truncated: boolean
  readonly attempts: number
}

type Job = AppModels.Job & { readonly output: ReviewOutput }

const rates = { inputCreditsPerMillion: 1000, outputCreditsPerMillion: 4000 }
const samples = `--- Launch post ---
We shipped the new editor today! It is really very fast. The old one was replaced by the team.
--- Changelog ---
Fixed a crash when saving. Improved start-up time by a third.`

const directory = ReviewServer.directoryWithCatalogue("vouch-writing-style-", { max_output_tokens: 16_000 })

let server: ServerProcess.ServerProcess
let token = ""
const api = () => `${server.url}/v1/app-api`
const {
  json,
  auth,
  call,
  poll: pollJob
} = ReviewServer.client<Body>(
  () => server.url,
  () => token
)

// The spec's key: <app>:<lane>:<hash>:<attempt>.
const keyOf = (input: object, attempt = 1) =>
  `writing-style:${(input as { task?: string }).task ?? "auto"}:${createHash("sha256").update(JSON.stringify(input)).digest("hex").slice(0, 32)}:${attempt}`

const run = async (input: object, key = keyOf(input)) =>
  call("/run", { method: "POST", headers: { ...auth(), "idempotency-key": key }, body: JSON.stringify(input) })

const poll = (jobId: string) => pollJob<Job>(jobId)

const runToEnd = async (input: object) => {
  const started = await run(input)
  assert.strictEqual(started.status, 200, JSON.stringify(started.body))
  assert.deepStrictEqual(Object.keys(started.body.data ?? {}), ["job_id"])
  return poll(started.body.data!.job_id as string)
}

const decode = Schema.decodeUnknownSync(WritingStyleApp.Input)

// What the scripted model receives for an input, and the usage it reports.
const requestOf = (prompt: { system?: string | undefined; messages: ReadonlyArray<ModelProvider.Message> }) => ({
  model: "scripted-1",
  system: prompt.system,
  messages: prompt.messages,
  maxOutputTokens: 16_000
})
const bytes = (text: string) => Math.ceil(new TextEncoder().encode(text).length / 4)
const usageOf = (prompt: { system?: string | undefined; messages: ReadonlyArray<ModelProvider.Message> }) => {
  const reply = WritingStyleScript.player(requestOf(prompt))!
  return {
    reply,
    inputTokens: bytes(`${prompt.system ?? ""}${prompt.messages.map((message) => message.content).join("")}`),
    outputTokens: bytes(reply)
  }
}

beforeAll(async () => {
  ;({ server, token } = await ReviewServer.start(directory, "writer@example.com", "writing-style"))
})

afterAll(async () => {
  await server?.stop()
})

describe("the writing-style app over HTTP", () => {
  it("runs each lane, chained discover → codify → enforce, with valid structured replies", async () => {
    const me = await call("/me", { headers: auth() })
    assert.strictEqual(me.body.data?.app, "writing-style")

    const discoverInput = { task: "discover", samples }
    const discovered = await runToEnd(discoverInput)
    assert.strictEqual(discovered.status, "succeeded")
    assert.deepStrictEqual(discovered.output.problems, [])
    assert.strictEqual(discovered.output.review.lane, "discover")
    assert.isFalse(discovered.truncated)
    assert.strictEqual(discovered.output.attempts, 1)
    // output.output is the reply text byte for byte; the server ran the prescan itself.
    const prompt = WritingStyleApp.app.prompt(decode(discoverInput), [])
    assert.include(prompt.messages[0]!.content, '"flags":[{"id":')
    assert.strictEqual(discovered.output.output, usageOf(prompt).reply)

    const codifyInput = { task: "codify", samples, upstream: String(discovered.output.review.summary) }
    const codified = await runToEnd(codifyInput)
    assert.deepStrictEqual(codified.output.problems, [])
    const styleRules = codified.output.review.artifact_json as { kind: string; rules: Array<{ id: string }> }
    assert.strictEqual(styleRules.kind, "style_rules")

    const enforced = await runToEnd({ task: "enforce", samples, guide: JSON.stringify(styleRules) })
    assert.deepStrictEqual(enforced.output.problems, [])
    const findings = enforced.output.review.findings as Array<{ rule_id: string }>
    assert.isAbove(findings.length, 0)
    assert.strictEqual(findings[0]!.rule_id, styleRules.rules[0]!.id)
  })

  it("streams delta and done {job_id, charged_credits, output} without a job event", async () => {
    const response = await fetch(`${api()}/run-stream`, {
      method: "POST",
      headers: { ...auth(), "idempotency-key": "stream-1" },
      body: JSON.stringify({ task: "discover", samples, notes: "[[review:fence]]" })
    })
    assert.include(response.headers.get("content-type") ?? "", "text/event-stream")
    const text = await response.text()
    assert.notInclude(text, "event: job")
    assert.include(text, "event: delta")
    const done = JSON.parse(/event: done\ndata: (.*)/.exec(text)?.[1] ?? "{}") as Record<string, unknown>
    assert.deepStrictEqual(Object.keys(done).sort(), ["charged_credits", "job_id", "output"])
    const output = done.output as ReviewOutput
    // A fenced reply is read from its first { and passes.
    assert.isTrue(output.output.startsWith("Here is the review:\n```json"))
    assert.deepStrictEqual(output.problems, [])
    // A replay of the stream answers the job as JSON.
    const replay = await fetch(`${api()}/run-stream`, {
      method: "POST",
      headers: { ...auth(), "idempotency-key": "stream-1" },
      body: JSON.stringify({ task: "discover", samples, notes: "[[review:fence]]" })
    })
    assert.include(replay.headers.get("content-type") ?? "", "application/json")
  })

  it("answers /estimate per lane, held for two attempts", async () => {
    const holds: Record<string, number> = {}
    for (const task of ["discover", "codify", "enforce"]) {
      const input = { task, samples, ...(task === "enforce" ? { guide: "# Be plain." } : {}) }
      const { status, body } = await call("/estimate", { method: "POST", headers: auth(), body: JSON.stringify(input) })
      assert.strictEqual(status, 200)
      holds[task] = body.data?.hold_credits as number
      const prompt = WritingStyleApp.app.prompt(decode(input), [])
      const promptTokens = TokenEstimate.prompt(prompt)
      const cap = WritingStyleApp.review.lanes![task]!
      assert.strictEqual(
        holds[task],
        ModelCatalogue.credits(rates, { inputTokens: 2 * promptTokens + Review.retryNoteTokens, outputTokens: 2 * cap })
      )
    }
    assert.isBelow(holds.discover!, holds.codify!)
    assert.isBelow(holds.codify!, holds.enforce!)
  })

  it("retries once when a reply breaks an invariant, charged for both attempts", async () => {
    const input = { task: "enforce", samples, guide: '{"rules":[{"id":"R-01","rule":"Be plain."}]}' }
    const once = { ...input, notes: "[[review:break-once]]" }
    const job = await runToEnd(once)
    assert.strictEqual(job.status, "succeeded")
    assert.strictEqual(job.output.attempts, 2)
    assert.deepStrictEqual(job.output.problems, [])
    // The charge: both prompts and both replies, as the scripted model counts them.
    const decoded = decode(once)
    const first = usageOf(WritingStyleApp.app.prompt(decoded, []))
    const retry = WritingStyleApp.app.retry!.prompt({ text: first.reply, truncated: false, attempt: 1 }, decoded)!
    assert.include(retry.messages[0]!.content, "enforce-violations-mirror-findings")
    const second = usageOf(retry)
    assert.strictEqual(job.output.output, second.reply)
    assert.strictEqual(
      job.charged_credits,
      ModelCatalogue.credits(rates, {
        inputTokens: first.inputTokens + second.inputTokens,
        outputTokens: first.outputTokens + second.outputTokens
      })
    )
    assert.isAbove(job.charged_credits, ModelCatalogue.credits(rates, first))

    // A reply that still fails is returned with its problems, not passed off as valid.
    const failing = await runToEnd({ ...input, notes: "[[review:break]]" })
    assert.strictEqual(failing.status, "succeeded")
    assert.strictEqual(failing.output.attempts, 2)
    assert.include(
      failing.output.problems.map((problem) => problem.rule),
      "enforce-violations-mirror-findings"
    )
  })

  it("returns a reply cut by the output cap repaired, with truncated true", async () => {
    const job = await runToEnd({ task: "discover", samples, notes: "[[review:long]]" })
    assert.strictEqual(job.status, "succeeded")
    assert.isTrue(job.truncated)
    assert.isTrue(job.output.truncated)
    assert.strictEqual(job.output.output.length, 4 * WritingStyleApp.review.lanes!.discover!)
    assert.strictEqual(job.output.review.lane, "discover")
    assert.strictEqual(job.output.problems[0]?.rule, "reply-truncated")
    assert.isAtMost(job.charged_credits, job.hold_credits)
  })

  it("refuses inputs over the limits with 400 VALIDATION_ERROR naming the field", async () => {
    for (const [input, field] of [
      [{ task: "discover", samples, audience: "a".repeat(200) }, "audience"],
      [{ task: "discover", samples, notes: "n".repeat(1200) }, "notes"],
      [{ task: "enforce", samples }, "guide"],
      [{ task: "discover" }, "samples"]
    ] as const) {
      const { status, body } = await run(input)
      assert.strictEqual(status, 400)
      assert.strictEqual(body.error?.code, "VALIDATION_ERROR")
      assert.strictEqual(body.error?.status, 400)
      assert.strictEqual(body.error?.details?.field, field)
    }
    // Just under the limits is accepted.
    const under = await call("/estimate", {
      method: "POST",
      headers: auth(),
      body: JSON.stringify({ task: "discover", samples, audience: "a".repeat(199), notes: "n".repeat(1199) })
    })
    assert.strictEqual(under.status, 200)
    const unknown = await call("/jobs/job_unknown", { headers: auth() })
    assert.strictEqual(unknown.body.error?.code, "NOT_FOUND")
  })

  it("lets a guest estimate but refuses its run with 403 FORBIDDEN", async () => {
    const guest = await call("/guest", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ slug: "writing-style" })
    })
    assert.strictEqual(guest.status, 201)
    const headers = { ...json, authorization: `Bearer ${guest.body.data?.token as string}` }
    const estimate = await call("/estimate", {
      method: "POST",
      headers,
      body: JSON.stringify({ task: "discover", samples })
    })
    assert.strictEqual(estimate.status, 200)
    const refused = await call("/run", {
      method: "POST",
      headers: { ...headers, "idempotency-key": "guest-1" },
      body: JSON.stringify({ task: "discover", samples })
    })
    assert.strictEqual(refused.status, 403)
    assert.strictEqual(refused.body.error?.code, "FORBIDDEN")
  })

  it("replays a run under the same <app>:<lane>:<hash>:<attempt> key, charged once", async () => {
    const input = { task: "codify", samples }
    const key = keyOf(input)
    const first = await run(input, key)
    const job = await poll(first.body.data!.job_id as string)
    const before = (await call("/me", { headers: auth() })).body.data?.credits as number
    const again = await run(input, key)
    assert.strictEqual(again.body.data?.job_id, job.job_id)
    const after = (await call("/me", { headers: auth() })).body.data?.credits as number
    assert.strictEqual(after, before)
    const conflict = await run({ task: "codify", samples: `${samples}\nMore.` }, key)
    assert.strictEqual(conflict.status, 409)
    assert.strictEqual(conflict.body.error?.code, "CONFLICT")
  })
})
