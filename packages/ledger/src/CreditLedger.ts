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
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"

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

const fail = (reason: LedgerError["reason"]) => Effect.fail(new LedgerError({ reason }))

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0

// The size of a hold: the whole `requested` amount when `available` covers it, all of
// `available` (truncated) when that still reaches `floor`, none otherwise.
const holdAmount = (available: number, requested: number, floor: number): number | undefined =>
  available < floor || available <= 0 ? undefined : Math.min(requested, available)

interface BalanceRow {
  readonly credits_posted: string
  readonly debits_posted: string
  readonly debits_pending: string
}

const toBalance = (accountId: string, row: BalanceRow | undefined): Balance => {
  const creditsPosted = Number(row?.credits_posted ?? 0)
  const debitsPosted = Number(row?.debits_posted ?? 0)
  const debitsPending = Number(row?.debits_pending ?? 0)
  return {
    accountId,
    creditsPosted,
    debitsPosted,
    debitsPending,
    available: creditsPosted - debitsPosted - debitsPending
  }
}

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

      const balance = (accountId: string) =>
        sql<BalanceRow>`
          SELECT credits_posted::text, debits_posted::text, debits_pending::text
          FROM credit_accounts WHERE account_id = ${accountId}`.pipe(
          Effect.map((rows) => toBalance(accountId, rows[0])),
          Effect.orDie,
          Effect.withSpan("CreditLedger.balance")
        )

      const grant = Effect.fn("CreditLedger.grant")(function* (options: {
        readonly accountId: string
        readonly grantId: string
        readonly amount: number
        readonly memo?: string | undefined
      }) {
        if (!isCount(options.amount) || options.amount === 0) {
          return yield* fail(new InvalidAmount({ message: "A grant is a positive whole number of credits." }))
        }
        const granted = yield* sql
          .withTransaction(
            Effect.gen(function* () {
              yield* sql`INSERT INTO credit_accounts (account_id) VALUES (${options.accountId}) ON CONFLICT DO NOTHING`
              const rows = yield* sql<{ readonly amount: string }>`
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
              return rows.length > 0
            })
          )
          .pipe(Effect.orDie)
        return { granted, balance: yield* balance(options.accountId) }
      })

      const hold = Effect.fn("CreditLedger.hold")(function* (options: {
        readonly accountId: string
        readonly holdId: string
        readonly requested: number
        readonly floor: number
        readonly expiresAt: Date
      }) {
        if (
          !isCount(options.requested) ||
          options.requested === 0 ||
          !isCount(options.floor) ||
          options.floor > options.requested
        ) {
          return yield* fail(
            new InvalidAmount({ message: "A hold requests a positive amount with a floor no larger than it." })
          )
        }
        const floor = Math.max(1, options.floor)
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
              const locked = yield* sql<BalanceRow>`
                SELECT credits_posted::text, debits_posted::text, debits_pending::text
                FROM credit_accounts WHERE account_id = ${options.accountId}
                FOR NO KEY UPDATE`
              const amount = holdAmount(toBalance(options.accountId, locked[0]).available, options.requested, floor)
              if (locked.length === 0 || amount === undefined) return undefined
              const rows = yield* sql<{ readonly amount: string }>`
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
              return rows[0] === undefined ? undefined : Number(rows[0].amount)
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
          const existing = yield* sql<{ readonly status: string }>`
            SELECT status FROM credit_holds WHERE hold_id = ${options.holdId}`.pipe(Effect.orDie)
          if (existing.length > 0) {
            return yield* fail(new HoldAlreadyResolved({ holdId: options.holdId, status: existing[0]!.status }))
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
        }
      })

      const resolve = (holdId: string, status: "posted" | "voided", charge: number) =>
        Effect.gen(function* () {
          if (!isCount(charge))
            return yield* fail(new InvalidAmount({ message: "A charge is a whole number of credits." }))
          const rows = yield* sql<{ readonly amount: string; readonly posted_amount: string }>`
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
            SELECT amount::text, posted_amount::text FROM resolved`.pipe(Effect.orDie)
          if (rows.length === 0) {
            const existing = yield* sql<{ readonly status: string }>`
              SELECT status FROM credit_holds WHERE hold_id = ${holdId}`.pipe(Effect.orDie)
            return yield* existing.length === 0
              ? fail(new HoldNotFound({ holdId }))
              : fail(new HoldAlreadyResolved({ holdId, status: existing[0]!.status }))
          }
          const amount = Number(rows[0]!.amount)
          const charged = Number(rows[0]!.posted_amount)
          return { holdId, status, charged, released: amount - charged } satisfies Resolution
        })

      const expireDue = Effect.gen(function* () {
        const now = new Date(yield* Clock.currentTimeMillis)
        const rows = yield* sql<{ readonly count: string }>`
          WITH expired AS (
            UPDATE credit_holds
            SET status = 'expired', posted_amount = 0, resolved_at = now()
            WHERE hold_id IN (
              SELECT hold_id FROM credit_holds
              WHERE status = 'pending' AND expires_at <= ${now}
              ORDER BY expires_at
              LIMIT 1000
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
          SELECT count(*)::text AS count FROM expired`.pipe(Effect.orDie)
        return Number(rows[0]?.count ?? 0)
      }).pipe(Effect.withSpan("CreditLedger.expireDue"))

      const entries = (
        accountId: string,
        options?: { readonly beforeEntryId?: number | undefined; readonly limit?: number | undefined }
      ) =>
        sql<{
          readonly entry_id: string
          readonly kind: Entry["kind"]
          readonly reference: string
          readonly amount: string
          readonly memo: string
          readonly created_at: Date
        }>`
          SELECT entry_id::text, kind, reference, amount::text, memo, created_at
          FROM credit_entries
          WHERE account_id = ${accountId} AND credit_entries.entry_id < ${options?.beforeEntryId ?? Number.MAX_SAFE_INTEGER}
          ORDER BY credit_entries.entry_id DESC
          LIMIT ${Math.min(Math.max(options?.limit ?? 50, 1), 500)}`.pipe(
          Effect.map((rows) =>
            rows.map(
              (row): Entry => ({
                entryId: Number(row.entry_id),
                kind: row.kind,
                reference: row.reference,
                amount: Number(row.amount),
                memo: row.memo,
                createdAt: new Date(row.created_at)
              })
            )
          ),
          Effect.orDie,
          Effect.withSpan("CreditLedger.entries")
        )

      return CreditLedger.of({
        balance,
        grant,
        hold,
        settle: (holdId, charge) => resolve(holdId, "posted", charge).pipe(Effect.withSpan("CreditLedger.settle")),
        void: (holdId) => resolve(holdId, "voided", 0).pipe(Effect.withSpan("CreditLedger.void")),
        expireDue,
        entries
      })
    })
  )
}
