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
import { Effect, Predicate } from "effect"
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
 * @category wire format
 * @since 0.1.0
 */
export const requestBody = (request: ModelProvider.Request): Record<string, unknown> => ({
  contents: request.messages.map((message) => ({
    role: message.role === "assistant" ? "model" : "user",
    parts: [{ text: message.content }]
  })),
  ...(request.system === undefined || request.system === ""
    ? {}
    : { systemInstruction: { parts: [{ text: request.system }] } }),
  generationConfig: {
    maxOutputTokens: request.maxOutputTokens,
    ...(request.temperature === undefined ? {} : { temperature: request.temperature })
  }
})

/**
 * The normalised reason of a `finishReason` (or a prompt's `blockReason`).
 *
 * @category wire format
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
 * @category wire format
 * @since 0.1.0
 */
export const errorBody = (body: unknown): Streaming.ErrorBody => {
  const common = Streaming.commonErrorBody(body)
  const error = Predicate.isObject(body) ? (body as { readonly error?: unknown }).error : undefined
  const details = Predicate.isObject(error) ? (error as { readonly details?: unknown }).details : undefined
  const keyInvalid =
    Array.isArray(details) &&
    details.some(
      (detail: unknown) => Predicate.isObject(detail) && (detail as { reason?: unknown }).reason === "API_KEY_INVALID"
    )
  return keyInvalid ? { ...common, code: "API_KEY_INVALID" } : common
}

const errorCodes: Streaming.ErrorCodes = {
  rateLimited: ["RESOURCE_EXHAUSTED"],
  authentication: ["UNAUTHENTICATED", "PERMISSION_DENIED", "API_KEY_INVALID"],
  invalidRequest: ["INVALID_ARGUMENT", "FAILED_PRECONDITION", "NOT_FOUND"],
  timeout: ["DEADLINE_EXCEEDED"]
}

/**
 * A fresh decoder of the event stream: a plain synchronous state machine.
 *
 * @category wire format
 * @since 0.1.0
 */
export const decoder = (): Streaming.Decoder =>
  Streaming.jsonDecoder((state, fields) => {
    if (fields.error !== undefined && fields.error !== null)
      return { texts: [], failure: Streaming.reasonOfCode(errorBody({ error: fields.error }), errorCodes) }
    const texts: Array<string> = []
    const candidate = Array.isArray(fields.candidates) ? (fields.candidates[0] as unknown) : undefined
    if (Predicate.isObject(candidate)) {
      const { content, finishReason } = candidate as { readonly content?: unknown; readonly finishReason?: unknown }
      const parts = Predicate.isObject(content) ? (content as { readonly parts?: unknown }).parts : undefined
      if (Array.isArray(parts)) {
        for (const part of parts) {
          if (!Predicate.isObject(part)) continue
          const { text, thought } = part as { readonly text?: unknown; readonly thought?: unknown }
          if (Predicate.isString(text) && thought !== true) texts.push(text)
        }
      }
      if (Predicate.isString(finishReason) && finishReason !== "FINISH_REASON_UNSPECIFIED") {
        state.rawFinishReason = finishReason
        state.finishReason = finishReasonOf(finishReason)
      }
    }
    const feedback = fields.promptFeedback as { readonly blockReason?: unknown } | undefined
    if (Predicate.isObject(feedback) && Predicate.isString(feedback.blockReason)) {
      state.rawFinishReason = feedback.blockReason
      state.finishReason = "content_filter"
    }
    if (Predicate.isObject(fields.usageMetadata)) {
      const usage = fields.usageMetadata as Record<string, unknown>
      if (Streaming.isCount(usage.promptTokenCount)) {
        state.inputTokens =
          usage.promptTokenCount +
          (Streaming.isCount(usage.toolUsePromptTokenCount) ? usage.toolUsePromptTokenCount : 0)
        state.outputTokens =
          (Streaming.isCount(usage.candidatesTokenCount) ? usage.candidatesTokenCount : 0) +
          (Streaming.isCount(usage.thoughtsTokenCount) ? usage.thoughtsTokenCount : 0)
      }
    }
    return { texts }
  })

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
