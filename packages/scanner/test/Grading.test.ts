import { assert, describe, it } from "@effect/vitest"
import { Grading } from "@vouch/scanner"

const threat = (rule: string, severity: "critical" | "high" | "medium" | "low" | "info") => ({
  rule,
  severity,
  classification: "threat" as const
})

describe("Grading", () => {
  it("maps scores to grades by the table", () => {
    const cases: Array<[number, string]> = [
      [100, "A+"],
      [99, "A"],
      [90, "A"],
      [89, "B"],
      [80, "B"],
      [70, "C"],
      [60, "D"],
      [59, "E"],
      [40, "E"],
      [39, "F"],
      [0, "F"]
    ]
    for (const [score, grade] of cases) assert.strictEqual(Grading.grade(score), grade, String(score))
  })

  it("lowers the score only for threats, with diminishing returns per rule", () => {
    assert.strictEqual(Grading.score([]), 100)
    assert.strictEqual(Grading.score([{ ...threat("R", "critical"), classification: "advisory" }]), 100)
    assert.strictEqual(Grading.score([threat("R", "high")]), 80)
    assert.strictEqual(Grading.score([threat("R", "high"), threat("R", "high")]), 70)
    assert.strictEqual(Grading.score(Array.from({ length: 50 }, () => threat("R", "high"))), 60)
    assert.strictEqual(Grading.score([threat("R", "high"), threat("S", "high")]), 60)
    assert.strictEqual(Grading.score([threat("R", "critical")]), 40)
    assert.strictEqual(Grading.score([threat("R", "critical"), threat("S", "medium")]), 32)
    assert.strictEqual(Grading.score([threat("R", "critical"), threat("S", "critical")]), 0)
    assert.strictEqual(Grading.score([threat("R", "info")]), 100)
  })

  it("gives the registry grade", () => {
    assert.strictEqual(Grading.toRegistryGrade("A+"), "A")
    assert.strictEqual(Grading.toRegistryGrade("E"), "E")
  })
})
