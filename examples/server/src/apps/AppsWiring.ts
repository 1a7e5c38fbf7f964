/**
 * The metered app API in the reference server: the model catalogue (bundled default
 * or `VOUCH_MODEL_CATALOGUE`) and the provider adapters configured from the
 * environment, the credit ledger, the job store (listening for cancellations on
 * PostgreSQL), and the app runtime serving the chat app and the review apps
 * (`@vouch/review-kit`: writing-style; shader review, with glslang where it runs, else
 * the pure JavaScript glslx; Swift migration review), whose parts the scripted model
 * plays when `VOUCH_SCRIPTED_MODEL=on`, and the hosted mini-apps people make with the
 * creator assistant (`@vouch/creator`), found in the database through the runtime's
 * `AppDirectory`.
 */
import { AppCredentials, AppRuntime } from "@vouch/app-api"
import { ChatApp } from "@vouch/chat"
import { CreatorAccounts, CreatorChat, CreatorConfig, CreatorHttp, HostedApps } from "@vouch/creator"
import { Database } from "@vouch/database"
import { Accounts, AppTokens, Organizations } from "@vouch/identity"
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
import * as Glslx from "@vouch/shader-review/checker/Glslx"
import * as Glslang from "@vouch/shader-review/node/Glslang"
import * as Swiftc from "@vouch/swift-review/node/Swiftc"
import { Config, Effect, Layer, Option, Schema } from "effect"
import { FetchHttpClient } from "effect/http"
import { ServerConfig } from "../ServerConfig.ts"

/** The apps this server hosts. */
export const apps = [
  ChatApp.app,
  WritingStyleApp.app,
  ShaderReviewApp.make({ compiler: Glslang.compilerOr(Glslx.compiler) }).app,
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

/**
 * The ledger and the job store. On PostgreSQL the store listens for cancellations
 * (`NOTIFY` from any process wakes a job's owner at once); on PGlite it polls the flag.
 */
export const accounting = Layer.mergeAll(
  CreditLedger.CreditLedger.layer,
  Layer.unwrap(
    Effect.map(Database.listen, (listen) => JobStore.JobStore.layerWith({ listen: Option.getOrUndefined(listen) }))
  )
)

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
).pipe(Layer.provide(HostedApps.HostedApps.directory), Layer.provideMerge(credentials))

/** The hosted mini-apps: no slug of a built-in app, nor the creator's own. */
export const hostedApps = HostedApps.HostedApps.layer({
  reserved: (slug) => slug === CreatorHttp.creatorSlug || apps.some((app) => app.slug === slug)
})

/** The creator's view of identity's accounts and organizations (owners and admins create apps for them). */
export const creatorAccounts = Layer.effect(
  CreatorAccounts.CreatorAccounts,
  Effect.gen(function* () {
    const accounts = yield* Accounts.Accounts
    const organizations = yield* Organizations.Organizations
    return CreatorAccounts.CreatorAccounts.of({
      find: (accountId) =>
        Effect.map(
          accounts.find(accountId),
          Option.map((account) => ({
            accountId: account.account_id,
            username: account.username,
            emailVerified: account.email_verified
          }))
        ),
      organizations: (accountId) =>
        Effect.map(organizations.memberships(accountId), (memberships) =>
          memberships
            .filter((membership) => membership.role !== "member")
            .map((membership) => ({ id: membership.id, namespace: membership.namespace }))
        )
    })
  })
)

/**
 * The creator assistant (needs the runtime, the models, the ledger, the hosted apps and
 * identity): `VOUCH_CREATOR` (`on` or `off`) and `VOUCH_CREATOR_MODEL`.
 */
export const creator = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* CreatorConfig.config
    const server = yield* ServerConfig
    return CreatorChat.CreatorChat.layer({
      enabled: config.enabled,
      model: Option.getOrUndefined(config.model),
      publicUrl: server.publicUrl
    })
  })
).pipe(Layer.provide(creatorAccounts))

/** The display name of a built-in app or the creator's, for identity's app token page. */
export const appName = (slug: string): string | undefined =>
  slug === CreatorHttp.creatorSlug ? "Vouch creator" : apps.find((app) => app.slug === slug)?.name
