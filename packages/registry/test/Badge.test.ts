import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as Badge from "../src/Badge.ts"

// A strict enough well-formedness check for the SVG we emit: balanced tags, quoted
// attributes, no raw `<` or `&` in text.
const assertWellFormed = (svg: string) => {
  const stack: Array<string> = []
  const tag = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<&]*(?:&#\d+;[^"<&]*)*")*)\s*(\/?)>/g
  let position = 0
  for (let match = tag.exec(svg); match !== null; match = tag.exec(svg)) {
    const text = svg.slice(position, match.index)
    assert.notMatch(text, /[<>]|&(?!#\d+;)/, `raw markup in text: ${text}`)
    position = match.index + match[0].length
    const [, closing, name, , selfClosing] = match
    if (selfClosing === "/") continue
    if (closing === "/") assert.strictEqual(stack.pop(), name)
    else stack.push(name!)
  }
  assert.strictEqual(position, svg.length, "unparsed content at the end")
  assert.deepStrictEqual(stack, [])
}

const figures: Badge.Figures = { verificationCount: 12, downloadCount: 12_345, scanGrade: "A+", evaluationScore: 87.4 }

describe("Badge", () => {
  it("carries the real figure of every variant in valid SVG", () => {
    const expected = { verified: "12×", installs: "12k", scan: "A+", eval: "87%" }
    for (const variant of Badge.variants) {
      const svg = Badge.render(Badge.forVariant(variant, figures))
      assertWellFormed(svg)
      assert.include(svg, `>${expected[variant]}</text>`)
      assert.include(svg, `<title>${variant}: ${expected[variant]}</title>`)
    }
  })

  it("shows absent figures honestly", () => {
    const none = { verificationCount: 0, downloadCount: 0, scanGrade: undefined, evaluationScore: undefined }
    assert.strictEqual(Badge.forVariant("scan", none).value, "not scanned")
    assert.strictEqual(Badge.forVariant("eval", none).value, "n/a")
    assert.strictEqual(Badge.forVariant("verified", none).value, "none")
  })

  it("shows the server's reference grade beside a sharer's grade that differs, coloured by the worse", () => {
    const disputed = Badge.forVariant("scan", { ...figures, scanGrade: "A", referenceGrade: "E" })
    assert.strictEqual(disputed.value, "A (server: E)")
    assert.strictEqual(disputed.color, Badge.forVariant("scan", { ...figures, scanGrade: "E" }).color)
    assertWellFormed(Badge.render(disputed))
    // Agreement (A+ is the registry's A) shows one grade.
    assert.strictEqual(Badge.forVariant("scan", { ...figures, scanGrade: "A+", referenceGrade: "A" }).value, "A+")
    assert.strictEqual(Badge.forVariant("scan", { ...figures, scanGrade: "C", referenceGrade: "C" }).value, "C")
    // A sharer stricter than the server is shown too, with its own (worse) colour.
    const stricter = Badge.forVariant("scan", { ...figures, scanGrade: "D", referenceGrade: "B" })
    assert.strictEqual(stricter.value, "D (server: B)")
    assert.strictEqual(stricter.color, Badge.forVariant("scan", { ...figures, scanGrade: "D" }).color)
  })

  it("escapes any text and stays well formed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (label, value) => {
        assertWellFormed(Badge.render({ label, value, color: "#555" }))
      })
    )
  })

  it("grows with its text", () => {
    const short = Badge.render({ label: "scan", value: "A", color: "#555" })
    const long = Badge.render({ label: "scan", value: "not scanned", color: "#555" })
    const width = (svg: string) => Number(/width="(\d+)"/.exec(svg)![1])
    assert.isAbove(width(long), width(short))
  })

  it("formats counts", () => {
    assert.deepStrictEqual([0, 999, 1000, 1250, 12_999, 999_999, 1_000_000, 3_456_789].map(Badge.formatCount), [
      "0",
      "999",
      "1k",
      "1.2k",
      "12k",
      "999k",
      "1M",
      "3.4M"
    ])
  })
})
