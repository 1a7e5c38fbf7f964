// A realistic review reply (the writing-style app's `enforce` lane of spec 3), built
// deterministically: prose with quotes, backslashes and line breaks (escapes), accented
// letters, CJK and emoji, a few `\uXXXX` escapes as some models write them, nested
// arrays and objects, numbers and booleans. About 50 KB, pretty-printed as models do.

const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const words = [
  "the",
  "voice",
  "draft",
  "reader",
  "sentence",
  "rhythm",
  "clarity",
  "café",
  "naïve",
  "über",
  "façade",
  "résumé",
  "straße",
  "東京",
  "文体",
  "✨",
  "🚀",
  "👍🏽",
  "déjà vu",
  "passive",
  "hedging",
  "jargon",
  '"quoted"',
  "path\\to\\file",
  "tab\there",
  "em—dash",
  "ellipsis…",
  "50%",
  "<b>markup</b>",
  "line\nbreak"
]

const sentence = (next: () => number, length: number) => {
  const parts: Array<string> = []
  for (let index = 0; index < length; index++) parts.push(words[Math.floor(next() * words.length)]!)
  const text = parts.join(" ")
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

const paragraph = (next: () => number, sentences: number) =>
  Array.from({ length: sentences }, () => sentence(next, 6 + Math.floor(next() * 14))).join(" ")

/** The reply as a value. */
export const reviewValue = (seed = 7, findings = 38): Record<string, unknown> => {
  const next = random(seed)
  const severities = ["critical", "high", "medium", "low"]
  const findingList = Array.from({ length: findings }, (_, index) => ({
    id: `F-${String(index + 1).padStart(3, "0")}`,
    severity: severities[index % 4],
    rule_id: index % 5 === 0 ? "unwritten" : `R-${(index % 12) + 1}`,
    quote: sentence(next, 8 + Math.floor(next() * 10)),
    why: paragraph(next, 2),
    rewrite: index % 9 === 0 ? "" : sentence(next, 10 + Math.floor(next() * 10)),
    offsets: [Math.floor(next() * 4000), Math.floor(next() * 4000) + 10],
    confidence: Math.round(next() * 1000) / 1000
  }))
  return {
    lane: "enforce",
    title: "Voice check of the launch announcement ✨",
    verdict: "drifting",
    headline: sentence(next, 14),
    summary: paragraph(next, 4),
    traits: Array.from({ length: 8 }, (_, index) => ({
      name: `trait-${index}`,
      value: sentence(next, 6),
      evidence: [sentence(next, 9), sentence(next, 7)],
      confidence: ["high", "medium", "low"][index % 3]
    })),
    rules: [],
    terms: Array.from({ length: 10 }, () => ({
      term: words[Math.floor(next() * words.length)],
      use: sentence(next, 4),
      avoid: [sentence(next, 3), sentence(next, 2)],
      note: sentence(next, 8)
    })),
    findings: findingList,
    artifact: Array.from({ length: 24 }, (_, index) => `## Section ${index + 1}\n\n${paragraph(next, 5)}\n`).join("\n"),
    artifact_json: {
      kind: "voice_report",
      score: 71,
      on_voice: false,
      violations: findingList.map((finding) => ({
        rule_id: finding.rule_id,
        severity: finding.severity,
        quote: finding.quote,
        rewrite: finding.rewrite
      })),
      nested: {
        depth: [
          [1, 2.5, -3e-7],
          [true, false, null],
          [{ a: [[[]]] }, {}]
        ]
      }
    },
    coverage_check: Array.from({ length: 12 }, (_, index) => ({
      flag_id: `GX-${String(index + 1).padStart(3, "0")}`,
      status: ["confirmed", "cleared", "not-applicable"][index % 3],
      note: sentence(next, 7)
    })),
    questions: [sentence(next, 9), sentence(next, 11), sentence(next, 6)],
    confidence: "medium"
  }
}

/**
 * The reply as text: pretty-printed, with a few accented letters written as `\u00e9`
 * and `\u00fc` escapes, the way some models and servers encode them.
 */
export const reviewReply = (seed = 7, findings = 38): string => {
  let escapes = 0
  return JSON.stringify(reviewValue(seed, findings), null, 2).replace(/[éü]/g, (letter) =>
    escapes++ % 3 === 0 ? `\\u00${letter.charCodeAt(0).toString(16)}` : letter
  )
}
