import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"

// A run without PostgreSQL must show what it did not test: `DatabaseTest.backends`
// registers a skipped test for the PostgreSQL suite instead of leaving it out. A child
// vitest runs a fixture against a PostgreSQL URL where nothing answers (port 9).
const root = join(import.meta.dirname, "..", "..", "..")
const fixtures = join(import.meta.dirname, "fixtures")

interface Report {
  readonly testResults: ReadonlyArray<{
    readonly assertionResults: ReadonlyArray<{ readonly title: string; readonly status: string }>
  }>
}

const runFixture = (env: Record<string, string | undefined>) =>
  new Promise<Report>((resolve, reject) => {
    const { CI: _ci, VOUCH_TEST_DATABASE_URL: _url, ...inherited } = process.env
    const output = join(mkdtempSync(join(tmpdir(), "vouch-skipped-")), "report.json")
    execFile(
      process.execPath,
      [
        join(root, "node_modules", "vitest", "vitest.mjs"),
        "run",
        "--root",
        fixtures,
        "--reporter=json",
        `--outputFile=${output}`
      ],
      { cwd: fixtures, env: { ...inherited, ...env }, timeout: 60_000 },
      (error, _stdout, stderr) => {
        try {
          resolve(JSON.parse(readFileSync(output, "utf8")) as Report)
        } catch {
          reject(new Error(`no report: ${error?.message ?? ""}\n${stderr}`))
        } finally {
          rmSync(join(output, ".."), { recursive: true, force: true })
        }
      }
    )
  })

describe("DatabaseTest.backends without PostgreSQL", () => {
  it("shows the PostgreSQL suite as skipped, saying why", { timeout: 60_000 }, async () => {
    const report = await runFixture({ VOUCH_TEST_DATABASE_URL: "postgres://postgres@127.0.0.1:9/nowhere" })
    const results = report.testResults.flatMap((file) => file.assertionResults)
    assert.deepStrictEqual(
      results.map((result) => [result.title, result.status]),
      [
        [
          "fixture on PostgreSQL: skipped, no server answers at 127.0.0.1:9 (set VOUCH_TEST_DATABASE_URL; CI=true requires it)",
          "skipped"
        ],
        ["runs on PGlite", "passed"]
      ]
    )
  })
})
