import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as SemanticVersion from "../src/SemanticVersion.ts"

const version = fc
  .tuple(
    fc.nat(50),
    fc.nat(50),
    fc.nat(50),
    fc.array(fc.oneof(fc.nat(9), fc.constantFrom("alpha", "beta", "rc")), { maxLength: 2 })
  )
  .map(([major, minor, patch, prerelease]) => ({ major, minor, patch, prerelease, build: [] }))

describe("SemanticVersion", () => {
  it("parses and formats valid versions and refuses invalid ones", () => {
    for (const valid of ["0.0.1", "1.2.3", "1.0.0-alpha.1", "1.0.0+build.5", "10.20.30-rc.1+x"]) {
      assert.strictEqual(SemanticVersion.format(SemanticVersion.parse(valid)!), valid)
    }
    for (const invalid of [
      "1",
      "1.2",
      "01.2.3",
      "1.2.3-",
      "1.2.3-01",
      "v1.2.3",
      " 1.2.3",
      "1.2.3.4",
      "99999999999999999.0.0",
      `1.0.0-${"a".repeat(123)}`
    ]) {
      assert.isUndefined(SemanticVersion.parse(invalid), invalid)
    }
    // 128 characters is the longest accepted.
    assert.isDefined(SemanticVersion.parse(`1.0.0-${"a".repeat(122)}`))
  })

  it("orders by semver precedence", () => {
    const ordered = [
      "1.0.0-alpha",
      "1.0.0-alpha.1",
      "1.0.0-alpha.beta",
      "1.0.0-beta",
      "1.0.0-beta.2",
      "1.0.0-beta.11",
      "1.0.0-rc.1",
      "1.0.0",
      "1.0.1",
      "1.1.0",
      "2.0.0"
    ]
    for (let index = 1; index < ordered.length; index++) {
      assert.strictEqual(
        SemanticVersion.compare(SemanticVersion.parse(ordered[index - 1]!)!, SemanticVersion.parse(ordered[index]!)!),
        -1
      )
    }
  })

  it("compares as a total order consistent with formatting", () => {
    fc.assert(
      fc.property(version, version, (left, right) => {
        assert.strictEqual(SemanticVersion.compare(left, right), -SemanticVersion.compare(right, left) || 0)
        assert.strictEqual(SemanticVersion.compare(left, SemanticVersion.parse(SemanticVersion.format(left))!), 0)
      })
    )
  })

  it("increments the patch, and releases a prerelease", () => {
    fc.assert(
      fc.property(version, (value) => {
        assert.isAbove(SemanticVersion.compare(SemanticVersion.incrementPatch(value), value), 0)
      })
    )
    assert.strictEqual(SemanticVersion.format(SemanticVersion.incrementPatch(SemanticVersion.parse("1.2.3")!)), "1.2.4")
    assert.strictEqual(
      SemanticVersion.format(SemanticVersion.incrementPatch(SemanticVersion.parse("1.2.3-beta.1")!)),
      "1.2.3"
    )
    assert.strictEqual(
      SemanticVersion.format(
        SemanticVersion.latest(["1.0.0", "1.10.0", "1.9.9"].map((text) => SemanticVersion.parse(text)!))!
      ),
      "1.10.0"
    )
  })
})
