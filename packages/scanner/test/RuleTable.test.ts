import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Rules } from "@vouch/scanner"

// The README's rule table is Rules.markdownTable(). Regenerate with
// `VOUCH_WRITE_RULE_TABLE=1 pnpm vitest run packages/scanner/test/RuleTable.test.ts`.
const readme = join(import.meta.dirname, "..", "README.md")
const table = /<!-- rules:start -->\n([\s\S]*?)\n?<!-- rules:end -->/

describe("README rule table", () => {
  it("is generated from Rules.ts", () => {
    const text = readFileSync(readme, "utf8")
    const expected = Rules.markdownTable()
    if (process.env["VOUCH_WRITE_RULE_TABLE"] === "1") {
      writeFileSync(readme, text.replace(table, `<!-- rules:start -->\n${expected}\n<!-- rules:end -->`))
    }
    const found = table.exec(readFileSync(readme, "utf8"))?.[1]
    assert.strictEqual(found, expected, "README rule table drifted from Rules.ts: regenerate it (see this test)")
  })
})
