/**
 * The creator assistant's chat: one assistant turn per request, the conversation held
 * by the client. A turn streams the model's text and runs the tools it calls
 * (`CreatorTools`), feeding their results back, until the model answers without a
 * tool call (at most `maxSteps` model calls). Every model call is metered to the
 * caller: a hold for the worst case on the caller's ledger account, settled at real
 * usage.
 *
 * Before the stream starts (each an HTTP status, see `CreatorHttp`):
 * 1. the request rules of spec 1 (`decodeRequest`): at most 40 messages of at most
 *    16,384 characters, the last from the user; at most 10 confirmations of at most 100
 *    characters; at most one attachment of at most 100 KB (413);
 * 2. the account exists and its email is verified (403);
 * 3. the assistant is enabled and its model is available (503);
 * 4. no other turn of the account is in flight, in any process (409): a lease row in
 *    `creator_turns`, released when the turn ends and expiring after `leaseMillis`
 *    should a process die;
 * 5. the account's messages of the UTC day (by the `Clock`) are fewer than 50 (429);
 *    a refused turn counts nothing.
 *
 * @since 0.1.0
 */
import { CreditLedger } from "@vouch/ledger"
import { ModelCatalogue, ModelProvider, ModelProviders, TokenEstimate } from "@vouch/models"
import { Clock, Context, Effect, Layer, Option, Queue, Schema, Stream } from "effect"
import { SqlClient } from "effect/sql"
import * as AppForm from "./AppForm.ts"
import { CreatorAccounts } from "./CreatorAccounts.ts"
import * as CreatorError from "./CreatorError.ts"
import type { CreatorEvent } from "./CreatorEvent.ts"
import * as CreatorTools from "./CreatorTools.ts"
import * as HostedApp from "./HostedApp.ts"
import { HostedApps } from "./HostedApps.ts"

/**
 * @category constants
 * @since 0.1.0
 */
export const limits = {
  messages: 40,
  messageLength: 16_384,
  confirmations: 10,
  confirmationLength: 100,
  attachments: 1,
  attachmentNameLength: 80,
  attachmentBytes: 100 * 1024,
  bodyBytes: 256 * 1024,
  dailyMessages: 50
} as const

/**
 * The request body of `POST /v1/creator/chat`.
 *
 * @category models
 * @since 0.1.0
 */
export const ChatRequest = Schema.Struct({
  messages: Schema.Array(
    Schema.Struct({
      role: Schema.Literals(["user", "assistant"]),
      content: Schema.String.check(Schema.isMaxLength(limits.messageLength))
    })
  ).check(Schema.isMinLength(1), Schema.isMaxLength(limits.messages)),
  confirmations: Schema.optionalKey(
    Schema.Array(Schema.String.check(Schema.isMaxLength(limits.confirmationLength))).check(
      Schema.isMaxLength(limits.confirmations)
    )
  ),
  attachments: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({
        name: Schema.String.check(Schema.isMaxLength(limits.attachmentNameLength)),
        content: Schema.String
      })
    ).check(Schema.isMaxLength(limits.attachments))
  )
})

/**
 * @category models
 * @since 0.1.0
 */
export type ChatRequest = typeof ChatRequest.Type

const encoder = new TextEncoder()

/**
 * A body decoded by the request rules: `InvalidRequest` naming the rule, `TooLarge`
 * for an attachment over 100 KB.
 *
 * @category validation
 * @since 0.1.0
 */
export const decodeRequest = (body: unknown): Effect.Effect<ChatRequest, CreatorError.CreatorError> =>
  Effect.gen(function* () {
    const decoded = yield* Schema.decodeUnknownEffect(ChatRequest)(body).pipe(
      Effect.mapError(
        (error) => new CreatorError.CreatorError({ reason: "InvalidRequest", message: error.message.slice(0, 1_000) })
      )
    )
    if (decoded.messages.at(-1)?.role !== "user")
      return yield* CreatorError.fail("InvalidRequest", "The last message must be from the user.")
    for (const attachment of decoded.attachments ?? [])
      if (encoder.encode(attachment.content).length > limits.attachmentBytes)
        return yield* CreatorError.fail("TooLarge", "An attachment is larger than 100 KB.")
    return decoded
  })

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** `false`: every turn answers 503. */
  readonly enabled: boolean
  /** The model id or alias (`VOUCH_CREATOR_MODEL`); none: the catalogue's default. */
  readonly model?: string | undefined
  /** The server's public address (links to an app's token page). */
  readonly publicUrl: string
  /** Messages per account per UTC day (default 50). */
  readonly dailyMessages?: number | undefined
  /** How long a turn's lease lasts if its process dies (default 10 minutes). */
  readonly leaseMillis?: number | undefined
  /** The most model calls in one turn (default 8). */
  readonly maxSteps?: number | undefined
  /** The output cap of one model call (default 4,096, never above the model's). */
  readonly maxOutputTokens?: number | undefined
}

/**
 * An item of the `apps` list of `GET /v1/creator/me` (decision: `docs/decisions.md`).
 *
 * @category models
 * @since 0.1.0
 */
export const AppSummary = Schema.Struct({
  slug: Schema.String,
  name: Schema.String,
  description: Schema.String,
  visibility: HostedApp.Visibility,
  owner: HostedApp.Owner,
  form: AppForm.Form,
  prompt_template: Schema.String,
  default_model: Schema.NullOr(Schema.String),
  markup_bps: Schema.Int,
  sponsored: Schema.Boolean,
  created_at: Schema.String,
  updated_at: Schema.String
}).annotate({ identifier: "CreatorAppSummary" })

/**
 * @category models
 * @since 0.1.0
 */
export type AppSummary = typeof AppSummary.Type

/**
 * What `GET /v1/creator/me` answers.
 *
 * @category models
 * @since 0.1.0
 */
export const Me = Schema.Struct({
  username: Schema.String,
  apps: Schema.Array(AppSummary)
}).annotate({ identifier: "CreatorMe" })

/**
 * @category models
 * @since 0.1.0
 */
export type Me = typeof Me.Type

const summaryOf = (app: HostedApp.Definition): AppSummary => ({
  slug: app.slug,
  name: app.name,
  description: app.description,
  visibility: app.visibility,
  owner: app.owner,
  form: app.form,
  prompt_template: app.promptTemplate,
  default_model: app.defaultModel,
  markup_bps: app.markupBps,
  sponsored: app.sponsored,
  created_at: app.createdAt.toISOString(),
  updated_at: app.updatedAt.toISOString()
})

/**
 * The system prompt of the assistant.
 *
 * @category constructors
 * @since 0.1.0
 */
export const system = `You are the Vouch creator assistant. You help the person build small hosted mini-apps without code: each has a slug, a name, an input form (a small JSON Schema subset), a prompt template with {{property}} placeholders, a default model, a markup and a sponsoring choice. Use the tools: create_app makes a private draft, update_app changes it, test_run tries it with sample input, publish_app / unpublish_app / delete_app need the person's confirmation (the tool tells you when it is missing: then ask the person and stop). Keep answers short. Never claim a tool succeeded unless its result says ok.`

const dayOf = (millis: number) => new Date(millis).toISOString().slice(0, 10)
const secondsToNextDay = (millis: number) => Math.max(1, Math.ceil((86_400_000 - (millis % 86_400_000)) / 1000))

/**
 * @category services
 * @since 0.1.0
 */
export class CreatorChat extends Context.Service<
  CreatorChat,
  {
    /**
     * Runs the checks of a turn for the account and, when they pass, the turn's events
     * (the lease is held until the stream ends).
     */
    readonly turn: (
      accountId: string,
      request: ChatRequest
    ) => Effect.Effect<Stream.Stream<CreatorEvent>, CreatorError.CreatorError>
    /** The caller's username and the apps they or their organizations own. */
    readonly me: (accountId: string) => Effect.Effect<Me, CreatorError.CreatorError>
  }
>()("@vouch/creator/CreatorChat") {
  /**
   * The chat (needs `SqlClient`, `HostedApps`, `CreatorAccounts`, `CreditLedger`,
   * `ModelCatalogue`, `ModelProviders` and the app runtime).
   *
   * @since 0.1.0
   */
  static readonly layer = (options: Options) =>
    Layer.effect(
      CreatorChat,
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const apps = yield* HostedApps
        const accounts = yield* CreatorAccounts
        const ledger = yield* CreditLedger.CreditLedger
        const catalogue = yield* ModelCatalogue.ModelCatalogue
        const providers = yield* ModelProviders.ModelProviders
        const tools = yield* CreatorTools.make
        const dailyMessages = options.dailyMessages ?? limits.dailyMessages
        const leaseMillis = options.leaseMillis ?? 10 * 60_000
        const maxSteps = options.maxSteps ?? 8

        const verifiedAccount = (accountId: string) =>
          Effect.gen(function* () {
            const account = yield* accounts.find(accountId)
            if (Option.isNone(account))
              return yield* CreatorError.fail("Unauthenticated", "The session's account no longer exists.")
            if (!account.value.emailVerified)
              return yield* CreatorError.fail(
                "EmailNotVerified",
                "The creator assistant needs a verified email address."
              )
            return account.value
          })

        const acquire = (accountId: string) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const token = crypto.randomUUID()
            const taken = yield* sql`
              INSERT INTO creator_turns (account_id, lease_token, expires_at)
              VALUES (${accountId}, ${token}, ${new Date(now + leaseMillis)})
              ON CONFLICT (account_id) DO UPDATE SET lease_token = EXCLUDED.lease_token, expires_at = EXCLUDED.expires_at
              WHERE creator_turns.expires_at <= ${new Date(now)}
              RETURNING lease_token`.pipe(Effect.orDie)
            if (taken.length === 0)
              return yield* CreatorError.fail("TurnInFlight", "A previous turn of this account is still in flight.")
            return token
          })

        const release = (accountId: string, token: string) =>
          sql`DELETE FROM creator_turns WHERE account_id = ${accountId} AND lease_token = ${token}`.pipe(
            Effect.asVoid,
            Effect.orDie
          )

        const count = (accountId: string) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const counted = yield* sql`
              INSERT INTO creator_daily (account_id, day, messages) VALUES (${accountId}, ${dayOf(now)}, 1)
              ON CONFLICT (account_id, day) DO UPDATE SET messages = creator_daily.messages + 1
              WHERE creator_daily.messages < ${dailyMessages}
              RETURNING messages`.pipe(Effect.orDie)
            if (counted.length === 0)
              return yield* CreatorError.fail(
                "DailyCapReached",
                `The creator assistant takes ${dailyMessages} messages per account per day.`,
                secondsToNextDay(now)
              )
          })

        // One model call: held, streamed (text forwarded), settled; the reply, or the
        // error event that ends the turn.
        const step = (
          accountId: string,
          model: ModelCatalogue.Model,
          messages: ReadonlyArray<ModelProvider.Message>,
          emit: (event: CreatorEvent) => Effect.Effect<void>
        ) =>
          Effect.gen(function* () {
            const requestedCap = Math.min(options.maxOutputTokens ?? 4_096, model.caps.maxOutputTokens)
            const promptTokens = TokenEstimate.prompt({
              system: `${system}${JSON.stringify(CreatorTools.definitions)}`,
              messages: messages.map((message) => ({
                role: message.role,
                content: `${message.content}${JSON.stringify(message.toolCalls ?? [])}${JSON.stringify(message.toolResults ?? [])}`
              }))
            })
            const holdId = `creator_${crypto.randomUUID()}`
            const now = yield* Clock.currentTimeMillis
            const held = yield* ledger
              .hold({
                accountId,
                holdId,
                requested: ModelCatalogue.credits(model.rates, {
                  inputTokens: promptTokens,
                  outputTokens: requestedCap
                }),
                floor: ModelCatalogue.credits(model.rates, { inputTokens: promptTokens, outputTokens: 1 }),
                expiresAt: new Date(now + model.caps.wallClockMs + 10 * 60_000)
              })
              .pipe(Effect.option)
            if (Option.isNone(held)) {
              yield* emit({
                event: "error",
                data: { code: "insufficient_credits", message: "The balance cannot cover the assistant's next step." }
              })
              return Option.none<ModelProvider.Reply>()
            }
            const maxOutputTokens = held.value.truncated
              ? Math.max(
                  1,
                  ModelCatalogue.affordableOutputTokens(model.rates, promptTokens, held.value.amount, requestedCap)
                )
              : requestedCap
            const reply = yield* providers
              .stream(model, { system, messages, maxOutputTokens, tools: CreatorTools.definitions })
              .pipe(
                Stream.tap((part) =>
                  part._tag === "TextDelta" ? emit({ event: "text", data: { delta: part.text } }) : Effect.void
                ),
                (stream) => Effect.timeout(Effect.exit(ModelProvider.collect(stream)), model.caps.wallClockMs),
                Effect.option
              )
            const exit = Option.getOrUndefined(reply)
            const usage = exit !== undefined && exit._tag === "Success" ? exit.value.finish.usage : undefined
            const charge =
              usage === undefined
                ? ModelCatalogue.credits(model.rates, { inputTokens: promptTokens, outputTokens: 0 })
                : ModelCatalogue.credits(model.rates, usage)
            yield* ledger.settle(holdId, Math.min(charge, held.value.amount)).pipe(Effect.orDie)
            if (exit === undefined || exit._tag === "Failure") {
              yield* emit({
                event: "error",
                data: {
                  code: "model_unavailable",
                  message:
                    exit === undefined
                      ? "The model did not answer in time."
                      : "The model failed to answer; try again in a moment."
                }
              })
              return Option.none<ModelProvider.Reply>()
            }
            return Option.some(exit.value)
          })

        const run = (
          account: { readonly accountId: string },
          model: ModelCatalogue.Model,
          request: ChatRequest,
          emit: (event: CreatorEvent) => Effect.Effect<void>
        ) =>
          Effect.gen(function* () {
            const context: CreatorTools.Context = {
              accountId: account.accountId,
              organizations: yield* accounts.organizations(account.accountId),
              confirmations: new Set(request.confirmations ?? []),
              attachment: request.attachments?.[0],
              publicUrl: options.publicUrl
            }
            const messages: Array<ModelProvider.Message> = request.messages.map((message) => ({
              role: message.role,
              content: message.content
            }))
            let toolsUsed = 0
            for (let index = 0; index < maxSteps; index++) {
              const reply = yield* step(account.accountId, model, messages, emit)
              if (Option.isNone(reply)) return
              const { text, toolCalls, finish } = reply.value
              if (toolCalls.length === 0) {
                yield* emit({ event: "done", data: { stop: finish.finishReason, tools_used: toolsUsed } })
                return
              }
              const results: Array<ModelProvider.ToolResult> = []
              for (const call of toolCalls) {
                toolsUsed += 1
                yield* emit({
                  event: "tool_start",
                  data: { id: call.id, name: call.name, args_preview: call.arguments.slice(0, 200) }
                })
                const outcome = yield* tools.run(context, call)
                for (const event of outcome.events) yield* emit(event)
                results.push(outcome.result)
              }
              messages.push({ role: "assistant", content: text, toolCalls })
              messages.push({ role: "user", content: "", toolResults: results })
            }
            yield* emit({ event: "done", data: { stop: "max_steps", tools_used: toolsUsed } })
          })

        return CreatorChat.of({
          turn: Effect.fn("CreatorChat.turn")(function* (accountId: string, request: ChatRequest) {
            const account = yield* verifiedAccount(accountId)
            if (!options.enabled) return yield* CreatorError.fail("Unavailable", "The creator assistant is disabled.")
            const resolved = yield* catalogue
              .resolveAvailable(options.model)
              .pipe(
                Effect.catch(() => CreatorError.fail("Unavailable", "No model is available for the creator assistant."))
              )
            const lease = yield* acquire(accountId)
            yield* count(accountId).pipe(Effect.tapError(() => release(accountId, lease)))
            return Stream.callback<CreatorEvent>((queue) =>
              run(account, resolved.model, request, (event) => Effect.asVoid(Queue.offer(queue, event))).pipe(
                Effect.catchCause((cause) =>
                  Effect.andThen(
                    Effect.logError("creator turn failed", cause),
                    Queue.offer(queue, {
                      event: "error",
                      data: { code: "internal_error", message: "The turn failed on the server." }
                    })
                  )
                ),
                Effect.ensuring(Effect.andThen(release(accountId, lease), Queue.end(queue)))
              )
            )
          }),
          me: Effect.fn("CreatorChat.me")(function* (accountId: string) {
            const account = yield* accounts.find(accountId)
            if (Option.isNone(account))
              return yield* CreatorError.fail("Unauthenticated", "The session's account no longer exists.")
            const organizations = yield* accounts.organizations(accountId)
            const owned = yield* apps.ownedBy([accountId, ...organizations.map((organization) => organization.id)])
            return { username: account.value.username, apps: owned.map(summaryOf) }
          })
        })
      })
    )
}
