/**
 * The HTTP contract of the creator assistant: `POST /v1/creator/chat` (one assistant
 * turn, streamed as `text/event-stream`) and `GET /v1/creator/me`, in the registry's
 * envelope. Handlers are in `CreatorHttp`.
 *
 * The chat body is declared for the document and clients but read by the handler
 * itself: the token is checked before the body is read (an unauthenticated caller
 * cannot make the server read 256 KB), and the request rules answer their own 400 and
 * 413 (`CreatorChat.decodeRequest`).
 *
 * @since 0.1.0
 */
import { ApiError, Envelope, HttpEnvelope } from "@vouch/envelope"
import { Schema } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import * as CreatorChat from "./CreatorChat.ts"

const sessionFailures = ["unauthorized", "forbidden", "email_not_verified", "rate_limited", "internal_error"] as const

const chatBody = Schema.toJsonSchemaDocument(CreatorChat.ChatRequest)

// The chat's body and its `text/event-stream` answer, added to the generated operation.
const chatDocument = OpenApi.annotations({
  transform: (operation) => {
    const success = operation.responses?.["200"]
    if (success !== undefined)
      success.content = {
        "text/event-stream": {
          schema: {
            type: "string",
            description:
              "Server-sent events of one assistant turn: `text` (`{delta}`, repeated), `tool_start` (`{id, name, args_preview}`), `tool_result` (`{id, name, ok, summary, url?, findings?}`), `confirm_request` (`{action, key, slug, title}`: send `key` in `confirmations` to perform it), then `done` (`{stop, tools_used}`) or `error` (`{code, message}`); a `ping` every 15 seconds."
          }
        }
      }
    return {
      ...operation,
      requestBody: {
        required: true,
        content: { "application/json": { schema: { ...chatBody.schema, $defs: chatBody.definitions } } }
      }
    }
  }
})

/**
 * @category http
 * @since 0.1.0
 */
export class CreatorGroup extends HttpApiGroup.make("creator")
  .add(
    HttpApiEndpoint.post("chat", "/v1/creator/chat", {
      success: Schema.String,
      error: ApiError.failures("registry", [
        ...sessionFailures,
        "validation_error",
        "payload_too_large",
        "conflict",
        "service_unavailable"
      ])
    })
      .annotate(OpenApi.Summary, "One creator assistant turn")
      .annotate(
        OpenApi.Description,
        "A creator session (an app-user bearer token of the `creator` app). At most 40 messages of at most 16,384 characters, the last from the user; at most 10 confirmations of at most 100 characters; at most one attachment of at most 100 KB; a body of at most 256 KB. 409 while a turn of the account is in flight; 429 after 50 messages a day; 503 when the assistant is disabled or no model is available."
      )
      .annotateMerge(chatDocument),
    HttpApiEndpoint.get("me", "/v1/creator/me", {
      success: Envelope.Success(CreatorChat.Me),
      error: ApiError.failures("registry", [...sessionFailures])
    })
      .annotate(OpenApi.Summary, "The creator and their apps")
      .annotate(OpenApi.Description, "The caller's username and the hosted mini-apps they or their organizations own.")
  )
  .annotate(OpenApi.Description, "The creator assistant and the caller's hosted mini-apps.")
  .annotate(HttpEnvelope.Dialect, Envelope.registry)
  .middleware(HttpEnvelope.Middleware) {}

/**
 * The creator's API alone (a host adds it with `addHttpApi`).
 *
 * @category http
 * @since 0.1.0
 */
export class Api extends HttpApi.make("creator").add(CreatorGroup) {}
