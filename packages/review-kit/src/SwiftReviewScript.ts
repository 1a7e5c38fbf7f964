/**
 * The Swift review app's part for the scripted model (`VOUCH_SCRIPTED_MODEL=on`): a
 * deterministic, schema-valid reply built from the request (the reader's verdict, the
 * prescan ids and the code read back from the prompt): findings quoting the code's own
 * lines, the five health areas and ten checklist items in order, every prescan id
 * reconciled, the code itself as the rewrite (the clipped marker taken out), and a plan
 * that opens with the build settings. The thin and not-Swift pastes get spec 3's special
 * replies. Directives anywhere in the input (in `notes`, say) ask for bad replies:
 *
 * - `[[review:break]]`: every attempt drops the last health area;
 * - `[[review:break-once]]`: the first attempt drops it, the reformat retry passes;
 * - `[[review:long]]`: the overview is far longer than the output cap (the cap cuts it);
 * - `[[review:fence]]`: the JSON comes in a code fence after a line of prose;
 * - `[[review:prose]]`: no JSON at all.
 *
 * @since 0.1.0
 */
import type { ModelProvider, ScriptedProvider } from "@vouch/models"
import { Prompts, SwiftReader, SwiftReview } from "@vouch/swift-review"

/**
 * What the player reads back from a Swift review prompt.
 *
 * @category models
 * @since 0.1.0
 */
export interface Request {
  readonly kind: "swift" | "thin" | "not-swift"
  readonly prescan: SwiftReview.Prescan | undefined
  readonly code: string
  readonly retry: boolean
  readonly directives: ReadonlySet<string>
}

/**
 * Reads a Swift review prompt's user message back; none when the request is not one.
 *
 * @category parsing
 * @since 0.1.0
 */
export const read = (request: ModelProvider.Request): Request | undefined => {
  if (!request.system?.startsWith(Prompts.opening)) return undefined
  const message = request.messages.at(-1)?.content ?? ""
  const kind = /^READER: (.*)$/m.exec(message)?.[1]
  const prescan = /^PRESCAN: (.*)$/m.exec(message)?.[1]
  const start = message.indexOf("CODE:\n<<<\n")
  const end = message.lastIndexOf("\n>>>\n\nReply with the one JSON object now.")
  return {
    kind: kind === "thin" || kind === "not-swift" ? kind : "swift",
    prescan: prescan === undefined ? undefined : (JSON.parse(prescan) as SwiftReview.Prescan),
    code: start < 0 || end < start ? "" : message.slice(start + "CODE:\n<<<\n".length, end),
    retry: message.includes("\n\nRETRY NOTE:\n<<<\n"),
    directives: new Set([...message.matchAll(/\[\[review:([a-z-]+)\]\]/g)].map((match) => match[1]!))
  }
}

type Finding = SwiftReview.SwiftReviewOutput["findings"][number]

// What the scripted reviewer says about each pattern it sees (the others: no finding).
const concerns: Partial<
  Record<
    SwiftReview.PatternId,
    { readonly severity: Finding["severity"]; readonly category: Finding["category"]; readonly title: string }
  >
> = {
  "global:mutable-static": { severity: "high", category: "globals", title: "Unprotected global mutable state" },
  "unchecked:sendable": {
    severity: "high",
    category: "sendable",
    title: "@unchecked Sendable without a safety argument"
  },
  "dq:dispatch-queue": { severity: "medium", category: "legacy-patterns", title: "DispatchQueue where an actor fits" },
  "lock:mutex": { severity: "medium", category: "legacy-patterns", title: "A lock guarding what an actor could own" },
  "cb:completion-handler": {
    severity: "low",
    category: "legacy-patterns",
    title: "Completion handler instead of async"
  },
  "task:unstructured": { severity: "medium", category: "isolation", title: "Unstructured Task without a rationale" },
  "noniso:nonisolated": { severity: "medium", category: "isolation", title: "nonisolated that may hide an error" }
}

// The checklist item each pattern bears on.
const itemOf: Partial<Record<SwiftReview.PatternId, number>> = {
  "async:async-func": 0,
  "global:mutable-static": 1,
  "conc:concurrent": 2,
  "noniso:nonisolated": 3,
  "unchecked:sendable": 4,
  "dq:dispatch-queue": 5,
  "lock:mutex": 5,
  "cb:completion-handler": 6,
  "task:unstructured": 7,
  "ma:mainactor": 8
}

const plan = [
  "Build settings: enable approachable concurrency (SWIFT_APPROACHABLE_CONCURRENCY = YES).",
  "Build settings: set main-actor default isolation (SE-0466) for app and executable targets.",
  "Build settings: turn on nonisolated-nonsending by default (SE-0461, NonisolatedNonsendingByDefault).",
  "Code: move shared mutable state into actors or onto the main actor.",
  "Code: replace completion handlers and queues with async functions."
]

const lineText = (code: string, line: number): string | undefined => {
  const text = code.split("\n")[line - 1]?.trim()
  return text === undefined || text === "" || text.includes("`") ? undefined : text
}

const fixFor = (id: SwiftReview.PatternId): string =>
  id === "global:mutable-static" || id === "unchecked:sendable"
    ? "actor SharedState {\n  var value = 0\n}"
    : id === "cb:completion-handler"
      ? "func load() async throws -> Data {\n  try await fetch()\n}"
      : ""

/**
 * The reply object for a request: valid unless a directive says otherwise.
 *
 * @category constructors
 * @since 0.1.0
 */
export const reviewOf = (request: Request): SwiftReview.SwiftReviewOutput => {
  const breaks = request.directives.has("break") || (request.directives.has("break-once") && !request.retry)
  const prescan = request.prescan ?? SwiftReader.prescan(request.code)
  const ids = SwiftReader.idsOf(prescan)
  const long = request.directives.has("long") ? " The code goes on.".repeat(40_000) : ""
  const coverage_check = ids.map((id) => ({ id, addressed: true, note: `Reviewed ${id}.` }))
  const firstType = prescan.types[0]?.id.split(":")[2]
  const name = firstType ?? "Paste"
  if (request.kind === "not-swift") {
    const quote =
      request.code
        .split("\n")
        .find((line) => line.trim() !== "" && !line.includes("`"))
        ?.trim() ?? ""
    return {
      review_name: "Not Swift",
      verdict_level: "rework",
      verdict: "The paste is not Swift, so nothing could be reviewed.",
      overview: `The reader found no Swift in the paste.${long}`,
      health: SwiftReview.healthAreas.map((area) => ({ area, status: "risk" as const, note: "Not reviewed." })),
      findings: [
        {
          severity: "high",
          category: "structure",
          title: "The paste is not Swift",
          detail: `It starts with \`${quote}\`, which is not Swift.`,
          fix_code: ""
        }
      ],
      checklist: SwiftReview.checklistItems.map((item) => ({ item, status: "na" as const, note: "Not Swift." })),
      coverage_check,
      rewrite: {
        filename: SwiftReview.defaultFilename,
        code: "// This paste is not Swift.\n// Paste one or more .swift files, joined with // File: Name.swift lines."
      },
      migration_plan: plan.slice(0, 3),
      next_steps: ["Paste the Swift source to review."],
      summary: "The paste is not Swift. No review was possible. Paste Swift files to get one."
    }
  }
  const findings: Array<Finding> = prescan.patterns.flatMap((entry) => {
    const concern = concerns[entry.id as SwiftReview.PatternId]
    const quote = entry.lines.map((line) => lineText(request.code, line)).find((text) => text !== undefined)
    if (concern === undefined || quote === undefined) return []
    return [
      {
        ...concern,
        detail: `The code has \`${quote}\` (line ${entry.lines[0]}).`,
        fix_code: fixFor(entry.id as SwiftReview.PatternId)
      }
    ]
  })
  const order = { high: 0, medium: 1, low: 2 } as const
  findings.sort((left, right) => order[left.severity] - order[right.severity])
  const health = SwiftReview.healthAreas.map((area) => {
    const touching = findings.filter((finding) => SwiftReview.areaOfCategory[finding.category] === area)
    const status = touching.some((finding) => finding.severity === "high")
      ? ("bad" as const)
      : touching.length > 0
        ? ("risk" as const)
        : ("good" as const)
    return { area, status, note: touching.length === 0 ? "Not exercised by the paste." : touching[0]!.title }
  })
  const failing = new Set(prescan.patterns.map((entry) => itemOf[entry.id as SwiftReview.PatternId]))
  const thin = request.kind === "thin"
  const level = findings.some((finding) => finding.severity === "high")
    ? "rework"
    : findings.length > 0
      ? "adopt"
      : "ready"
  return {
    review_name: name,
    verdict_level: level,
    verdict: thin
      ? "The paste is thin: too little code to judge its concurrency."
      : `${name} needs ${level === "ready" ? "no" : "some"} concurrency work.`,
    overview: `A scripted review of ${prescan.patterns.length} patterns and ${prescan.types.length} types.${long}`,
    health: breaks ? health.slice(0, 4) : health,
    findings,
    checklist: SwiftReview.checklistItems.map((item, index) => ({
      item,
      status: index === 9 ? ("pass" as const) : failing.has(index) ? ("fail" as const) : ("na" as const),
      note: index === 9 ? "The plan opens with the build settings." : "Scripted."
    })),
    coverage_check,
    rewrite: {
      filename: SwiftReview.defaultFilename,
      code: request.code
        .split("\n")
        .filter((line) => line !== SwiftReader.clipMarker)
        .join("\n")
    },
    migration_plan: plan,
    next_steps: thin
      ? ["Paste the whole type that owns this code.", "Include the callers of its async functions."]
      : ["Apply the build settings.", "Migrate one type at a time."],
    summary: `This is the scripted review of ${name}. It found ${findings.length} findings. It is built from the input alone.`
  }
}

/**
 * The reply text for a request, with the directives' damage applied.
 *
 * @category constructors
 * @since 0.1.0
 */
export const replyOf = (request: Request): string => {
  if (request.directives.has("prose")) return "I would rather explain the migration in prose."
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
