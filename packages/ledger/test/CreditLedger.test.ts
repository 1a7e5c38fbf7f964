import { assert, layer } from "@effect/vitest"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Deferred, Effect, Exit, Fiber, Layer, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import * as fc from "fast-check"
import { CreditLedger } from "../src/CreditLedger.ts"
import * as LedgerMigrations from "../src/LedgerMigrations.ts"

const migrations = [Migrations.make("ledger", LedgerMigrations.migrations)]

const future = new Date("2100-01-01T00:00:00Z")

const at = DatabaseTest.atTime

/** The journal and the account columns agree, and nothing is overdrawn. */
const assertConsistent = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{
    readonly account_id: string
    readonly credits_posted: string
    readonly debits_posted: string
    readonly debits_pending: string
    readonly granted: string
    readonly pending: string
    readonly posted: string
    readonly charged: string
  }>`
    SELECT a.account_id, a.credits_posted::text, a.debits_posted::text, a.debits_pending::text,
      (SELECT coalesce(sum(amount), 0) FROM credit_entries e WHERE e.account_id = a.account_id AND kind = 'grant')::text AS granted,
      (SELECT coalesce(sum(amount), 0) FROM credit_holds h WHERE h.account_id = a.account_id AND status = 'pending')::text AS pending,
      (SELECT coalesce(sum(posted_amount), 0) FROM credit_holds h WHERE h.account_id = a.account_id AND status <> 'pending')::text AS posted,
      (SELECT coalesce(sum(amount), 0) FROM credit_entries e WHERE e.account_id = a.account_id AND kind = 'charge')::text AS charged
    FROM credit_accounts a`
  for (const row of rows) {
    assert.strictEqual(row.credits_posted, row.granted, `grants of ${row.account_id}`)
    assert.strictEqual(row.debits_pending, row.pending, `pending holds of ${row.account_id}`)
    assert.strictEqual(row.debits_posted, row.posted, `posted holds of ${row.account_id}`)
    assert.strictEqual(row.debits_posted, row.charged, `charges of ${row.account_id}`)
    assert.isAtMost(Number(row.debits_posted) + Number(row.debits_pending), Number(row.credits_posted))
  }
})

for (const database of DatabaseTest.backends("ledger", { migrations })) {
  const TestLayer = CreditLedger.layer.pipe(Layer.provideMerge(database.layer))
  layer(TestLayer, { timeout: 60_000, excludeTestServices: true })(`CreditLedger on ${database.name}`, (it) => {
    it.effect("grants once per grant id", () =>
      Effect.gen(function* () {
        const ledger = yield* CreditLedger
        const first = yield* ledger.grant({ accountId: "user:grant", grantId: "welcome:user:grant", amount: 5000 })
        const again = yield* ledger.grant({ accountId: "user:grant", grantId: "welcome:user:grant", amount: 5000 })
        assert.isTrue(first.granted)
        assert.isFalse(again.granted)
        assert.strictEqual(again.balance.available, 5000)
        const invalid = yield* Effect.flip(ledger.grant({ accountId: "user:grant", grantId: "x", amount: -1 }))
        assert.strictEqual(invalid.reason._tag, "InvalidAmount")
      })
    )

    it.effect("holds in full, in part (truncated) or not at all below the floor", () =>
      Effect.gen(function* () {
        const ledger = yield* CreditLedger
        yield* ledger.grant({ accountId: "user:hold", grantId: "g:hold", amount: 1000 })
        const full = yield* ledger.hold({
          accountId: "user:hold",
          holdId: "h1",
          requested: 600,
          floor: 10,
          expiresAt: future
        })
        assert.deepInclude(full, { amount: 600, truncated: false })
        const partial = yield* ledger.hold({
          accountId: "user:hold",
          holdId: "h2",
          requested: 600,
          floor: 10,
          expiresAt: future
        })
        assert.deepInclude(partial, { amount: 400, truncated: true })
        const refused = yield* Effect.flip(
          ledger.hold({ accountId: "user:hold", holdId: "h3", requested: 600, floor: 10, expiresAt: future })
        )
        assert.deepInclude(refused.reason, { _tag: "InsufficientCredits", available: 0, floor: 10 })
        const unknown = yield* Effect.flip(
          ledger.hold({ accountId: "user:nobody", holdId: "h4", requested: 5, floor: 1, expiresAt: future })
        )
        assert.strictEqual(unknown.reason._tag, "InsufficientCredits")
        yield* assertConsistent
      })
    )

    it.effect("settles at real usage once, releasing the rest", () =>
      Effect.gen(function* () {
        const ledger = yield* CreditLedger
        yield* ledger.grant({ accountId: "user:settle", grantId: "g:settle", amount: 1000 })
        yield* ledger.hold({ accountId: "user:settle", holdId: "s1", requested: 651, floor: 1, expiresAt: future })
        const settled = yield* ledger.settle("s1", 89)
        assert.deepStrictEqual(settled, { holdId: "s1", status: "posted", charged: 89, released: 562 })
        const again = yield* Effect.flip(ledger.settle("s1", 89))
        assert.deepInclude(again.reason, { _tag: "HoldAlreadyResolved", status: "posted" })
        const missing = yield* Effect.flip(ledger.void("nope"))
        assert.strictEqual(missing.reason._tag, "HoldNotFound")
        assert.strictEqual((yield* ledger.balance("user:settle")).available, 911)
        // A charge above the hold is capped at the hold.
        yield* ledger.hold({ accountId: "user:settle", holdId: "s2", requested: 100, floor: 1, expiresAt: future })
        assert.strictEqual((yield* ledger.settle("s2", 5000)).charged, 100)
        const kinds = (yield* ledger.entries("user:settle")).map((entry) => entry.kind)
        assert.deepStrictEqual(kinds, ["charge", "hold", "release", "charge", "hold", "grant"])
        yield* assertConsistent
      })
    )

    it.effect("expires holds whose time has passed, by the clock", () =>
      Effect.gen(function* () {
        const ledger = yield* CreditLedger
        yield* ledger.grant({ accountId: "user:expire", grantId: "g:expire", amount: 100 })
        yield* ledger.hold({
          accountId: "user:expire",
          holdId: "e1",
          requested: 70,
          floor: 1,
          expiresAt: new Date("2030-01-01T00:05:00Z")
        })
        assert.strictEqual(yield* ledger.expireDue.pipe(at(Date.parse("2030-01-01T00:04:59Z"))), 0)
        assert.strictEqual(yield* ledger.expireDue.pipe(at(Date.parse("2030-01-01T00:05:00Z"))), 1)
        assert.strictEqual((yield* ledger.balance("user:expire")).available, 100)
        const late = yield* Effect.flip(ledger.settle("e1", 10))
        assert.deepInclude(late.reason, { _tag: "HoldAlreadyResolved", status: "expired" })
        yield* assertConsistent
      })
    )

    it.effect("never overdraws and resolves each hold once under concurrency", () =>
      Effect.gen(function* () {
        const ledger = yield* CreditLedger
        yield* ledger.grant({ accountId: "user:race", grantId: "g:race", amount: 1000 })
        const holds = yield* Effect.forEach(
          Array.from({ length: 40 }, (_, index) => index),
          (index) =>
            Effect.exit(
              ledger.hold({ accountId: "user:race", holdId: `r${index}`, requested: 60, floor: 60, expiresAt: future })
            ),
          { concurrency: 16 }
        )
        const placed = holds.filter(Exit.isSuccess).length
        assert.strictEqual(placed, 16)
        const placedIds = holds.flatMap((exit) => (Exit.isSuccess(exit) ? [exit.value.holdId] : []))
        const settlements = yield* Effect.forEach(
          Array.from({ length: 64 }, (_, index) => placedIds[index % placedIds.length]!),
          (holdId) => Effect.exit(ledger.settle(holdId, 7)),
          { concurrency: 16 }
        )
        assert.strictEqual(settlements.filter(Exit.isSuccess).length, 16)
        assert.strictEqual((yield* ledger.balance("user:race")).available, 1000 - 16 * 7)
        yield* assertConsistent
      })
    )

    // Deterministic: a hold that starts while a settlement holds the balance row waits
    // for it, then must size and write itself from the refunded balance. Sized and
    // written in one statement, PostgreSQL checked the constraints on a row built from
    // the statement's snapshot (before the refund) and refused the hold as an overdraft.
    if (database.name === "PostgreSQL")
      it.effect("a hold that waits for a concurrent settlement sees its refund", () =>
        Effect.gen(function* () {
          const ledger = yield* CreditLedger
          const sql = yield* SqlClient.SqlClient
          yield* ledger.grant({ accountId: "user:refund", grantId: "g:refund", amount: 100 })
          yield* ledger.hold({ accountId: "user:refund", holdId: "big", requested: 90, floor: 90, expiresAt: future })
          const settled = yield* Deferred.make<void>()
          const release = yield* Deferred.make<void>()
          const settlement = yield* sql
            .withTransaction(
              Effect.gen(function* () {
                yield* ledger.settle("big", 10)
                yield* Deferred.succeed(settled, undefined)
                yield* Deferred.await(release)
              })
            )
            .pipe(Effect.forkChild)
          yield* Deferred.await(settled)
          const hold = yield* ledger
            .hold({ accountId: "user:refund", holdId: "after", requested: 13, floor: 1, expiresAt: future })
            .pipe(Effect.exit, Effect.forkChild)
          // Until the hold waits for the settlement's row lock.
          yield* sql<{ readonly waiting: number }>`
            SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`.pipe(
            Effect.repeat({ until: (rows) => (rows[0]?.waiting ?? 0) > 0, schedule: Schedule.spaced("10 millis") })
          )
          yield* Deferred.succeed(release, undefined)
          yield* Fiber.join(settlement)
          const placed = yield* Fiber.join(hold)
          assert.isTrue(Exit.isSuccess(placed), String(placed))
          assert.deepInclude(Exit.isSuccess(placed) ? placed.value : {}, { amount: 13, truncated: false })
          assert.strictEqual((yield* ledger.balance("user:refund")).available, 100 - 10 - 13)
          yield* assertConsistent
        })
      )

    it.effect("keeps its sums under random concurrent holds, settlements, voids and expiries", () =>
      Effect.gen(function* () {
        const ledger = yield* CreditLedger
        const operation = fc.oneof(
          fc.record({
            kind: fc.constant("grant" as const),
            account: fc.nat(3),
            amount: fc.integer({ min: 1, max: 500 })
          }),
          fc.record({
            kind: fc.constant("hold" as const),
            account: fc.nat(3),
            amount: fc.integer({ min: 1, max: 400 }),
            floor: fc.integer({ min: 1, max: 50 })
          }),
          fc.record({ kind: fc.constant("settle" as const), hold: fc.nat(30), charge: fc.nat(500) }),
          fc.record({ kind: fc.constant("void" as const), hold: fc.nat(30) })
        )
        const runs = fc.sample(fc.array(operation, { minLength: 10, maxLength: 40 }), 6)
        for (const [run, operations] of runs.entries()) {
          yield* Effect.forEach(
            operations,
            (step, index): Effect.Effect<unknown> => {
              const account = (value: number) => `user:random-${run}-${value}`
              switch (step.kind) {
                case "grant":
                  return Effect.exit(
                    Effect.asVoid(
                      ledger.grant({
                        accountId: account(step.account),
                        grantId: `g-${run}-${index}`,
                        amount: step.amount
                      })
                    )
                  )
                case "hold":
                  return Effect.exit(
                    ledger.hold({
                      accountId: account(step.account),
                      holdId: `h-${run}-${index}`,
                      requested: step.amount,
                      floor: Math.min(step.floor, step.amount),
                      expiresAt: new Date(Date.UTC(2000 + (index % 40), 0, 1))
                    })
                  )
                case "settle":
                  return Effect.exit(ledger.settle(`h-${run}-${step.hold}`, step.charge))
                case "void":
                  return Effect.exit(ledger.void(`h-${run}-${step.hold}`))
              }
            },
            { concurrency: 8 }
          )
          yield* ledger.expireDue.pipe(at(Date.UTC(2020, 0, 1)))
          yield* assertConsistent
          yield* ledger.expireDue.pipe(at(Date.UTC(2100, 0, 1)))
          yield* assertConsistent
        }
      })
    )
  })
}
