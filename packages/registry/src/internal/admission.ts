/**
 * The admission of saves: at most `concurrency` at once, and at most `budgetBytes` of
 * memory (their `cost`, the archive and its declared uncompressed size) between them;
 * a save costlier than the whole budget runs alone. Others wait in arrival order, at
 * most `maximumWaiting` of them and each at most `waitTimeout`; beyond either, the
 * save is turned away (`undefined` from `admit`), which the registry answers with 503.
 */
import { Duration, Effect } from "effect"

export interface Options {
  readonly concurrency: number
  readonly budgetBytes: number
  readonly maximumWaiting: number
  readonly waitTimeout: Duration.Input
}

interface Waiter {
  readonly cost: number
  granted: boolean
  resume?: (effect: Effect.Effect<void>) => void
}

export interface Admission {
  /** Runs `self` once admitted; `busy` when turned away. */
  readonly run: <A, E, R, B>(
    cost: number,
    self: Effect.Effect<A, E, R>,
    busy: Effect.Effect<B, E>
  ) => Effect.Effect<A | B, E, R>
}

export const make = (options: Options): Admission => {
  let running = 0
  let inFlight = 0
  const queue: Array<Waiter> = []
  const timeout = Duration.fromInputUnsafe(options.waitTimeout)

  const fits = (cost: number) =>
    running < options.concurrency && (running === 0 || inFlight + cost <= options.budgetBytes)

  const grant = (cost: number) => {
    running += 1
    inFlight += cost
  }

  const release = (cost: number) =>
    Effect.sync(() => {
      running -= 1
      inFlight -= cost
      while (queue.length > 0 && fits(queue[0]!.cost)) {
        const next = queue.shift()!
        grant(next.cost)
        next.granted = true
        next.resume?.(Effect.void)
      }
    })

  /** True once admitted (the caller then owes a `release`), false when turned away. */
  const admit = (cost: number): Effect.Effect<boolean> =>
    Effect.suspend(() => {
      if (queue.length === 0 && fits(cost)) {
        grant(cost)
        return Effect.succeed(true)
      }
      if (queue.length >= options.maximumWaiting || Duration.isZero(timeout)) return Effect.succeed(false)
      const waiter: Waiter = { cost, granted: false }
      queue.push(waiter)
      return Effect.callback<void>((resume) => {
        waiter.resume = resume
        // Interrupted (or timed out) while still waiting: leave the queue.
        return Effect.sync(() => {
          const index = queue.indexOf(waiter)
          if (index >= 0) queue.splice(index, 1)
        })
      }).pipe(
        Effect.timeoutOption(timeout),
        // A grant that raced the timeout still counts; one that raced an interruption is returned.
        Effect.map((admitted) => admitted._tag === "Some" || waiter.granted),
        Effect.onInterrupt(() => (waiter.granted ? release(cost) : Effect.void))
      )
    })

  return {
    run: <A, E, R, B>(cost: number, self: Effect.Effect<A, E, R>, busy: Effect.Effect<B, E>) =>
      Effect.uninterruptibleMask((restore) =>
        Effect.flatMap(
          restore(admit(cost)),
          (admitted): Effect.Effect<A | B, E, R> =>
            admitted ? restore(self).pipe(Effect.ensuring(release(cost))) : busy
        )
      )
  }
}
