import { assert, describe, it } from "@effect/vitest"
import { Effect, Option, Stream } from "effect"
import * as fc from "fast-check"
import { reviewReply } from "../bench/fixtures.ts"
import * as IncrementalParser from "../src/effect/IncrementalParser.ts"
import * as JsonRepair from "../src/effect/JsonRepair.ts"
import { extendsValue, fuzzPiece, jsonObject, replyText } from "./support.ts"

// Cuts `text` at the given (sorted, deduplicated) positions.
const deltasOf = (text: string, cuts: ReadonlyArray<number>): Array<string> => {
  const positions = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((left, right) => left - right)
  const deltas: Array<string> = []
  let previous = 0
  for (const position of positions) {
    deltas.push(text.slice(previous, position))
    previous = position
  }
  deltas.push(text.slice(previous))
  return deltas
}

// Streams `text` in `deltas`, checking after each one that the snapshot equals the
// one-shot result on the text so far, and that it extends every earlier snapshot.
const checkStream = (deltas: ReadonlyArray<string>, partialStrings: boolean) => {
  const parser = IncrementalParser.createIncrementalParser({ partialStrings })
  let text = ""
  let previous: { readonly value: unknown; readonly reference: unknown } | undefined
  for (const delta of deltas) {
    parser.push(delta)
    text += delta
    const snapshot = parser.snapshot()
    assert.deepStrictEqual(snapshot, JsonRepair.parseReply(text, { partialStrings }), text)
    assert.strictEqual(parser.length, text.length)
    if (snapshot._tag === "Parsed") {
      if (previous !== undefined) {
        assert.strictEqual(snapshot.value, previous.reference, "the same object grows in place")
        assert.isTrue(extendsValue(previous.value, snapshot.value, partialStrings), text)
      }
      previous = { value: structuredClone(snapshot.value), reference: snapshot.value }
    } else if (snapshot.reason === "SyntaxError") {
      previous = undefined
    }
  }
}

describe("IncrementalParser", () => {
  it("equals the one-shot result after every delta, and only grows (random values, random deltas)", () => {
    fc.assert(
      fc.property(
        jsonObject,
        fc.constantFrom(0, 2),
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.boolean(),
        fc.constantFrom("", "Sure! Here it is: {key: value}\n```json\n"),
        fc.constantFrom("", "\n```", " and more {}"),
        (object, indent, cuts, partialStrings, before, after) => {
          const text = before + replyText(object, indent) + after
          checkStream(deltasOf(text, cuts), partialStrings)
        }
      ),
      { numRuns: 500 }
    )
  })

  it("streams the review reply in 16-character deltas and in single characters", () => {
    const text = `\`\`\`json\n${reviewReply()}\n\`\`\``
    for (const partialStrings of [false, true]) {
      const sixteen: Array<string> = []
      for (let index = 0; index < text.length; index += 16) sixteen.push(text.slice(index, index + 16))
      checkStream(sixteen.slice(0, 400), partialStrings)
      const parser = IncrementalParser.createIncrementalParser({ partialStrings })
      for (const character of text) parser.push(character)
      assert.deepStrictEqual(parser.snapshot(), JsonRepair.parseReply(text, { partialStrings }))
    }
  })

  it("stays linear: a 4 MB string value streamed in 20-character pieces, with a snapshot after each", () => {
    // A parser that re-read the text, or copied the string, on each snapshot would take
    // hours here; the test has the default time limit.
    const parser = IncrementalParser.createIncrementalParser({ partialStrings: true })
    parser.push('{"artifact": "')
    const piece = "Lorem ipsum é 😀 \\n "
    for (let index = 0; index < 200_000; index++) {
      parser.push(piece)
      parser.snapshot()
    }
    const snapshot = parser.snapshot()
    assert.strictEqual(snapshot._tag === "Parsed" && (snapshot.value.artifact as string).length, 200_000 * 19)
  })

  it("ignores what follows the object and keeps a syntax error", () => {
    const parser = IncrementalParser.createIncrementalParser()
    parser.push('{"a": 1} trailing')
    parser.push(' {"b": 2}')
    assert.deepStrictEqual(parser.snapshot(), { _tag: "Parsed", value: { a: 1 }, complete: true, start: 0, end: 8 })
    const broken = IncrementalParser.createIncrementalParser()
    broken.push('{"a": [1,]')
    broken.push(', "b": 2}')
    assert.deepStrictEqual(broken.snapshot(), JsonRepair.parseReply('{"a": [1,], "b": 2}'))
    assert.strictEqual(broken.snapshot()._tag, "Failed")
  })

  it("never throws on random deltas (fuzz)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ unit: "binary", maxLength: 8 }), fc.string({ unit: fuzzPiece, maxLength: 8 })), {
          maxLength: 20
        }),
        fc.boolean(),
        (deltas, partialStrings) => checkStream(deltas, partialStrings)
      ),
      { numRuns: 2000 }
    )
  })

  it.effect("gives a snapshot per chunk of a stream of deltas", () =>
    Effect.gen(function* () {
      const rendered = yield* Stream.fromIterable(['{"score": 7', "1, ", '"verdict": "drif']).pipe(
        Stream.rechunk(1),
        IncrementalParser.snapshots(),
        Stream.map((reply) => (reply._tag === "Parsed" ? JSON.stringify(reply.value) : reply.reason)),
        Stream.runCollect
      )
      assert.deepStrictEqual(rendered, ["{}", '{"score":71}', '{"score":71}'])
      const last = yield* Stream.make('{"score": 7', "1, ", '"verdict": "drif').pipe(
        IncrementalParser.snapshots(),
        Stream.runLast
      )
      assert.deepStrictEqual(Option.getOrUndefined(last), JsonRepair.parseReply('{"score": 71, "verdict": "drif'))
    })
  )
})
