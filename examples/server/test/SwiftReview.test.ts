/**
 * The Swift review app in the real server process, over HTTP, with the scripted model
 * playing the reviewer (`VOUCH_SCRIPTED_MODEL=on`, a catalogue whose default is the
 * scripted model): a realistic two-file paste, the stream's events, the thin and
 * not-Swift pastes, clipping, the reformat retry, the guest refusal and validation.
 */
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { delimiter, join } from "node:path"
import { afterAll, assert, beforeAll, describe, it, vi } from "@effect/vitest"
import type { AppModels } from "@vouch/app-api"
import { SwiftReader, SwiftReview } from "@vouch/swift-review"
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
  readonly review: SwiftReview.SwiftReviewOutput
  readonly problems: ReadonlyArray<{ readonly rule: string }>
  readonly truncated: boolean
  readonly attempts: number
}

type Job = AppModels.Job & { readonly output: ReviewOutput }

const corpus = (name: string) =>
  readFileSync(join(import.meta.dirname, "../../../packages/swift-review/test/corpus", name), "utf8")
const twoFiles = `// File: Protected.swift\n${corpus("Protected.swift")}\n// File: Dismiss.swift\n${corpus("Dismiss.swift")}`

const directory = ReviewServer.directoryWithCatalogue("vouch-swift-review-", {
  // Room for a full 100,000-character paste and its whole rewrite.
  context_window: 400_000,
  max_input_tokens: 200_000,
  max_output_tokens: 40_000
})

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
let keys = 0

const run = (input: object) =>
  call("/run", {
    method: "POST",
    headers: { ...auth(), "idempotency-key": `swift-review:${++keys}` },
    body: JSON.stringify(input)
  })

const poll = (jobId: string) => pollJob<Job>(jobId)

const runToEnd = async (input: object) => {
  const started = await run(input)
  assert.strictEqual(started.status, 200, JSON.stringify(started.body))
  assert.deepStrictEqual(Object.keys(started.body.data ?? {}), ["job_id"])
  return poll(started.body.data!.job_id as string)
}

beforeAll(async () => {
  ;({ server, token } = await ReviewServer.start(directory, "swift@example.com", "swift-review"))
})

afterAll(async () => {
  await server?.stop()
})

// No Swift toolchain on this machine: every reply's problems hold one note, that the
// rewrite was not compiled (a note: it never causes the reformat retry).
const assertNotCompiledOnly = (problems: ReadonlyArray<{ readonly rule: string }>) =>
  assert.deepStrictEqual(
    problems.map((problem) => problem.rule),
    ["rewrite-not-compiled"]
  )

describe("the Swift review app over HTTP", () => {
  it("reviews a realistic two-file paste: prescan by the server, every id reconciled, headers kept", async () => {
    const job = await runToEnd({ code: twoFiles, source_version: "swift5", target: "library" })
    assert.strictEqual(job.status, "succeeded")
    assertNotCompiledOnly(job.output.problems)
    assert.strictEqual(job.output.attempts, 1)
    const review = job.output.review
    assert.deepStrictEqual(
      review.health.map((entry) => entry.area),
      [...SwiftReview.healthAreas]
    )
    assert.deepStrictEqual(
      review.checklist.map((entry) => entry.item),
      [...SwiftReview.checklistItems]
    )
    const ids = SwiftReader.idsOf(SwiftReader.prescan(twoFiles))
    assert.include(ids, "file:multi-file")
    assert.include(ids, "unchecked:sendable")
    assert.deepStrictEqual(
      review.coverage_check.map((entry) => entry.id),
      ids
    )
    assert.include(review.rewrite.code, "// File: Protected.swift")
    assert.include(review.rewrite.code, "// File: Dismiss.swift")
    assert.strictEqual(review.verdict_level, "rework")
    assert.strictEqual(JSON.parse(job.output.output).review_name, review.review_name)
  })

  it("streams job {job_id, status}, delta {text} and done {job_id, status, charged_credits, output}", async () => {
    const response = await fetch(`${api()}/run-stream`, {
      method: "POST",
      headers: { ...auth(), "idempotency-key": "swift-stream-1" },
      body: JSON.stringify({ code: corpus("Live.swift") })
    })
    assert.include(response.headers.get("content-type") ?? "", "text/event-stream")
    const text = await response.text()
    const events = [...text.matchAll(/event: (\w+)\ndata: (.*)/g)].map((match) => ({
      event: match[1]!,
      data: JSON.parse(match[2]!) as Record<string, unknown>
    }))
    assert.strictEqual(events[0]?.event, "job")
    assert.deepStrictEqual(Object.keys(events[0]!.data).sort(), ["job_id", "status"])
    assert.isTrue(events.some((event) => event.event === "delta" && typeof event.data.text === "string"))
    const done = events.at(-1)!
    assert.strictEqual(done.event, "done")
    assert.deepStrictEqual(Object.keys(done.data).sort(), ["charged_credits", "job_id", "output", "status"])
    assert.strictEqual(done.data.status, "succeeded")
    const output = done.data.output as ReviewOutput
    assertNotCompiledOnly(output.problems)
    assert.deepStrictEqual(
      output.review.coverage_check.map((entry) => entry.id),
      ["await:await-expr", "type:extension:SpeechClient", "type:actor:Speech"]
    )
  })

  it("answers a thin paste and a paste that is not Swift with the full object", async () => {
    const thin = await runToEnd({ code: "let items = await store.load()" })
    assertNotCompiledOnly(thin.output.problems)
    assert.include(thin.output.review.verdict, "thin")
    assert.isAbove(thin.output.review.next_steps.length, 0)

    const python = await runToEnd({ code: "def load(path):\n    return open(path).read()\n" })
    assertNotCompiledOnly(python.output.problems)
    const review = python.output.review
    assert.deepStrictEqual(
      review.findings.map((finding) => finding.severity),
      ["high"]
    )
    assert.isTrue(review.health.every((entry) => entry.status === "risk"))
    assert.isTrue(review.checklist.every((entry) => entry.status === "na"))
    assert.isTrue(review.rewrite.code.split("\n").every((line) => line.startsWith("//")))
  })

  it("clips a paste over 100,000 characters middle-out; lines refer to the clipped code", async () => {
    const code = Array.from(
      { length: 3000 },
      (_, index) =>
        `final class Cache${index} {\n  static var shared = ${index}\n  let queue = DispatchQueue(label: "c")\n}\n`
    ).join("")
    assert.isAbove(code.length, SwiftReview.limits.code)
    const job = await runToEnd({ code })
    assertNotCompiledOnly(job.output.problems)
    const clipped = SwiftReader.clip(code)
    assert.include(clipped, SwiftReader.clipMarker)
    // The rewrite is the clipped code without the marker: the model saw the clipped code.
    assert.strictEqual(job.output.review.rewrite.code, clipped.replace(`${SwiftReader.clipMarker}\n`, ""))
    const quoted = job.output.review.findings.find((finding) => finding.category === "globals")!
    const line = Number(/\(line (\d+)\)/.exec(quoted.detail)?.[1])
    assert.strictEqual(clipped.split("\n")[line - 1]?.trim(), "static var shared = 0")
  })

  it("retries once with a retry note when a reply breaks a rule; a caller's retry_note is ignored", async () => {
    const job = await runToEnd({ code: corpus("Protected.swift"), notes: "[[review:break-once]]" })
    assert.strictEqual(job.status, "succeeded")
    assert.strictEqual(job.output.attempts, 2)
    assertNotCompiledOnly(job.output.problems)

    const failing = await runToEnd({ code: corpus("Protected.swift"), notes: "[[review:break]]" })
    assert.strictEqual(failing.output.attempts, 2)
    assert.include(
      failing.output.problems.map((problem) => problem.rule),
      "health-areas"
    )

    // A caller's retry_note does not make the first attempt a retry.
    const caller = await runToEnd({
      code: corpus("Protected.swift"),
      notes: "[[review:break-once]]",
      retry_note: "pretend"
    })
    assert.strictEqual(caller.output.attempts, 2)
  })

  it("refuses a guest's run of a very large paste with 403 FORBIDDEN; the guest may estimate", async () => {
    const guest = await call("/guest", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ slug: "swift-review" })
    })
    assert.strictEqual(guest.status, 201)
    const headers = { ...json, authorization: `Bearer ${guest.body.data?.token as string}` }
    const large = { code: `${corpus("NetworkReachabilityManager.swift")}\n`.repeat(10) }
    assert.isAbove(large.code.length, 100_000)
    const estimate = await call("/estimate", { method: "POST", headers, body: JSON.stringify(large) })
    assert.strictEqual(estimate.status, 200)
    for (const input of [large, { code: corpus("Live.swift") }]) {
      const refused = await call("/run", {
        method: "POST",
        headers: { ...headers, "idempotency-key": `guest-${input.code.length}` },
        body: JSON.stringify(input)
      })
      assert.strictEqual(refused.status, 403)
      assert.strictEqual(refused.body.error?.code, "FORBIDDEN")
    }
  })

  it("refuses a missing, blank or oversized code with 400 VALIDATION_ERROR naming code", async () => {
    for (const input of [{}, { code: "   \n" }, { code: "x".repeat(SwiftReview.limits.paste + 1) }, { code: 42 }]) {
      const { status, body } = await run(input)
      assert.strictEqual(status, 400, JSON.stringify(input).slice(0, 40))
      assert.strictEqual(body.error?.code, "VALIDATION_ERROR")
      assert.strictEqual(body.error?.details?.field, "code")
    }
    const target = await run({ code: "actor A {}", target: "framework" })
    assert.strictEqual(target.body.error?.details?.field, "target")
  })
})

// The Swift toolchain at its true boundary: a stand-in `swiftc` (a shell script on the
// server's PATH) answering `--version`, `-parse` (clean) and `-typecheck` (one error).
describe("the Swift review app over HTTP with swiftc on PATH", () => {
  let withSwiftc: ServerProcess.ServerProcess
  let swiftcToken = ""
  const folder = mkdtempSync(join(tmpdir(), "fake-swiftc-"))
  const calls = join(folder, "calls.log")

  beforeAll(async () => {
    writeFileSync(
      join(folder, "swiftc"),
      `#!/bin/sh
echo "$*" >> "${calls}"
for last; do :; done
case "$1" in
  --version) echo "Swift version 6.1.2 (swift-6.1.2-RELEASE)"; exit 0 ;;
  -parse) exit 0 ;;
  -typecheck) echo "$last:1:1: error: cannot find type 'SFSpeechRecognizer' in scope" >&2; exit 1 ;;
esac
exit 2
`
    )
    chmodSync(join(folder, "swiftc"), 0o755)
    const data = ReviewServer.directoryWithCatalogue("vouch-swift-review-swiftc-", {
      context_window: 400_000,
      max_input_tokens: 200_000,
      max_output_tokens: 40_000
    })
    ;({ server: withSwiftc, token: swiftcToken } = await ReviewServer.start(
      data,
      "swiftc@example.com",
      "swift-review",
      { PATH: `${folder}${delimiter}${process.env.PATH ?? ""}` }
    ))
  })

  afterAll(async () => {
    await withSwiftc?.stop()
  })

  it("compiles the rewrite in Swift 6 language mode and reports typecheck errors as notes (no retry)", async () => {
    const client = ReviewServer.client<Body>(
      () => withSwiftc.url,
      () => swiftcToken
    )
    const started = await client.call("/run", {
      method: "POST",
      headers: { ...client.auth(), "idempotency-key": "swift-review:swiftc-1" },
      body: JSON.stringify({ code: corpus("Live.swift") })
    })
    assert.strictEqual(started.status, 200, JSON.stringify(started.body))
    const job = await client.poll<Job>(started.body.data!.job_id as string)
    assert.strictEqual(job.status, "succeeded")
    assert.strictEqual(job.output.attempts, 1)
    assert.deepStrictEqual(
      job.output.problems.map((problem) => problem.rule),
      ["rewrite-typechecks"]
    )
    const log = readFileSync(calls, "utf8")
    assert.match(log, /^-parse -swift-version 6 \S+Migrated\.swift$/m)
    assert.match(log, /^-typecheck -swift-version 6 -module-name Migrated \S+Migrated\.swift$/m)
  })
})
