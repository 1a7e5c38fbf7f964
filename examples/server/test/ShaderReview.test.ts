/**
 * The shader review app in the real server process, over HTTP, with the scripted model
 * playing the reviewer (`VOUCH_SCRIPTED_MODEL=on`): each lane with valid structured
 * replies, `status: "queued"` on POST /run, the server's reader (facts with glslang's
 * diagnostics where it runs), the compile check of a patched source, the port's checks,
 * the typed stream events, the routing of an unknown task, VALIDATION_ERROR naming
 * `task` and `shader`, and a guest's run refused with 403 FORBIDDEN.
 */
import { createHash } from "node:crypto"
import { afterAll, assert, beforeAll, describe, it, vi } from "@effect/vitest"
import type { AppModels } from "@vouch/app-api"
import * as Glslang from "@vouch/shader-review/node/Glslang"
import * as ReviewServer from "./ReviewServer.ts"
import * as ServerProcess from "./ServerProcess.ts"

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

interface Body {
  readonly ok: boolean
  readonly data?: Record<string, unknown>
  readonly error?: { readonly code: string; readonly status: number; readonly details?: { readonly field?: string } }
}

interface ReviewOutput {
  readonly output: string
  readonly review: Record<string, unknown> & { readonly lane: string }
  readonly problems: ReadonlyArray<{ readonly rule: string; readonly message: string }>
  readonly truncated: boolean
  readonly attempts: number
}

type Job = AppModels.Job & { readonly output: ReviewOutput }

const shader = `// A value-noise cloud layer, playground style.
float hash(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453); }
float noise(vec2 p) {
  vec2 i = floor(p);
  vec2 f = fract(p);
  vec2 u = f * f * (3.0 - 2.0 * f);
  return mix(mix(hash(i), hash(i + vec2(1.0, 0.0)), u.x), mix(hash(i + vec2(0.0, 1.0)), hash(i + vec2(1.0, 1.0)), u.x), u.y);
}
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
  vec2 uv = fragCoord / iResolution.xy;
  float v = 0.0;
  for (int octave = 0; octave < 4; octave++) {
    v += noise(uv * 8.0 * float(octave + 1) + iTime) / float(octave + 1);
  }
  fragColor = vec4(vec3(pow(v, 1.5)), 1.0);
}`

const directory = ReviewServer.directoryWithCatalogue("vouch-shader-review-", { max_output_tokens: 16_000 })

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
const glslang = Glslang.compiler()

const keyOf = (input: object) =>
  `shader-review:${(input as { task?: string }).task}:${createHash("sha256").update(JSON.stringify(input)).digest("hex").slice(0, 32)}:1`

const run = async (input: object) =>
  call("/run", { method: "POST", headers: { ...auth(), "idempotency-key": keyOf(input) }, body: JSON.stringify(input) })

const poll = (jobId: string) => pollJob<Job>(jobId, (body) => assert.isTrue(body.ok))

const runToEnd = async (input: object) => {
  const started = await run(input)
  assert.strictEqual(started.status, 200, JSON.stringify(started.body))
  assert.isTrue(started.body.ok)
  assert.strictEqual(started.body.data?.status, "queued")
  assert.match(String(started.body.data?.job_id), /^job_/)
  return poll(started.body.data!.job_id as string)
}

beforeAll(async () => {
  ;({ server, token } = await ReviewServer.start(
    directory,
    "shader@example.com",
    "shader-review",
    // Leases of an hour: no heartbeat comes during a run, so the cancellation below must be
    // noticed by the job store's poll of the flag (PGlite), long before the slow scripted
    // reply (about 4,000 deltas 25 ms apart) could end or reach the one-minute wall clock.
    { VOUCH_JOB_LEASE_SECONDS: "3600" }
  ))
})

afterAll(async () => {
  await server?.stop()
})

describe("the shader review app over HTTP", () => {
  it("runs each lane with valid structured replies, answering every GX flag of the server's facts", async () => {
    for (const task of ["diagnose", "explain", "optimize", "port"]) {
      const job = await runToEnd({ task, shader, target: "shadertoy" })
      assert.strictEqual(job.status, "succeeded", task)
      assert.deepStrictEqual(job.output.problems, [], task)
      assert.strictEqual(job.output.review.lane, task)
      const checks = job.output.review.checks as Array<{ name: string }>
      assert.strictEqual(checks.length, 10)
      // pow(v, 1.5) with v a sum of noise: GX-011 raised by the server's reader and answered.
      const coverage = job.output.review.coverage_check as Array<{ flag: string }>
      assert.include(
        coverage.map((entry) => entry.flag),
        "GX-011"
      )
    }
    const optimized = await runToEnd({ task: "optimize", shader, target: "shadertoy", symptom: "again" })
    const budget = optimized.output.review.budget as { cost_now: string }
    // 4 octaves x 4 hash calls x (sin) + pow: the counted numbers, repeated exactly.
    assert.include(budget.cost_now, "transcendental=17")
    assert.include(budget.cost_now, "loop_iterations=4")
  })

  it("routes an unknown task to the closest lane and names it in the overview", async () => {
    const job = await runToEnd({ task: "it runs at 20 fps", shader })
    assert.strictEqual(job.output.review.lane, "optimize")
    assert.match(String(job.output.review.overview), /^Answered as optimize/)
    assert.deepStrictEqual(job.output.problems, [])
  })

  it("reports a reply that breaks the invariants, after one reformat retry", async () => {
    const job = await runToEnd({ task: "explain", shader, symptom: "[[review:break]]" })
    assert.strictEqual(job.output.attempts, 2)
    const rules = job.output.problems.map((problem) => problem.rule)
    assert.include(rules, "checks-ten-in-order")
    assert.include(rules, "coverage-every-flag-in-order")
    const once = await runToEnd({ task: "explain", shader, symptom: "[[review:break-once]]" })
    assert.strictEqual(once.output.attempts, 2)
    assert.deepStrictEqual(once.output.problems, [])
  })

  it("checks the port's interpolants and host glue", async () => {
    const job = await runToEnd({ task: "port", shader, target: "shadertoy", symptom: "[[review:break-port]]" })
    const rules = job.output.problems.map((problem) => problem.rule)
    assert.include(rules, "port-interpolants-match")
    assert.include(rules, "port-glue-javascript")
  })

  it.skipIf(glslang === undefined)(
    "compiles with glslang: diagnostics in the facts, and a patched source that does not compile is not ready",
    async () => {
      const broken = `void mainImage(out vec4 fragColor, in vec2 fragCoord) {\n  fragColor = vec4(missing, 1.0);\n}`
      const job = await runToEnd({ task: "diagnose", shader: broken, target: "shadertoy" })
      assert.deepStrictEqual(job.output.problems, [])
      assert.strictEqual(job.output.review.verdict, "broken")
      const findings = job.output.review.findings as Array<{ severity: string }>
      assert.strictEqual(findings[0]!.severity, "critical")
      const lying = await runToEnd({ task: "diagnose", shader, target: "shadertoy", symptom: "[[review:lie-ready]]" })
      const problem = lying.output.problems.find((found) => found.rule === "repair-ready-compiles")
      assert.isDefined(problem)
      assert.match(problem!.message, /does not compile/)
    }
  )

  it("streams data: lines that each carry one JSON object with a type", async () => {
    const response = await fetch(`${api()}/run-stream`, {
      method: "POST",
      headers: { ...auth(), "idempotency-key": "shader-stream-1" },
      body: JSON.stringify({ task: "explain", shader })
    })
    assert.include(response.headers.get("content-type") ?? "", "text/event-stream")
    const events = (await response.text())
      .split("\n")
      .filter((line) => line.startsWith("data: "))
      .map((line) => JSON.parse(line.slice(6)) as { type: string; status?: string })
    assert.isAbove(events.length, 1)
    for (const event of events) assert.isString(event.type)
    assert.include(
      events.map((event) => event.type),
      "delta"
    )
    const done = events.at(-1)!
    assert.strictEqual(done.type, "done")
  })

  it("cancels a running job without waiting for a heartbeat: terminal status cancelled, charged less than the hold", async () => {
    const started = await run({ task: "explain", shader, symptom: "[[slow]] [[review:slow]]" })
    assert.strictEqual(started.body.data?.status, "queued")
    const jobId = started.body.data!.job_id as string
    const cancelled = await call(`/jobs/${jobId}/cancel`, { method: "POST", headers: auth() })
    assert.strictEqual(cancelled.status, 200, JSON.stringify(cancelled.body))
    assert.isTrue(cancelled.body.ok)
    const job = await poll(jobId)
    assert.strictEqual(job.status, "cancelled")
    assert.isBelow(job.charged_credits, job.hold_credits)
  })

  it("refuses a body without task or shader with 400 VALIDATION_ERROR naming the field", async () => {
    for (const [input, field] of [
      [{ shader }, "task"],
      [{ task: "diagnose" }, "shader"],
      [{ task: "diagnose", shader: "" }, "shader"]
    ] as const) {
      const { status, body } = await run(input)
      assert.strictEqual(status, 400)
      assert.isFalse(body.ok)
      assert.strictEqual(body.error?.code, "VALIDATION_ERROR")
      assert.strictEqual(body.error?.details?.field, field)
    }
  })

  it("never lets a token of another app reach the shader app: it runs its own app or sees no shader job", async () => {
    // The token selects the app (no slug in paths or headers): a writing-style user token
    // sending a shader body is the writing-style app refusing its input, and the shader
    // app's jobs do not exist for it. The 403 for another app's token is unreachable
    // (docs/decisions.md).
    const session = await ServerProcess.signIn(server.url, directory, "shader-writer@example.com")
    const writing = await ServerProcess.mintAppToken(server.url, session, "writing-style")
    const headers = { ...json, authorization: `Bearer ${writing}` }
    const sent = await call("/run", {
      method: "POST",
      headers: { ...headers, "idempotency-key": "shader-other-app-1" },
      body: JSON.stringify({ task: "diagnose", shader })
    })
    assert.strictEqual(sent.status, 400)
    assert.isFalse(sent.body.ok)
    assert.strictEqual(sent.body.error?.code, "VALIDATION_ERROR")
    assert.strictEqual(sent.body.error?.details?.field, "samples")
    const shaderJob = await run({ task: "explain", shader, symptom: "another app" })
    const jobId = shaderJob.body.data!.job_id as string
    for (const [path, method] of [
      [`/jobs/${jobId}`, "GET"],
      [`/jobs/${jobId}/cancel`, "POST"]
    ] as const) {
      const seen = await call(path, { method, headers })
      assert.strictEqual(seen.status, 404, path)
      assert.strictEqual(seen.body.error?.code, "NOT_FOUND")
    }
    assert.strictEqual((await poll(jobId)).status, "succeeded")
  })

  it("lets a guest estimate but refuses its run with 403 FORBIDDEN", async () => {
    const guest = await call("/guest", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ slug: "shader-review" })
    })
    assert.strictEqual(guest.status, 201)
    const headers = { ...json, authorization: `Bearer ${guest.body.data?.token as string}` }
    const estimate = await call("/estimate", {
      method: "POST",
      headers,
      body: JSON.stringify({ task: "diagnose", shader })
    })
    assert.strictEqual(estimate.status, 200)
    assert.isTrue(estimate.body.ok)
    const refused = await call("/run", {
      method: "POST",
      headers: { ...headers, "idempotency-key": "shader-guest-1" },
      body: JSON.stringify({ task: "diagnose", shader })
    })
    assert.strictEqual(refused.status, 403)
    assert.isFalse(refused.body.ok)
    assert.strictEqual(refused.body.error?.code, "FORBIDDEN")
  })
})
