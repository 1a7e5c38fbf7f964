/**
 * The metered app API in the reference server: the model catalogue (bundled default
 * or `VOUCH_MODEL_CATALOGUE`) and the provider adapters configured from the
 * environment, the credit ledger, the job store, and the app runtime serving the chat
 * app.
 */
import { AppRuntime } from "@vouch/app-api"
import { ChatApp } from "@vouch/chat"
import { JobStore } from "@vouch/jobs"
import { CreditLedger } from "@vouch/ledger"
import { ModelCatalogue, ModelProviders, ModelsConfig } from "@vouch/models"
import { Layer } from "effect"
import { FetchHttpClient } from "effect/http"

/** The apps this server hosts. */
export const apps = [ChatApp.app]

/** The catalogue and the provider adapters, configured from the environment. */
export const models = Layer.mergeAll(
  ModelCatalogue.ModelCatalogue.layer,
  ModelProviders.ModelProviders.layer().pipe(Layer.provide(FetchHttpClient.layer))
).pipe(Layer.provideMerge(ModelsConfig.ModelsConfig.layerConfig))

/** The ledger and the job store. */
export const accounting = Layer.mergeAll(CreditLedger.CreditLedger.layer, JobStore.JobStore.layer)

/** The runtime (needs the models, the accounting, `SqlClient` and identity's `AppTokens`). */
export const runtime = AppRuntime.AppRuntime.layer(apps)

/** The display name of a hosted app, for identity's app token page. */
export const appName = (slug: string): string | undefined => apps.find((app) => app.slug === slug)?.name
