/**
 * The metered app API in the reference server: the model catalogue (bundled default
 * or `VOUCH_MODEL_CATALOGUE`) and the provider adapters configured from the
 * environment, the credit ledger, the job store, and the app runtime serving the chat
 * app and the review apps (`@vouch/review-kit`: writing-style; shader review, with glslang
 * where it runs; Swift migration review), whose parts the scripted model plays when
 * `VOUCH_SCRIPTED_MODEL=on`.
 */
import { AppCredentials, AppRuntime } from "@vouch/app-api"
import { ChatApp } from "@vouch/chat"
import { AppTokens } from "@vouch/identity"
import { JobStore } from "@vouch/jobs"
import { CreditLedger } from "@vouch/ledger"
import { ModelCatalogue, ModelProviders, ModelsConfig, ScriptedProvider } from "@vouch/models"
import {
  ShaderReviewApp,
  ShaderReviewScript,
  SwiftReviewApp,
  SwiftReviewScript,
  WritingStyleApp,
  WritingStyleScript
} from "@vouch/review-kit"
import * as Glslang from "@vouch/shader-review/node/Glslang"
import * as Swiftc from "@vouch/swift-review/node/Swiftc"
import { Config, Effect, Layer, Schema } from "effect"
import { FetchHttpClient } from "effect/http"

/** The apps this server hosts. */
export const apps = [
  ChatApp.app,
  WritingStyleApp.app,
  ShaderReviewApp.make({ compiler: Glslang.compiler() }).app,
  SwiftReviewApp.make({ toolchain: Swiftc.compiler() ?? null }).app
]

/** The parts the scripted model plays (the review apps'). */
export const scriptedPlayers: ReadonlyArray<ScriptedProvider.Player> = [
  WritingStyleScript.player,
  ShaderReviewScript.player,
  SwiftReviewScript.player
]

/** The catalogue and the provider adapters, configured from the environment. */
export const models = Layer.mergeAll(
  ModelCatalogue.ModelCatalogue.layer,
  ModelProviders.ModelProviders.layer().pipe(
    Layer.provide([FetchHttpClient.layer, Layer.succeed(ScriptedProvider.Players, scriptedPlayers)])
  )
).pipe(Layer.provideMerge(ModelsConfig.ModelsConfig.layerConfig))

/** The ledger and the job store. */
export const accounting = Layer.mergeAll(CreditLedger.CreditLedger.layer, JobStore.JobStore.layer)

/** The app runtime's credentials: identity's app tokens, through the runtime's port. */
export const credentials = Layer.effect(
  AppCredentials.AppCredentials,
  Effect.map(AppTokens.AppTokens, AppCredentials.AppCredentials.fromTokens)
)

const seconds = (name: string) =>
  Config.schema(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 3600 })), name).pipe(Config.withDefault(30))

/**
 * The runtime (needs the models, the accounting, `SqlClient` and identity's
 * `AppTokens`). `VOUCH_JOB_LEASE_SECONDS` (default 30) is how long a job stays owned by
 * a process that stops renewing it; `VOUCH_JOB_REAP_SECONDS` (default 30) how often each
 * process looks for such jobs; each is an integer from 1 to 3600, read once at start
 * (anything else is reported as invalid configuration).
 */
export const runtime = Layer.unwrap(
  Effect.gen(function* () {
    const leaseSeconds = yield* seconds("VOUCH_JOB_LEASE_SECONDS")
    const reapSeconds = yield* seconds("VOUCH_JOB_REAP_SECONDS")
    return AppRuntime.AppRuntime.layer(apps, { leaseMillis: leaseSeconds * 1000, reapMillis: reapSeconds * 1000 })
  })
).pipe(Layer.provideMerge(credentials))

/** The display name of a hosted app, for identity's app token page. */
export const appName = (slug: string): string | undefined => apps.find((app) => app.slug === slug)?.name
