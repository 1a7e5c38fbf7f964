/**
 * Where the CPU-heavy half of a save runs: reading the archive (`SkillArchive.read`:
 * check, inflate, hash) and the server's reference scan. `SkillRegistry` needs one.
 *
 * - `ScanPool.layer({ workers })`: worker threads (default: one fewer than the cores,
 *   between 1 and 4), started on first use and terminated when the layer's scope
 *   closes. Small work (the archive and its declared uncompressed size together under
 *   128 KiB) stays on the calling thread, where it takes a few milliseconds. The
 *   worker script is loaded by path from beside this module (`internal/scanWorker.js`
 *   in the published package); building the layer fails when it is missing.
 * - `ScanPool.layerInThread`: everything on the calling thread, for hosts bundled into
 *   one file (where the worker script is not beside the bundle) and for tests. A large
 *   save then blocks the event loop for as long as it is read and scanned.
 *
 * @since 0.1.0
 */
import type { ScanReport } from "@vouch/scanner"
import type { SkillArchive } from "@vouch/skill-archive"
import { Context, Effect, Layer } from "effect"
import type { Prepared as PreparedArchive } from "./internal/prepare.ts"
import * as Pool from "./internal/scanPool.ts"

/**
 * An archive read and scanned: the skill with its files and the reference report, or
 * the refusal of `SkillArchive.read`.
 *
 * @category models
 * @since 0.1.0
 */
export type Prepared = PreparedArchive

/**
 * Options of the worker pool.
 *
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** Worker threads; default one fewer than the cores, between 1 and 4. */
  readonly workers?: number | undefined
  /** The worker script, for hosts that copy `internal/scanWorker.js` elsewhere. */
  readonly script?: URL | undefined
}

/**
 * @category services
 * @since 0.1.0
 */
export class ScanPool extends Context.Service<
  ScanPool,
  {
    /** Reads and checks an archive with `limits`, then scans it. */
    readonly prepare: (archive: Uint8Array, limits: SkillArchive.Limits) => Effect.Effect<Prepared>
    /** The reference scan of an archive. */
    readonly scan: (archive: Uint8Array) => Effect.Effect<ScanReport.ScanReport>
  }
>()("@vouch/registry/ScanPool") {
  /** Worker threads, terminated when the layer's scope closes. */
  static readonly layer = (options?: Options) =>
    Layer.effect(
      ScanPool,
      Effect.map(Pool.make(options), (pool) => ScanPool.of({ prepare: pool.prepare, scan: pool.scan }))
    )

  /** Everything on the calling thread (bundled hosts, tests). */
  static readonly layerInThread = Layer.succeed(ScanPool, ScanPool.of(Pool.inThread))
}
