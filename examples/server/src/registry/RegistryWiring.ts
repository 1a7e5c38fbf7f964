/**
 * The registry in the reference server: the skill registry over the database and the
 * blob store, its callers resolved by identity (API key or session cookie, with the
 * organizations they belong to), the hourly refresh of search rankings, and the
 * statistics behind `/v1/stats`.
 *
 * Saves: `VOUCH_SCAN_WORKERS` worker threads read and scan archives (default: one
 * fewer than the cores, between 1 and 4; `0` does it on the main thread, for a bundled
 * server whose worker script is not beside the bundle); `VOUCH_SAVE_CONCURRENCY`
 * (default 4) saves at once within `VOUCH_SAVE_INFLATED_BUDGET_BYTES` (default 256 MiB)
 * of archives and their uncompressed files; up to `VOUCH_SAVE_QUEUE_LENGTH` (default
 * 64) more wait at most `VOUCH_SAVE_QUEUE_TIMEOUT_SECONDS` (default 30), the rest get
 * 503 with `Retry-After`.
 *
 * The second opinion of a model on new versions (`ScanSecondOpinion`, metered to the
 * saving account) is off unless `VOUCH_SCAN_SECOND_OPINION=on`.
 */
import { ApiError } from "@vouch/envelope"
import { Authentication } from "@vouch/identity"
import {
  RegistryActor,
  RegistryHost,
  RegistryStats,
  ScanPool,
  ShareLinks,
  SkillRegistry,
  SkillRepository,
  Verifications
} from "@vouch/registry"
import { Config, Effect, Layer, Option, Schema } from "effect"
import type { HttpServerRequest } from "effect/http"
import { PlatformStats } from "../platform/PlatformStats.ts"
import { ServerConfig } from "../ServerConfig.ts"
import * as ScanSecondOpinion from "./ScanSecondOpinion.ts"

/**
 * The caller of a registry request as the registry sees it, resolved by identity's
 * resolver (built once: nothing is provided per request).
 */
const resolver = Effect.map(
  Authentication.resolver,
  (resolveCaller) => (request: HttpServerRequest.HttpServerRequest) =>
    Effect.flatMap(resolveCaller(request), (caller) => {
      if (Option.isNone(caller)) {
        // Credentials that were sent but do not resolve are refused, not ignored.
        if (Authentication.credentialOf(request) !== undefined)
          return ApiError.fail("unauthorized", "The API key or session is not valid (revoked or expired?).")
        return Effect.succeed(Option.none<RegistryActor.Actor>())
      }
      // The memberships come with the key, in the same round trip.
      const account = caller.value.account
      return Effect.succeed(
        Option.some<RegistryActor.Actor>({
          account_id: account.account_id,
          username: account.username,
          email_verified: account.email_verified,
          tier: account.tier,
          organizations: caller.value.memberships
        })
      )
    })
)

/** `/v1/stats` from the registry. */
export const platformStats = Layer.effect(
  PlatformStats,
  Effect.map(RegistryStats.RegistryStats, (stats) => PlatformStats.of({ counts: stats.counts }))
)

/** An integer setting with a least value (and a greatest): anything else fails as invalid configuration, naming the variable. */
const integer = (name: string, minimum: number, maximum?: number) =>
  Config.schema(
    Schema.Int.check(
      maximum === undefined ? Schema.isGreaterThanOrEqualTo(minimum) : Schema.isBetween({ minimum, maximum })
    ),
    name
  )

const saveSettings = Config.all({
  scanWorkers: Config.option(integer("VOUCH_SCAN_WORKERS", 0, 64)),
  concurrency: integer("VOUCH_SAVE_CONCURRENCY", 1).pipe(
    Config.withDefault(SkillRegistry.defaultSaveAdmission.saveConcurrency)
  ),
  budget: integer("VOUCH_SAVE_INFLATED_BUDGET_BYTES", 1024 * 1024).pipe(
    Config.withDefault(SkillRegistry.defaultSaveAdmission.saveInflatedBudgetBytes)
  ),
  queueLength: integer("VOUCH_SAVE_QUEUE_LENGTH", 0).pipe(
    Config.withDefault(SkillRegistry.defaultSaveAdmission.saveQueueLength)
  ),
  queueTimeoutSeconds: integer("VOUCH_SAVE_QUEUE_TIMEOUT_SECONDS", 0, 600).pipe(Config.withDefault(30))
})

/** The skill registry on the scan pool, both configured from the environment (validated when the server starts). */
const skillRegistry = Layer.unwrap(
  Effect.gen(function* () {
    const read = yield* saveSettings
    const workers = Option.getOrUndefined(read.scanWorkers)
    const scanPool = workers === 0 ? ScanPool.ScanPool.layerInThread : ScanPool.ScanPool.layer({ workers })
    return SkillRegistry.SkillRegistry.layer({
      saveConcurrency: read.concurrency,
      saveInflatedBudgetBytes: read.budget,
      saveQueueLength: read.queueLength,
      saveQueueTimeout: `${read.queueTimeoutSeconds} seconds`
    }).pipe(Layer.provideMerge(scanPool), Layer.provide(ScanSecondOpinion.layerConfig))
  })
)

/**
 * The read cache of detail and download and the batched download counts
 * (`VOUCH_SKILL_CACHE_MS`, `VOUCH_DOWNLOAD_FLUSH_MS`, `VOUCH_CACHE_ENTRIES`).
 */
const readCache = Layer.unwrap(
  Effect.map(ServerConfig, (config) =>
    Layer.succeed(SkillRepository.ReadCacheSettings)({
      ttlMillis: config.skillCacheMillis,
      maxEntries: config.cacheEntries,
      downloadFlushMillis: config.downloadFlushMillis
    })
  )
)

/** The registry services: skills, share links and verifications (need `SqlClient` and `BlobStorage`). */
export const services = Verifications.Verifications.layer.pipe(
  Layer.provideMerge(ShareLinks.ShareLinks.layer()),
  Layer.provideMerge(Layer.mergeAll(skillRegistry, RegistryStats.RegistryStats.layer)),
  Layer.provide(readCache)
)

/** The authentication middleware (needs identity) and the background refresh. */
export const layer = Layer.mergeAll(RegistryHost.layerRankingRefresh(), RegistryActor.layerAuthenticationFrom(resolver))
