/**
 * The writing-style app's part for the scripted model (`VOUCH_SCRIPTED_MODEL=on`): a
 * deterministic, schema-valid reply per lane built from the request (the task, the
 * prescan flags, the samples and the guide read back from the prompt), so every flow
 * runs offline. Directives anywhere in the input (in `notes`, say) ask for bad replies:
 *
 * - `[[review:break]]`: every attempt breaks the lane's invariant (discover writes a
 *   rule, codify's artifact rules name an unknown id, enforce's violations drop one);
 * - `[[review:break-once]]`: the first attempt breaks it, the reformat retry passes;
 * - `[[review:long]]`: the artifact is far longer than any output cap (the cap cuts it);
 * - `[[review:fence]]`: the JSON comes in a code fence after a line of prose;
 * - `[[review:prose]]`: no JSON at all.
 *
 * @since 0.1.0
 */
import type { ModelProvider, ScriptedProvider } from "@vouch/models"
import { Prompts, ProseReader, WritingStyle } from "@vouch/writing-style"

/**
 * What the player reads back from a writing-style prompt.
 *
 * @category models
 * @since 0.1.0
 */
export interface Request {
  readonly task: string | undefined
  readonly flags: ReadonlyArray<string>
  readonly samples: string
  readonly guide: string | undefined
  readonly upstream: boolean
  readonly retry: boolean
  readonly directives: ReadonlySet<string>
}

const between = (text: string, start: string, end: string): string | undefined => {
  const from = text.indexOf(start)
  if (from < 0) return undefined
  const to = text.lastIndexOf(end)
  return to < from + start.length ? undefined : text.slice(from + start.length, to)
}

/**
 * Reads a writing-style prompt's user message back; none when the request is not one.
 *
 * @category parsing
 * @since 0.1.0
 */
export const read = (request: ModelProvider.Request): Request | undefined => {
  if (!request.system?.startsWith(Prompts.system(undefined).split("\n")[0]!)) return undefined
  const message = request.messages.at(-1)?.content ?? ""
  const taskLine = /^TASK: (.*)$/m.exec(message)?.[1] ?? "(missing)"
  const task = taskLine === "(missing)" ? undefined : (JSON.parse(taskLine) as string)
  const prescan = /^PRESCAN: (.*)$/m.exec(message)?.[1]
  const flags = prescan === undefined ? [] : (JSON.parse(prescan) as WritingStyle.Prescan).flags.map((flag) => flag.id)
  const samples = between(message, "SAMPLES:\n<<<\n", "\n>>>\n\nReply with the one JSON object now.") ?? ""
  const guide = between(message, "GUIDE:\n<<<\n", "\n>>>\n\nSAMPLES:\n<<<\n")
  const directives = new Set([...message.matchAll(/\[\[review:([a-z-]+)\]\]/g)].map((match) => match[1]!))
  return {
    task,
    flags,
    samples,
    guide,
    upstream: message.includes("\n\nUPSTREAM:\n<<<\n"),
    retry: message.includes("\n\nRETRY NOTE:\n<<<\n"),
    directives
  }
}

const clip = (text: string, max: number): string => {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(" ")
  return space > max / 2 ? cut.slice(0, space) : cut
}

// Verbatim spans of the samples: their first sentences, at most 120 characters each.
const spans = (samples: string, count: number): Array<string> =>
  ProseReader.splitSamples(samples)
    .flatMap((piece) => ProseReader.sentencesOf(piece.text))
    .map((sentence) => clip(sentence.trim(), 120))
    .filter((sentence) => sentence.length > 0)
    .slice(0, count)

const guideRuleIds = (guide: string | undefined): Array<string> => {
  if (guide === undefined || !guide.trimStart().startsWith("{")) return []
  try {
    const rules = (JSON.parse(guide) as { readonly rules?: ReadonlyArray<{ readonly id?: unknown }> }).rules ?? []
    return rules.flatMap((rule) => (typeof rule.id === "string" ? [rule.id] : []))
  } catch {
    return []
  }
}

const rules = [
  { id: "R-01", category: "voice", rule: "Write plainly.", do: "We fixed the bug.", dont: "We are thrilled to share." },
  { id: "R-02", category: "structure", rule: "Lead with the point.", do: "Deploys are faster.", dont: "So, today..." },
  { id: "R-03", category: "mechanics", rule: "Use sentence case.", do: "Release notes", dont: "Release Notes" }
] as const

/**
 * The lane a request is answered in: its task, or the closest lane (a guide: enforce; an
 * upstream digest: codify; else discover).
 *
 * @category constructors
 * @since 0.1.0
 */
export const laneOf = (request: Request): WritingStyle.Lane =>
  WritingStyle.isLane(request.task)
    ? request.task
    : request.guide !== undefined
      ? "enforce"
      : request.upstream
        ? "codify"
        : "discover"

/**
 * The reply object for a request: valid for its lane unless a directive says otherwise.
 *
 * @category constructors
 * @since 0.1.0
 */
export const reviewOf = (request: Request): WritingStyle.WritingStyleOutput => {
  const lane = laneOf(request)
  const breaks = request.directives.has("break") || (request.directives.has("break-once") && !request.retry)
  const evidence = spans(request.samples, 3)
  const routed = WritingStyle.isLane(request.task) ? "" : `Answered as ${lane}. `
  const common = {
    lane,
    title: `Scripted ${lane} review`,
    headline: `A deterministic ${lane} review of ${evidence.length} sentences.`,
    summary: `${routed}This is the scripted model's ${lane} review. It is built from the input alone.`,
    terms: [],
    coverage_check: request.flags.map((flag) => ({
      flag_id: flag,
      status: "confirmed" as const,
      note: `The prescan flag ${flag} was read.`
    })),
    questions: [],
    confidence: "medium" as const
  }
  const long = request.directives.has("long") ? " The draft goes on.".repeat(20_000) : ""
  switch (lane) {
    case "discover":
      return {
        ...common,
        verdict: "emerging",
        traits: evidence.map((span, index) => ({
          name: `trait ${index + 1}`,
          value: "plain",
          evidence: span,
          confidence: "medium" as const
        })),
        rules: breaks ? [rules[0]] : [],
        findings: [],
        artifact: `# Voice profile\n\nPlain and direct.${long}`,
        artifact_json: { kind: "voice_profile", dimensions: [], vocabulary: { prefer: [], avoid: [] }, never: [] }
      }
    case "codify":
      return {
        ...common,
        verdict: "ready",
        traits: [],
        rules: [...rules],
        findings: [],
        artifact: `# House style\n\n${rules.map((rule) => `- ${rule.id}: ${rule.rule}`).join("\n")}${long}`,
        artifact_json: {
          kind: "style_rules",
          version: "1",
          principles: [{ id: "P-01", title: "Plain", statement: "Say it plainly." }],
          rules: rules.map((rule, index) => (breaks && index === 0 ? { ...rule, id: "R-99" } : rule)),
          terminology: [],
          mechanics: {
            contractions: "allowed",
            oxford_comma: true,
            headings: "sentence case",
            numbers: "numerals from 10",
            dates: "1 May 2026",
            person: "we",
            exclamations: "never"
          }
        }
      }
    case "enforce": {
      const ruleId = guideRuleIds(request.guide)[0] ?? "unwritten"
      const findings = evidence.map((quote, index) => ({
        id: `F-${String(index + 1).padStart(2, "0")}`,
        severity: "low" as const,
        rule_id: ruleId,
        quote,
        why: "It could be plainer.",
        rewrite: quote
      }))
      const violations = findings.map(({ rule_id, severity, quote, rewrite }) => ({
        rule_id,
        severity,
        quote,
        rewrite
      }))
      return {
        ...common,
        verdict: findings.length === 0 ? "on-voice" : "drifting",
        traits: [],
        rules: [],
        findings,
        artifact: `${request.samples}${long}`,
        artifact_json: {
          kind: "voice_report",
          score: Math.max(0, 100 - 10 * findings.length),
          on_voice: findings.length === 0,
          violations: breaks ? violations.slice(1) : violations
        }
      }
    }
  }
}

/**
 * The reply text for a request, with the directives' damage applied.
 *
 * @category constructors
 * @since 0.1.0
 */
export const replyOf = (request: Request): string => {
  if (request.directives.has("prose")) return "I would rather describe the voice in prose."
  const text = JSON.stringify(reviewOf(request))
  return request.directives.has("fence") ? `Here is the review:\n\`\`\`json\n${text}\n\`\`\`` : text
}

/**
 * The player to give the scripted model (`ScriptedProvider.Players`).
 *
 * @category constructors
 * @since 0.1.0
 */
export const player: ScriptedProvider.Player = (request) => {
  const read_ = read(request)
  return read_ === undefined ? undefined : replyOf(read_)
}
