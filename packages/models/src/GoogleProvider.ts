/**
 * The Google adapter: Gemini's `streamGenerateContent` as server-sent events
 * (`POST {baseUrl}/v1beta/models/{model}:streamGenerateContent?alt=sse`, header
 * `x-goog-api-key`). Every event is a `GenerateContentResponse`:
 * `candidates[0].content.parts[].text`, `candidates[0].finishReason` on the last one
 * (`STOP`, `MAX_TOKENS`, `SAFETY`, ...), and `usageMetadata` (`promptTokenCount`,
 * `candidatesTokenCount`, `thoughtsTokenCount`). There is no terminal event: the end
 * of the body after a finish reason is the end of the reply.
 *
 * Output tokens are the candidates' plus the thinking tokens (both are billed as
 * output); thought parts are not streamed as text.
 *
 * @since 0.1.0
 */
import { Effect, Schema } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import * as Streaming from "./internal/Streaming.ts"
import * as ModelProvider from "./ModelProvider.ts"

/**
 * The official address (the API paths start with `/v1beta`).
 *
 * @category constants
 * @since 0.1.0
 */
export const defaultBaseUrl = "https://generativelanguage.googleapis.com"

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
  contents: request.messages.map((message) => ({
    role: message.role === "assistant" ? "model" : "user",
    parts: partsOf(message)
  })),
  ...(request.tools === undefined || request.tools.length === 0
    ? {}
    : {
        tools: [
          {
            functionDeclarations: request.tools.map((tool) => ({
              name: tool.name,
              description: tool.description,
              parameters: tool.parameters
            }))
          }
        ]
      }),
  ...(request.system === undefined || request.system === ""
    ? {}
    : { systemInstruction: { parts: [{ text: request.system }] } }),
  generationConfig: {
    maxOutputTokens: request.maxOutputTokens,
    ...(request.temperature === undefined ? {} : { temperature: request.temperature })
  }
})

const argumentsOf = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return {}
  }
}

// The parts of a message: its text, its calls (`functionCall`) or the results of the
// model's calls (`functionResponse`, by the function's name, in the user turn).
const partsOf = (message: ModelProvider.Message): ReadonlyArray<Record<string, unknown>> => [
  ...(message.toolResults ?? []).map((result) => ({
    functionResponse: {
      name: result.name,
      response: result.isError === true ? { error: result.content } : { content: result.content }
    }
  })),
  ...(message.content === "" && ((message.toolCalls ?? []).length > 0 || (message.toolResults ?? []).length > 0)
    ? []
    : [{ text: message.content }]),
  ...(message.toolCalls ?? []).map((call) => ({ functionCall: { name: call.name, args: argumentsOf(call.arguments) } }))
]

/**
 * The normalised reason of a `finishReason` (or a prompt's `blockReason`).
 *
 * @category models
 * @since 0.1.0
 */
export const finishReasonOf = (raw: string): ModelProvider.FinishReason => {
  switch (raw) {
    case "STOP":
      return "stop"
    case "MAX_TOKENS":
      return "length"
    case "SAFETY":
    case "RECITATION":
    case "BLOCKLIST":
    case "PROHIBITED_CONTENT":
    case "SPII":
    case "IMAGE_SAFETY":
      return "content_filter"
    case "MALFORMED_FUNCTION_CALL":
    case "UNEXPECTED_TOOL_CALL":
      return "tool_calls"
    default:
      return "other"
  }
}

/**
 * The message and status of an error body; `API_KEY_INVALID` when a detail says so
 * (Gemini answers a bad key with 400 `INVALID_ARGUMENT`).
 *
 * @category models
 * @since 0.1.0
 */
export const errorBody = (body: unknown): Streaming.ErrorBody => {
  const common = Streaming.commonErrorBody(body)
  return isKeyInvalid(body) ? { ...common, code: "API_KEY_INVALID" } : common
}

/** An error body with a detail whose reason is `API_KEY_INVALID` (other details may hold anything). */
const isKeyInvalid = Schema.is(
  Schema.Struct({
    error: Schema.Struct({
      details: Schema.Array(Schema.Unknown).check(
        Schema.makeFilter((details) =>
          details.some(Schema.is(Schema.Struct({ reason: Schema.Literal("API_KEY_INVALID") })))
        )
      )
    })
  })
)

const errorCodes: Streaming.ErrorCodes = {
  rateLimited: ["RESOURCE_EXHAUSTED"],
  authentication: ["UNAUTHENTICATED", "PERMISSION_DENIED", "API_KEY_INVALID"],
  invalidRequest: ["INVALID_ARGUMENT", "FAILED_PRECONDITION", "NOT_FOUND"],
  timeout: ["DEADLINE_EXCEEDED"]
}

/**
 * A `GenerateContentResponse`, as far as the decoder reads it: the first candidate's
 * parts and finish reason, a blocked prompt, the usage, or an in-stream error.
 *
 * @category models
 * @since 0.1.0
 */
export const Response = Schema.Struct({
  candidates: Streaming.maybe(
    Schema.Array(
      Schema.Struct({
        content: Streaming.maybe(
          Schema.Struct({
            parts: Streaming.maybe(
              Schema.Array(
                Schema.Struct({
                  text: Streaming.maybe(Schema.String),
                  thought: Streaming.maybe(Schema.Boolean),
                  functionCall: Streaming.maybe(
                    Schema.Struct({
                      id: Streaming.maybe(Schema.String),
                      name: Schema.String,
                      args: Streaming.maybe(Schema.Unknown)
                    })
                  )
                })
              )
            )
          })
        ),
        finishReason: Streaming.maybe(Schema.String)
      })
    )
  ),
  promptFeedback: Streaming.maybe(Schema.Struct({ blockReason: Streaming.maybe(Schema.String) })),
  usageMetadata: Streaming.maybe(
    Schema.Struct({
      promptTokenCount: Streaming.maybe(Streaming.Count),
      toolUsePromptTokenCount: Streaming.maybe(Streaming.Count),
      candidatesTokenCount: Streaming.maybe(Streaming.Count),
      thoughtsTokenCount: Streaming.maybe(Streaming.Count)
    })
  ),
  error: Schema.optional(Schema.Unknown)
})

/**
 * A fresh decoder of the event stream: a plain synchronous state machine.
 *
 * @category models
 * @since 0.1.0
 */
export const decoder = (): Streaming.Decoder => {
  // Calls arrive whole, one part each; Gemini gives them no id unless it wants to.
  let callCount = 0
  return Streaming.jsonDecoder((state, payload, event) =>
    Streaming.decodeEvent(Response, payload, event, (response) => {
      if (response.error !== undefined && response.error !== null)
        return { texts: [], failure: Streaming.reasonOfCode(errorBody({ error: response.error }), errorCodes) }
      const texts: Array<string> = []
      const candidate = response.candidates?.[0]
      const toolCalls: Array<ModelProvider.ToolCall> = []
      for (const part of candidate?.content?.parts ?? []) {
        if (part.text != null && part.thought !== true) texts.push(part.text)
        if (part.functionCall != null) {
          const { id, name, args } = part.functionCall
          toolCalls.push({
            _tag: "ToolCall",
            id: id ?? `${name}_${callCount}`,
            name,
            arguments: JSON.stringify(args ?? {})
          })
          callCount += 1
        }
      }
      const finishReason = candidate?.finishReason
      if (finishReason != null && finishReason !== "FINISH_REASON_UNSPECIFIED") {
        state.rawFinishReason = finishReason
        // Gemini ends a turn that called functions with `STOP`.
        state.finishReason = finishReason === "STOP" && callCount > 0 ? "tool_calls" : finishReasonOf(finishReason)
      }
      const blockReason = response.promptFeedback?.blockReason
      if (blockReason != null) {
        state.rawFinishReason = blockReason
        state.finishReason = "content_filter"
      }
      const usage = response.usageMetadata
      if (usage?.promptTokenCount != null) {
        state.inputTokens = usage.promptTokenCount + (usage.toolUsePromptTokenCount ?? 0)
        state.outputTokens = (usage.candidatesTokenCount ?? 0) + (usage.thoughtsTokenCount ?? 0)
      }
      return { texts, toolCalls }
    })
  )
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
    provider: "google",
    httpRequest: (request) =>
      HttpClientRequest.post(
        `${baseUrl}/v1beta/models/${encodeURIComponent(request.model)}:streamGenerateContent?alt=sse`
      ).pipe(
        HttpClientRequest.setHeaders({
          accept: "text/event-stream",
          ...(apiKey === undefined ? {} : { "x-goog-api-key": apiKey }),
          ...options.headers
        }),
        HttpClientRequest.bodyJsonUnsafe(requestBody(request))
      ),
    decoder,
    errorBody,
    classify: (status, body) =>
      body.code === "API_KEY_INVALID"
        ? new ModelProvider.AuthenticationFailed({
            message: body.message ?? "API key not valid",
            status,
            providerCode: body.code
          })
        : undefined
  }
  return { provider: "google", stream: Streaming.make(client, adapter, Streaming.resolveOptions(options)) }
}

/**
 * The adapter over the `HttpClient` in context (provide `FetchHttpClient.layer`).
 *
 * @category constructors
 * @since 0.1.0
 */
export const make = (options: Options = {}): Effect.Effect<ModelProvider.ModelProvider, never, HttpClient.HttpClient> =>
  Effect.map(HttpClient.HttpClient, (client) => fromClient(client, options))
