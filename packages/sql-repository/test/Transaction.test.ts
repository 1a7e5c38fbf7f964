import { assert, layer } from "@effect/vitest"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Cause, Effect, Exit, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { Transaction } from "../src/index.ts"

class Refused extends Schema.TaggedError<Refused>()("Refused", {}) {}

const notes = Migrations.make("transaction-test", {
  "0001_notes": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`CREATE TABLE notes (id int PRIMARY KEY)`
  })
})

for (const backend of DatabaseTest.backends("transaction", { migrations: [notes] })) {
  layer(backend.layer, { excludeTestServices: true })(`Transaction on ${backend.name}`, (it) => {
    it.effect("commits, rolls back on a typed failure it keeps, and makes database errors defects", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const transaction = Transaction.make(sql)
        yield* transaction(sql`INSERT INTO notes (id) VALUES (1)`)
        const refused = yield* transaction(
          Effect.andThen(sql`INSERT INTO notes (id) VALUES (2)`, Effect.fail(new Refused()))
        ).pipe(Effect.exit)
        assert.isTrue(Exit.isFailure(refused) && Cause.hasFails(refused.cause))
        const broken = yield* transaction(sql`INSERT INTO notes (id) VALUES (1)`).pipe(Effect.exit)
        assert.isTrue(Exit.isFailure(broken) && Cause.hasDies(broken.cause))
        const rows = yield* sql<{ readonly id: number }>`SELECT id FROM notes ORDER BY id`
        assert.deepStrictEqual(
          rows.map((row) => row.id),
          [1]
        )
      })
    )
  })
}
