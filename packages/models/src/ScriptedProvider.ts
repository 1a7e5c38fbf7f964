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
 * **Players.** An app can teach it to play its part: a `Player` reads a request and
 * returns the reply (for example a schema-valid JSON review built from the input), or
 * `undefined` to leave the request to the next player and then to the rules above.
 * Players come from `make({ players })`, or, for the providers `ModelProviders.layer`
 * builds, from the `Players` reference (`Layer.succeed(ScriptedProvider.Players, [...])`).
 *
 * @since 0.1.0
 */
import { Context, Effect, Stream } from "effect"
import * as ModelProvider from "./ModelProvider.ts"

const encoder = new TextEncoder()
const tokensOf = (text: string) => Math.ceil(encoder.encode(text).length / 4)

/**
 * Plays an app's part: the reply to a request it recognises, else `undefined`.
 *
 * @category models
 * @since 0.1.0
 */
export type Player = (request: ModelProvider.Request) => string | undefined

/**
 * The players of the scripted providers built by `ModelProviders.layer` (none by default).
 *
 * @category services
 * @since 0.1.0
 */
export const Players = Context.Reference<ReadonlyArray<Player>>("@vouch/models/ScriptedProvider/Players", {
  defaultValue: () => []
})

/**
 * The reply the scripted model gives to a request (before the output cap): the first
 * player's that answers, else by the rules of the module.
 *
 * @category scripting
 * @since 0.1.0
 */
export const replyTo = (request: ModelProvider.Request, players: ReadonlyArray<Player> = []): string => {
  for (const player of players) {
    const reply = player(request)
    if (reply !== undefined) return reply
  }
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
export const make = (options?: {
  readonly players?: ReadonlyArray<Player> | undefined
}): ModelProvider.ModelProvider => ({
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
    const full = replyTo(request, options?.players)
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
