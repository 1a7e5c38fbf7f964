import { assert, describe, it } from "@effect/vitest"
import * as SkillManifest from "../src/SkillManifest.ts"

const parse = (frontmatter: string, body = "# Body\n") => SkillManifest.parse(`---\n${frontmatter}\n---\n${body}`)

describe("SkillManifest.parse", () => {
  it("reads the known fields and keeps the rest as metadata", () => {
    const result = parse(
      "name: csv-cleaner\ndescription: >\n  Cleans CSV files.\nversion: 1.2.0\ntags:\n  - csv\n  - data\ncategory: data\nallowed-tools: Bash, Read\nauthor: Ada"
    )
    assert.isTrue(result.ok)
    if (!result.ok) return
    assert.strictEqual(result.manifest.name, "csv-cleaner")
    assert.strictEqual(result.manifest.description, "Cleans CSV files.")
    assert.strictEqual(result.manifest.version, "1.2.0")
    assert.deepStrictEqual(result.manifest.tags, ["csv", "data"])
    assert.deepStrictEqual(result.manifest.allowedTools, ["Bash", "Read"])
    assert.deepStrictEqual(result.manifest.metadata, { author: "Ada" })
    assert.strictEqual(result.manifest.body, "# Body\n")
  })

  it("accepts CRLF line ends and a byte-order mark", () => {
    assert.isTrue(SkillManifest.parse("\uFEFF---\r\nname: a\r\ndescription: b\r\n---\r\nbody").ok)
  })

  it("refuses missing or invalid required fields with a message naming them", () => {
    const cases: Array<[string, string]> = [
      ["description: x", "name"],
      ["name: Bad_Name\ndescription: x", "name"],
      ["name: a--b\ndescription: x", "name"],
      [`name: ${"a".repeat(65)}\ndescription: x`, "name"],
      ["name: ok", "description"],
      [`name: ok\ndescription: ${"d".repeat(1025)}`, "description"],
      ["name: ok\ndescription: x\nversion: 1.0", "version"],
      ["name: ok\ndescription: x\ntags: [Not A Slug]", "tags"],
      ["name: ok\ndescription: x\nallowed-tools: 3", "allowed-tools"]
    ]
    for (const [frontmatter, field] of cases) {
      const result = parse(frontmatter)
      assert.isFalse(result.ok, frontmatter)
      if (!result.ok) assert.include(result.message, field, frontmatter)
    }
  })

  it("refuses bad YAML, duplicate keys, alias bombs and non-mappings", () => {
    assert.isFalse(parse("name: [unclosed").ok)
    assert.isFalse(parse("name: a\nname: b\ndescription: x").ok)
    const bomb = [
      "a: &a [x, x, x, x, x, x, x, x, x]",
      ...Array.from(
        { length: 8 },
        (_, index) =>
          `${String.fromCharCode(98 + index)}: &${String.fromCharCode(98 + index)} [${Array(9)
            .fill(`*${String.fromCharCode(97 + index)}`)
            .join(", ")}]`
      )
    ].join("\n")
    assert.isFalse(parse(`${bomb}\nname: ok\ndescription: x`).ok)
    assert.isFalse(parse("- just\n- a list").ok)
    assert.isFalse(SkillManifest.parse("no frontmatter at all").ok)
    assert.isFalse(SkillManifest.parse("---\nname: a\ndescription: never closed").ok)
  })

  it("keeps a __proto__ key as plain metadata", () => {
    const result = parse('name: ok\ndescription: x\n"__proto__": { polluted: true }')
    assert.isTrue(result.ok)
    assert.isUndefined(({} as Record<string, unknown>).polluted)
  })
})

describe("SkillManifest.readFrontmatter", () => {
  it("returns the mapping parse reads, without its field rules", () => {
    const read = SkillManifest.readFrontmatter("---\nname: Not_A_Slug\nallowed-tools: [Bash, Read]\n---\nbody")
    assert.deepStrictEqual(read.fields, { name: "Not_A_Slug", "allowed-tools": ["Bash", "Read"] })
    assert.strictEqual(read.lines, 4)
    assert.isUndefined(read.problem)
    assert.isFalse(SkillManifest.parse("---\nname: Not_A_Slug\nallowed-tools: [Bash, Read]\n---\nbody").ok)
  })

  it("never throws: no frontmatter, bad YAML or bad bytes give {} and a problem", () => {
    for (const input of [
      "no frontmatter",
      "---\nname: [unclosed\n---\n",
      "---\n- a list\n---\n",
      new Uint8Array([0xff, 0xfe, 0x00])
    ]) {
      const read = SkillManifest.readFrontmatter(input)
      assert.deepStrictEqual(read.fields, {})
      assert.isDefined(read.problem)
    }
  })
})
