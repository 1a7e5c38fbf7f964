import { assert, describe, it } from "@effect/vitest"
import { SemanticVersion } from "@vouch/skill-archive"
import * as fc from "fast-check"
import * as SaveMetadata from "../src/SaveMetadata.ts"

const semver = fc
  .tuple(fc.nat({ max: 50 }), fc.nat({ max: 50 }), fc.nat({ max: 50 }))
  .map(([major, minor, patch]) => `${major}.${minor}.${patch}`)

describe("SaveMetadata.parse", () => {
  it("reads every field and treats absent or blank metadata as empty", () => {
    assert.deepStrictEqual(SaveMetadata.parse(undefined), { ok: true, value: SaveMetadata.empty })
    assert.deepStrictEqual(SaveMetadata.parse("  "), { ok: true, value: SaveMetadata.empty })
    const parsed = SaveMetadata.parse(
      JSON.stringify({
        version: "1.2.3-beta.1",
        description: " Reads PDFs. ",
        category: "documents",
        tags: ["pdf", "pdf", "text"],
        changelog: "New.",
        type: "skillset",
        visibility: "private"
      })
    )
    assert.deepStrictEqual(parsed, {
      ok: true,
      value: {
        version: "1.2.3-beta.1",
        description: "Reads PDFs.",
        category: "documents",
        tags: ["pdf", "text"],
        changelog: "New.",
        type: "skillset"
      }
    })
  })

  it("refuses each broken field by name", () => {
    const field = (value: unknown) => {
      const result = SaveMetadata.parse(typeof value === "string" ? value : JSON.stringify(value))
      return result.ok ? undefined : result.problem.field
    }
    assert.strictEqual(field("{"), "metadata")
    assert.strictEqual(field([1]), "metadata")
    assert.strictEqual(field({ version: "1.2" }), "metadata.version")
    assert.strictEqual(field({ version: 3 }), "metadata.version")
    assert.strictEqual(field({ description: "" }), "metadata.description")
    assert.strictEqual(field({ category: "Not A Slug" }), "metadata.category")
    assert.strictEqual(field({ tags: ["ok", "Bad Tag"] }), "metadata.tags")
    assert.strictEqual(field({ tags: Array.from({ length: 21 }, (_, index) => `t${index}`) }), "metadata.tags")
    assert.strictEqual(field({ type: "plugin" }), "metadata.type")
    assert.strictEqual(field({ visibility: "public" }), "metadata.visibility")
    assert.strictEqual(field({ verison: "1.0.0" }), "metadata.verison")
  })

  it("never throws, whatever the input", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const result = SaveMetadata.parse(text)
        assert.isBoolean(result.ok)
      })
    )
  })
})

describe("SaveMetadata.resolveVersion", () => {
  it("starts at 1.0.0, or at the SKILL.md version when it is free", () => {
    assert.deepStrictEqual(
      SaveMetadata.resolveVersion({ requested: undefined, manifestVersion: undefined, existing: [] }),
      {
        ok: true,
        version: "1.0.0"
      }
    )
    assert.deepStrictEqual(
      SaveMetadata.resolveVersion({ requested: undefined, manifestVersion: "0.2.0", existing: [] }),
      {
        ok: true,
        version: "0.2.0"
      }
    )
    assert.deepStrictEqual(
      SaveMetadata.resolveVersion({ requested: undefined, manifestVersion: "0.2.0", existing: ["0.2.0"] }),
      { ok: true, version: "0.2.1" }
    )
  })

  it("gives a fresh version above every existing one when none is requested", () => {
    fc.assert(
      fc.property(fc.uniqueArray(semver, { minLength: 1, maxLength: 20 }), (existing) => {
        const result = SaveMetadata.resolveVersion({ requested: undefined, manifestVersion: undefined, existing })
        assert.isTrue(result.ok)
        if (!result.ok) return
        assert.notInclude(existing, result.version)
        const next = SemanticVersion.parse(result.version)!
        for (const version of existing)
          assert.isAbove(SemanticVersion.compare(next, SemanticVersion.parse(version)!), 0)
      })
    )
  })

  it("takes a requested version unless it exists", () => {
    fc.assert(
      fc.property(fc.uniqueArray(semver, { maxLength: 10 }), semver, (existing, requested) => {
        const result = SaveMetadata.resolveVersion({ requested, manifestVersion: undefined, existing })
        assert.deepStrictEqual(
          result,
          existing.includes(requested) ? { ok: false, taken: requested } : { ok: true, version: requested }
        )
      })
    )
  })
})
