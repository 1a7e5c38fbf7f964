/**
 * A short-lived, bounded cache of reads that every write drops whole: rows (or anything
 * read) kept for `ttlMillis` at most, never past a deadline the reader gives, at most
 * `maxEntries` of them (the oldest leaves first). A generation counter moves on every
 * invalidation, so a read that overlapped a write does not keep what it read.
 *
 * ```ts
 * const cache = new ReadCache.Store({ ttlMillis: 1_000, maxEntries: 10_000 })
 * const generation = cache.generation // before the read
 * cache.set("key", row, generation, Date.now())
 * cache.invalidate() // after every write
 * ```
 *
 * `read` does the same through the cache, and shares a read under way: the readers of a
 * key that miss while another reader's query for it runs wait for that query instead of
 * sending their own (when it finds nothing, fails, or a write came in between, each
 * reads for itself).
 *
 * @since 0.1.0
 */
import { Deferred, Effect, Exit } from "effect"

/**
 * How long and how many entries are kept.
 *
 * @category models
 * @since 0.1.0
 */
export interface Settings {
  /** Milliseconds an entry is kept (0: none is). */
  readonly ttlMillis: number
  /** Entries kept at most (the oldest leaves first). */
  readonly maxEntries: number
}

/**
 * A second, 10,000 entries.
 *
 * @category constants
 * @since 0.1.0
 */
export const defaults: Settings = { ttlMillis: 1_000, maxEntries: 10_000 }

interface Entry {
  readonly value: unknown
  readonly deadline: number
}

/**
 * What a read found: the value and, when it must not be kept that long, the time
 * (epoch milliseconds) it stops being valid.
 *
 * @category models
 * @since 0.1.0
 */
export interface Found<A> {
  readonly value: A
  readonly until?: number | undefined
}

// A read under way: the generation it started in, and what it found once it ends
// (undefined when it found nothing, failed or was interrupted).
interface Reading {
  readonly generation: number
  readonly outcome: Deferred.Deferred<Found<unknown> | undefined>
}

/**
 * @category models
 * @since 0.1.0
 */
export class Store<S extends Settings = Settings> {
  settings: S
  private readonly entries = new Map<string, Entry>()
  /** Moves on every invalidation: a read that saw it move does not keep its result. */
  generation = 0

  constructor(settings: S) {
    this.settings = settings
  }

  /** The entry of `key` while it is alive at `now`. */
  get(key: string, now: number): unknown {
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    if (entry.deadline > now) return entry.value
    this.entries.delete(key)
    return undefined
  }

  /** Keeps a value read when the generation was `generation`, until `deadline` at most. */
  set(key: string, value: unknown, generation: number, now: number, deadline = Number.POSITIVE_INFINITY): void {
    if (this.settings.ttlMillis <= 0 || generation !== this.generation) return
    const until = Math.min(now + this.settings.ttlMillis, deadline)
    if (until <= now) return
    this.entries.delete(key)
    while (this.entries.size >= this.settings.maxEntries) {
      const oldest = this.entries.keys().next()
      if (oldest.done === true) break
      this.entries.delete(oldest.value)
    }
    this.entries.set(key, { value, deadline: until })
  }

  private readonly reading = new Map<string, Reading>()

  /**
   * The value of `key` at `now`: kept, else what a read of it under way since the last
   * invalidation finds (when still valid at `now`), else read by `query` and kept (for
   * the cache's time, never past `until`) when no invalidation happened meanwhile.
   * Nothing found is never kept nor shared: a reader that gets nothing from a shared
   * read sends its own query, as does each one when the shared read failed, was
   * interrupted, or overlapped an invalidation.
   */
  read<A, E, R>(
    key: string,
    now: number,
    query: Effect.Effect<Found<A> | undefined, E, R>
  ): Effect.Effect<A | undefined, E, R> {
    const hit = this.get(key, now)
    if (hit !== undefined) return Effect.succeed(hit as A)
    const generation = this.generation
    const under = this.reading.get(key)
    if (under !== undefined && under.generation === generation)
      return Effect.flatMap(Deferred.await(under.outcome), (found) =>
        found !== undefined && this.generation === generation && (found.until ?? Number.POSITIVE_INFINITY) > now
          ? Effect.succeed(found.value as A)
          : this.own(key, now, generation, query)
      )
    const outcome = Deferred.makeUnsafe<Found<unknown> | undefined>()
    this.reading.set(key, { generation, outcome })
    return Effect.onExit(this.own(key, now, generation, query, outcome), () =>
      Effect.sync(() => {
        if (this.reading.get(key)?.outcome === outcome) this.reading.delete(key)
        // Failed or interrupted: the waiters read for themselves.
        Deferred.doneUnsafe(outcome, Exit.succeed(undefined))
      })
    )
  }

  // A reader's own query: kept when found and no invalidation came in between, and
  // handed to the readers waiting on `outcome` (when shared).
  private own<A, E, R>(
    key: string,
    now: number,
    generation: number,
    query: Effect.Effect<Found<A> | undefined, E, R>,
    outcome?: Deferred.Deferred<Found<unknown> | undefined>
  ): Effect.Effect<A | undefined, E, R> {
    return Effect.map(query, (found) => {
      if (found !== undefined) this.set(key, found.value, generation, now, found.until)
      if (outcome !== undefined) Deferred.doneUnsafe(outcome, Exit.succeed(found))
      return found?.value
    })
  }

  /** Drops every entry: after any write the entries may depend on. */
  invalidate(): void {
    this.generation++
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
