import { assert, describe, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import * as fc from "fast-check"
import { reviewReply, reviewValue } from "../bench/fixtures.ts"
import * as JsonRepair from "../src/effect/JsonRepair.ts"
import { fastParse, findStart } from "../src/internal/fastPath.ts"
import { Machine } from "../src/internal/machine.ts"
import {
  equalValues,
  escapeNonAscii,
  fuzzPiece,
  isStructuralPrefix,
  jsonObject,
  normalize,
  prefixes,
  readBack,
  replyText
} from "./support.ts"

const exact = (text: string, partialStrings = false): JsonRepair.Reply => {
  const machine = new Machine(partialStrings)
  machine.push(text)
  return machine.reply()
}

const value = (text: string, options?: JsonRepair.Options) => {
  const reply = JsonRepair.parseReply(text, options)
  return reply._tag === "Parsed" ? reply.value : reply.reason
}

describe("JsonRepair.parseReply", () => {
  it("starts at the first { that opens an object, skipping prose and fences", () => {
    assert.deepStrictEqual(JsonRepair.parseReply('Sure! Use {key: value} syntax.\n```json\n{"a": 1}\n```'), {
      _tag: "Parsed",
      value: { a: 1 },
      complete: true,
      start: 39,
      end: 47
    })
    assert.deepStrictEqual(value('{{ "a": 1}'), { a: 1 })
    assert.deepStrictEqual(value("{ }"), {})
    assert.deepStrictEqual(value("{\n\t\r }"), {})
    assert.deepStrictEqual(JsonRepair.parseReply("no object {here}"), {
      _tag: "Failed",
      reason: "NoObject",
      position: 16,
      message: 'No JSON object in the text: no "{" followed by a key or "}"'
    })
    assert.strictEqual(value("ends with {  "), "NoObject", "the next character is not known yet")
    assert.deepStrictEqual(value('[{"a": 1}]'), { a: 1 }, "an object inside an array is the first object")
  })

  it("returns a complete object and ignores what follows", () => {
    for (const after of ["\n```", "\nHope this helps! {", ' {"second": 2}', "}}}", ', "b": 2}', "garbage ] ,"]) {
      const reply = JsonRepair.parseReply(`{"a": [1, {"b": "}"}]}${after}`)
      assert.deepStrictEqual(reply, {
        _tag: "Parsed",
        value: { a: [1, { b: "}" }] },
        complete: true,
        start: 0,
        end: 22
      })
    }
  })

  const truncations: ReadonlyArray<readonly [string, unknown, number]> = [
    ['{"a"', {}, 1],
    ['{"a": 1,', { a: 1 }, 7],
    ['{"a": 1, "b"', { a: 1 }, 7],
    ['{"a": 1, "b":', { a: 1 }, 7],
    ['{"a": 1, "b": [', { a: 1, b: [] }, 15],
    ['{"a": 1, "b": {', { a: 1, b: {} }, 15],
    ['{"a": [1, 2', { a: [1] }, 8],
    ['{"a": [1, 2]', { a: [1, 2] }, 12],
    ['{"a": 12', {}, 1],
    ['{"a": 12 ', { a: 12 }, 8],
    ['{"a": 0', {}, 1],
    ['{"a": -', {}, 1],
    ['{"a": 1.', {}, 1],
    ['{"a": 1.5e', {}, 1],
    ['{"a": 1.5e-3\n', { a: 0.0015 }, 12],
    ['{"a": tr', {}, 1],
    ['{"a": true', { a: true }, 10],
    ['{"a": null, "b": fals', { a: null }, 10],
    ['{"a": "xy', {}, 1],
    ['{"a": "xy"', { a: "xy" }, 10],
    ['{"a": {"b": 1, "c": ', { a: { b: 1 } }, 13],
    ['{"a": [{"b": "x', { a: [{}] }, 8],
    ['{"a": [[], [[', { a: [[], [[]]] }, 13]
  ]

  it("cuts back to the last point where every value is complete", () => {
    for (const [text, expected, end] of truncations) {
      assert.deepStrictEqual(
        JsonRepair.parseReply(text),
        { _tag: "Parsed", value: expected as Record<string, unknown>, complete: false, start: 0, end },
        text
      )
    }
  })

  it("keeps an incomplete string value with partialStrings, never an incomplete key", () => {
    const cases: ReadonlyArray<readonly [string, unknown, number]> = [
      ['{"a": "xy', { a: "xy" }, 9],
      ['{"a": "', { a: "" }, 7],
      ['{"a": ["one", "tw', { a: ["one", "tw"] }, 17],
      ['{"a": "x", "bc', { a: "x" }, 9],
      ['{"a": "line\\', { a: "line" }, 11],
      ['{"a": "caf\\u00', { a: "caf" }, 10],
      ['{"a": "caf\\u00e9', { a: "café" }, 16],
      ['{"a": "smile \\ud83d', { a: "smile " }, 13],
      ['{"a": "smile \\ud83d\\ude', { a: "smile " }, 13],
      ['{"a": "smile \\ud83d\\ude00', { a: "smile 😀" }, 25],
      ['{"a": "smile \ud83d', { a: "smile " }, 13],
      ['{"a": "two \\ud83d\\ud83d', { a: "two \uFFFD" }, 17],
      ['{"a": "x", "b": 1', { a: "x" }, 9]
    ]
    for (const [text, expected, end] of cases) {
      assert.deepStrictEqual(
        JsonRepair.parseReply(text, { partialStrings: true }),
        { _tag: "Parsed", value: expected as Record<string, unknown>, complete: false, start: 0, end },
        text
      )
    }
  })

  it("refuses a syntax error before the end of the text instead of guessing", () => {
    const errors: ReadonlyArray<readonly [string, number]> = [
      ['{"a": 1,}', 8],
      ['{"a": [1, 2,]}', 12],
      ['{"a" 1}', 5],
      ['{"a": 1 "b": 2}', 8],
      ['{"a": tru}', 9],
      ['{"a": True}', 6],
      ['{"a": None}', 6],
      ["{\"a\": 'single'}", 6],
      ['{"a": 1} ', -1],
      ['{"a": "tab\there"}', 10],
      ['{"a": "line\nbreak"}', 11],
      ['{"a": "bad \\x escape"}', 12],
      ['{"a": "\\u12g4"}', 11],
      ['{"a": 1, // comment\n"b": 2}', 9],
      ['{"a": /* comment */ 1}', 6],
      ['{"a": 01}', 7],
      ['{"a": .5}', 6],
      ['{"a": +1}', 6],
      ['{"a": NaN}', 6],
      ['{"a": [1}', 8],
      ['{"a": {"b": 1]}', 13],
      ['{"a": 1, b: 2}', 9],
      ['{"a": -x', 7],
      ['{"a": 1.e3}', 8],
      ['{"a": "x"\u00a0}', 9]
    ]
    for (const [text, position] of errors) {
      const reply = JsonRepair.parseReply(text)
      if (position === -1) {
        assert.strictEqual(reply._tag, "Parsed", text)
        continue
      }
      assert.strictEqual(reply._tag, "Failed", text)
      if (reply._tag === "Failed") {
        assert.strictEqual(reply.reason, "SyntaxError", text)
        assert.strictEqual(reply.position, position, `${text}: ${reply.message}`)
      }
      assert.deepStrictEqual(JsonRepair.parseReply(text, { partialStrings: true }), reply)
    }
  })

  it("never produces a lone surrogate", () => {
    assert.deepStrictEqual(value('{"a": "\\ud83d"}'), { a: "\uFFFD" })
    assert.deepStrictEqual(value('{"a": "\\udc00x\\ud83d\\ude00"}'), { a: "\uFFFDx😀" })
    assert.deepStrictEqual(value('{"a": "\ud83d\\ude00", "\\ud800": 1}'), { a: "😀", "\uFFFD": 1 })
    assert.deepStrictEqual(value('{"a": "raw \ud800 lone"}'), { a: "raw \uFFFD lone" })
    assert.deepStrictEqual(value('{"a": "\\uD83D", "b": "\\uD83D\\uDE00"}'), { a: "\uFFFD", b: "😀" })
    assert.deepStrictEqual(value('Here:\n```json\n{"a": ["x\\uDC00"]}\n```\nSee "a".'), { a: ["x\uFFFD"] })
    assert.deepStrictEqual(value('{"a": ["\\ud83d'), { a: [] })
    assert.deepStrictEqual(value('{"a": ["\\ud83d', { partialStrings: true }), { a: [""] })
  })

  it("makes __proto__ an own property, as JSON.parse does, and never touches a prototype", () => {
    for (const text of [
      '{"__proto__": {"polluted": true}}',
      '{"__proto__": {"polluted": true}, "b": [',
      '{"x": {"__proto__": []}}'
    ]) {
      for (const partialStrings of [false, true]) {
        const reply = JsonRepair.parseReply(text, { partialStrings })
        assert.strictEqual(reply._tag, "Parsed")
        if (reply._tag !== "Parsed") continue
        assert.strictEqual(Object.getPrototypeOf(reply.value), Object.prototype)
        assert.isTrue(Object.keys(reply.value).includes("__proto__") || Object.keys(reply.value).includes("x"))
      }
    }
    assert.deepStrictEqual(Object.keys(JSON.parse('{"__proto__": 1}')), ["__proto__"])
    assert.isUndefined(({} as Record<string, unknown>).polluted)
    const nested = value('{"x": {"__proto__": [1]}}') as { x: object }
    assert.strictEqual(Object.getPrototypeOf(nested.x), Object.prototype)
  })

  it("reads escaped keys right where JSON.parse does not (nodejs/node#63785)", () => {
    // Once V8 has read a key with a backslash, `JSON.parse` can read a later escaped key
    // at the same place as that key; the escaped keys here are read by the exact reader.
    for (let round = 0; round < 3; round++) {
      JSON.parse('{"a": 1, "\\\\": 2}')
      JSON.parse('{"a": 1, "x\\\\": 2}')
    }
    for (const [text, keys] of [
      ['{"a": 1, "\\n": 2}', ["a", "\n"]],
      ['{"a": 1, "\\"": 2}', ["a", '"']],
      ['{"a": 1, "\\u00e9": 2}', ["a", "é"]],
      ['{"a": 1, "\\ud83d": 2}', ["a", "\uFFFD"]],
      ['{"a": 1, "x\\n": 2}', ["a", "x\n"]],
      ['```json\n{"a": 1, "\\n": 2}\n```', ["a", "\n"]],
      ['{"a": 1, "\\n": 2, "b": [', ["a", "\n", "b"]]
    ] as const) {
      for (const partialStrings of [false, true]) {
        const reply = JsonRepair.parseReply(text, { partialStrings })
        assert.deepStrictEqual(reply._tag === "Parsed" && Object.keys(reply.value), [...keys], text)
      }
    }
  })

  it("reads the realistic review reply, whole, fenced and cut anywhere", () => {
    const text = reviewReply()
    const full = normalize(JSON.parse(text))
    const whole = JsonRepair.parseReply(`Here is the review:\n\n\`\`\`json\n${text}\n\`\`\`\nLet me know!`)
    assert.strictEqual(whole._tag === "Parsed" && whole.complete, true)
    assert.isTrue(whole._tag === "Parsed" && equalValues(whole.value, full))
    assert.isTrue(equalValues(full, normalize(reviewValue())))
    for (let cut = 0; cut < text.length; cut += 37) {
      for (const partialStrings of [false, true]) {
        const reply = JsonRepair.parseReply(text.slice(0, cut), { partialStrings })
        if (reply._tag === "Failed") {
          assert.strictEqual(reply.reason, "NoObject")
          continue
        }
        assert.isTrue(isStructuralPrefix(reply.value, full, partialStrings), `cut at ${cut}`)
      }
    }
  })

  it("repairs every prefix of JSON.stringify of a random value to a structural prefix of it", () => {
    fc.assert(
      fc.property(jsonObject, fc.constantFrom(0, 2), fc.boolean(), (object, indent, partialStrings) => {
        const text = replyText(object, indent)
        const full = readBack(object)
        for (const prefix of prefixes(text)) {
          const reply = JsonRepair.parseReply(prefix, { partialStrings })
          if (prefix.length < text.length) {
            if (reply._tag === "Failed") {
              assert.strictEqual(reply.reason, "NoObject", prefix)
              continue
            }
            assert.isTrue(isStructuralPrefix(reply.value, full, partialStrings), prefix)
            assert.isTrue(reply.end <= prefix.length)
          } else {
            assert.strictEqual(reply._tag === "Parsed" && reply.complete, true)
            assert.isTrue(reply._tag === "Parsed" && equalValues(reply.value, full))
          }
        }
      }),
      { numRuns: 300 }
    )
  })

  it("agrees with the exact reader on random prefixes and corruptions (differential fuzz)", () => {
    const corruption = fc.constantFrom(
      ",",
      "}",
      "]",
      "{",
      "[",
      '"',
      ":",
      "\\",
      " ",
      "x",
      "1",
      "-",
      ".",
      "e",
      "t",
      "\n",
      "\u0001",
      "\ud83d",
      "\\u"
    )
    fc.assert(
      fc.property(
        jsonObject,
        fc.nat(),
        fc.option(fc.tuple(fc.nat(), corruption), { nil: undefined }),
        fc.boolean(),
        (object, cutSeed, edit, partialStrings) => {
          let text = replyText(object, cutSeed % 3)
          if (edit !== undefined) {
            const at = edit[0] % (text.length + 1)
            text = text.slice(0, at) + edit[1] + text.slice(at)
          }
          const prefix = `Reply: ${text.slice(0, cutSeed % (text.length + 1))}`
          assert.deepStrictEqual(
            JsonRepair.parseReply(prefix, { partialStrings }),
            exact(prefix, partialStrings),
            prefix
          )
          assert.deepStrictEqual(JsonRepair.parseReply(text, { partialStrings }), exact(text, partialStrings), text)
        }
      ),
      { numRuns: 5000 }
    )
  })

  it("answers as the exact reader on objects between random prose, fences and trailing text", () => {
    const alphabet = fc.constantFrom(...'{}[]":,\\` \na1', "\ud83d", "\ude00")
    const before = fc.oneof(
      fc.constantFrom(
        "",
        "Sure! ",
        "Use {key: value} syntax.\n",
        "```json\n",
        "Here is the review:\n\n```json\n",
        "{ not json ",
        "{{",
        "[",
        'A "quoted" {word}: ',
        "\ud83d ",
        '{"a": ',
        "{}"
      ),
      fc.string({ unit: alphabet, maxLength: 12 })
    )
    const after = fc.oneof(
      fc.constantFrom(
        "",
        "\n",
        "\n```",
        "\n```\nLet me know!",
        '\n```\nLet me know if "drifting" is right.',
        "\nUse {x} next.",
        ' {"second": 2}',
        "{}",
        "}",
        "}}",
        "]",
        ', "b": 2}',
        "garbage ] ,",
        "\ude00",
        '\\ud83d"}'
      ),
      fc.string({ unit: alphabet, maxLength: 12 })
    )
    const json = fc
      .tuple(jsonObject, fc.constantFrom(0, 2), fc.constantFrom("raw", "all", "mixed"), fc.integer())
      .map(([object, indent, escapes, seed]) => {
        const text = replyText(object, indent)
        return {
          value: object,
          text: escapes === "raw" ? text : escapeNonAscii(text, escapes as "all" | "mixed", seed)
        }
      })
    fc.assert(
      fc.property(
        json,
        before,
        after,
        fc.option(fc.nat(), { nil: undefined }),
        fc.boolean(),
        ({ text: object, value: expected }, prose, trailing, cutSeed, partialStrings) => {
          const body = cutSeed === undefined ? object : object.slice(0, cutSeed % (object.length + 1))
          const text = prose + body + trailing
          const reply = JsonRepair.parseReply(text, { partialStrings })
          assert.deepStrictEqual(reply, exact(text, partialStrings), text)
          if (cutSeed !== undefined || findStart(prose) !== -1) return
          // The object is complete and the first in the text. The fast path reads it, unless
          // a key holds an escape (`JSON.parse` may read those wrong: nodejs/node#63785).
          const fast = fastParse(text, partialStrings)
          if (fast !== undefined || !/"(?:[^"\\]|\\.)*\\.(?:[^"\\]|\\.)*"\s*:/.test(object))
            assert.deepStrictEqual(fast, reply, text)
          assert.deepStrictEqual(
            { ...reply, value: undefined },
            {
              _tag: "Parsed",
              value: undefined,
              complete: true,
              start: prose.length,
              end: prose.length + object.length
            },
            text
          )
          assert.isTrue(reply._tag === "Parsed" && equalValues(reply.value, readBack(expected)), text)
          assert.isTrue(reply._tag === "Parsed" && Object.getPrototypeOf(reply.value) === Object.prototype)
        }
      ),
      { numRuns: 3000 }
    )
  })

  it("never throws on random text (fuzz)", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: fuzzPiece, maxLength: 80 })),
        fc.boolean(),
        (text, partialStrings) => {
          const reply = JsonRepair.parseReply(text, { partialStrings })
          assert.deepStrictEqual(reply, exact(text, partialStrings))
        }
      ),
      { numRuns: 5000 }
    )
  })
})

describe("JsonRepair.decodeReply", () => {
  const Verdict = Schema.Struct({ verdict: Schema.String, score: Schema.Number })

  it.effect("decodes the object with a schema", () =>
    Effect.gen(function* () {
      const verdict = yield* JsonRepair.decodeReply(Verdict)('```json\n{"verdict": "on-voice", "score": 92}\n```')
      assert.deepStrictEqual(verdict, { verdict: "on-voice", score: 92 })
    })
  )

  it.effect("fails with ReplyError or SchemaError", () =>
    Effect.gen(function* () {
      const missing = yield* JsonRepair.decodeReply(Verdict)("I cannot help with that.").pipe(Effect.flip)
      assert.strictEqual(missing._tag, "ReplyError")
      const invalid = yield* JsonRepair.decodeReply(Verdict)('{"verdict": "on-voice", "score": "high"}').pipe(
        Effect.flip
      )
      assert.strictEqual(invalid._tag, "SchemaError")
    })
  )
})
