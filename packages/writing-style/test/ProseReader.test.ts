import { readFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import * as ProseReader from "../src/ProseReader.ts"

const corpus = (name: string) => readFileSync(join(import.meta.dirname, "corpus", `${name}.txt`), "utf8")
const flagIds = (text: string) => ProseReader.read(text).flags.map((flag) => flag.id)

describe("ProseReader", () => {
  describe("the corpus (counts checked by hand, see corpus/SOURCES.md)", () => {
    const expected: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, number, number]>]> = [
      ["gettysburg", [["Gettysburg Address", 271, 10]]],
      ["declaration", [["Declaration of Independence, preamble", 106, 2]]],
      ["austen", [["Pride and Prejudice, chapter 1", 153, 9]]],
      [
        "genesis",
        [
          ["Genesis 1:1-5 (King James Version)", 89, 7],
          ["Moby-Dick, chapter 1", 58, 3]
        ]
      ]
    ]
    for (const [name, samples] of expected)
      it(name, () => {
        const report = ProseReader.read(corpus(name))
        assert.deepStrictEqual(
          report.samples.map((sample) => [sample.label, sample.words, sample.sentences]),
          samples.map((sample) => [...sample])
        )
        assert.strictEqual(
          report.words,
          samples.reduce((sum, [, words]) => sum + words, 0)
        )
      })

    it("grades them plausibly (Flesch–Kincaid, our syllable rules)", () => {
      const grade = (name: string) => ProseReader.read(corpus(name)).reading_grade
      assert.closeTo(grade("gettysburg"), 11, 1.5)
      assert.isAbove(grade("declaration"), 20)
      assert.isBelow(grade("genesis"), 7)
    })
  })

  describe("sentences", () => {
    const cases: ReadonlyArray<readonly [string, number]> = [
      ["Go. Now. Stop.", 3],
      ["Yes! No? Maybe.", 3],
      ["Mr. Smith met Dr. Jones at St. Paul's.", 1],
      ["J. R. R. Tolkien wrote it. The U.S. Army read it.", 2],
      ["It cost $3.50 in 1999. Pi is 3.14159.", 2],
      ["Wait... what? I see... Go on.", 3],
      ['"Stop!" he said. "Why?" she asked.', 2],
      ["See No. 5 and e.g. Paris. Done.", 2],
      ["Hi.", 1],
      ["Ok", 1]
    ]
    for (const [text, count] of cases) it(text, () => assert.strictEqual(ProseReader.sentencesOf(text).length, count))

    it("joins hard-wrapped lines, keeps list items and skips headings and code", () => {
      const report = ProseReader.read(
        "# Title here\n\nA sentence that is\nwrapped over lines. Another.\n\n- first item\n- second item\n\n```\nconst x = 1. Not prose.\n```"
      )
      assert.deepStrictEqual([report.sentences, report.headings, report.list_items, report.paragraphs], [4, 1, 2, 1])
      assert.strictEqual(report.words, 2 + 8 + 4)
    })
  })

  describe("words and syllables", () => {
    it("counts hyphenated compounds, contractions, numbers and mask tokens as one word each", () =>
      assert.deepStrictEqual(ProseReader.wordsOf("A well-known co-op didn't pay 3.14 to [EMAIL-1]."), [
        "A",
        "well-known",
        "co-op",
        "didn't",
        "pay",
        "3.14",
        "to",
        "masked"
      ]))

    it("gets at least 90% of a dictionary word list exactly right", () => {
      const words: ReadonlyArray<readonly [string, number]> = [
        ["cat", 1],
        ["table", 2],
        ["apple", 2],
        ["hoped", 1],
        ["wanted", 2],
        ["boxes", 2],
        ["makes", 1],
        ["beautiful", 3],
        ["simple", 2],
        ["liberty", 3],
        ["nation", 2],
        ["civil", 2],
        ["testing", 2],
        ["endure", 2],
        ["portion", 2],
        ["gave", 1],
        ["brave", 1],
        ["struggled", 2],
        ["detract", 2],
        ["remember", 3],
        ["unfinished", 3],
        ["devotion", 3],
        ["government", 3],
        ["perish", 2],
        ["education", 4],
        ["communication", 5],
        ["readability", 5],
        ["sentence", 2],
        ["paragraph", 3],
        ["syllable", 3],
        ["library", 3],
        ["the", 1],
        ["because", 2],
        ["house", 1],
        ["houses", 2],
        ["walked", 1],
        ["created", 3],
        ["animal", 3],
        ["computer", 3],
        ["yellow", 2],
        ["you", 1],
        ["year", 1],
        ["everything", 3],
        ["probably", 3],
        ["strength", 1],
        ["rhythm", 2],
        ["queue", 1],
        ["argue", 2],
        ["create", 2],
        ["lion", 2],
        ["ratio", 3],
        ["violin", 3],
        ["museum", 3],
        ["priority", 4],
        ["little", 2],
        ["bottle", 2],
        ["tables", 2],
        ["judges", 2],
        ["fixes", 2],
        ["likes", 1],
        ["named", 1],
        ["needed", 2],
        ["ended", 2],
        ["poem", 2],
        ["business", 2]
      ]
      const wrong = words.filter(([word, count]) => ProseReader.syllables(word) !== count)
      assert.isAtMost(
        wrong.length,
        Math.floor(words.length / 10),
        JSON.stringify(wrong.map(([word]) => [word, ProseReader.syllables(word)]))
      )
    })

    it("computes the Flesch–Kincaid grade to one decimal", () => {
      assert.strictEqual(
        ProseReader.fleschKincaidGrade(100, 5, 150),
        Math.round((0.39 * 20 + 11.8 * 1.5 - 15.59) * 10) / 10
      )
      assert.strictEqual(ProseReader.fleschKincaidGrade(0, 0, 0), 0)
    })
  })

  describe("samples", () => {
    it("splits on --- Label --- lines and drops blank pieces", () =>
      assert.deepStrictEqual(
        ProseReader.splitSamples("Intro text.\n--- One ---\nA.\n---- Two  ----\n\n--- Three ---\nC.\n---\nD."),
        [
          { label: "", text: "Intro text." },
          { label: "One", text: "A." },
          { label: "Three", text: "C.\n---\nD." }
        ]
      ))
  })

  describe("flags: each fires on its example and stays quiet on the counter-example", () => {
    const long = `${"word ".repeat(34)}end.`
    const examples: ReadonlyArray<readonly [string, string, string]> = [
      ["long-sentences", `${long} Short one.`, "Short one. Another short one."],
      [
        "reading-grade",
        "Institutional considerations necessitate comprehensive organizational restructuring initiatives.",
        "We ship on Fridays."
      ],
      [
        "passive-voice",
        "The report was written by Ana. The tests were run twice.",
        "Ana wrote the report. We ran the tests twice."
      ],
      ["hedging", "Perhaps we could try. I think it might work.", "We will try. It works."],
      ["filler", "It is very good. It is really fast. We just ship it.", "It is good. It is fast. We ship it."],
      ["cliches", "Our cutting-edge tool is a game changer.", "Our tool saves an hour a day."],
      ["exclamations", "We launched! It is live!! Try it.", "We launched. It is live. Try it."],
      ["spelling-variants", "Pick a colour. We organize the color palette.", "Pick a colour. We organise the palette."],
      [
        "contractions-mixed",
        "We don't stop. We can't stop. We do not wait. It is not done.",
        "We don't stop. We can't stop."
      ],
      [
        "oxford-comma-mixed",
        "Bring red, green, and blue. Bring salt, pepper and oil.",
        "Bring red, green, and blue. Bring salt, pepper, and oil."
      ],
      [
        "heading-case-mixed",
        "# How We Ship Software\n\nText.\n\n# what we measure\n\nText.",
        "# How we ship software\n\nText.\n\n# What we measure\n\nText."
      ],
      ["heading-punctuation", "# We ship.\n\nText.", "# We ship\n\nText."],
      [
        "list-punctuation-mixed",
        "Steps:\n\n- Open the app.\n- Press start\n",
        "Steps:\n\n- Open the app.\n- Press start.\n"
      ],
      ["repeated-words", "We ship the the product.", "We ship the product."],
      [
        "long-paragraphs",
        `${"We ship software every week. ".repeat(32)}`,
        `${"We ship software every week. ".repeat(20)}`
      ],
      ["masked-values", "Write to [EMAIL-1] today.", "Write to us today."]
    ]
    it("covers the whole catalogue", () =>
      assert.deepStrictEqual(
        examples.map(([id]) => id),
        ProseReader.flagCatalogue.map((flag) => flag.id)
      ))
    for (const [id, fires, quiet] of examples)
      it(id, () => {
        assert.include(flagIds(fires), id)
        assert.notInclude(flagIds(quiet), id)
      })
  })

  describe("prescan", () => {
    it("has the spec's shape, flags [] when none fire", () => {
      assert.deepStrictEqual(ProseReader.prescan("--- A ---\nWe ship on Fridays.\n--- B ---\nWe rest on Mondays."), {
        samples: 2,
        words: 8,
        reading_grade: ProseReader.read("We ship on Fridays. We rest on Mondays.").reading_grade,
        masked_values: 0,
        flags: []
      })
      const flagged = ProseReader.prescan("We launched!! Write to [EMAIL-1] or [EMAIL-2].", { maskedValues: 2 })
      assert.deepStrictEqual(flagged.flags, [
        { id: "exclamations", severity: "medium" },
        { id: "masked-values", severity: "low" }
      ])
      assert.strictEqual(flagged.masked_values, 2)
    })

    it("runs on the server only when the client sent none", () => {
      const sent = { samples: "We ship.", prescan: { flags: [{ id: "custom", severity: "low" }] } }
      assert.strictEqual(ProseReader.withPrescan(sent), sent)
      assert.deepStrictEqual(ProseReader.withPrescan({ samples: "We ship." }).prescan.flags, [])
    })
  })
})
