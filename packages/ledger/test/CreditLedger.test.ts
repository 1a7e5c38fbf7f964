import { assert, layer } from "@effect/vitest"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Context, Deferred, Effect, Exit, Fiber, Layer, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import * as fc from "fast-check"
import type * as CreditLedgerModule from "../src/CreditLedger.ts"
import { CreditLedger } from "../src/CreditLedger.ts"
import * as LedgerMigrations from "../src/LedgerMigrations.ts"

const migrations = [Migrations.make("ledger", LedgerMigrations.migrations)]

const future = new Date("2100-01-01T00:00:00Z")

const at = DatabaseTest.atTime

/** Whether the ledger under test keeps its data in SQL tables (for the checks that read them). */
class Tables extends Context.Service<Tables, { readonly sql: SqlClient.SqlClient | undefined }>()("test/Tables") {}

const onTables = Layer.effect(
  Tables,
  Effect.map(SqlClient.SqlClient, (sql) => ({ sql }))
)

/** Every journal line of a subject, oldest first, through the public API (paged). */
const journalOf = (ledger: CreditLedger["Service"], accountId: string) =>
  Effect.gen(function* () {
    const lines: Array<CreditLedgerModule.Entry> = []
    let before: number | undefined
    while (true) {
      const page = yield* ledger.entries(accountId, { beforeEntryId: before, limit: 7 })
      lines.push(...page)
      if (page.length < 7) return lines.reverse()
      before = page[page.length - 1]!.entryId
    }
  })

/**
 * The balances agree with the journal (grants, holds, charges, releases), nothing is
 * overdrawn, and on SQL the account columns agree with the holds table too.
 */
const assertConsistent = (...accountIds: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const ledger = yield* CreditLedger
    for (const accountId of accountIds) {
      const balance = yield* ledger.balance(accountId)
      const sums = { grant: 0, hold: 0, release: 0, charge: 0 }
      for (const entry of yield* journalOf(ledger, accountId)) sums[entry.kind] += entry.amount
      assert.strictEqual(balance.creditsPosted, sums.grant, `grants of ${accountId}`)
      assert.strictEqual(balance.debitsPosted, sums.charge, `charges of ${accountId}`)
      assert.strictEqual(balance.debitsPending, sums.hold - sums.release - sums.charge, `pending holds of ${accountId}`)
      assert.isAtLeast(balance.available, 0, `available of ${accountId}`)
    }
    const { sql } = yield* Tables
    if (sql === undefined) return
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
      FROM credit_accounts a`.pipe(Effect.orDie)
    for (const row of rows) {
      assert.strictEqual(row.credits_posted, row.granted, `grants of ${row.account_id}`)
      assert.strictEqual(row.debits_pending, row.pending, `pending holds of ${row.account_id}`)
      assert.strictEqual(row.debits_posted, row.posted, `posted holds of ${row.account_id}`)
      assert.strictEqual(row.debits_posted, row.charged, `charges of ${row.account_id}`)
      assert.isAtMost(Number(row.debits_posted) + Number(row.debits_pending), Number(row.credits_posted))
    }
  })

// One contract, three implementations: in memory, on PGlite and on PostgreSQL.
const ledgers = [
  { name: "memory", layer: Layer.merge(CreditLedger.layerMemory, Layer.succeed(Tables, { sql: undefined })) },
  ...DatabaseTest.backends("ledger", { migrations }).map((database) => ({
    name: database.name,
    layer: Layer.merge(CreditLedger.layer, onTables).pipe(Layer.provideMerge(database.layer))
  }))
]

for (const database of ledgers) {
  layer(database.layer, { timeout: 60_000, excludeTestServices: true })(`CreditLedger on ${database.name}`, (it) => {
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
        yield* assertConsistent("user:hold", "user:nobody")
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
        yield* assertConsistent("user:settle")
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
        yield* assertConsistent("user:expire")
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
        yield* assertConsistent("user:race")
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
          const sql = (yield* Tables).sql!
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
          yield* assertConsistent("user:refund")
        })
      )

    // The in-memory ledger is the reference for the SQL one: the same program, one step
    // at a time, gives the same results, the same refusals and the same journals.
    if (database.name !== "memory")
      it.effect("agrees with the in-memory ledger step by step on random programs", () =>
        Effect.gen(function* () {
          const ledger = yield* CreditLedger
          const step = fc.oneof(
            fc.record({
              kind: fc.constant("grant" as const),
              account: fc.nat(2),
              amount: fc.integer({ min: 0, max: 300 })
            }),
            fc.record({
              kind: fc.constant("hold" as const),
              account: fc.nat(2),
              requested: fc.integer({ min: 0, max: 300 }),
              floor: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 80 })),
              expiresIn: fc.nat(5)
            }),
            fc.record({
              kind: fc.constant("settle" as const),
              hold: fc.nat(20),
              charge: fc.integer({ min: -1, max: 300 })
            }),
            fc.record({ kind: fc.constant("void" as const), hold: fc.nat(20) }),
            fc.record({ kind: fc.constant("expire" as const), at: fc.nat(5) })
          )
          for (const [run, steps] of fc.sample(fc.array(step, { minLength: 5, maxLength: 30 }), 8).entries()) {
            // `expireDue` sees every hold in the database: each run expires at times before
            // any earlier run's holds (and those of the other tests), so its count is its own.
            const time = (offset: number) => Date.UTC(2060 - run, 0, 1 + offset)
            const account = (value: number) => `user:differential-${run}-${value}`
            const program = (subject: CreditLedger["Service"]) =>
              Effect.gen(function* () {
                const outcomes = yield* Effect.forEach(steps, (item, index) => {
                  const operation: Effect.Effect<unknown, CreditLedgerModule.LedgerError> =
                    item.kind === "grant"
                      ? subject.grant({
                          accountId: account(item.account),
                          grantId: `dg-${run}-${index}`,
                          amount: item.amount
                        })
                      : item.kind === "hold"
                        ? subject.hold({
                            accountId: account(item.account),
                            holdId: `dh-${run}-${index}`,
                            requested: item.requested,
                            floor: item.floor,
                            expiresAt: new Date(time(item.expiresIn))
                          })
                        : item.kind === "settle"
                          ? subject.settle(`dh-${run}-${item.hold}`, item.charge)
                          : item.kind === "void"
                            ? subject.void(`dh-${run}-${item.hold}`)
                            : subject.expireDue.pipe(at(time(item.at)))
                  return Effect.match(operation, {
                    // As plain data: errors are compared by reference.
                    onFailure: (error) => ({ refused: { ...error.reason } }),
                    onSuccess: (value) => ({ value })
                  })
                })
                const accounts = yield* Effect.forEach([0, 1, 2], (value) =>
                  Effect.all({
                    balance: subject.balance(account(value)),
                    journal: Effect.map(journalOf(subject, account(value)), (lines) =>
                      lines.map((line) => `${line.kind} ${line.reference} ${line.amount} ${line.memo}`).sort()
                    )
                  })
                )
                return { outcomes, accounts }
              })
            const reference = Effect.gen(function* () {
              return yield* CreditLedger
            })
            const expected = yield* program(yield* Effect.provide(reference, CreditLedger.layerMemory))
            const actual = yield* program(ledger)
            assert.deepStrictEqual(actual, expected, `run ${run}: ${JSON.stringify(steps)}`)
          }
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
          const accounts = [0, 1, 2, 3].map((value) => `user:random-${run}-${value}`)
          yield* ledger.expireDue.pipe(at(Date.UTC(2020, 0, 1)))
          yield* assertConsistent(...accounts)
          yield* ledger.expireDue.pipe(at(Date.UTC(2100, 0, 1)))
          yield* assertConsistent(...accounts)
        }
      })
    )
  })
}
