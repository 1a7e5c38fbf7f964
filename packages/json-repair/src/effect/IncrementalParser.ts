/**
 * `IncrementalParser` with its Effect integration: everything of
 * `@vouch/json-repair/IncrementalParser`, plus `snapshots` over an Effect `Stream` of
 * deltas. A separate entry so that the core parser loads without `effect`.
 *
 * @since 0.1.0
 */
import { Stream } from "effect"
import { createIncrementalParser } from "../IncrementalParser.ts"
import type { Options, Reply } from "../JsonRepair.ts"

export * from "../IncrementalParser.ts"

/**
 * Reads a stream of deltas: one snapshot after each chunk of deltas the stream delivers
 * (a network stream delivers its deltas one chunk at a time). Every snapshot carries the
 * same growing `value`: render it as it arrives, or copy it (`structuredClone`) to keep
 * it as it was.
 *
 * @example
 * ```ts
 * import * as IncrementalParser from "@vouch/json-repair/effect/IncrementalParser"
 * import { Effect, Stream } from "effect"
 *
 * const deltas = Stream.fromIterable(['{"score": 7', "1, ", '"verdict": "drif']).pipe(Stream.rechunk(1))
 * Effect.runPromise(
 *   deltas.pipe(
 *     IncrementalParser.snapshots(),
 *     Stream.runForEach((reply) => Effect.sync(() => console.log(reply._tag === "Parsed" ? reply.value : reply.reason)))
 *   )
 * ) // => {}, then { score: 71 }, then { score: 71 }
 * ```
 *
 * @category parsing
 * @since 0.1.0
 */
export const snapshots =
  (options?: Options) =>
  <E, R>(self: Stream.Stream<string, E, R>): Stream.Stream<Reply, E, R> =>
    Stream.suspend(() => {
      const parser = createIncrementalParser(options)
      return Stream.mapArray(self, (deltas) => {
        for (const delta of deltas) parser.push(delta)
        return [parser.snapshot()]
      })
    })
