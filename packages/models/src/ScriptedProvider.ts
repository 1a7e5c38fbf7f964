/**
 * The scripted model: a deterministic provider that needs no network, so a server and
 * its tests can run every flow offline. It is listed in the catalogue as
 * `scripted` ("Scripted test model (deterministic, offline)") and is available only
 * when configuration turns it on (`VOUCH_SCRIPTED_MODEL=on`); it never answers a
 * request for a real model.
 *
 * Its reply to the last user message `m` is `scripted reply: m` (or the text after
 * `[[reply]]` in `m`, verbatim, for apps that need a given output such as a JSON
 * review), streamed in 8-character deltas, followed by usage: input tokens = the
 * UTF-8 bytes of the prompt / 4 rounded up, output tokens = the reply's bytes / 4
 * rounded up. A reply longer than the output cap is cut there (`length`). Directives
 * in `m` script the behaviour:
 *
 * - `[[slow]]`: 25 ms between deltas and a 2,000-character reply (cancellation,
 *   crash and streaming tests);
 * - `[[fail]]`: fails before any text with an `InvalidRequest` error;
 * - `[[cut]]`: stops after half the reply without usage (settled on an estimate).
 *
 * @since 0.1.0
 */
import { Effect, Stream } from "effect"
import * as ModelProvider from "./ModelProvider.ts"

const encoder = new TextEncoder()
const tokensOf = (text: string) => Math.ceil(encoder.encode(text).length / 4)

/**
 * The reply the scripted model gives to a request (before the output cap).
 *
 * @category scripting
 * @since 0.1.0
 */
export const replyTo = (request: ModelProvider.Request): string => {
  const last = request.messages[request.messages.length - 1]?.content ?? ""
  const given = last.indexOf("[[reply]]")
  if (given >= 0) return last.slice(given + "[[reply]]".length)
  if (last.includes("[[slow]]")) return "slow ".repeat(400)
  return `scripted reply: ${last}`
}

/**
 * @category constructors
 * @since 0.1.0
 */
export const make = (): ModelProvider.ModelProvider => ({
  provider: "scripted",
  stream: (request) => {
    const last = request.messages[request.messages.length - 1]?.content ?? ""
    if (last.includes("[[fail]]"))
      return Stream.fail(
        new ModelProvider.ModelProviderError({
          provider: "scripted",
          reason: new ModelProvider.InvalidRequest({ message: "the scripted model was told to fail", status: 400 })
        })
      )
    const full = replyTo(request)
    const capped = full.length > request.maxOutputTokens * 4 ? full.slice(0, request.maxOutputTokens * 4) : full
    const cut = last.includes("[[cut]]")
    const text = cut ? capped.slice(0, Math.ceil(capped.length / 2)) : capped
    const chunks = text.match(/[\s\S]{1,8}/g) ?? []
    const inputTokens = tokensOf(
      `${request.system ?? ""}${request.messages.map((message) => message.content).join("")}`
    )
    const deltas = Stream.fromIterable(chunks).pipe(
      Stream.map((chunk): ModelProvider.Part => ({ _tag: "TextDelta", text: chunk })),
      last.includes("[[slow]]") ? Stream.tap(() => Effect.sleep("25 millis")) : (self) => self
    )
    const finish: ModelProvider.Part = {
      _tag: "Finish",
      finishReason: cut ? "error" : capped.length < full.length ? "length" : "stop",
      rawFinishReason: cut ? null : capped.length < full.length ? "length" : "stop",
      usage: cut
        ? { inputTokens, outputTokens: tokensOf(text), estimated: true }
        : { inputTokens, outputTokens: tokensOf(text), estimated: false }
    }
    return Stream.concat(deltas, Stream.make(finish))
  }
})
