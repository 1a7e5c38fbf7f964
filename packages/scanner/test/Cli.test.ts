import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Rules, ScanReport } from "@vouch/scanner"
import { Result } from "effect"
import { zipSync } from "fflate"
import * as Command from "../src/node/Command.ts"

const packageJson = JSON.parse(readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8")) as {
  readonly version: string
}
const bin = join(import.meta.dirname, "..", "src", "bin.ts")
const corpus = join(import.meta.dirname, "corpus")

/** The command in this process, as the binary runs it (its exit code and what it wrote). */
const run = (...args: Array<string>) => {
  let stdout = ""
  let stderr = ""
  const status = Command.run(args, {
    stdout: (text) => {
      stdout += text
    },
    stderr: (text) => {
      stderr += text
    }
  })
  return { status, stdout, stderr }
}

describe("vouch-scan", () => {
  it("runs as a binary: the report on stdout, the exit code of the verdict, usage errors on stderr", () => {
    const threats = spawnSync(
      process.execPath,
      [bin, "scan", join(corpus, "malicious", "env-doctor"), "--format", "json"],
      {
        encoding: "utf8"
      }
    )
    assert.strictEqual(threats.status, 1, threats.stderr)
    assert.deepStrictEqual(
      JSON.parse(threats.stdout),
      JSON.parse(run("scan", join(corpus, "malicious", "env-doctor"), "--format", "json").stdout)
    )
    const usage = spawnSync(process.execPath, [bin, "scan", corpus, "--colour"], { encoding: "utf8" })
    assert.strictEqual(usage.status, 2)
    assert.strictEqual(usage.stdout, "")
    assert.match(usage.stderr, /^vouch-scan: .*\nusage: vouch-scan scan <dir\|zip>/)
  })

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

  it("prints its help on --help and -h, with the options and exit codes, and exits 0", () => {
    for (const flag of ["--help", "-h"]) {
      const result = run(flag)
      assert.strictEqual(result.status, 0, result.stderr)
      assert.match(result.stdout, /^usage: vouch-scan scan <dir\|zip>/)
      for (const option of ["--format", "--schema", "--version", "exit codes"]) assert.include(result.stdout, option)
      assert.strictEqual(result.stderr, "")
    }
    // Help wins over an incomplete command line.
    assert.strictEqual(run("scan", "--help").status, 0)
  })

  it("prints the package and rule set versions on --version and -v, and exits 0", () => {
    for (const flag of ["--version", "-v"]) {
      const result = run(flag)
      assert.strictEqual(result.status, 0, result.stderr)
      assert.strictEqual(result.stdout, `vouch-scan ${packageJson.version} (rule set ${Rules.rulesetVersion})\n`)
    }
  })

  it("exits 2 with the usage on stderr for unknown options, missing values and extra arguments", () => {
    for (const args of [
      ["scan", corpus, "--colour"],
      ["scan", corpus, "-x"],
      ["scan", corpus, "--format"],
      ["scan", corpus, "--schema", "2.0"],
      ["scan", corpus, "--help=yes"],
      ["scan", corpus, "another"]
    ]) {
      const result = run(...args)
      assert.strictEqual(result.status, 2, args.join(" "))
      assert.match(result.stderr, /^vouch-scan: .+\nusage: vouch-scan scan/, args.join(" "))
      assert.strictEqual(result.stdout, "")
    }
  })
})
