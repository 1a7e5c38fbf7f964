/**
 * The Anthropic adapter: the Messages API with streaming (`POST {baseUrl}/v1/messages`,
 * `stream: true`, headers `x-api-key` and `anthropic-version: 2023-06-01`). The events:
 * `message_start` (the input tokens), `content_block_start`, `content_block_delta`
 * (`text_delta`), `content_block_stop`, `message_delta` (`stop_reason` and the final
 * `usage.output_tokens`), `message_stop`; `ping` keeps the connection alive and `error`
 * (`overloaded_error`, ...) can arrive at any point.
 *
 * Input tokens are `input_tokens` plus the cache creation and cache read tokens, so a
 * charge never falls short of what the prompt consumed.
 *
 * @since 0.1.0
 */
import { Effect, Predicate, Schema } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import * as Streaming from "./internal/Streaming.ts"
import * as ModelProvider from "./ModelProvider.ts"

/**
 * The official address (the API paths start with `/v1`).
 *
 * @category constants
 * @since 0.1.0
 */
export const defaultBaseUrl = "https://api.anthropic.com"

/**
 * The `anthropic-version` header sent.
 *
 * @category constants
 * @since 0.1.0
 */
export const apiVersion = "2023-06-01"

/**
 * @category models
 * @since 0.1.0
 */
export interface Options extends ModelProvider.AdapterOptions {}

/**
 * The JSON body of a streaming request.
 *
 * @category models
 * @since 0.1.0
 */
export const requestBody = (request: ModelProvider.Request): Record<string, unknown> => ({
  model: request.model,
  max_tokens: request.maxOutputTokens,
  ...(request.system === undefined || request.system === "" ? {} : { system: request.system }),
  messages: request.messages.map(messageOf),
  ...(request.tools === undefined || request.tools.length === 0
    ? {}
    : {
        tools: request.tools.map((tool) => ({
          name: tool.name,
          description: tool.description,
          input_schema: tool.parameters
        }))
      }),
  stream: true,
  ...(request.temperature === undefined ? {} : { temperature: request.temperature })
})

const parsedInput = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return {}
  }
}

// A message as the Messages API has it: plain text, or content blocks when it carries
// tool calls (`tool_use`) or their results (`tool_result`, in the user message).
const messageOf = (message: ModelProvider.Message): Record<string, unknown> => {
  const text = message.content === "" ? [] : [{ type: "text", text: message.content }]
  if (message.role === "assistant" && (message.toolCalls ?? []).length > 0)
    return {
      role: "assistant",
      content: [
        ...text,
        ...(message.toolCalls ?? []).map((call) => ({
          type: "tool_use",
          id: call.id,
          name: call.name,
          input: parsedInput(call.arguments)
        }))
      ]
    }
  if (message.role === "user" && (message.toolResults ?? []).length > 0)
    return {
      role: "user",
      content: [
        ...(message.toolResults ?? []).map((result) => ({
          type: "tool_result",
          tool_use_id: result.id,
          content: result.content,
          ...(result.isError === true ? { is_error: true } : {})
        })),
        ...text
      ]
    }
  return { role: message.role, content: message.content }
}

/**
 * The normalised reason of a `stop_reason`.
 *
 * @category models
 * @since 0.1.0
 */
export const finishReasonOf = (raw: string): ModelProvider.FinishReason => {
  switch (raw) {
    case "end_turn":
    case "stop_sequence":
      return "stop"
    case "max_tokens":
    case "model_context_window_exceeded":
      return "length"
    case "tool_use":
      return "tool_calls"
    case "refusal":
      return "content_filter"
    default:
      return "other"
  }
}

const errorCodes: Streaming.ErrorCodes = {
  rateLimited: ["rate_limit_error"],
  authentication: ["authentication_error", "permission_error"],
  invalidRequest: ["invalid_request_error", "not_found_error", "request_too_large"],
  timeout: ["timeout_error"]
}

/**
 * The usage the events carry (`message_start`: the input; `message_delta`: the final
 * output, and the input again on some servers).
 *
 * @category models
 * @since 0.1.0
 */
export const Usage = Schema.Struct({
  input_tokens: Streaming.maybe(Streaming.Count),
  cache_creation_input_tokens: Streaming.maybe(Streaming.Count),
  cache_read_input_tokens: Streaming.maybe(Streaming.Count),
  output_tokens: Streaming.maybe(Streaming.Count)
})

/**
 * The events the decoder reads, by type (as far as it reads them).
 *
 * @category models
 * @since 0.1.0
 */
export const Events = {
  message_start: Schema.Struct({ message: Streaming.maybe(Schema.Struct({ usage: Streaming.maybe(Usage) })) }),
  content_block_start: Schema.Struct({
    index: Streaming.maybe(Schema.Number),
    content_block: Streaming.maybe(
      Schema.Struct({
        type: Streaming.maybe(Schema.String),
        id: Streaming.maybe(Schema.String),
        name: Streaming.maybe(Schema.String)
      })
    )
  }),
  content_block_delta: Schema.Struct({
    index: Streaming.maybe(Schema.Number),
    delta: Streaming.maybe(
      Schema.Struct({
        type: Streaming.maybe(Schema.String),
        text: Streaming.maybe(Schema.String),
        partial_json: Streaming.maybe(Schema.String)
      })
    )
  }),
  content_block_stop: Schema.Struct({ index: Streaming.maybe(Schema.Number) }),
  message_delta: Schema.Struct({
    delta: Streaming.maybe(Schema.Struct({ stop_reason: Streaming.maybe(Schema.String) })),
    usage: Streaming.maybe(Usage)
  })
}

const inputTokensOf = (usage: typeof Usage.Type): number | undefined =>
  usage.input_tokens == null
    ? undefined
    : usage.input_tokens + (usage.cache_creation_input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0)

/**
 * A fresh decoder of the event stream: a plain synchronous state machine.
 *
 * @category models
 * @since 0.1.0
 */
export const decoder = (): Streaming.Decoder => {
  // A `tool_use` block: started with its id and name, its input streamed as JSON
  // pieces (`input_json_delta`), complete at its `content_block_stop`.
  const calls = Streaming.pendingCalls()
  const toolBlocks = new Set<number>()
  return Streaming.jsonDecoder((state, fields, event) => {
    const type = Predicate.isString(fields.type) ? fields.type : event.type
    switch (type) {
      case "content_block_start":
        return Streaming.decodeEvent(Events.content_block_start, fields, event, ({ index, content_block }) => {
          if (content_block?.type === "tool_use") {
            toolBlocks.add(index ?? 0)
            calls.add(index ?? 0, { id: content_block.id, name: content_block.name, arguments: "" })
          }
          return { texts: [] }
        })
      case "content_block_stop":
        return Streaming.decodeEvent(Events.content_block_stop, fields, event, ({ index }) =>
          toolBlocks.delete(index ?? 0) ? { texts: [], toolCalls: calls.take(index ?? 0) } : { texts: [] }
        )
      case "message_start":
        return Streaming.decodeEvent(Events.message_start, fields, event, ({ message }) => {
          const input = message?.usage == null ? undefined : inputTokensOf(message.usage)
          if (input !== undefined) state.inputTokens = input
          return { texts: [] }
        })
      case "content_block_delta":
        return Streaming.decodeEvent(Events.content_block_delta, fields, event, ({ index, delta }) => {
          if (delta?.type === "input_json_delta" && delta.partial_json != null)
            calls.add(index ?? 0, { arguments: delta.partial_json })
          return delta?.type === "text_delta" && delta.text != null ? { texts: [delta.text] } : { texts: [] }
        })
      case "message_delta":
        return Streaming.decodeEvent(Events.message_delta, fields, event, ({ delta, usage }) => {
          if (delta?.stop_reason != null) {
            state.rawFinishReason = delta.stop_reason
            state.finishReason = finishReasonOf(delta.stop_reason)
          }
          if (usage != null) {
            if (usage.output_tokens != null) state.outputTokens = usage.output_tokens
            const input = inputTokensOf(usage)
            if (input !== undefined) state.inputTokens = Math.max(state.inputTokens ?? 0, input)
          }
          return { texts: [] }
        })
      case "message_stop":
        state.complete = true
        return { texts: [] }
      case "error":
        return { texts: [], failure: Streaming.reasonOfCode(Streaming.commonErrorBody(fields), errorCodes) }
      default:
        return { texts: [] }
    }
  })
}

/**
 * The adapter over any `HttpClient`.
 *
 * @category constructors
 * @since 0.1.0
 */
export const fromClient = (client: HttpClient.HttpClient, options: Options = {}): ModelProvider.ModelProvider => {
  const baseUrl = Streaming.trimBase(options.baseUrl ?? defaultBaseUrl)
  const apiKey = Streaming.keyOf(options.apiKey)
  const adapter: Streaming.Adapter = {
    provider: "anthropic",
    httpRequest: (request) =>
      HttpClientRequest.post(`${baseUrl}/v1/messages`).pipe(
        HttpClientRequest.setHeaders({
          accept: "text/event-stream",
          "anthropic-version": apiVersion,
          ...(apiKey === undefined ? {} : { "x-api-key": apiKey }),
          ...options.headers
        }),
        HttpClientRequest.bodyJsonUnsafe(requestBody(request))
      ),
    decoder,
    errorBody: Streaming.commonErrorBody,
    classify: (status, body) =>
      status === 529 || body.code === "overloaded_error"
        ? new ModelProvider.Unavailable({
            message: body.message ?? "overloaded",
            status,
            ...(body.code === undefined ? {} : { providerCode: body.code })
          })
        : undefined
  }
  return { provider: "anthropic", stream: Streaming.make(client, adapter, Streaming.resolveOptions(options)) }
}

/**
 * The adapter over the `HttpClient` in context (provide `FetchHttpClient.layer`).
 *
 * @category constructors
 * @since 0.1.0
 */
export const make = (options: Options = {}): Effect.Effect<ModelProvider.ModelProvider, never, HttpClient.HttpClient> =>
  Effect.map(HttpClient.HttpClient, (client) => fromClient(client, options))
