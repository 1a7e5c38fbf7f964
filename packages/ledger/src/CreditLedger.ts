/**
 * Integer credits (1 USD = 10,000 credits) per subject: grants, holds placed for the
 * worst case and settled at real usage (the rest released), voided or expired, and an
 * append-only journal.
 *
 * Guarantees, across any number of processes sharing one PostgreSQL: never an
 * overdraft (a hold first locks the balance row, then sizes and writes itself from
 * that row's newest version, and a `CHECK` constraint refuses any commit that would
 * overdraw; a hold it refuses is `InsufficientCredits`); every hold resolves at
 * most once (`pending` is the only state that moves); a grant, a hold and a charge
 * each appear once in the journal (`(kind, reference)` is unique).
 *
 * Every operation runs inside the caller's transaction when there is one, so a job
 * runner can place a hold and create its job atomically.
 *
 * @since 0.1.0
 */

import { Rows } from "@vouch/sql-repository"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import * as Memory from "./internal/memory.ts"
import * as Rules from "./internal/rules.ts"

/**
 * The balance of a subject. `available = credits_posted - debits_posted - debits_pending`.
 *
 * @category models
 * @since 0.1.0
 */
export interface Balance {
  readonly accountId: string
  readonly creditsPosted: number
  readonly debitsPosted: number
  readonly debitsPending: number
  readonly available: number
}

/**
 * A placed hold: `amount` may be less than `requested` when the balance could only
 * fund part of it (`truncated`).
 *
 * @category models
 * @since 0.1.0
 */
export interface Hold {
  readonly holdId: string
  readonly accountId: string
  readonly amount: number
  readonly requested: number
  readonly truncated: boolean
}

/**
 * The outcome of resolving a hold.
 *
 * @category models
 * @since 0.1.0
 */
export interface Resolution {
  readonly holdId: string
  readonly status: "posted" | "voided" | "expired"
  readonly charged: number
  readonly released: number
}

/**
 * One journal line.
 *
 * @category models
 * @since 0.1.0
 */
export interface Entry {
  readonly entryId: number
  readonly kind: "grant" | "hold" | "release" | "charge"
  readonly reference: string
  readonly amount: number
  readonly memo: string
  readonly createdAt: Date
}

/**
 * The balance cannot fund even the floor of a hold.
 *
 * @category errors
 * @since 0.1.0
 */
export class InsufficientCredits extends Schema.TaggedError<InsufficientCredits>()("InsufficientCredits", {
  accountId: Schema.String,
  available: Schema.Number,
  floor: Schema.Number
}) {}

/**
 * @category errors
 * @since 0.1.0
 */
export class HoldNotFound extends Schema.TaggedError<HoldNotFound>()("HoldNotFound", { holdId: Schema.String }) {}

/**
 * The hold was already posted, voided or expired: resolving it again changes nothing.
 *
 * @category errors
 * @since 0.1.0
 */
export class HoldAlreadyResolved extends Schema.TaggedError<HoldAlreadyResolved>()("HoldAlreadyResolved", {
  holdId: Schema.String,
  status: Schema.String
}) {}

/**
 * @category errors
 * @since 0.1.0
 */
export class InvalidAmount extends Schema.TaggedError<InvalidAmount>()("InvalidAmount", { message: Schema.String }) {}

/**
 * The one error of the ledger.
 *
 * @category errors
 * @since 0.1.0
 */
export class LedgerError extends Schema.TaggedError<LedgerError>()("LedgerError", {
  reason: Schema.Union([InsufficientCredits, HoldNotFound, HoldAlreadyResolved, InvalidAmount])
}) {}

type GrantOptions = Parameters<CreditLedger["Service"]["grant"]>[0]
type HoldOptions = Parameters<CreditLedger["Service"]["hold"]>[0]
type PageOptions = Parameters<CreditLedger["Service"]["entries"]>[1]

const fail = (reason: LedgerError["reason"]) => Effect.fail(new LedgerError({ reason }))

const invalid = (message: string | undefined) =>
  message === undefined ? Effect.void : fail(new InvalidAmount({ message }))

// Rows, decoded. Amounts are `bigint` columns read as text (exact), then as numbers.
const Credits = Schema.NumberFromString
const HoldStatus = Schema.Literals(["pending", "posted", "voided", "expired"])
const BalanceRow = Schema.Struct({ credits_posted: Credits, debits_posted: Credits, debits_pending: Credits })
const AmountRow = Schema.Struct({ amount: Credits })
const StatusRow = Schema.Struct({ status: HoldStatus })
const ResolvedRow = Schema.Struct({ amount: Credits, posted_amount: Credits })
const CountRow = Schema.Struct({ count: Credits })
const EntryRow = Schema.Struct({
  entry_id: Credits,
  kind: Schema.Literals(["grant", "hold", "release", "charge"]),
  reference: Schema.String,
  amount: Credits,
  memo: Schema.String,
  created_at: Schema.Date
})

/** The balance of `accountId` from its row, zeros when it has none. */
const toBalance = (accountId: string, row: typeof BalanceRow.Type | undefined): Balance =>
  Rules.balance(
    accountId,
    row && { creditsPosted: row.credits_posted, debitsPosted: row.debits_posted, debitsPending: row.debits_pending }
  )

/**
 * @category services
 * @since 0.1.0
 */
export class CreditLedger extends Context.Service<
  CreditLedger,
  {
    readonly balance: (accountId: string) => Effect.Effect<Balance>
    /** Adds credits once per `grantId`; `granted` is false when that grant was already booked. */
    readonly grant: (options: {
      readonly accountId: string
      readonly grantId: string
      readonly amount: number
      readonly memo?: string | undefined
    }) => Effect.Effect<{ readonly granted: boolean; readonly balance: Balance }, LedgerError>
    /**
     * Holds up to `requested` credits, at least `floor`: the whole amount when the
     * balance allows, otherwise everything available (truncated), otherwise
     * `InsufficientCredits`. The hold expires at `expiresAt` unless resolved before.
     */
    readonly hold: (options: {
      readonly accountId: string
      readonly holdId: string
      readonly requested: number
      readonly floor: number
      readonly expiresAt: Date
    }) => Effect.Effect<Hold, LedgerError>
    /** Posts `charge` (capped at the hold) and releases the rest. */
    readonly settle: (holdId: string, charge: number) => Effect.Effect<Resolution, LedgerError>
    /** Releases the whole hold. */
    readonly void: (holdId: string) => Effect.Effect<Resolution, LedgerError>
    /** Expires every pending hold whose time has passed (by the `Clock`); returns how many. */
    readonly expireDue: Effect.Effect<number>
    /** The journal of a subject, newest first, after `beforeEntryId` when given. */
    readonly entries: (
      accountId: string,
      options?: { readonly beforeEntryId?: number | undefined; readonly limit?: number | undefined }
    ) => Effect.Effect<ReadonlyArray<Entry>>
  }
>()("@vouch/ledger/CreditLedger") {
  /** The ledger on the ambient `SqlClient` (PostgreSQL or PGlite). */
  static readonly layer = Layer.effect(
    CreditLedger,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rows = Rows.decoder(sql)

      const balance = Effect.fn("CreditLedger.balance")(function* (accountId: string) {
        const found = yield* rows(BalanceRow)`
          SELECT credits_posted::text, debits_posted::text, debits_pending::text
          FROM credit_accounts WHERE account_id = ${accountId}`
        return toBalance(accountId, found[0])
      })

      const holdStatus = (holdId: string) =>
        Effect.map(rows(StatusRow)`SELECT status FROM credit_holds WHERE hold_id = ${holdId}`, (found) => found[0])

      const grant = Effect.fn("CreditLedger.grant")(function* (options: GrantOptions) {
        yield* invalid(Rules.invalidGrant(options.amount))
        const granted = yield* sql
          .withTransaction(
            Effect.gen(function* () {
              yield* sql`INSERT INTO credit_accounts (account_id) VALUES (${options.accountId}) ON CONFLICT DO NOTHING`
              const booked = yield* rows(AmountRow)`
                WITH entry AS (
                  INSERT INTO credit_entries (account_id, kind, reference, amount, memo)
                  VALUES (${options.accountId}, 'grant', ${options.grantId}, ${options.amount}, ${options.memo ?? ""})
                  ON CONFLICT (kind, reference) DO NOTHING
                  RETURNING account_id, amount
                )
                UPDATE credit_accounts account
                SET credits_posted = account.credits_posted + entry.amount, version = account.version + 1, updated_at = now()
                FROM entry WHERE account.account_id = entry.account_id
                RETURNING entry.amount::text`
              return booked.length > 0
            })
          )
          .pipe(Effect.orDie)
        return { granted, balance: yield* balance(options.accountId) }
      })

      const hold = Effect.fn("CreditLedger.hold")(function* (options: HoldOptions) {
        yield* invalid(Rules.invalidHold(options.requested, options.floor))
        const floor = Rules.effectiveFloor(options.floor)
        // Two statements in one transaction (a savepoint inside the caller's). The first
        // locks the balance row; the second, with a snapshot taken after the lock was
        // granted, sees that row's newest version and nothing can change it until commit.
        // Computing and writing the hold in one statement instead lets PostgreSQL check
        // the CHECK constraints on a row built from the statement's older snapshot before
        // it notices a concurrent settlement (READ COMMITTED re-evaluates only after the
        // write conflicts): a hold sized from the fresh balance then fails the overdraft
        // check as if it were an overdraft.
        const placed = yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const locked = yield* rows(BalanceRow)`
                SELECT credits_posted::text, debits_posted::text, debits_pending::text
                FROM credit_accounts WHERE account_id = ${options.accountId}
                FOR NO KEY UPDATE`
              const amount = Rules.holdAmount(
                toBalance(options.accountId, locked[0]).available,
                options.requested,
                floor
              )
              if (locked.length === 0 || amount === undefined) return undefined
              const held = yield* rows(AmountRow)`
                WITH updated AS (
                  UPDATE credit_accounts
                  SET debits_pending = debits_pending + ${amount}, version = version + 1, updated_at = now()
                  WHERE account_id = ${options.accountId}
                    AND credits_posted - debits_posted - debits_pending >= ${amount}::bigint
                    AND NOT EXISTS (SELECT 1 FROM credit_holds WHERE hold_id = ${options.holdId})
                  RETURNING account_id
                ),
                held AS (
                  INSERT INTO credit_holds (hold_id, account_id, amount, requested, expires_at)
                  SELECT ${options.holdId}, account_id, ${amount}, ${options.requested}, ${options.expiresAt}
                  FROM updated
                  RETURNING amount
                ),
                journal AS (
                  INSERT INTO credit_entries (account_id, kind, reference, amount)
                  SELECT ${options.accountId}, 'hold', ${options.holdId}, amount FROM held
                )
                SELECT amount::text FROM held`
              return held[0]?.amount
            })
          )
          .pipe(
            // The constraints stay the last line of defence: a hold they refuse is a hold
            // the balance cannot fund (the savepoint rolled it back), never a defect.
            Effect.catchIf(
              (error) => error.reason._tag === "ConstraintError",
              () => Effect.succeed(undefined)
            ),
            Effect.orDie
          )
        if (placed === undefined) {
          const existing = yield* holdStatus(options.holdId)
          if (existing !== undefined) {
            return yield* fail(new HoldAlreadyResolved({ holdId: options.holdId, status: existing.status }))
          }
          const current = yield* balance(options.accountId)
          return yield* fail(
            new InsufficientCredits({ accountId: options.accountId, available: current.available, floor })
          )
        }
        return {
          holdId: options.holdId,
          accountId: options.accountId,
          amount: placed,
          requested: options.requested,
          truncated: placed < options.requested
        } satisfies Hold
      })

      const resolve = Effect.fnUntraced(function* (holdId: string, status: "posted" | "voided", charge: number) {
        yield* invalid(Rules.invalidCharge(charge))
        const resolved = yield* rows(ResolvedRow)`
          WITH resolved AS (
            UPDATE credit_holds
            SET status = ${status}, posted_amount = LEAST(${charge}::bigint, amount), resolved_at = now()
            WHERE hold_id = ${holdId} AND status = 'pending'
            RETURNING account_id, hold_id, amount, posted_amount
          ),
          account AS (
            UPDATE credit_accounts account
            SET debits_pending = account.debits_pending - resolved.amount,
                debits_posted = account.debits_posted + resolved.posted_amount,
                version = account.version + 1, updated_at = now()
            FROM resolved WHERE account.account_id = resolved.account_id
          ),
          journal AS (
            INSERT INTO credit_entries (account_id, kind, reference, amount)
            SELECT account_id, 'charge', hold_id, posted_amount FROM resolved WHERE posted_amount > 0
            UNION ALL
            SELECT account_id, 'release', hold_id, amount - posted_amount FROM resolved WHERE amount > posted_amount
          )
          SELECT amount::text, posted_amount::text FROM resolved`
        const row = resolved[0]
        if (row === undefined) {
          const existing = yield* holdStatus(holdId)
          return yield* existing === undefined
            ? fail(new HoldNotFound({ holdId }))
            : fail(new HoldAlreadyResolved({ holdId, status: existing.status }))
        }
        return {
          holdId,
          status,
          charged: row.posted_amount,
          released: row.amount - row.posted_amount
        } satisfies Resolution
      })

      const expireDue = Effect.gen(function* () {
        const now = new Date(yield* Clock.currentTimeMillis)
        const expired = yield* rows(CountRow)`
          WITH expired AS (
            UPDATE credit_holds
            SET status = 'expired', posted_amount = 0, resolved_at = now()
            WHERE hold_id IN (
              SELECT hold_id FROM credit_holds
              WHERE status = 'pending' AND expires_at <= ${now}
              ORDER BY expires_at
              LIMIT ${Rules.expiryBatch}
              FOR UPDATE SKIP LOCKED
            ) AND status = 'pending'
            RETURNING account_id, hold_id, amount
          ),
          totals AS (SELECT account_id, sum(amount) AS amount FROM expired GROUP BY account_id),
          account AS (
            UPDATE credit_accounts account
            SET debits_pending = account.debits_pending - totals.amount, version = account.version + 1, updated_at = now()
            FROM totals WHERE account.account_id = totals.account_id
          ),
          journal AS (
            INSERT INTO credit_entries (account_id, kind, reference, amount)
            SELECT account_id, 'release', hold_id, amount FROM expired
          )
          SELECT count(*)::text AS count FROM expired`
        return expired[0]?.count ?? 0
      }).pipe(Effect.withSpan("CreditLedger.expireDue"))

      const entries = Effect.fn("CreditLedger.entries")(function* (accountId: string, options?: PageOptions) {
        const found = yield* rows(EntryRow)`
          SELECT entry_id::text, kind, reference, amount::text, memo, created_at
          FROM credit_entries
          WHERE account_id = ${accountId} AND credit_entries.entry_id < ${options?.beforeEntryId ?? Number.MAX_SAFE_INTEGER}
          ORDER BY credit_entries.entry_id DESC
          LIMIT ${Rules.pageSize(options?.limit)}`
        return found.map(
          (row): Entry => ({
            entryId: row.entry_id,
            kind: row.kind,
            reference: row.reference,
            amount: row.amount,
            memo: row.memo,
            createdAt: row.created_at
          })
        )
      })

      return CreditLedger.of({
        balance,
        grant,
        hold,
        settle: Effect.fn("CreditLedger.settle")((holdId: string, charge: number) => resolve(holdId, "posted", charge)),
        void: Effect.fn("CreditLedger.void")((holdId: string) => resolve(holdId, "voided", 0)),
        expireDue,
        entries
      })
    })
  )

  /**
   * The ledger in this process's memory, for tests and single-process hosts: the same
   * contract (no overdraft, every hold resolved once, grants and charges booked once
   * per `(kind, reference)`), each operation atomic. There are no transactions to join.
   */
  static readonly layerMemory: Layer.Layer<CreditLedger> = Layer.sync(CreditLedger, () => Memory.make())
}
