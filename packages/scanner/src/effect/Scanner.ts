/**
 * `Scanner` with its Effect edge: everything of `@vouch/scanner/Scanner`, plus the
 * `Scanner` service and its `layer` for hosts that inject it (the registry's reference
 * scan on save). A separate entry so that scanning loads without `effect`.
 *
 * @since 0.1.0
 */
import { Context, Effect, Layer } from "effect"
import { type Options, scanArchive, scanFiles } from "../Scanner.ts"
import type { ScanReport } from "../ScanReport.ts"
import type { SkillFile } from "../SkillFile.ts"

export * from "../Scanner.ts"

/**
 * The scanner as an Effect service. Scanning cannot fail, so every method has an empty
 * error channel.
 *
 * @category services
 * @since 0.1.0
 */
export class Scanner extends Context.Service<
  Scanner,
  {
    readonly scanArchive: (bytes: Uint8Array, options?: Options) => Effect.Effect<ScanReport>
    readonly scanFiles: (files: ReadonlyArray<SkillFile>, options?: Options) => Effect.Effect<ScanReport>
  }
>()("@vouch/scanner/Scanner") {}

/**
 * The default implementation: the plain functions, suspended.
 *
 * @category layers
 * @since 0.1.0
 */
export const layer: Layer.Layer<Scanner> = Layer.succeed(
  Scanner,
  Scanner.of({
    scanArchive: (bytes, options) => Effect.sync(() => scanArchive(bytes, options)),
    scanFiles: (files, options) => Effect.sync(() => scanFiles(files, options))
  })
)
