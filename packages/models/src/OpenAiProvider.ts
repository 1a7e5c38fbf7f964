/**
 * The OpenAI adapter: Chat Completions with streaming (`POST {baseUrl}/chat/completions`,
 * `stream: true`, `stream_options: {include_usage: true}`), which every
 * OpenAI-compatible server speaks too (Ollama at `http://localhost:11434/v1`, vLLM,
 * llama.cpp's server, OpenRouter). Chunks carry `choices[0].delta.content` and
 * `choices[0].finish_reason`; the usage arrives in a last chunk with `choices: []`,
 * then `data: [DONE]`.
 *
 * The output cap goes in `max_completion_tokens` for api.openai.com (its reasoning
 * models refuse `max_tokens`) and in `max_tokens` for any other server, which is what
 * the compatible servers read; `tokenLimitField` overrides the choice.
 *
 * @since 0.1.0
 */
import { Effect, Schema } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import * as Streaming from "./internal/Streaming.ts"
import * as ModelProvider from "./ModelProvider.ts"

/**
 * The official address.
 *
 * @category constants
 * @since 0.1.0
 */
export const defaultBaseUrl = "https://api.openai.com/v1"

/**
 * @category models
 * @since 0.1.0
 */
export interface Options extends ModelProvider.AdapterOptions {
  readonly tokenLimitField?: "max_tokens" | "max_completion_tokens" | undefined
}

/**
 * The JSON body of a streaming request.
 *
 * @category models
 * @since 0.1.0
 */
export const requestBody = (
  request: ModelProvider.Request,
  tokenLimitField: "max_tokens" | "max_completion_tokens"
): Record<string, unknown> => ({
  model: request.model,
  messages: [
    ...(request.system === undefined || request.system === "" ? [] : [{ role: "system", content: request.system }]),
    ...request.messages.flatMap(messagesOf)
  ],
  ...(request.tools === undefined || request.tools.length === 0
    ? {}
    : {
        tools: request.tools.map((tool) => ({
          type: "function",
          function: { name: tool.name, description: tool.description, parameters: tool.parameters }
        }))
      }),
  stream: true,
  stream_options: { include_usage: true },
  [tokenLimitField]: request.maxOutputTokens,
  ...(request.temperature === undefined ? {} : { temperature: request.temperature })
})

// A message as Chat Completions has it: tool results are `tool` messages of their own
// (before the user's text, if any), tool calls ride on the assistant message.
const messagesOf = (message: ModelProvider.Message): ReadonlyArray<Record<string, unknown>> => {
  if (message.role === "assistant") {
    const calls = message.toolCalls ?? []
    return [
      calls.length === 0
        ? { role: "assistant", content: message.content }
        : {
            role: "assistant",
            content: message.content === "" ? null : message.content,
            tool_calls: calls.map((call) => ({
              id: call.id,
              type: "function",
              function: { name: call.name, arguments: call.arguments }
            }))
          }
    ]
  }
  const results = (message.toolResults ?? []).map((result) => ({
    role: "tool",
    tool_call_id: result.id,
    content: result.content
  }))
  return results.length > 0 && message.content === ""
    ? results
    : [...results, { role: "user", content: message.content }]
}

/**
 * The normalised reason of a `finish_reason`.
 *
 * @category models
 * @since 0.1.0
 */
export const finishReasonOf = (raw: string): ModelProvider.FinishReason => {
  switch (raw) {
    case "stop":
      return "stop"
    case "length":
      return "length"
    case "content_filter":
      return "content_filter"
    case "tool_calls":
    case "function_call":
      return "tool_calls"
    case "error":
      return "error"
    default:
      return "other"
  }
}

const errorCodes: Streaming.ErrorCodes = {
  rateLimited: ["rate_limit_exceeded", "rate_limit_error"],
  authentication: ["invalid_api_key", "authentication_error"],
  invalidRequest: ["invalid_request_error", "context_length_exceeded"]
}

/**
 * A chunk of the stream, as far as the decoder reads it: the first choice's text and
 * finish reason, the usage, or an in-stream error. Compatible servers send `null` for
 * what they do not say.
 *
 * @category models
 * @since 0.1.0
 */
export const Chunk = Schema.Struct({
  choices: Streaming.maybe(
    Schema.Array(
      Schema.Struct({
        index: Streaming.maybe(Schema.Number),
        delta: Streaming.maybe(
          Schema.Struct({
            content: Streaming.maybe(Schema.String),
            refusal: Streaming.maybe(Schema.String),
            tool_calls: Streaming.maybe(
              Schema.Array(
                Schema.Struct({
                  index: Streaming.maybe(Schema.Number),
                  id: Streaming.maybe(Schema.String),
                  function: Streaming.maybe(
                    Schema.Struct({ name: Streaming.maybe(Schema.String), arguments: Streaming.maybe(Schema.String) })
                  )
                })
              )
            )
          })
        ),
        finish_reason: Streaming.maybe(Schema.String)
      })
    )
  ),
  usage: Streaming.maybe(
    Schema.Struct({
      prompt_tokens: Streaming.maybe(Streaming.Count),
      completion_tokens: Streaming.maybe(Streaming.Count)
    })
  ),
  error: Schema.optional(Schema.Unknown)
})

/**
 * A fresh decoder of the chunk stream: a plain synchronous state machine.
 *
 * @category models
 * @since 0.1.0
 */
export const decoder = (): Streaming.Decoder => {
  // Tool calls arrive in pieces by index: the id and name first, then the arguments.
  const calls = Streaming.pendingCalls()
  return Streaming.jsonDecoder(
    (state, payload, event) =>
      Streaming.decodeEvent(Chunk, payload, event, (chunk) => {
        if (chunk.error !== undefined && chunk.error !== null) {
          return {
            texts: [],
            failure: Streaming.reasonOfCode(Streaming.commonErrorBody({ error: chunk.error }), errorCodes)
          }
        }
        const texts: Array<string> = []
        const choice = chunk.choices?.find((candidate) => (candidate.index ?? 0) === 0)
        if (choice?.delta?.content != null) texts.push(choice.delta.content)
        if (choice?.delta?.refusal != null) texts.push(choice.delta.refusal)
        for (const [position, piece] of (choice?.delta?.tool_calls ?? []).entries())
          calls.add(piece.index ?? position, {
            id: piece.id,
            name: piece.function?.name,
            arguments: piece.function?.arguments
          })
        if (choice?.finish_reason != null) {
          state.rawFinishReason = choice.finish_reason
          state.finishReason = finishReasonOf(choice.finish_reason)
        }
        if (chunk.usage?.prompt_tokens != null) state.inputTokens = chunk.usage.prompt_tokens
        if (chunk.usage?.completion_tokens != null) state.outputTokens = chunk.usage.completion_tokens
        // The calls are complete once the choice has finished.
        return { texts, toolCalls: choice?.finish_reason != null ? calls.take() : [] }
      }),
    { terminal: "[DONE]" }
  )
}

const classify = (status: number, body: Streaming.ErrorBody): ModelProvider.Reason | undefined =>
  status === 429 && body.code === "insufficient_quota"
    ? new ModelProvider.QuotaExhausted({ message: body.message ?? "quota exhausted", status, providerCode: body.code })
    : undefined

/**
 * The adapter over any `HttpClient`.
 *
 * @category constructors
 * @since 0.1.0
 */
export const fromClient = (client: HttpClient.HttpClient, options: Options = {}): ModelProvider.ModelProvider => {
  const baseUrl = Streaming.trimBase(options.baseUrl ?? defaultBaseUrl)
  const apiKey = Streaming.keyOf(options.apiKey)
  const tokenLimitField =
    options.tokenLimitField ??
    (URL.parse(baseUrl)?.hostname === "api.openai.com" ? "max_completion_tokens" : "max_tokens")
  const adapter: Streaming.Adapter = {
    provider: "openai",
    httpRequest: (request) =>
      HttpClientRequest.post(`${baseUrl}/chat/completions`).pipe(
        HttpClientRequest.setHeaders({
          accept: "text/event-stream",
          ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }),
          ...options.headers
        }),
        HttpClientRequest.bodyJsonUnsafe(requestBody(request, tokenLimitField))
      ),
    decoder,
    errorBody: Streaming.commonErrorBody,
    classify
  }
  return { provider: "openai", stream: Streaming.make(client, adapter, Streaming.resolveOptions(options)) }
}

/**
 * The adapter over the `HttpClient` in context (provide `FetchHttpClient.layer`).
 *
 * @category constructors
 * @since 0.1.0
 */
export const make = (options: Options = {}): Effect.Effect<ModelProvider.ModelProvider, never, HttpClient.HttpClient> =>
  Effect.map(HttpClient.HttpClient, (client) => fromClient(client, options))
