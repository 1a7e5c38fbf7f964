import { assert, describe, it } from "@effect/vitest"
import { ModelCatalogue } from "@vouch/models"
import { Cause, Exit, Schema } from "effect"
import * as fc from "fast-check"
import { App, AppError, AppHttp, AppMetering, JobEvents, JobExecution } from "../src/index.ts"

const rates: ModelCatalogue.Rates = { inputCreditsPerMillion: 1_000, outputCreditsPerMillion: 10_000 }

const Laned = App.make({
  slug: "laned",
  name: "Laned",
  input: Schema.Struct({ task: Schema.optionalKey(Schema.String) }),
  prompt: () => ({ messages: [{ role: "user", content: "x" }] }),
  lanes: { short: { outputCap: 10 }, long: { outputCap: 500 } }
})

describe("the hold formula", () => {
  it.each([
    // [prompt tokens, output cap, markup, hold, floor]
    [100, 1000, 0, 11, 1],
    [1_000_000, 0, 0, 1_000, 1_001],
    [1_000, 100_000, 0, 1_001, 2],
    [1_000, 100_000, 1000, 1_102, 2]
  ] as const)("prompt %i, cap %i, markup %i holds %i with the floor %i", (prompt, cap, markup, hold, floor) => {
    const result = AppMetering.hold(rates, prompt, cap, markup)
    assert.strictEqual(result.holdCredits, hold)
    assert.strictEqual(result.minCredits, floor)
  })

  it("a hold covers every charge of a run within its cap, and the floor is at most the hold", () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (prompt, cap, markup, used) => {
          const { holdCredits, minCredits } = AppMetering.hold(rates, prompt, cap, markup)
          assert.isAtMost(minCredits, holdCredits)
          const usage = { inputTokens: prompt, outputTokens: Math.min(used, cap) }
          const cost = ModelCatalogue.credits(rates, usage, markup)
          assert.strictEqual(AppMetering.charge(rates, usage, markup, holdCredits), cost)
          assert.isAtMost(cost, holdCredits)
        }
      )
    ))

  it("a partial hold's cap is what it affords, at least one token, at most the cap", () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (prompt, cap, held) => {
          const truncated = AppMetering.truncatedCap(rates, prompt, held, cap, 0)
          assert.isAtLeast(truncated, 1)
          assert.isAtMost(truncated, cap)
          if (truncated > 1) assert.isAtMost(AppMetering.hold(rates, prompt, truncated, 0).holdCredits, held)
        }
      )
    ))

  it("charges never exceed the hold; a model gone from the catalogue charges nothing", () => {
    assert.strictEqual(AppMetering.charge(rates, { inputTokens: 10_000_000, outputTokens: 0 }, 0, 7), 7)
    assert.strictEqual(AppMetering.charge(undefined, { inputTokens: 1000, outputTokens: 1000 }, 0, 7), 0)
  })

  it("output caps: the requested cap within the model's, at least one token", () => {
    assert.strictEqual(AppMetering.outputCap(undefined, 1000), 1000)
    assert.strictEqual(AppMetering.outputCap(400, 1000), 400)
    assert.strictEqual(AppMetering.outputCap(4000, 1000), 1000)
    assert.strictEqual(AppMetering.outputCap(0, 1000), 1)
  })

  it("a sponsored run is priced without the publisher's markup", () => {
    assert.strictEqual(AppMetering.markupOf({ markupBps: 500 }, false), 500)
    assert.strictEqual(AppMetering.markupOf({ markupBps: 500 }, true), 0)
    assert.strictEqual(AppMetering.markupOf({}, false), 0)
  })
})

describe("lanes", () => {
  it.each([
    [{ task: "short" }, undefined, "short", 10],
    [{ task: "long" }, undefined, "long", 500],
    [{ task: "long" }, 200, "long", 200],
    [{ task: "nope" }, undefined, undefined, 500],
    [{}, undefined, undefined, 500],
    [{ task: "toString" }, undefined, undefined, 500]
  ] as const)("%o with the prompt's cap %s: lane %s, cap %i", (input, promptCap, lane, cap) => {
    assert.strictEqual(App.laneOf(Laned, input), lane)
    assert.strictEqual(App.requestedOutputCap(Laned, input, promptCap), cap)
  })

  it("an app without lanes asks for the prompt's cap only", () => {
    const plain = { ...Laned, lanes: undefined }
    assert.strictEqual(App.laneOf(plain, { task: "short" }), undefined)
    assert.strictEqual(App.requestedOutputCap(plain, { task: "short" }, undefined), undefined)
    assert.strictEqual(App.requestedOutputCap(plain, { task: "short" }, 42), 42)
  })

  it("the output hook sees the decoded input; the default output is {output}", () => {
    const app = App.make({ ...Laned, output: (text, input) => ({ output: text, task: input.task ?? null }) })
    assert.deepStrictEqual(App.outputOf(app, "hi", { task: "short" }), { output: "hi", task: "short" })
    assert.deepStrictEqual(App.outputOf(Laned, "hi", { task: "short" }), { output: "hi" })
    const legacy = App.make({ ...Laned, output: (text) => ({ text }) })
    assert.deepStrictEqual(App.outputOf(legacy, "hi", {}), { text: "hi" })
  })

  it("apps that cannot be served are named", () => {
    assert.isUndefined(App.problem(Laned))
    assert.isUndefined(App.problem({ ...Laned, sponsor: { account: "acc_publisher" } }))
    assert.match(App.problem({ ...Laned, sponsorEnabled: true }) ?? "", /sponsor account/)
    assert.match(App.problem({ ...Laned, lanes: { bad: { outputCap: 0 } } }) ?? "", /outputCap/)
  })
})

describe("job events", () => {
  it("runs conclude as succeeded, cancelled or failed; a failure that received nothing costs nothing", () => {
    const estimated = { inputTokens: 5, outputTokens: 5, estimated: true }
    const reported = { inputTokens: 7, outputTokens: 9, estimated: false }
    const base = { cancelled: false, text: "", reported: undefined, estimated }
    assert.strictEqual(JobExecution.outcomeOf({ ...base, exit: Exit.void }).status, "succeeded")
    const cancelled = JobExecution.outcomeOf({ ...base, exit: Exit.interrupt(), cancelled: true, text: "ab" })
    assert.deepStrictEqual(
      [cancelled.status, cancelled.usage, cancelled.error?.code],
      ["cancelled", estimated, "cancelled"]
    )
    const empty = JobExecution.outcomeOf({ ...base, exit: Exit.fail("timeout") })
    assert.deepStrictEqual([empty.status, empty.usage.inputTokens, empty.error?.code], ["failed", 0, "timeout"])
    const partial = JobExecution.outcomeOf({ ...base, exit: Exit.fail("timeout"), text: "ab", reported })
    assert.deepStrictEqual(partial.usage, reported)
  })

  it("failures are reported by code", () => {
    assert.strictEqual(JobEvents.failureOf(Cause.fail("timeout")).code, "timeout")
    assert.strictEqual(JobEvents.failureOf(Cause.interrupt()).code, "interrupted")
    assert.strictEqual(JobEvents.failureOf(Cause.die(new Error("bug"))).code, "internal")
    assert.strictEqual(JobEvents.providerCode("RateLimited"), "provider_rate_limited")
    assert.strictEqual(JobEvents.providerCode("Unavailable"), "provider_unavailable")
  })

  it("the text of stored events is their deltas in order", () => {
    const events = [
      { event: "delta", data: { text: "ab" } },
      { event: "job", data: { status: "running" } },
      { event: "delta", data: { text: "cd" } },
      { event: "delta", data: null }
    ]
    assert.strictEqual(JobEvents.receivedText(events), "abcd")
  })
})

describe("the error table", () => {
  it.each([
    ["InvalidInput", 400, "validation_error"],
    ["AppNotServed", 401, "unauthorized"],
    ["InsufficientCredits", 402, "insufficient_credits"],
    ["GuestsMayNotRun", 403, "forbidden"],
    ["LimitReached", 403, "forbidden"],
    ["JobNotFound", 404, "not_found"],
    ["SessionsDisabled", 404, "not_found"],
    ["IdempotencyConflict", 409, "conflict"],
    ["ValueTooLarge", 413, "payload_too_large"]
  ] as const)("%s answers %i %s with its message and details", (reason, status, code) => {
    const error = AppHttp.toApiError(new AppError.AppError({ reason, message: "m", details: { field: "f" } }))
    assert.deepStrictEqual(
      [error.status, error.code, error.message, error.details],
      [status, code, "m", { field: "f" }]
    )
  })

  it("every reason has a code", () => {
    for (const reason of AppError.Reason.literals) assert.isString(AppHttp.codes[reason])
  })
})

describe("the reformat retry's hold", () => {
  it("holds for two attempts (the second prompt longer by the note) with one attempt's floor", () => {
    const single = AppMetering.hold(rates, 1_000, 2_000, 0)
    const double = AppMetering.hold(rates, 1_000, 2_000, 0, { extraPromptTokens: 500 })
    assert.strictEqual(double.holdCredits, ModelCatalogue.credits(rates, { inputTokens: 2_500, outputTokens: 4_000 }))
    assert.strictEqual(double.minCredits, single.minCredits)
  })

  it("a retry is affordable exactly when the rest of the hold pays its prompt and its full cap", () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        (prompt, used, retryPrompt, cap) => {
          const full = AppMetering.hold(rates, prompt, cap, 0, { extraPromptTokens: Math.max(0, retryPrompt - prompt) })
          // A fully funded hold always pays the retry after a first attempt within its cap.
          const first = { inputTokens: prompt, outputTokens: Math.min(used, cap) }
          const options = { used: first, retryPromptTokens: retryPrompt, maxOutputTokens: cap, markupBps: 0 }
          assert.isTrue(AppMetering.retryAffordable(rates, { ...options, held: full.holdCredits }))
          const needed = ModelCatalogue.credits(rates, {
            inputTokens: first.inputTokens + retryPrompt,
            outputTokens: first.outputTokens + cap
          })
          assert.isFalse(AppMetering.retryAffordable(rates, { ...options, held: needed - 1 }))
        }
      )
    ))

  it("an app's retry needs a non-negative integer extraPromptTokens", () => {
    const retrying = { ...Laned, retry: { extraPromptTokens: -1, prompt: () => undefined } }
    assert.include(App.problem(retrying), "extraPromptTokens")
    assert.strictEqual(App.attemptsOf(retrying), 2)
    assert.strictEqual(App.attemptsOf(Laned), 1)
  })

  it("a job shows truncated when its output says the cap cut the reply", () => {
    assert.isTrue(JobEvents.outputCut({ output: "{", truncated: true }))
    assert.isFalse(JobEvents.outputCut({ output: "{}" }))
    assert.isFalse(JobEvents.outputCut(null))
  })
})
