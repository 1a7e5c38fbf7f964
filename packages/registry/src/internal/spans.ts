/**
 * The spans of the registry's hottest reads (skill detail, download), made only when a
 * tracer other than `effect`'s native one is installed: the native tracer exports
 * nothing and nothing in the registry reads its spans back, while making one (the span,
 * two clock readings, its place in the context) cost more than the rest of a read whose
 * rows are kept. A host that installs a tracer gets the same spans as before. No stack
 * trace either way (it would always point here).
 */
import { Effect, Tracer } from "effect"

const noStackTrace = { captureStackTrace: false } as const

/** `effect` in a span named `name` when a tracer other than the native one is installed. */
export const hotSpan = (name: string) => {
  const span = Effect.withSpan(name, undefined, noStackTrace)
  return <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.withFiber((fiber) => (fiber.getRef(Tracer.Tracer) === Tracer.nativeTracer ? effect : span(effect)))
}
