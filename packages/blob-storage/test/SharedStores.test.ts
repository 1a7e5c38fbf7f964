/**
 * What the shared stores add to the contract: the S3 store against s3rver (uploads
 * skipped when present, tampering detected, failures mapped to `StorageUnavailable`
 * without credentials), and the SQL store under two processes racing to store the same
 * bytes on one PostgreSQL (two pools, coordinated through PostgreSQL's lock view).
 */
import { type AddressInfo, createServer } from "node:net"
import { assert, describe, it, layer } from "@effect/vitest"
import { Database, Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { AwsClient } from "aws4fetch"
import { Cause, Context, Deferred, Effect, Exit, Fiber, Layer, Option, Redacted, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll } from "vitest"
import * as BlobStorageModule from "../src/BlobStorage.ts"
import * as BlobStorageMigrations from "../src/BlobStorageMigrations.ts"
import * as S3Server from "./S3Server.ts"

const { BlobStorage } = BlobStorageModule
const migrationSet = Migrations.make("blob-storage", BlobStorageMigrations.migrations)
const s3 = await S3Server.start()
afterAll(() => s3.close())

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

const bytes = (text: string) => new TextEncoder().encode(text)
const secret = "a-secret-that-must-never-be-printed"

// The error, and everything a log line of it would print: the pretty cause and the reason's cause.
const failureText = (exit: Exit.Exit<unknown, BlobStorageModule.BlobStorageError>) => {
  if (!Exit.isFailure(exit)) return assert.fail("expected a failure")
  const error = Option.getOrThrow(Cause.findErrorOption(exit.cause))
  const cause = error.reason._tag === "StorageUnavailable" ? error.reason.cause : undefined
  return { error, text: `${Cause.pretty(exit.cause)} ${String(cause)} ${JSON.stringify(error)}` }
}

describe("BlobStorage.layerS3", () => {
  it.effect("uploads bytes once: a put of stored bytes only asks whether they are there", () =>
    Effect.gen(function* () {
      const storage = yield* BlobStorage
      const before = s3.uploads()
      const address = yield* storage.put(bytes("uploaded once"))
      assert.strictEqual(s3.uploads(), before + 1)
      assert.strictEqual(yield* storage.put(bytes("uploaded once")), address)
      assert.strictEqual(s3.uploads(), before + 1)
    }).pipe(Effect.provide(BlobStorage.layerS3(s3.options)))
  )

  it.effect("refuses an object whose bytes no longer match its key", () =>
    Effect.gen(function* () {
      const storage = yield* BlobStorage
      const address = yield* storage.put(bytes("original"))
      const client = new AwsClient({ accessKeyId: "S3RVER", secretAccessKey: "S3RVER", service: "s3", retries: 0 })
      const url = `${s3.endpoint}/${s3.bucket}/vouch/sha256/${address.slice(7)}`
      const written = yield* Effect.promise(() => client.fetch(url, { method: "PUT", body: "tampered" }))
      assert.strictEqual(written.status, 200)
      const error = yield* Effect.flip(storage.get(address))
      assert.strictEqual(error.reason._tag, "BlobCorrupted")
    }).pipe(Effect.provide(BlobStorage.layerS3({ ...s3.options, prefix: "vouch/" })))
  )

  it.effect("maps refusals and unreachable stores to StorageUnavailable, naming no credential", () =>
    Effect.gen(function* () {
      const closedPort = yield* Effect.promise(freePort)
      const cases = [
        { options: { ...s3.options, bucket: "no-such-bucket" }, expected: "answered 404" },
        {
          options: { ...s3.options, accessKeyId: "unknown-key", secretAccessKey: Redacted.make(secret) },
          expected: "answered 403"
        },
        // A port nothing listens on: the connection is refused.
        {
          options: {
            ...s3.options,
            endpoint: `http://127.0.0.1:${closedPort}`,
            secretAccessKey: Redacted.make(secret)
          },
          expected: "ECONNREFUSED"
        }
      ]
      for (const { options, expected } of cases) {
        const storage = yield* Effect.provide(BlobStorage, BlobStorage.layerS3(options))
        for (const operation of [
          storage.put(bytes("x")),
          storage.get(BlobStorageModule.addressOf(bytes("x"))),
          storage.check
        ]) {
          const { error, text } = failureText(yield* Effect.exit(operation))
          assert.strictEqual(error.reason._tag, "StorageUnavailable")
          assert.include(text, expected)
          assert.notInclude(text, secret)
          assert.notInclude(text, "Signature=")
        }
      }
    })
  )
})

describe.runIf(DatabaseTest.postgresEnabled)("BlobStorage.layerSql, two processes on one PostgreSQL", () => {
  const payload = new Uint8Array(2 * BlobStorageModule.sqlChunkBytes + 7).map((_, index) => index % 251)
  const address = BlobStorageModule.addressOf(payload)

  // Process A is half way through its put (row claimed, chunks written, not committed)
  // when process B puts the same bytes; A then commits or rolls back.
  const race = (outcome: "commit" | "rollback") =>
    Effect.gen(function* () {
      const url = yield* DatabaseTest.freshPostgresUrl(`blob_race_${outcome}`)
      const processA = yield* Layer.build(Database.layerPostgres(url, { maxConnections: 2 }))
      const sqlA = Context.get(processA, SqlClient.SqlClient)
      yield* Migrations.run([migrationSet]).pipe(Effect.provideContext(processA), Effect.orDie)
      const processB = yield* Layer.build(
        BlobStorage.layerSql.pipe(Layer.provideMerge(Database.layerPostgres(url, { maxConnections: 2 })))
      )
      const storeB = Context.get(processB, BlobStorage)
      const sqlB = Context.get(processB, SqlClient.SqlClient)

      const claimed = yield* Deferred.make<void>()
      const release = yield* Deferred.make<void>()
      const processAPut = yield* Effect.gen(function* () {
        yield* sqlA`INSERT INTO blobs (address, size, chunk_count) VALUES (${address}, ${payload.length}, 3)`
        for (let seq = 0; seq < 3; seq++) {
          const data = payload.subarray(
            seq * BlobStorageModule.sqlChunkBytes,
            (seq + 1) * BlobStorageModule.sqlChunkBytes
          )
          yield* sqlA`INSERT INTO blob_chunks (address, seq, data) VALUES (${address}, ${seq}, ${data})`
        }
        yield* Deferred.succeed(claimed, undefined)
        yield* Deferred.await(release)
        if (outcome === "rollback") return yield* Effect.fail("process A failed")
      }).pipe(sqlA.withTransaction, Effect.exit, Effect.forkChild)
      yield* Deferred.await(claimed)

      const processBPut = yield* Effect.forkChild(storeB.put(payload))
      // B's insert waits on A's uncommitted row: seen in PostgreSQL's view of lock waits.
      yield* sqlB<{ readonly waiting: number }>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`.pipe(
        Effect.repeat({ schedule: Schedule.spaced("10 millis"), until: (rows) => rows[0]!.waiting > 0 }),
        Effect.orDie
      )
      yield* Deferred.succeed(release, undefined)
      yield* Fiber.join(processAPut)
      assert.strictEqual(yield* Fiber.join(processBPut), address)

      assert.isTrue(Buffer.from(Option.getOrThrow(yield* storeB.get(address))).equals(payload))
      const rows = yield* sqlB<{ readonly blobs: number; readonly chunks: number }>`
        SELECT (SELECT count(*)::int FROM blobs) AS blobs, (SELECT count(*)::int FROM blob_chunks) AS chunks`.pipe(
        Effect.orDie
      )
      assert.deepStrictEqual(rows[0], { blobs: 1, chunks: 3 })
    }).pipe(Effect.scoped)

  // Live clock: the lock view is polled with real sleeps.
  it.live("the second put of the same bytes waits for the first and writes nothing", () => race("commit"), 60_000)
  it.live("the second put writes the blob itself when the first rolls back", () => race("rollback"), 60_000)
})

for (const backend of DatabaseTest.backends("blob_storage_sql", { migrations: [migrationSet] })) {
  layer(BlobStorage.layerSql.pipe(Layer.provideMerge(backend.layer)), { excludeTestServices: true, timeout: 60_000 })(
    `BlobStorage.layerSql on ${backend.name}`,
    (it) => {
      it.effect("refuses a blob whose chunks were changed or lost", () =>
        Effect.gen(function* () {
          const storage = yield* BlobStorage
          const sql = yield* SqlClient.SqlClient
          const changed = yield* storage.put(bytes("changed in the database"))
          yield* sql`UPDATE blob_chunks SET data = ${bytes("other bytes")} WHERE address = ${changed}`
          assert.strictEqual((yield* Effect.flip(storage.get(changed))).reason._tag, "BlobCorrupted")
          const lost = yield* storage.put(bytes("a chunk goes missing"))
          yield* sql`DELETE FROM blob_chunks WHERE address = ${lost}`
          assert.strictEqual((yield* Effect.flip(storage.get(lost))).reason._tag, "BlobCorrupted")
        })
      )

      it.effect("maps database failures to StorageUnavailable", () =>
        Effect.gen(function* () {
          const storage = yield* BlobStorage
          const sql = yield* SqlClient.SqlClient
          yield* sql`ALTER TABLE blob_chunks RENAME TO blob_chunks_away`
          const exit = yield* Effect.exit(storage.check)
          yield* sql`ALTER TABLE blob_chunks_away RENAME TO blob_chunks`
          assert.strictEqual(failureText(exit).error.reason._tag, "StorageUnavailable")
        })
      )

      it.effect("stores each chunk as one row of at most sqlChunkBytes", () =>
        Effect.gen(function* () {
          const storage = yield* BlobStorage
          const sql = yield* SqlClient.SqlClient
          const address = yield* storage.put(new Uint8Array(2 * BlobStorageModule.sqlChunkBytes + 1).fill(9))
          const rows = yield* sql<{ readonly seq: number; readonly length: number }>`
            SELECT seq, length(data) AS length FROM blob_chunks WHERE address = ${address} ORDER BY seq`
          assert.deepStrictEqual(
            rows.map((row) => [row.seq, Number(row.length)]),
            [
              [0, BlobStorageModule.sqlChunkBytes],
              [1, BlobStorageModule.sqlChunkBytes],
              [2, 1]
            ]
          )
        })
      )
    }
  )
}
