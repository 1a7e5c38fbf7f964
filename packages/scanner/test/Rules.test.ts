import { assert, describe, it } from "@effect/vitest"
import { ArchiveEntries, Rules, Scanner } from "@vouch/scanner"
import { type Example, examples } from "./fixtures/RuleExamples.ts"

const encoder = new TextEncoder()

const scan = (example: Example) =>
  "archive" in example
    ? Scanner.scanArchive(example.archive, { limits: { ...ArchiveEntries.defaultLimits, ...example.limits } })
    : Scanner.scanFiles(
        Object.entries(example.files).map(([path, content]) => ({
          path,
          bytes: typeof content === "string" ? encoder.encode(content) : content
        }))
      )

// a rule whose findings are always advisories (Rules.alwaysAdvisory) is checked on its advisories
const threatsOf = (example: Example, rule: string) =>
  scan(example).findings.filter(
    (finding) =>
      finding.rule === rule &&
      "classification" in finding &&
      finding.classification === (Rules.alwaysAdvisory.has(rule) ? "advisory" : "threat")
  )

describe("rule catalogue", () => {
  it("has unique, well-formed ids and known families", () => {
    const ids = Rules.all.map((rule) => rule.id)
    assert.strictEqual(new Set(ids).size, ids.length)
    const families = new Set(Rules.families.map((entry) => entry.family))
    for (const rule of Rules.all) {
      assert.match(rule.id, /^VS-[A-Z]+-\d{3}$/)
      assert.isTrue(families.has(rule.family), rule.id)
      assert.isAbove(rule.message.length, 10)
      assert.strictEqual(Rules.byId(rule.id), rule)
    }
    for (const family of families) assert.isAbove(Rules.ofFamily(family).length, 0, family)
  })

  it("has examples for every rule and no examples for unknown rules", () => {
    for (const rule of Rules.all) {
      const entry = examples[rule.id]
      assert.isDefined(entry, `${rule.id} has no examples`)
      assert.isAbove(entry.positive.length, 0, `${rule.id} has no positive example`)
      assert.isAbove(entry.negative.length, 0, `${rule.id} has no negative example`)
    }
    for (const id of Object.keys(examples)) assert.isDefined(Rules.byId(id), `examples for unknown rule ${id}`)
  })
})

describe("rules", () => {
  for (const rule of Rules.all) {
    const entry = examples[rule.id] ?? { positive: [], negative: [] }
    for (const example of entry.positive) {
      it(`${rule.id} fires: ${example.name}`, () => {
        assert.isAbove(threatsOf(example, rule.id).length, 0, `${rule.id} did not fire on "${example.name}"`)
      })
    }
    for (const example of entry.negative) {
      it(`${rule.id} stays quiet: ${example.name}`, () => {
        assert.deepStrictEqual(threatsOf(example, rule.id), [], `${rule.id} fired on "${example.name}"`)
      })
    }
  }
})
