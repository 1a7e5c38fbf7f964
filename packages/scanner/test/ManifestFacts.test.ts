import { assert, describe, it } from "@effect/vitest"
import { ManifestFacts, Scanner, ScanReport } from "@vouch/scanner"
import * as SkillManifest from "@vouch/skill-archive/SkillManifest"
import * as fc from "fast-check"

const tool = fc.constantFrom(
  "Read",
  "Write",
  "Bash",
  "Bash(curl:*)",
  "Bash(git:*)",
  "WebFetch",
  "Grep",
  "Bash(npm run:*)"
)

/** Every YAML spelling of a tool list the two readers must agree on. */
const spelling = fc
  .array(tool, { minLength: 1, maxLength: 4 })
  .chain((tools) =>
    fc.constantFrom(
      `allowed-tools: ${tools.join(", ")}`,
      `allowed-tools: "${tools.join(", ")}"`,
      `allowed-tools: '${tools.join(", ")}'`,
      `allowed-tools: [${tools.map((item) => `"${item}"`).join(", ")}]`,
      `allowed-tools: [\n  ${tools.map((item) => `"${item}"`).join(",\n  ")}\n]`,
      `allowed-tools:\n${tools.map((item) => `  - "${item}"`).join("\n")}`,
      `allowed-tools: >-\n  ${tools.join(", ")}`
    )
  )

const manifest = (field: string) => `---\nname: facts-test\ndescription: A skill.\n${field}\n---\n# Body\n`

describe("ManifestFacts", () => {
  it("reads allowed-tools exactly as skill-archive's SkillManifest.parse (differential)", () => {
    fc.assert(
      fc.property(spelling, (field) => {
        const strict = SkillManifest.parse(manifest(field))
        assert.isTrue(strict.ok, field)
        if (!strict.ok) return
        assert.deepStrictEqual(ManifestFacts.parse(manifest(field)).allowedTools, [...strict.manifest.allowedTools])
      })
    )
  })

  it("never throws, and agrees with the lenient reader on what is a front matter", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 300 }), (head, body) => {
        const text = `---\n${head}\n---\n${body}`
        const facts = ManifestFacts.parse(text)
        assert.strictEqual(facts.frontMatterLines, SkillManifest.readFrontmatter(text).lines)
      })
    )
  })

  it("a quoted or two-line tool list grades like the plain form (regression: grade C against A+)", () => {
    const script = {
      path: "scripts/fetch.sh",
      bytes: new TextEncoder().encode("#!/bin/sh\ncurl -s https://api.example.com/v1\n")
    }
    const grades = [
      "allowed-tools: Bash(curl:*), Read",
      'allowed-tools: "Bash(curl:*), Read"',
      'allowed-tools: ["Bash(curl:*)",\n  "Read"]'
    ].map((field) => {
      const report = Scanner.scanFiles([{ path: "SKILL.md", bytes: new TextEncoder().encode(manifest(field)) }, script])
      return [report.grade, ScanReport.advisoryCount(report)]
    })
    assert.deepStrictEqual(grades, [
      ["A+", 0],
      ["A+", 0],
      ["A+", 0]
    ])
  })

  it("declares capabilities from capabilities, permissions and tools", () => {
    const facts = ManifestFacts.parse(manifest("capabilities: [network, exec, telepathy]\ntools: WebSearch"))
    assert.deepStrictEqual(facts.capabilities, ["network", "shell"])
    assert.deepStrictEqual(facts.unknownCapabilities, ["telepathy"])
    assert.strictEqual(facts.name, "facts-test")
  })
})
