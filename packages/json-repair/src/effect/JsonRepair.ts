/**
 * `JsonRepair` with its Effect integration: everything of `@vouch/json-repair/JsonRepair`,
 * plus `decodeReply` (read a reply and decode it with a schema) and its `ReplyError`.
 * A separate entry so that the core parser loads without `effect`.
 *
 * @since 0.1.0
 */
import { Effect, Schema } from "effect"
import { type Options, parseReply } from "../JsonRepair.ts"

export * from "../JsonRepair.ts"

/**
 * A reply without an object, or with a syntax error, as an Effect failure.
 *
 * @category errors
 * @since 0.1.0
 */
export class ReplyError extends Schema.TaggedError<ReplyError>()("ReplyError", {
  reason: Schema.Literals(["NoObject", "SyntaxError"]),
  position: Schema.Number,
  message: Schema.String
}) {}

/**
 * Reads the object of a reply and decodes it with a schema: `ReplyError` when there is
 * no object, `SchemaError` when it does not match. A repaired object is decoded too,
 * so give optional fields a default when replies may be cut off.
 *
 * @example
 * ```ts
 * import * as JsonRepair from "@vouch/json-repair/effect/JsonRepair"
 * import { Effect, Schema } from "effect"
 *
 * const Verdict = Schema.Struct({ verdict: Schema.String, score: Schema.Number })
 * Effect.runPromise(JsonRepair.decodeReply(Verdict)('```json\n{"verdict":"on-voice","score":92}\n```'))
 * // => { verdict: "on-voice", score: 92 }
 * ```
 *
 * @category parsing
 * @since 0.1.0
 */
export const decodeReply = <S extends Schema.Constraint>(schema: S, options?: Options) => {
  const decode = Schema.decodeUnknownEffect(schema)
  return (text: string): Effect.Effect<S["Type"], ReplyError | Schema.SchemaError, S["DecodingServices"]> => {
    const reply = parseReply(text, options)
    return reply._tag === "Failed"
      ? Effect.fail(new ReplyError({ reason: reply.reason, position: reply.position, message: reply.message }))
      : decode(reply.value)
  }
}
