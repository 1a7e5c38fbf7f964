/**
 * Test fixtures: an OpenAI-compatible server on loopback that streams the real Chat
 * Completions wire format, and the app API served over a real database.
 *
 * The fake model answers `echo: <last user message>` in 4-character chunks, then a
 * usage chunk (`prompt_tokens` 100, `completion_tokens` = reply length / 4, rounded
 * up), then `[DONE]`. Messages steer it: `slow` waits 20 ms per chunk and writes 150
 * chunks, `cut` closes the connection before usage, `fail` answers 400, `[hold]` (left
 * out of the echo) streams the whole reply and then neither finishes nor reports usage
 * until the client goes away.
 *
 * The router takes path parameters of up to 1,000 characters, so the app API's own
 * schemas, not the router's default cap of 100, decide which values are accepted.
 */
import { mkdtempSync } from "node:fs"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { Migrations } from "@vouch/database"
import { HttpEnvelope, Pagination } from "@vouch/envelope"
import {
  Accounts,
  AppTokens,
  Identity,
  IdentityConfig,
  IdentityHooks,
  IdentityMigrations,
  Mailer
} from "@vouch/identity"
import { JobMigrations, JobStore } from "@vouch/jobs"
import { CreditLedger, LedgerMigrations } from "@vouch/ledger"
import { ModelCatalogue, ModelProviders, ModelsConfig } from "@vouch/models"
import { Effect, Layer, Option, Redacted, Result, Schema } from "effect"
import { FetchHttpClient, HttpRouter, HttpServer } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { App, AppApi, AppCredentials, AppHttp, AppMigrations, AppRuntime } from "../src/index.ts"

export const migrations = [
  Migrations.make("identity", IdentityMigrations.migrations),
  Migrations.make("ledger", LedgerMigrations.migrations),
  Migrations.make("jobs", JobMigrations.migrations),
  Migrations.make("app-api", AppMigrations.migrations)
]

export const requests: Array<{ readonly body: Record<string, unknown> }> = []

export const fakeOpenAi = await new Promise<string>((resolve) => {
  const server = createServer((request, response) => {
    let raw = ""
    request.on("data", (chunk: Buffer) => {
      raw += chunk.toString()
    })
    request.on("end", async () => {
      const body = JSON.parse(raw) as { messages: Array<{ role: string; content: string }>; max_tokens?: number }
      requests.push({ body })
      const last = body.messages[body.messages.length - 1]?.content ?? ""
      if (last.includes("fail")) {
        response.writeHead(400, { "content-type": "application/json" })
        response.end(JSON.stringify({ error: { message: "bad request", type: "invalid_request_error" } }))
        return
      }
      response.writeHead(200, { "content-type": "text/event-stream" })
      const hold = last.includes("[hold]")
      const reply = last.includes("slow") ? "abcd".repeat(150) : `echo: ${last.replace("[hold]", "")}`
      const chunks = reply.match(/.{1,4}/gs) ?? []
      const frame = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`
      const base = { id: "chatcmpl-1", object: "chat.completion.chunk", created: 1, model: "fake" }
      response.write(
        frame({ ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] })
      )
      for (const chunk of chunks) {
        if (response.destroyed) return
        response.write(frame({ ...base, choices: [{ index: 0, delta: { content: chunk }, finish_reason: null }] }))
        if (last.includes("slow")) await new Promise((done) => setTimeout(done, 20))
      }
      if (hold) {
        await new Promise((done) => response.once("close", done))
        return
      }
      if (last.includes("cut")) {
        // Let the text reach the client, then drop the connection before the usage.
        await new Promise((done) => setTimeout(done, 100))
        response.destroy()
        return
      }
      response.write(frame({ ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] }))
      response.write(
        frame({
          ...base,
          choices: [],
          usage: { prompt_tokens: 100, completion_tokens: Math.ceil(reply.length / 4), total_tokens: 0 }
        })
      )
      response.end("data: [DONE]\n\n")
    })
  })
  server.unref()
  server.listen(0, "127.0.0.1", () => {
    const address = server.address()
    resolve(`http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}/v1`)
  })
})

// 1 credit per 1,000 input tokens and 10 credits per 1,000 output tokens.
export const catalogue = Result.getOrThrow(
  ModelCatalogue.parse({
    default_model: "fake-small",
    aliases: { fast: "fake-small" },
    models: [
      {
        id: "fake-small",
        label: "Fake small",
        provider: "openai",
        provider_model: "fake",
        rates: { credits_per_mtok: { in: 1_000, out: 10_000 } },
        caps: { context_window: 8000, max_input_tokens: 4000, max_output_tokens: 1000, wall_clock_ms: 20_000 }
      },
      {
        id: "fake-claude",
        label: "Unavailable",
        provider: "anthropic",
        provider_model: "nope",
        rates: { credits_per_mtok: { in: 1_000, out: 10_000 } },
        caps: { context_window: 8000, max_input_tokens: 4000, max_output_tokens: 1000, wall_clock_ms: 20_000 }
      }
    ]
  })
)

/** A one-shot app: `{text, $model?}` echoed by the model. */
export const EchoApp = App.make({
  slug: "echo",
  name: "Echo",
  input: Schema.Struct({
    text: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(4000)),
    $model: Schema.optionalKey(Schema.String)
  }),
  model: (input) => input.$model,
  prompt: (input) => ({ system: "Repeat.", messages: [{ role: "user", content: input.text }] }),
  output: (text) => ({ output: text, length: text.length }),
  markupBps: 1000
})

/** A conversation app with sessions, which guests may run. */
export const TalkApp = App.make({
  slug: "talk",
  name: "Talk",
  input: Schema.Struct({
    content: Schema.String.check(Schema.isMaxLength(4000)),
    $model: Schema.optionalKey(Schema.String),
    stream: Schema.optionalKey(Schema.Boolean)
  }),
  model: (input) => input.$model,
  prompt: (input, history) => ({ messages: [...history, { role: "user", content: input.content }] }),
  sessions: true,
  guestsMayRun: true
})

// Only the OpenAI provider is configured, at the fake server.
const modelsOptions: ModelsConfig.Options = {
  providers: {
    openai: { apiKey: Option.some(Redacted.make("sk-test")), baseUrl: Option.some(fakeOpenAi) },
    anthropic: ModelsConfig.unconfigured,
    google: ModelsConfig.unconfigured
  },
  cataloguePath: Option.none(),
  disabled: []
}

/** The app credentials from identity's `AppTokens`, as a host provides them. */
export const credentials = Layer.effect(
  AppCredentials.AppCredentials,
  Effect.map(AppTokens.AppTokens, AppCredentials.AppCredentials.fromTokens)
)

export const runtime = <A>(
  database: Layer.Layer<A>,
  options: AppRuntime.Options = {},
  apps: ReadonlyArray<App.Any> = [EchoApp, TalkApp]
) =>
  AppRuntime.AppRuntime.layer(apps, { reapMillis: 0, leaseMillis: 2_000, ...options }).pipe(
    Layer.provideMerge(credentials),
    Layer.provideMerge(
      Layer.mergeAll(
        CreditLedger.CreditLedger.layer,
        JobStore.JobStore.layer,
        Layer.succeed(ModelCatalogue.ModelCatalogue, ModelCatalogue.ModelCatalogue.make(catalogue, modelsOptions)),
        ModelProviders.ModelProviders.layer().pipe(
          Layer.provide(ModelsConfig.ModelsConfig.layer(modelsOptions)),
          Layer.provide(FetchHttpClient.layer)
        ),
        Identity.layer.pipe(
          Layer.provideMerge(
            Layer.mergeAll(
              Mailer.Mailer.layerOutbox(mkdtempSync(join(tmpdir(), "vouch-app-outbox-"))),
              IdentityHooks.IdentityHooks.layerNone,
              IdentityConfig.IdentityConfig.layer({
                publicUrl: "http://vouch.test",
                secret: Redacted.make("app api test secret"),
                google: Option.none(),
                github: Option.none()
              })
            )
          )
        )
      )
    ),
    Layer.provideMerge(database)
  )

export const serve = <R>(services: Layer.Layer<R, never, never>) =>
  HttpRouter.serve(
    Layer.mergeAll(
      HttpApiBuilder.layer(AppApi.Api).pipe(
        Layer.provide(AppHttp.layer({ cursors: Pagination.makeCursorCodec("app api cursor secret for tests") }))
      ),
      HttpEnvelope.layer()
    ),
    { disableLogger: true, disableListenLog: true, routerConfig: { maxParamLength: 1000 } }
  ).pipe(
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
    Layer.provideMerge(services)
  )

export interface Body {
  readonly ok: boolean
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are probed field by field in tests
  readonly data?: any
  readonly error?: {
    readonly code: string
    readonly message: string
    readonly status: number
    readonly details?: { readonly field?: string; readonly location?: string }
  }
  readonly meta: {
    readonly request_id: string
    readonly pagination?: { has_more: boolean; next_cursor: string | null }
  }
}

export const call = (
  path: string,
  init: RequestInit & { readonly json?: unknown; readonly token?: string; readonly key?: string } = {}
) =>
  Effect.gen(function* () {
    const server = yield* HttpServer.HttpServer
    const url = HttpServer.formatAddress(server.address)
    const { json, token, key, ...rest } = init
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) }
    if (json !== undefined) headers["content-type"] = "application/json"
    if (token !== undefined) headers.authorization = `Bearer ${token}`
    if (key !== undefined) headers["idempotency-key"] = key
    const response = yield* Effect.promise(() =>
      fetch(`${url}${path}`, { ...rest, headers, ...(json === undefined ? {} : { body: JSON.stringify(json) }) })
    )
    const text = yield* Effect.promise(() => response.text())
    const isJson = (response.headers.get("content-type") ?? "").includes("json")
    return { response, status: response.status, text, body: (isJson && text !== "" ? JSON.parse(text) : {}) as Body }
  })

/** Frames of an SSE body: `[event, data]` pairs. */
export const frames = (text: string) =>
  text
    .split("\n\n")
    .filter((frame) => frame.includes("data:"))
    .map((frame) => {
      const event = /^event: ?(.*)$/m.exec(frame)?.[1] ?? "message"
      const data = frame
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).replace(/^ /, ""))
        .join("\n")
      return [event, JSON.parse(data)] as const
    })

/** Polls a job until it is terminal. */
export const settle = (jobId: string, token: string) =>
  Effect.gen(function* () {
    for (let attempt = 0; attempt < 200; attempt++) {
      const polled = yield* call(`/v1/app-api/jobs/${jobId}`, { token })
      if (["succeeded", "failed", "cancelled"].includes(polled.body.data?.status)) return polled.body.data
      yield* Effect.sleep("50 millis")
    }
    throw new Error(`job ${jobId} did not finish`)
  })

/** A signed-in user of `app` with `credits`, and their user token. */
export const user = (email: string, app: string, credits: number) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts.Accounts
    const tokens = yield* AppTokens.AppTokens
    const ledger = yield* CreditLedger.CreditLedger
    const { account } = yield* accounts.ensure(email, { verified: true, claimed: true })
    if (credits > 0) yield* ledger.grant({ accountId: account.account_id, grantId: `test:${email}`, amount: credits })
    const issued = yield* tokens.issueUser(account.account_id, app)
    return { token: issued.token, accountId: account.account_id }
  })
