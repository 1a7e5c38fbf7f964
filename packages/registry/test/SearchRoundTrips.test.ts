/**
 * A search sends its page query and its count concurrently: the count starts while the
 * page query is still held before execution (on PostgreSQL's pool both then run at
 * once; on PGlite's single connection they queue, harmlessly). Sequential round trips
 * would never start the count while the page is held; the wait for it is bounded so
 * such a regression fails instead of hanging.
 */
import { assert, layer } from "@effect/vitest"
import { BlobStorage } from "@vouch/blob-storage"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Deferred, Effect, Layer, Option } from "effect"
import { Statement } from "effect/sql"
import * as RegistryMigrations from "../src/RegistryMigrations.ts"
import { ScanPool } from "../src/ScanPool.ts"
import { SkillRegistry } from "../src/SkillRegistry.ts"
import { quotas } from "./fixtures/Actors.ts"

const migrations = [Migrations.make("registry", RegistryMigrations.migrations)]

for (const database of DatabaseTest.backends("search_round_trips", { migrations })) {
  const TestLayer = SkillRegistry.layer({ quotas }).pipe(
    Layer.provideMerge(ScanPool.layerInThread),
    Layer.provideMerge(BlobStorage.BlobStorage.layerMemory),
    Layer.provideMerge(database.layer)
  )
  layer(TestLayer, { timeout: 120_000, excludeTestServices: true })(`search round trips on ${database.name}`, (it) => {
    it.effect("starts the count while the page query is held", () =>
      Effect.gen(function* () {
        const registry = yield* SkillRegistry
        const countStarted = yield* Deferred.make<void>()
        let overlapped: boolean | undefined
        const transformer: Statement.Transformer = (statement) =>
          Effect.gen(function* () {
            const [text] = statement.compile()
            if (text.includes("count(*) AS total")) yield* Deferred.succeed(countStarted, undefined)
            if (text.includes("AS sort_key")) {
              const seen = yield* Deferred.await(countStarted).pipe(Effect.timeoutOption("20 seconds"))
              overlapped = Option.isSome(seen)
            }
            return statement
          })
        const found = yield* registry
          .search({ text: "pdf", limit: 5 })
          .pipe(Effect.provideService(Statement.CurrentTransformer, transformer))
        assert.strictEqual(found.total_count, 0)
        assert.strictEqual(overlapped, true)
      })
    )
  })
}
