import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as TokenEstimate from "../src/TokenEstimate.ts"

// Texts of every kind: any code points (lone surrogates included), raw UTF-16 code
// units, and samples of English, code, CJK, emoji and combining marks glued together.
const samples = [
  "The quick brown fox jumps over the lazy dog.",
  "a b c d e f g",
  "~!@#$%^&*()_+`-=[]{}|;':\",./<>?",
  'const f = (x: number): number => x ** 2 // square\nif (f(3) !== 9) throw new Error("math")',
  "你好，世界。今天天气很好。",
  "こんにちは世界、カタカナとひらがな",
  "한국어 텍스트입니다",
  "👍🏽👨‍👩‍👧‍👦🇫🇷🏳️‍🌈",
  "é ñ ü Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "\u0000\u0001\t\r\n   \u00a0\u2028"
]

const text = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 100 }).map((units) => String.fromCharCode(...units)),
  fc.array(fc.constantFrom(...samples), { maxLength: 6 }).map((parts) => parts.join(""))
)

const utf8 = (value: string): Array<number> => [...Buffer.from(value, "utf8")]

// A byte-level BPE as GPT-2 and `tiktoken` apply it: start from one token per UTF-8
// byte and apply merges in rank order, each merge joining every adjacent occurrence of
// a pair into one token. The merge table is random (drawn from pairs of the text and
// arbitrary pairs), so the bound is checked against every possible vocabulary, not one.
const bytePairEncode = (value: string, merges: ReadonlyArray<readonly [number, number]>): number => {
  let tokens = utf8(value).map((byte) => [byte])
  const key = (token: ReadonlyArray<number>) => token.join(",")
  for (const [leftPick, rightPick] of merges) {
    if (tokens.length < 2) break
    const left = key(tokens[leftPick % tokens.length]!)
    const right = key(tokens[rightPick % tokens.length]!)
    const merged: Array<Array<number>> = []
    for (let index = 0; index < tokens.length; index++) {
      const token = tokens[index]!
      const next = tokens[index + 1]
      if (next !== undefined && key(token) === left && key(next) === right) {
        merged.push([...token, ...next])
        index++
      } else merged.push(token)
    }
    tokens = merged
  }
  return tokens.length
}

// A SentencePiece tokenizer with byte fallback (Gemini, Gemma, Llama 2): a dummy `▁`
// prefix, spaces as `▁`, the longest vocabulary piece at each position, and characters
// outside the vocabulary spelled as one piece per UTF-8 byte.
const sentencePiece = (value: string, vocabulary: ReadonlySet<string>): number => {
  const normalized = `▁${value.replaceAll(" ", "▁")}`
  const characters = [...normalized]
  let count = 0
  let index = 0
  while (index < characters.length) {
    let length = 0
    for (let end = Math.min(characters.length, index + 8); end > index; end--) {
      if (vocabulary.has(characters.slice(index, end).join(""))) {
        length = end - index
        break
      }
    }
    if (length === 0) {
      count += utf8(characters[index]!).length
      index++
    } else {
      count++
      index += length
    }
  }
  return count
}

describe("TokenEstimate", () => {
  it("counts UTF-8 bytes exactly as the encoder does, lone surrogates included", () => {
    fc.assert(
      fc.property(text, (value) => {
        assert.strictEqual(TokenEstimate.utf8Bytes(value), Buffer.byteLength(value, "utf8"))
      }),
      { numRuns: 2000 }
    )
  })

  it("is never below a byte-level BPE count, whatever the merge table", () => {
    fc.assert(
      fc.property(text, fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 64 }), (value, merges) => {
        assert.isAtLeast(TokenEstimate.text(value), bytePairEncode(value, merges))
      }),
      { numRuns: 500 }
    )
  })

  it("is never below a SentencePiece count with byte fallback, whatever the vocabulary", () => {
    fc.assert(
      fc.property(text, fc.array(fc.string({ unit: "binary", minLength: 1, maxLength: 4 })), (value, pieces) => {
        const vocabulary = new Set([...pieces, "▁", ...[...value].filter((_, index) => index % 3 === 0)])
        assert.isAtLeast(TokenEstimate.text(value), value === "" ? 0 : sentencePiece(value, vocabulary))
      }),
      { numRuns: 500 }
    )
  })

  it("is tight for the worst case: one token per byte, plus the dummy prefix", () => {
    // Only `▁` in the vocabulary (every real one has it): each other byte is its own token.
    for (const sample of samples) {
      assert.strictEqual(TokenEstimate.text(sample), sentencePiece(sample, new Set(["▁"])))
    }
  })

  it("bounds a prompt by its parts plus the chat framing, and grows with every message", () => {
    fc.assert(
      fc.property(
        fc.option(text, { nil: undefined }),
        fc.array(text, { maxLength: 6 }),
        text,
        (system, contents, extra) => {
          const messages = contents.map((content) => ({ content }))
          const estimate = TokenEstimate.prompt({ system, messages })
          const parts = [...(system === undefined || system === "" ? [] : [system]), ...contents]
          const bytes = parts.reduce((sum, part) => sum + Buffer.byteLength(part, "utf8"), 0)
          assert.isAtLeast(estimate, bytes + parts.length * TokenEstimate.messageOverhead + TokenEstimate.replyOverhead)
          assert.isAbove(TokenEstimate.prompt({ system, messages: [...messages, { content: extra }] }), estimate)
        }
      )
    )
  })

  it("bounds the output of received text, clamped to the output cap", () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 100_000 }), (received, cap) => {
        const estimate = TokenEstimate.output(received, cap)
        assert.isAtMost(estimate, cap)
        assert.strictEqual(estimate, Math.min(cap, TokenEstimate.text(received) + 1))
      })
    )
  })
})
