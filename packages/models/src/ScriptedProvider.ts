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
 * - `[[cut]]`: stops after half the reply without usage (settled on an estimate);
 * - `[[call:NAME {json}]]` (one or more, when the request offers tools): calls the tool
 *   `NAME` with the JSON arguments as written (ids `call_0`, `call_1`, ...), after the
 *   message's text outside the directives, and finishes with `tool_calls`. A directive
 *   naming a tool the request does not offer is ignored.
 *
 * **Tool results.** When the last message carries tool results (and no text), the reply
 * is `scripted tool results:` followed by one line `NAME: CONTENT` per result (`NAME
 * failed: CONTENT` for an error), so a test sees what the tools answered.
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
 * A scripted reply: its text and the tools it calls.
 *
 * @category models
 * @since 0.1.0
 */
export interface Script {
  readonly text: string
  readonly toolCalls: ReadonlyArray<{ readonly name: string; readonly arguments: string }>
}

/**
 * Plays an app's part: the reply to a request it recognises, else `undefined`.
 *
 * @category models
 * @since 0.1.0
 */
export type Player = (request: ModelProvider.Request) => string | undefined

const callDirective = /\[\[call:([A-Za-z_][A-Za-z0-9_-]*)\s*(\{[\s\S]*?\})\]\]/g

/**
 * The script of a request (before the output cap): the first player's that answers,
 * else by the rules of the module.
 *
 * @category services
 * @since 0.1.0
 */
export const scriptOf = (request: ModelProvider.Request, players: ReadonlyArray<Player> = []): Script => {
  for (const player of players) {
    const reply = player(request)
    if (reply !== undefined) return { text: reply, toolCalls: [] }
  }
  const lastMessage = request.messages[request.messages.length - 1]
  const results = lastMessage?.toolResults ?? []
  if (results.length > 0 && lastMessage?.content === "")
    return {
      text: [
        "scripted tool results:",
        ...results.map((result) => `${result.name}${result.isError === true ? " failed" : ""}: ${result.content}`)
      ].join("\n"),
      toolCalls: []
    }
  const last = lastMessage?.content ?? ""
  const offered = new Set((request.tools ?? []).map((tool) => tool.name))
  const toolCalls = [...last.matchAll(callDirective)]
    .filter((match) => offered.has(match[1]!))
    .map((match) => ({ name: match[1]!, arguments: match[2]! }))
  if (toolCalls.length > 0) return { text: last.replace(callDirective, "").trim(), toolCalls }
  return { text: replyTo(request), toolCalls: [] }
}

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
 * @category services
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
    const script = scriptOf(request, options?.players)
    const full = script.text
    const capped = full.length > request.maxOutputTokens * 4 ? full.slice(0, request.maxOutputTokens * 4) : full
    const cut = last.includes("[[cut]]")
    const text = cut ? capped.slice(0, Math.ceil(capped.length / 2)) : capped
    const chunks = text.match(/[\s\S]{1,8}/g) ?? []
    const inputTokens = tokensOf(
      `${request.system ?? ""}${(request.tools ?? []).length === 0 ? "" : JSON.stringify(request.tools)}${request.messages
        .map(
          (message) =>
            `${message.content}${(message.toolCalls ?? []).map((call) => call.arguments).join("")}${(
              message.toolResults ?? []
            )
              .map((result) => result.content)
              .join("")}`
        )
        .join("")}`
    )
    const calls: ReadonlyArray<ModelProvider.Part> = cut
      ? []
      : script.toolCalls.map((call, index) => ({
          _tag: "ToolCall",
          id: `call_${index}`,
          name: call.name,
          arguments: call.arguments
        }))
    const callText = script.toolCalls.map((call) => `${call.name}${call.arguments}`).join("")
    const deltas = Stream.fromIterable(chunks).pipe(
      Stream.map((chunk): ModelProvider.Part => ({ _tag: "TextDelta", text: chunk })),
      last.includes("[[slow]]") ? Stream.tap(() => Effect.sleep("25 millis")) : (self) => self
    )
    const finish: ModelProvider.Part = {
      _tag: "Finish",
      finishReason: cut ? "error" : capped.length < full.length ? "length" : calls.length > 0 ? "tool_calls" : "stop",
      rawFinishReason: cut ? null : capped.length < full.length ? "length" : calls.length > 0 ? "tool_calls" : "stop",
      usage: cut
        ? { inputTokens, outputTokens: tokensOf(text), estimated: true }
        : { inputTokens, outputTokens: tokensOf(`${text}${callText}`), estimated: false }
    }
    return Stream.concat(Stream.concat(deltas, Stream.fromIterable(calls)), Stream.make(finish))
  }
})
