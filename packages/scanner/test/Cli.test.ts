import { spawnSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { ScanReport } from "@vouch/scanner"
import { Result } from "effect"
import { zipSync } from "fflate"

const bin = join(import.meta.dirname, "..", "src", "bin.ts")
const corpus = join(import.meta.dirname, "corpus")
const run = (...args: Array<string>) => spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" })

describe("vouch-scan", () => {
  it("exits 0 on a clean skill and prints text", () => {
    const result = run("scan", join(corpus, "benign", "csv-profiler"))
    assert.strictEqual(result.status, 0, result.stderr)
    assert.include(result.stdout, "grade A+")
  })

  it("exits 1 on threats and prints a decodable JSON report", () => {
    const result = run("scan", join(corpus, "malicious", "env-doctor"), "--format", "json")
    assert.strictEqual(result.status, 1, result.stderr)
    const decoded = ScanReport.decode(result.stdout)
    assert.isTrue(Result.isSuccess(decoded))
    if (Result.isSuccess(decoded)) assert.isFalse(decoded.success.clean)
  })

  it("scans a ZIP archive and honours --schema", () => {
    const folder = mkdtempSync(join(tmpdir(), "vouch-scan-"))
    const archive = join(folder, "skill.zip")
    writeFileSync(archive, zipSync({ "SKILL.md": new TextEncoder().encode("---\nname: z\ndescription: z\n---\n") }))
    const result = run("scan", archive, "--format=json", "--schema", "1.0")
    assert.strictEqual(result.status, 0, result.stderr)
    const report = JSON.parse(result.stdout) as { schema_version: string; tree_hash: string }
    assert.strictEqual(report.schema_version, "1.0")
    assert.match(report.tree_hash, /^sha256:[0-9a-f]{64}$/)
  })

  it("exits 2 on usage errors", () => {
    assert.strictEqual(run().status, 2)
    assert.strictEqual(run("scan").status, 2)
    assert.strictEqual(run("scan", corpus, "--format", "xml").status, 2)
    assert.strictEqual(run("scan", join(corpus, "does-not-exist")).status, 2)
    assert.strictEqual(run("lint", corpus).status, 2)
  })
})
