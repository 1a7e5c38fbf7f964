/**
 * The read path's cache of the SQL repository (docs/decisions.md, "Per-request cost,
 * second pass"): the skill rows behind detail and download and the version rows behind
 * download, kept for a short time, bounded in entries, dropped whole by every write of
 * the registry in this process (after the write, and after its transaction ends); and
 * the downloads counted in batches off the request path, their pending counts added to
 * what the skill reads return.
 *
 * One state per `SqlClient` (a `WeakMap`): the skill and share-link repositories of one
 * server share it whichever of them is built first, and two servers of one process (tests)
 * on two databases never share.
 */
import { ReadCache } from "@vouch/sql-repository"
import type { SqlClient } from "effect/sql"

/** How long and how many rows the read cache keeps, and how often pending downloads are written. */
export interface Settings extends ReadCache.Settings {
  /** Milliseconds between writes of the pending downloads (0: each download is written on its request). */
  readonly downloadFlushMillis: number
}

/** The defaults: a second, 10,000 rows, downloads written every second. */
export const defaults: Settings = { ...ReadCache.defaults, downloadFlushMillis: 1_000 }

/** A download waiting to be written. */
export interface PendingDownload {
  readonly skillId: string
  readonly identity: string
  readonly day: string
  readonly version: string
}

// Downloads known to be written (counted or not) today: repeats are not queued again.
const maxSeen = 100_000

/** The rows of one database client, and its pending downloads. */
export class State extends ReadCache.Store<Settings> {
  constructor() {
    super(defaults)
  }

  /** Downloads not yet sent, by key; those being sent; what each adds to its skill. */
  pending = new Map<string, PendingDownload>()
  inFlight = new Map<string, PendingDownload>()
  private readonly bySkill = new Map<string, number>()
  private seen = new Set<string>()
  private seenDay = ""
  /** Moves when a write of pending downloads starts and when it ends (see `SkillRepository`). */
  epoch = 0

  /** Downloads of a skill counted in this process and not yet written. */
  pendingOf(skillId: string): number {
    return this.bySkill.get(skillId) ?? 0
  }

  /** Queues a download; false when this identity's download of the skill today is already known. */
  queue(download: PendingDownload): boolean {
    if (download.day !== this.seenDay) {
      this.seen = new Set()
      this.seenDay = download.day
    }
    const key = `${download.skillId}\u0000${download.identity}\u0000${download.day}`
    if (this.seen.has(key) || this.pending.has(key) || this.inFlight.has(key)) return false
    this.pending.set(key, download)
    this.bySkill.set(download.skillId, this.pendingOf(download.skillId) + 1)
    return true
  }

  /** Takes up to `limit` pending downloads for a write; undefined when there are none or a write is under way. */
  take(limit: number): ReadonlyArray<PendingDownload> | undefined {
    if (this.pending.size === 0 || this.inFlight.size > 0) return undefined
    const taken = new Map<string, PendingDownload>()
    for (const [key, download] of this.pending) {
      if (taken.size >= limit) break
      taken.set(key, download)
    }
    for (const key of taken.keys()) this.pending.delete(key)
    this.inFlight = taken
    this.epoch++
    return [...taken.values()]
  }

  /** The write of the taken downloads ended: written (their counts are in the rows now) or not (queued again). */
  settle(written: boolean): void {
    if (written) {
      if (this.seen.size + this.inFlight.size > maxSeen) this.seen = new Set()
      for (const [key, download] of this.inFlight) {
        if (download.day === this.seenDay) this.seen.add(key)
        const left = this.pendingOf(download.skillId) - 1
        if (left > 0) this.bySkill.set(download.skillId, left)
        else this.bySkill.delete(download.skillId)
      }
      this.invalidate()
    } else {
      for (const [key, download] of this.inFlight) this.pending.set(key, download)
    }
    this.inFlight = new Map()
    this.epoch++
    const waiters = this.waiters
    this.waiters = []
    for (const waiter of waiters) waiter()
  }

  private waiters: Array<() => void> = []

  /** Calls `callback` once the write of pending downloads under way ends (at once when none is). */
  afterWrite(callback: () => void): void {
    if (this.inFlight.size === 0) callback()
    else this.waiters.push(callback)
  }

  /** Whether a write of pending downloads is under way. */
  get writing(): boolean {
    return this.inFlight.size > 0
  }
}

const states = new WeakMap<SqlClient.SqlClient, State>()

/** The state of one database client, made on first use. */
export const of = (sql: SqlClient.SqlClient): State => {
  let state = states.get(sql)
  if (state === undefined) {
    state = new State()
    states.set(sql, state)
  }
  return state
}
