// Synthetic fixtures: keys in each provider's documented format, built at test time
// from a seeded generator (no real key is, or looks committed as, a literal).
import type { WritingStyleOutput } from "../src/WritingStyle.ts"

let seed = 20261124
const next = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
  return seed >>> 8
}
const alphabet = (chars: string) => (length: number) => {
  let out = ""
  for (let index = 0; index < length; index++) out += chars[next() % chars.length]
  return out
}
const alnum = alphabet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
const urlSafe = alphabet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
const hex = alphabet("0123456789abcdef")
const upperAlnum = alphabet("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
const base64 = alphabet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
const lowerAlpha = alphabet("abcdefghijklmnopqrstuvwxyz")

/** `[provider, key]` pairs: every format the masker must catch. */
export const syntheticKeys = (): ReadonlyArray<readonly [string, string]> => [
  ["OpenAI legacy", `sk-${alnum(48)}`],
  ["OpenAI project", `sk-proj-${urlSafe(156)}`],
  ["OpenAI service account", `sk-svcacct-${urlSafe(120)}`],
  ["OpenAI admin", `sk-admin-${urlSafe(80)}`],
  ["OpenRouter", `sk-or-v1-${hex(64)}`],
  ["DeepSeek", `sk-${hex(32)}`],
  ["Anthropic", `sk-ant-api03-${urlSafe(93)}AA`],
  ["Anthropic admin", `sk-ant-admin01-${urlSafe(93)}AA`],
  ["AWS access key id", `AKIA${upperAlnum(16)}`],
  ["AWS temporary key id", `ASIA${upperAlnum(16)}`],
  ["AWS secret access key", `${base64(40)}`],
  ["AWS documented example secret", ["wJalrXUtnFEMI", "K7MDENG", "bPxRfiCYEXAMPLEKEY"].join("/")],
  ["GitHub classic", `ghp_${alnum(36)}`],
  ["GitHub OAuth", `gho_${alnum(36)}`],
  ["GitHub user-to-server", `ghu_${alnum(36)}`],
  ["GitHub server-to-server", `ghs_${alnum(36)}`],
  ["GitHub refresh", `ghr_${alnum(36)}`],
  ["GitHub fine-grained", `github_pat_${alnum(22)}_${alnum(59)}`],
  ["GitLab", `glpat-${urlSafe(20)}`],
  ["Slack bot", `xoxb-${hex(12).replace(/[a-f]/g, "1")}-${hex(13).replace(/[a-f]/g, "2")}-${alnum(24)}`],
  ["Slack user", `xoxp-${upperAlnum(12)}-${upperAlnum(12)}-${upperAlnum(13)}-${hex(32)}`],
  ["Slack app", `xapp-1-${upperAlnum(11)}-${upperAlnum(13)}-${hex(64)}`],
  ["Slack legacy", `xoxa-2-${alnum(40)}`],
  ["Slack refresh", `xoxr-${alnum(40)}`],
  ["Slack config", `xoxe.xoxp-1-${alnum(60)}`.replace("xoxe.", "xoxe-")],
  ["Stripe secret live", `sk_live_${alnum(99)}`],
  ["Stripe secret test", `sk_test_${alnum(99)}`],
  ["Stripe restricted", `rk_live_${alnum(99)}`],
  ["Stripe publishable", `pk_live_${alnum(99)}`],
  ["Stripe webhook", `whsec_${alnum(32)}`],
  ["Google API key", `AIza${urlSafe(35)}`],
  ["Google OAuth access token", `ya29.${urlSafe(120)}`],
  ["Google OAuth client secret", `GOCSPX-${urlSafe(28)}`],
  ["JWT", `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ${urlSafe(60)}.${urlSafe(43)}`],
  ["npm", `npm_${alnum(36)}`],
  ["PyPI", `pypi-AgEIcHlwaS5vcmc${urlSafe(60)}`],
  ["Twilio account SID", `AC${hex(32)}`],
  ["Twilio API key SID", `SK${hex(32)}`],
  ["Twilio auth token", hex(32)],
  ["SendGrid", `SG.${urlSafe(22)}.${urlSafe(43)}`],
  ["Hugging Face", `hf_${lowerAlpha(17)}${alnum(17)}`],
  ["Groq", `gsk_${alnum(52)}`],
  ["xAI", `xai-${alnum(80)}`],
  ["Perplexity", `pplx-${alnum(48)}`],
  ["Replicate", `r8_${alnum(37)}`],
  ["Mailgun", `key-${hex(32)}`],
  ["Mailchimp", `${hex(32)}-us21`],
  ["Shopify", `shpat_${hex(32)}`],
  ["DigitalOcean", `dop_v1_${hex(64)}`],
  ["Databricks", `dapi${hex(32)}`],
  ["Square", `sq0atp-${urlSafe(22)}`],
  ["Linear", `lin_api_${alnum(40)}`],
  ["Notion", `ntn_${alnum(46)}`],
  ["Atlassian", `ATATT3${urlSafe(180)}`],
  ["Postman", `PMAK-${hex(24)}-${hex(34)}`],
  ["Supabase", `sbp_${hex(40)}`],
  ["Vercel", `vcp_${alnum(56)}`],
  ["Doppler", `dp.pt.${alnum(43)}`],
  ["Telegram bot", `${"12345678"}${"9"}:AA${urlSafe(33)}`],
  ["Discord bot", `M${alnum(25)}.${urlSafe(6)}.${urlSafe(38)}`],
  ["Mistral (no prefix)", `${alnum(32)}`],
  ["Cloudflare API token (no prefix)", `${urlSafe(40)}`]
]

/** A PEM private key block (the body is random base64, not a key). */
export const pemKey = (label: string) =>
  `-----BEGIN ${label}-----\n${base64(64)}\n${base64(64)}\n${base64(20)}=\n-----END ${label}-----`

/** A reply that passes every rule for its lane. */
export const validReply = (lane: "discover" | "codify" | "enforce"): WritingStyleOutput => {
  const base = {
    lane,
    title: "Voice of the Friday notes",
    headline: "Plain, warm and direct, with short sentences.",
    summary: "The writing is plain and warm. It speaks to the reader as you.",
    traits: [] as Array<WritingStyleOutput["traits"][number]>,
    rules: [] as Array<WritingStyleOutput["rules"][number]>,
    terms: [],
    findings: [] as Array<WritingStyleOutput["findings"][number]>,
    artifact: "# Voice\n\nPlain and warm.",
    coverage_check: [{ flag_id: "exclamations", status: "confirmed", note: "One exclamation in three sentences." }],
    questions: [],
    confidence: "medium"
  } as const
  if (lane === "discover")
    return {
      ...base,
      verdict: "distinct",
      traits: [{ name: "directness", value: "high", evidence: "We ship on Fridays.", confidence: "high" }],
      artifact_json: { kind: "voice_profile", dimensions: [], vocabulary: { prefer: ["ship"], avoid: [] }, never: [] }
    }
  const rule = {
    id: "R-01",
    category: "voice",
    rule: "Use short sentences.",
    do: "We ship.",
    dont: "It is the case that we ship."
  } as const
  if (lane === "codify")
    return {
      ...base,
      verdict: "ready",
      rules: [rule],
      artifact_json: {
        kind: "style_rules",
        version: "1",
        principles: [{ id: "P-01", title: "Plain", statement: "Say it plainly." }],
        rules: [rule],
        terminology: [],
        mechanics: {
          contractions: "yes",
          oxford_comma: false,
          headings: "sentence case",
          numbers: "numerals from 10",
          dates: "24 November 2026",
          person: "we and you",
          exclamations: "rarely"
        }
      }
    }
  const finding = {
    id: "F-01",
    severity: "medium",
    rule_id: "R-01",
    quote: "It is really very simple!",
    why: "Filler words weaken the claim.",
    rewrite: "It is simple."
  } as const
  return {
    ...base,
    verdict: "drifting",
    findings: [finding],
    artifact_json: {
      kind: "voice_report",
      score: 72,
      on_voice: false,
      violations: [{ rule_id: "R-01", severity: "medium", quote: finding.quote, rewrite: finding.rewrite }]
    }
  }
}

export const samples = "--- Post ---\nWe ship on Fridays. It is really very simple! Ask us anything."
export const guide = JSON.stringify(validReply("codify").artifact_json)
export const prescan = {
  samples: 1,
  words: 11,
  reading_grade: 1.2,
  masked_values: 0,
  flags: [{ id: "exclamations", severity: "low" }]
}
