import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { delimiter, join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import * as Swiftc from "../src/node/Swiftc.ts"
import * as SwiftReader from "../src/SwiftReader.ts"
import { checklistItems, healthAreas, type SwiftReviewOutput } from "../src/SwiftReview.ts"
import * as Validators from "../src/Validators.ts"

const code = `final class Counter: @unchecked Sendable {
  var count = 0
  func increment() {
    count += 1
  }
}
`
const context = SwiftReader.withPrescan({ code })
const rewrite = "actor Counter {\n  var count = 0\n  func increment() {\n    count += 1\n  }\n}\n"
const reply = (rewritten: string): SwiftReviewOutput => ({
  review_name: "Counter",
  verdict_level: "rework",
  verdict: "Counter shares a mutable count.",
  overview: "Counter is unchecked Sendable over a var.",
  health: healthAreas.map((area) => ({ area, status: area === "Data-race safety" ? "bad" : "good", note: "" })),
  findings: [
    {
      severity: "high",
      category: "sendable",
      title: "Unchecked Sendable over a var",
      detail: "`final class Counter: @unchecked Sendable {` guards `var count = 0`.",
      fix_code: "actor Counter {\n  var count = 0\n}"
    }
  ],
  checklist: checklistItems.map((item) => ({ item, status: "pass", note: "" })),
  coverage_check: SwiftReader.idsOf(context.prescan).map((id) => ({ id, addressed: true, note: "" })),
  rewrite: { filename: "Migrated.swift", code: rewritten },
  migration_plan: [
    "Enable approachable concurrency.",
    "Set default actor isolation to MainActor (SE-0466).",
    "Enable NonisolatedNonsendingByDefault (SE-0461).",
    "Make Counter an actor."
  ],
  next_steps: [],
  summary: "Counter races. Make it an actor. Then await its calls."
})

// A stand-in for the real swiftc at the process boundary: a shell script named `swiftc`
// that logs its arguments and prints swiftc-shaped diagnostics: a parse error on the line
// holding `BROKEN`, a typecheck error for `import UIKit`.
const fakeToolchain = () => {
  const folder = mkdtempSync(join(tmpdir(), "fake-swiftc-"))
  const log = join(folder, "calls.log")
  const script = `#!/bin/sh
echo "$*" >> "${log}"
for last; do :; done
case "$1" in
  --version) echo "Swift version 6.1.2 (swift-6.1.2-RELEASE)"; echo "Target: x86_64-unknown-linux-gnu"; exit 0 ;;
  -parse)
    line=$(grep -n BROKEN "$last" | head -1 | cut -d: -f1)
    if [ -n "$line" ]; then echo "$last:$line:3: error: expected '}' in class" >&2; echo "1 error generated." >&2; exit 1; fi
    exit 0 ;;
  -typecheck)
    line=$(grep -n "import UIKit" "$last" | head -1 | cut -d: -f1)
    if [ -n "$line" ]; then echo "$last:$line:8: error: no such module 'UIKit'" >&2; exit 1; fi
    echo "$last:1:1: warning: a warning that is not an error" >&2
    exit 0 ;;
esac
exit 2
`
  writeFileSync(join(folder, "swiftc"), script)
  chmodSync(join(folder, "swiftc"), 0o755)
  const environment = { ...process.env, PATH: `${folder}${delimiter}${process.env.PATH ?? ""}` }
  return { environment, calls: () => readFileSync(log, "utf8").trim().split("\n") }
}

const rulesOf = (problems: ReadonlyArray<Validators.Problem>) => problems.map((problem) => problem.rule)

describe("Swiftc", () => {
  it("finds no swiftc on this machine: the problems say the rewrite was not compiled, and it is a note", () => {
    const empty = mkdtempSync(join(tmpdir(), "no-swiftc-"))
    assert.isUndefined(Swiftc.compiler({ environment: { PATH: empty } }))
    assert.isUndefined(Swiftc.compiler({ environment: { PATH: process.env.PATH } }))
    const problems = Validators.validate(reply(rewrite), { ...context, toolchain: null })
    assert.deepStrictEqual(rulesOf(problems), ["rewrite-not-compiled"])
    assert.match(problems[0]!.message, /not compiled: no Swift toolchain/)
    assert.isTrue(problems.every(Validators.isNote))
    // Not asked (a browser): no such problem.
    assert.deepStrictEqual(Validators.validate(reply(rewrite), context), [])
  })

  it("compiles the rewrite with the swiftc on PATH: -parse, then -typecheck, in Swift 6 language mode", () => {
    const fake = fakeToolchain()
    const toolchain = Swiftc.compiler({ environment: fake.environment })
    assert.isDefined(toolchain)
    assert.strictEqual(toolchain!.name, "swiftc 6.1.2")
    assert.deepStrictEqual(Validators.validate(reply(rewrite), { ...context, toolchain }), [])
    const calls = fake.calls()
    assert.strictEqual(calls[0], "--version")
    assert.match(calls[1]!, /^-parse -swift-version 6 \S+\/Migrated\.swift$/)
    assert.match(calls[2]!, /^-typecheck -swift-version 6 -module-name Migrated \S+\/Migrated\.swift$/)
    // A reply checked again (its retry, its output) is compiled once.
    Validators.validate(reply(rewrite), { ...context, toolchain })
    assert.strictEqual(fake.calls().length, 3)
  })

  it("reports swiftc's parse errors with their lines; a rewrite that does not parse is not type-checked", () => {
    const fake = fakeToolchain()
    const toolchain = Swiftc.compiler({ environment: fake.environment })!
    const broken = rewrite.replace("  func increment() {", "  BROKEN func increment() {")
    const problems = Validators.validate(reply(broken), { ...context, toolchain })
    assert.deepStrictEqual(rulesOf(problems), ["rewrite-parses"])
    assert.strictEqual(problems[0]!.message, "line 3:3: error: expected '}' in class (swiftc 6.1.2 -parse)")
    assert.isFalse(problems.some(Validators.isNote))
    assert.isFalse(fake.calls().some((call) => call.startsWith("-typecheck")))
  })

  it("reports swiftc's typecheck errors as notes (a paste does not show every module)", () => {
    const fake = fakeToolchain()
    const toolchain = Swiftc.compiler({ environment: fake.environment })!
    const problems = Validators.validate(reply(`import UIKit\n${rewrite}`), { ...context, toolchain })
    assert.deepStrictEqual(rulesOf(problems), ["rewrite-typechecks"])
    assert.strictEqual(problems[0]!.message, "line 1:8: error: no such module 'UIKit' (swiftc 6.1.2 -typecheck)")
    assert.isTrue(problems.every(Validators.isNote))
  })

  it("reads swiftc output: only the compiled file's diagnostics", () => {
    const output = [
      "/tmp/x/Migrated.swift:4:10: error: cannot find 'load' in scope",
      "/tmp/x/Migrated.swift:4:10: note: did you mean 'loaded'?",
      "/usr/lib/swift/Foundation.swiftinterface:1:1: warning: other file",
      "1 error generated."
    ].join("\n")
    assert.deepStrictEqual(Swiftc.parseOutput(output, "/tmp/x/Migrated.swift"), [
      { line: 4, column: 10, severity: "error", message: "cannot find 'load' in scope" },
      { line: 4, column: 10, severity: "note", message: "did you mean 'loaded'?" }
    ])
  })
})
