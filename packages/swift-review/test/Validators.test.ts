import { assert, describe, it } from "@effect/vitest"
import * as SwiftReader from "../src/SwiftReader.ts"
import { checklistItems, healthAreas, type SwiftReviewOutput } from "../src/SwiftReview.ts"
import * as Validators from "../src/Validators.ts"

const code = `// File: Store.swift
final class Store: @unchecked Sendable {
  static var shared = Store()
  var items: [String] = []
}
// File: Loader.swift
struct Loader {
  func load(completion: @escaping (Int) -> Void) { completion(1) }
}
`
const context = SwiftReader.withPrescan({ code })

const valid: SwiftReviewOutput = {
  review_name: "Store",
  verdict_level: "rework",
  verdict: "Store shares mutable state across threads.",
  overview: "The store is a shared singleton with mutable items.",
  health: healthAreas.map((area) => ({
    area,
    status: area === "Data-race safety" || area === "Global & static state" ? "bad" : "good",
    note: "Checked."
  })),
  findings: [
    {
      severity: "high",
      category: "globals",
      title: "Shared mutable singleton",
      detail: "`static var shared = Store()` is global mutable state.",
      fix_code: "@MainActor\nfinal class Store {\n  static let shared = Store()\n}"
    },
    {
      severity: "high",
      category: "sendable",
      title: "Unchecked Sendable over a var",
      detail: "`final class Store: @unchecked Sendable {` guards nothing.",
      fix_code: ""
    }
  ],
  checklist: checklistItems.map((item) => ({ item, status: "pass", note: "" })),
  coverage_check: SwiftReader.idsOf(context.prescan).map((id) => ({ id, addressed: true, note: "" })),
  rewrite: { filename: "Migrated.swift", code: code.replace("@unchecked Sendable", "Sendable") },
  migration_plan: [
    "Enable approachable concurrency.",
    "Set default actor isolation to MainActor (SE-0466).",
    "Enable NonisolatedNonsendingByDefault (SE-0461).",
    "Make Store an actor."
  ],
  next_steps: ["Migrate Store."],
  summary: "Store is unsafe. It is a shared singleton. Make it an actor."
}

const rulesOf = (reply: unknown, given = context) => [
  ...new Set(Validators.validate(reply, given).map((problem) => problem.rule))
]

describe("Validators", () => {
  it("passes a reply that keeps every rule", () => {
    assert.deepStrictEqual(Validators.validate(valid, context), [])
    assert.deepStrictEqual(Validators.check(`\`\`\`json\n${JSON.stringify(valid)}\n\`\`\``, context).problems, [])
  })

  it("names each broken rule", () => {
    const cases: ReadonlyArray<readonly [string, SwiftReviewOutput]> = [
      ["health-areas", { ...valid, health: valid.health.slice(1) }],
      ["health-areas", { ...valid, health: [valid.health[1]!, valid.health[0]!, ...valid.health.slice(2)] }],
      [
        "health-high-not-good",
        { ...valid, health: valid.health.map((entry) => ({ ...entry, status: "good" as const })) }
      ],
      ["checklist-items", { ...valid, checklist: valid.checklist.slice(0, 9) }],
      [
        "detail-quotes-code",
        { ...valid, findings: [{ ...valid.findings[0]!, detail: "`static var shared = Store.make()` is global." }] }
      ],
      [
        "fix-code-swift",
        { ...valid, findings: [{ ...valid.findings[0]!, fix_code: "```swift\nactor Store {}\n```" }] }
      ],
      ["fix-code-swift", { ...valid, findings: [{ ...valid.findings[0]!, fix_code: "actor Store {" }] }],
      ["coverage-every-id", { ...valid, coverage_check: valid.coverage_check.slice(1) }],
      [
        "coverage-ids-sent",
        { ...valid, coverage_check: [...valid.coverage_check, { id: "lock:mutex", addressed: true, note: "" }] }
      ],
      ["coverage-once", { ...valid, coverage_check: [...valid.coverage_check, valid.coverage_check[0]!] }],
      ["rewrite-complete", { ...valid, rewrite: { ...valid.rewrite, filename: "" } }],
      [
        "rewrite-complete",
        { ...valid, rewrite: { ...valid.rewrite, code: `${valid.rewrite.code}\n${SwiftReader.clipMarker}` } }
      ],
      [
        "rewrite-keeps-files",
        { ...valid, rewrite: { ...valid.rewrite, code: valid.rewrite.code.replace("// File: Loader.swift\n", "") } }
      ],
      [
        "rewrite-keeps-types",
        {
          ...valid,
          rewrite: { ...valid.rewrite, code: "// File: Store.swift\nfinal class Store {}\n// File: Loader.swift\n" }
        }
      ],
      ["plan-build-settings-first", { ...valid, migration_plan: ["Make Store an actor.", ...valid.migration_plan] }],
      ["plan-build-settings-first", { ...valid, migration_plan: valid.migration_plan.slice(1) }],
      ["verdict-level-fits", { ...valid, verdict_level: "ready" }]
    ]
    for (const [rule, reply] of cases) assert.deepStrictEqual(rulesOf(reply), [rule], rule)
    // An empty rewrite also loses the files and the types.
    assert.deepStrictEqual(rulesOf({ ...valid, rewrite: { filename: "Migrated.swift", code: "" } }), [
      "rewrite-complete",
      "rewrite-keeps-files",
      "rewrite-keeps-types"
    ])
  })

  it("accepts a type that is explained in a finding instead of declared", () => {
    const dropped = {
      ...valid,
      rewrite: { ...valid.rewrite, code: code.replace(/struct Loader \{[\s\S]*?\n\}\n/, "") },
      findings: [
        ...valid.findings,
        {
          ...valid.findings[1]!,
          severity: "low" as const,
          title: "Loader folds into Store",
          detail: "`struct Loader {` goes."
        }
      ]
    }
    assert.deepStrictEqual(Validators.validate(dropped, context), [])
  })

  it("checks the thin and not-Swift special cases", () => {
    const thin = SwiftReader.withPrescan({ code: "let x = await load()" })
    const thinReply = {
      ...valid,
      findings: [],
      coverage_check: [{ id: "await:await-expr", addressed: true, note: "" }],
      rewrite: { filename: "Migrated.swift", code: "let x = await load()" }
    }
    assert.deepStrictEqual(rulesOf(thinReply, thin), ["thin-paste"])
    assert.deepStrictEqual(rulesOf({ ...thinReply, verdict: "The paste is thin." }, thin), [])

    const python = SwiftReader.withPrescan({ code: "def load(path):\n    return open(path).read()\n" })
    const notSwift = {
      ...valid,
      findings: [
        { ...valid.findings[0]!, category: "structure" as const, detail: "`def load(path):` is Python.", fix_code: "" }
      ],
      health: valid.health.map((entry) => ({ ...entry, status: "risk" as const })),
      checklist: valid.checklist.map((entry) => ({ ...entry, status: "na" as const })),
      coverage_check: [],
      rewrite: { filename: "Migrated.swift", code: "// Paste Swift source." }
    }
    assert.deepStrictEqual(rulesOf(notSwift, python), [])
    assert.deepStrictEqual(
      rulesOf({ ...notSwift, rewrite: { filename: "Migrated.swift", code: "actor A {}" } }, python),
      ["not-swift"]
    )
  })

  it("reads replies that are not JSON or were cut", () => {
    assert.strictEqual(Validators.check("no json here", context).problems[0]?.rule, "reply-not-json")
    const cut = Validators.check(JSON.stringify(valid).slice(0, 200), context)
    assert.strictEqual(cut.problems[0]?.rule, "reply-truncated")
    assert.isFalse(cut.complete)
    assert.include(Validators.retryNote(cut.problems, 2), "[reply-truncated]")
  })
})
