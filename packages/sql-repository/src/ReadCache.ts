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
 * @since 0.1.0
 */

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

  /** Drops every entry: after any write the entries may depend on. */
  invalidate(): void {
    this.generation++
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
