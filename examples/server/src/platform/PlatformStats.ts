/**
 * The port through which the platform statistics reach `GET /v1/stats`. The
 * registry provides the real counts (`RegistryStats.counts`: public skills, the
 * namespaces publishing them and the sharer's scan reports on exposed versions; private
 * work is never counted); a host without a registry gets zeros.
 */
import { Context, Effect, Layer } from "effect"

export interface StatsCounts {
  readonly skills: number
  readonly publishers: number
  readonly scan_reports: number
}

export class PlatformStats extends Context.Service<PlatformStats, { readonly counts: Effect.Effect<StatsCounts> }>()(
  "@vouch/example-server/PlatformStats"
) {
  /** No registry mounted: nothing is counted yet. */
  static readonly layerEmpty = Layer.succeed(
    PlatformStats,
    PlatformStats.of({ counts: Effect.succeed({ skills: 0, publishers: 0, scan_reports: 0 }) })
  )
}
