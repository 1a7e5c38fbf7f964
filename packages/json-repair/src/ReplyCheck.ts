/**
 * Checking a model's JSON reply against validator rules, shared by the review apps:
 * read the reply with `JsonRepair.parseReply` (prose and fences skipped, a cut reply
 * closed at its last complete value), run the rules, and report `reply-not-json` or
 * `reply-truncated` first when so; and the note of the one reformat retry.
 *
 * ```ts
 * const checked = ReplyCheck.check('{"verdict": "ok", "score": 7', () => [])
 * // checked.complete === false, checked.problems[0].rule === "reply-truncated"
 * ```
 *
 * @since 0.1.0
 */
import * as JsonRepair from "./JsonRepair.ts"

/**
 * One thing wrong with a reply: where (a dotted path, `""` for the whole reply), which
 * rule, and what.
 *
 * @category models
 * @since 0.1.0
 */
export interface Problem {
  readonly path: string
  readonly rule: string
  readonly message: string
}

/**
 * What `check` returns: the object read from the reply (repaired when cut; `undefined`
 * when there is none), whether it was complete, and every problem.
 *
 * @category models
 * @since 0.1.0
 */
export interface Checked {
  readonly review: unknown
  readonly complete: boolean
  readonly problems: ReadonlyArray<Problem>
}

/**
 * Reads a reply text and validates the object it holds with `validate`.
 *
 * @category validation
 * @since 0.1.0
 */
export const check = (text: string, validate: (value: unknown) => ReadonlyArray<Problem>): Checked => {
  const parsed = JsonRepair.parseReply(text)
  if (parsed._tag === "Failed") {
    const message = parsed.reason === "NoObject" ? "the reply holds no JSON object" : parsed.message
    return { review: undefined, complete: false, problems: [{ path: "", rule: "reply-not-json", message }] }
  }
  const problems = validate(parsed.value)
  return {
    review: parsed.value,
    complete: parsed.complete,
    problems: parsed.complete
      ? problems
      : [{ path: "", rule: "reply-truncated", message: "the reply was cut before its end" }, ...problems]
  }
}

/**
 * The note of the one reformat retry: `instruction`, then at most `max` problems, one
 * per line.
 *
 * @category validation
 * @since 0.1.0
 */
export const retryNote = (problems: ReadonlyArray<Problem>, instruction: string, max = 12): string =>
  [
    instruction,
    ...problems
      .slice(0, max)
      .map((found) => `- ${found.path === "" ? "(reply)" : found.path}: ${found.message} [${found.rule}]`),
    ...(problems.length > max ? [`- and ${problems.length - max} more of the same kinds`] : [])
  ].join("\n")
