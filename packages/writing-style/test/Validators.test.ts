import { assert, describe, it } from "@effect/vitest"
import * as Validators from "../src/Validators.ts"
import type { WritingStyleOutput } from "../src/WritingStyle.ts"
import { guide, prescan, samples, validReply } from "./support.ts"

const contextFor = (lane: "discover" | "codify" | "enforce"): Validators.Context =>
  lane === "enforce" ? { task: lane, samples, prescan, guide } : { task: lane, samples, prescan }

const rulesOf = (reply: unknown, context: Validators.Context) =>
  Validators.validate(reply, context).map((found) => found.rule)

// One failing example per rule: a change to a valid reply (of `lane`) and the context.
const failing: ReadonlyArray<{
  readonly rule: string
  readonly lane: "discover" | "codify" | "enforce"
  readonly change: (reply: WritingStyleOutput) => unknown
  readonly context?: Validators.Context
}> = [
  {
    rule: "lane-matches-task",
    lane: "discover",
    change: (reply) => reply,
    context: { task: "codify", samples, prescan }
  },
  {
    rule: "lane-named-in-summary",
    lane: "discover",
    change: (reply) => reply,
    context: { task: "voice please", samples, prescan }
  },
  { rule: "verdict-fits-lane", lane: "discover", change: (reply) => ({ ...reply, verdict: "ready" }) },
  {
    rule: "artifact-kind-fits-lane",
    lane: "discover",
    change: (reply) => ({ ...reply, artifact_json: validReply("enforce").artifact_json })
  },
  {
    rule: "discover-rules-empty",
    lane: "discover",
    change: (reply) => ({ ...reply, rules: validReply("codify").rules })
  },
  {
    rule: "codify-artifact-rules-match",
    lane: "codify",
    change: (reply) => ({ ...reply, rules: [{ ...reply.rules[0]!, id: "R-99" }] })
  },
  {
    rule: "enforce-violations-mirror-findings",
    lane: "enforce",
    change: (reply) => ({ ...reply, findings: [{ ...reply.findings[0]!, severity: "high" }] })
  },
  {
    rule: "enforce-violations-mirror-findings",
    lane: "enforce",
    change: (reply) => ({ ...reply, findings: [...reply.findings, { ...reply.findings[0]!, id: "F-02" }] })
  },
  {
    rule: "rule-ids-unique",
    lane: "codify",
    change: (reply) => ({ ...reply, rules: [reply.rules[0]!, reply.rules[0]!] })
  },
  {
    rule: "codify-guide-usable",
    lane: "codify",
    change: (reply) => ({ ...reply, artifact_json: { ...reply.artifact_json, rules: [] } })
  },
  {
    rule: "codify-guide-usable",
    lane: "codify",
    change: (reply) => ({ ...reply, artifact_json: {} })
  },
  {
    rule: "finding-ids-unique",
    lane: "enforce",
    change: (reply) => ({ ...reply, findings: [{ ...reply.findings[0]!, id: "" }] })
  },
  {
    rule: "finding-rule-known",
    lane: "enforce",
    change: (reply) => ({ ...reply, findings: [{ ...reply.findings[0]!, rule_id: "R-42" }] })
  },
  { rule: "coverage-answers-every-flag", lane: "discover", change: (reply) => ({ ...reply, coverage_check: [] }) },
  {
    rule: "coverage-flags-sent",
    lane: "discover",
    change: (reply) => ({
      ...reply,
      coverage_check: [...reply.coverage_check, { flag_id: "GX-001", status: "cleared", note: "" }]
    })
  },
  {
    rule: "coverage-once",
    lane: "discover",
    change: (reply) => ({ ...reply, coverage_check: [...reply.coverage_check, ...reply.coverage_check] })
  },
  { rule: "summary-sentences", lane: "discover", change: (reply) => ({ ...reply, summary: "Plain and warm." }) },
  {
    rule: "summary-sentences",
    lane: "discover",
    change: (reply) => ({ ...reply, summary: "One. Two. Three. Four. Five." })
  },
  { rule: "headline-one-sentence", lane: "discover", change: (reply) => ({ ...reply, headline: "Plain. Warm." }) },
  {
    rule: "evidence-verbatim",
    lane: "discover",
    change: (reply) => ({ ...reply, traits: [{ ...reply.traits[0]!, evidence: "We ship every Friday." }] })
  },
  {
    rule: "quote-verbatim",
    lane: "enforce",
    change: (reply) => {
      const findings = [{ ...reply.findings[0]!, quote: "It is very simple!" }]
      const report = reply.artifact_json as { violations: ReadonlyArray<object> }
      return {
        ...reply,
        findings,
        artifact_json: { ...report, violations: [{ ...report.violations[0]!, quote: "It is very simple!" }] }
      }
    }
  },
  { rule: "no-none-placeholder", lane: "discover", change: (reply) => ({ ...reply, artifact: "none" }) },
  { rule: "schema", lane: "discover", change: (reply) => ({ ...reply, title: "x".repeat(80) }) },
  { rule: "schema", lane: "discover", change: (reply) => ({ ...reply, headline: "x".repeat(160) }) },
  {
    rule: "schema",
    lane: "discover",
    change: (reply) => {
      const { questions: _, ...rest } = reply
      return rest
    }
  },
  { rule: "schema", lane: "discover", change: (reply) => ({ ...reply, terms: null }) }
]

describe("Validators", () => {
  for (const lane of ["discover", "codify", "enforce"] as const)
    it(`passes a valid ${lane} reply`, () =>
      assert.deepStrictEqual(Validators.validate(validReply(lane), contextFor(lane)), []))

  it("passes a routed reply naming its lane first", () => {
    const reply = {
      ...validReply("discover"),
      summary: "Answered as discover: the task named no lane. The voice is plain."
    }
    assert.deepStrictEqual(Validators.validate(reply, { samples, prescan }), [])
  })

  it("accepts evidence with curly quotes, other white space and an ellipsis joining spans", () => {
    const reply = {
      ...validReply("discover"),
      traits: [{ ...validReply("discover").traits[0]!, evidence: "We ship …  Ask us anything." }]
    }
    assert.deepStrictEqual(Validators.validate(reply, contextFor("discover")), [])
  })

  it("names every rule it runs", () =>
    assert.deepStrictEqual(
      new Set([...Validators.rules.map((rule) => rule.id), "schema"]),
      new Set(failing.map((example) => example.rule))
    ))

  for (const example of failing)
    it(`fails ${example.rule} (${example.lane})`, () => {
      const found = Validators.validate(
        example.change(validReply(example.lane)),
        example.context ?? contextFor(example.lane)
      )
      assert.include(
        found.map((problem) => problem.rule),
        example.rule,
        JSON.stringify(found)
      )
      for (const problem of found) assert.isString(problem.path)
    })

  it("reports schema problems with their paths", () => {
    const found = Validators.validate({ ...validReply("discover"), confidence: "sure", title: "x".repeat(90) })
    assert.deepStrictEqual(
      found.map((problem) => [problem.path, problem.rule]),
      [
        ["title", "schema"],
        ["confidence", "schema"]
      ]
    )
  })

  it("checks a reply text: fenced, truncated, not JSON", () => {
    const reply = validReply("discover")
    const fenced = Validators.check(`\`\`\`json\n${JSON.stringify(reply)}\n\`\`\``, contextFor("discover"))
    assert.deepStrictEqual(fenced.problems, [])
    assert.isTrue(fenced.complete)
    const text = JSON.stringify(reply)
    const cut = Validators.check(text.slice(0, text.indexOf('"artifact"') + 5), contextFor("discover"))
    assert.isFalse(cut.complete)
    assert.strictEqual(cut.problems[0]!.rule, "reply-truncated")
    assert.include(rulesOf(cut.review, contextFor("discover")), "schema")
    assert.strictEqual(Validators.check("I cannot help with that.").problems[0]!.rule, "reply-not-json")
  })

  it("writes a retry note naming the problems", () => {
    const note = Validators.retryNote([{ path: "rules", rule: "discover-rules-empty", message: "rules must be []" }])
    assert.include(note, "rules: rules must be [] [discover-rules-empty]")
  })

  it("validates a 50 KB reply in well under a millisecond on average", () => {
    const base = validReply("enforce")
    const finding = base.findings[0]!
    const findings = Array.from({ length: 180 }, (_, index) => ({ ...finding, id: `F-${index}` }))
    const reply = {
      ...base,
      findings,
      artifact: "A rewritten draft sentence. ".repeat(400),
      artifact_json: {
        ...base.artifact_json,
        violations: findings.map(({ rule_id, severity, quote, rewrite }) => ({ rule_id, severity, quote, rewrite }))
      }
    }
    const size = JSON.stringify(reply).length
    assert.isAbove(size, 45_000)
    const context = contextFor("enforce")
    for (let warm = 0; warm < 50; warm++) Validators.validate(reply, context)
    const started = performance.now()
    const runs = 200
    for (let run = 0; run < runs; run++) assert.strictEqual(Validators.validate(reply, context).length, 0)
    const perRun = (performance.now() - started) / runs
    assert.isBelow(perRun, 5, `${perRun.toFixed(3)} ms per ${size}-character reply`)
    console.log(`validate: ${perRun.toFixed(3)} ms per ${size}-character reply`)
  })
})
