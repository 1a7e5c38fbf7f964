/**
 * The resolutions of credentials kept for a short time (docs/decisions.md, "Per-request
 * cost, second pass (issue 16, point 5)"): a successful lookup of a key or session by
 * its digest, with its account and memberships, reused for `ttlMillis` (never past the
 * key's expiry), at most `maxEntries` of them. Failed lookups are never kept. Every
 * write of identity in this process that can change a principal (a revoked key, an
 * account's fields, its deletion, a membership) drops the whole cache once done (a
 * transaction, again after it ends), and a lookup that overlapped such a write does not
 * keep its result; other processes see the write within `ttlMillis`.
 *
 * One state per `SqlClient` (a `WeakMap`), so `Credentials`, `Accounts`,
 * `Organizations` and the standalone `Accounts.setTier` of one server share it, and two
 * servers of one process on two databases do not.
 */
import { ReadCache } from "@vouch/sql-repository"
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"

/** How long and how many resolutions are kept. */
export type Settings = ReadCache.Settings

/** The defaults: a second, 10,000 resolutions. */
export const defaults: Settings = ReadCache.defaults

/** The resolutions of one database client (keyed by the credential's digest). */
export class State extends ReadCache.Store {
  constructor() {
    super(defaults)
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

/** `effect`, then the cache of `sql` dropped (whether it succeeded or not). */
export const invalidating =
  (sql: SqlClient.SqlClient) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.ensuring(
      effect,
      Effect.sync(() => of(sql).invalidate())
    )

/** The members of a repository named in `writes` wrapped with `invalidating`. */
export const withInvalidation = <S extends object>(
  sql: SqlClient.SqlClient,
  members: S,
  writes: ReadonlyArray<keyof S & string>
): S => {
  const after = invalidating(sql)
  const wrapped: Record<string, unknown> = { ...(members as Record<string, unknown>) }
  for (const name of writes) {
    const member = members[name] as unknown as (...args: Array<unknown>) => Effect.Effect<unknown, unknown, unknown>
    wrapped[name] = (...args: Array<unknown>) => after(member(...args))
  }
  return wrapped as S
}
