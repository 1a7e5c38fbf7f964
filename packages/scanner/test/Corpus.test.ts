import { assert, describe, it } from "@effect/vitest"
import { Rules, Scanner, ScanReport } from "@vouch/scanner"
import { loadCorpus } from "./fixtures/Corpus.ts"

// Behaviour per sample, not quality thresholds (those are in bench/Quality.bench.ts):
// every malicious sample is flagged and names its expected families; every benign
// sample is clean; documented limitations (`known`) keep their documented outcome.
const corpus = loadCorpus()

const threatFamilies = (report: ScanReport.ScanReport): Set<Rules.Family> =>
  new Set(
    ScanReport.findingsOf(report)
      .filter((finding) => finding.classification === "threat")
      .flatMap((finding) => {
        const rule = Rules.byId(finding.rule)
        return rule === undefined ? [] : [rule.family]
      })
  )

describe("labelled corpus", () => {
  it("has at least 60 samples of each kind and covers every family", () => {
    const malicious = corpus.filter((sample) => sample.expect.verdict === "malicious")
    assert.isAtLeast(malicious.length, 60)
    assert.isAtLeast(corpus.length - malicious.length, 60)
    const covered = new Set(malicious.flatMap((sample) => sample.expect.families ?? []))
    // a family whose rules are all advisories (undeclared capabilities) cannot flag a sample
    const flagging = Rules.families.filter(({ family }) =>
      Rules.ofFamily(family).some((rule) => !Rules.alwaysAdvisory.has(rule.id))
    )
    for (const { family } of flagging) assert.isTrue(covered.has(family), `no malicious sample for ${family}`)
  })

  for (const sample of corpus) {
    it(sample.name, () => {
      const report = Scanner.scanContents(sample.contents)
      if (sample.expect.verdict === "benign") {
        if (sample.expect.known === "false-positive")
          assert.isFalse(report.clean, "known false positive is now clean: update expect.json")
        else assert.isTrue(report.clean, JSON.stringify(report.findings, null, 1))
        return
      }
      if (sample.expect.known === "miss") {
        assert.isTrue(report.clean, "known miss is now detected: update expect.json")
        return
      }
      assert.isFalse(report.clean)
      const found = threatFamilies(report)
      for (const family of sample.expect.families ?? []) assert.isTrue(found.has(family), `${family} not reported`)
    })
  }
})
