import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { evaluationRoot } from "./fixtures/Evaluation.ts"

// The evaluation set's manifests (quality numbers are in bench/Evaluation.bench.ts).
const read = (name: string) =>
  JSON.parse(readFileSync(join(evaluationRoot, name), "utf8")) as ReadonlyArray<Record<string, string>>

describe("evaluation set", () => {
  const benign = read("benign.json")
  const malicious = read("malicious.json")

  it("has at least 300 samples of each kind, each with its files", () => {
    assert.isAtLeast(benign.length, 300)
    assert.isAtLeast(malicious.length, 300)
    for (const entry of [...benign, ...malicious]) {
      assert.isTrue(
        existsSync(join(evaluationRoot, "samples", entry["verdict"] ?? "", entry["id"] ?? "", "SKILL.md")),
        entry["id"]
      )
    }
  })

  it("records source and licence of every sample", () => {
    for (const entry of benign) {
      assert.match(entry["repo"] ?? "", /^[\w.-]+\/[\w.-]+$/)
      assert.match(entry["commit"] ?? "", /^[0-9a-f]{40}$/)
      assert.isNotEmpty(entry["licence"])
      assert.notInclude(["agentverus-scanner", "skillfortify"], (entry["repo"] ?? "").split("/")[1]?.toLowerCase())
    }
    for (const entry of malicious) {
      assert.isNotEmpty(entry["source"])
      assert.isNotEmpty(entry["licence"])
    }
  })

  it("holds out about a third of each kind, malicious samples by spelling template", () => {
    for (const entries of [benign, malicious]) {
      const share = entries.filter((entry) => entry["split"] === "holdout").length / entries.length
      assert.isTrue(share > 0.25 && share < 0.42, String(share))
    }
    const splitOf = new Map<string, string>()
    for (const entry of malicious) {
      const seen = splitOf.get(entry["template"] ?? "")
      if (seen !== undefined) assert.strictEqual(entry["split"], seen, entry["template"])
      splitOf.set(entry["template"] ?? "", entry["split"] ?? "")
    }
  })

  it("lists every blind sample with its verdict, family, files and licence", () => {
    for (const [labels, folder] of [
      ["blind.json", "blind"],
      ["blind-c.json", "blind-c"],
      ["blind-d.json", "blind-d"]
    ] as const) {
      const entries = read(labels)
      assert.isAtLeast(entries.length, 100)
      assert.strictEqual(new Set(entries.map((entry) => entry["id"])).size, entries.length, labels)
      for (const entry of entries) {
        assert.include(["malicious", "benign"], entry["verdict"], entry["id"])
        if (entry["verdict"] === "malicious") assert.isNotEmpty(entry["family"], entry["id"])
        assert.isNotEmpty(entry["licence"], entry["id"])
        assert.isTrue(existsSync(join(evaluationRoot, "samples", folder, entry["id"] ?? "", "SKILL.md")), entry["id"])
      }
    }
  })
})
