/**
 * The registry in the reference server: the skill registry over the database and the
 * blob store, its callers resolved by identity (API key or session cookie, with the
 * organizations they belong to), the hourly refresh of search rankings, and the
 * statistics behind `/v1/stats`.
 */
import { ApiError } from "@vouch/envelope"
import { Authentication, Organizations } from "@vouch/identity"
import { RegistryActor, RegistryStats, ShareLinks, SkillRegistry, Verifications } from "@vouch/registry"
import { Effect, Layer, Option, Schedule } from "effect"
import type { HttpServerRequest } from "effect/http"
import { PlatformStats } from "../platform/PlatformStats.ts"

/** The caller of a registry request as the registry sees it. */
const resolve = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const caller = yield* Authentication.resolve(request)
    if (Option.isNone(caller)) {
      // Credentials that were sent but do not resolve are refused, not ignored.
      if (Authentication.credentialOf(request) !== undefined)
        return yield* ApiError.raise("unauthorized", "The API key or session is not valid (revoked or expired?).")
      return Option.none<RegistryActor.Actor>()
    }
    const organizations = yield* Organizations.Organizations
    const memberships = yield* organizations.memberships(caller.value.account.account_id)
    const account = caller.value.account
    return Option.some<RegistryActor.Actor>({
      account_id: account.account_id,
      username: account.username,
      email_verified: account.email_verified,
      tier: account.tier,
      organizations: memberships
    })
  })

/** Re-ranks search every hour (counts move ranking columns at once; this makes them exact). */
const refresh = Layer.effectDiscard(
  Effect.gen(function* () {
    const registry = yield* SkillRegistry.SkillRegistry
    yield* registry.refreshRankings.pipe(
      Effect.catchCause((cause) => Effect.logWarning("ranking refresh failed", cause)),
      Effect.repeat(Schedule.spaced("1 hour")),
      Effect.forkScoped
    )
  })
)

/** `/v1/stats` from the registry. */
export const platformStats = Layer.effect(
  PlatformStats,
  Effect.map(RegistryStats.RegistryStats, (stats) => PlatformStats.of({ counts: stats.counts }))
)

/** The registry services: skills, share links and verifications (need `SqlClient` and `BlobStorage`). */
export const services = Verifications.Verifications.layer.pipe(
  Layer.provideMerge(ShareLinks.ShareLinks.layer()),
  Layer.provideMerge(Layer.mergeAll(SkillRegistry.SkillRegistry.layer(), RegistryStats.RegistryStats.layer))
)

/** The authentication middleware (needs identity) and the background refresh. */
export const layer = Layer.mergeAll(refresh, RegistryActor.layerAuthentication(resolve))
