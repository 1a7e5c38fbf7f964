import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Clip, GlslReader } from "../src/index.ts"

const lines = (count: number) => Array.from({ length: count }, (_, index) => `float v${index} = ${index}.0;`).join("\n")

describe("Clip", () => {
  it("keeps a source that fits", () => {
    assert.deepStrictEqual(Clip.clip("void main() {}"), { text: "void main() {}" })
  })

  it("cuts whole lines between head and tail, with a marker naming the cut", () => {
    const source = lines(5000)
    const clipped = Clip.clip(source)
    assert.isAtMost(clipped.text.length, 40_000)
    const cut = clipped.cut!
    const marker = Clip.readMarker(clipped.text)!
    assert.deepStrictEqual({ from: marker.from, to: marker.to, lines: marker.lines }, cut)
    const kept = clipped.text.split("\n")
    assert.strictEqual(kept[marker.line - 1], Clip.marker(cut.from, cut.to))
    // The line after the marker is the original line after the cut.
    assert.strictEqual(kept[marker.line], `float v${cut.to} = ${cut.to}.0;`)
    assert.strictEqual(Clip.originalLine(clipped.text, marker.line + 1), cut.to + 1)
    // The reader raises GX-017 on a clipped source.
    assert.include(GlslReader.flagIds(GlslReader.facts(clipped.text)), "GX-017")
  })

  it("keeps a prefix and a suffix of whole lines, never more than max (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ maxLength: 60 }).map((line) => line.replace(/\n/g, " ")),
          { minLength: 1, maxLength: 300 }
        ),
        fc.integer({ min: 200, max: 4000 }),
        (sourceLines, max) => {
          const source = sourceLines.join("\n")
          const clipped = Clip.clip(source, max)
          if (clipped.cut === undefined) return assert.strictEqual(clipped.text, source)
          assert.isAtMost(clipped.text.length, max)
          const kept = clipped.text.split("\n")
          const at = clipped.cut.from - 1
          assert.deepStrictEqual(kept.slice(0, at), sourceLines.slice(0, at))
          assert.deepStrictEqual(kept.slice(at + 1), sourceLines.slice(clipped.cut.to))
          assert.strictEqual(clipped.cut.lines, clipped.cut.to - clipped.cut.from + 1)
        }
      )
    )
  })
})
