import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Effect, Fiber, Layer } from "effect"
import { SqlClient } from "effect/sql"
import * as Database from "../src/Database.ts"

const temporary = (prefix: string) =>
  Effect.acquireRelease(
    Effect.sync(() => mkdtempSync(join(tmpdir(), prefix))),
    (folder) => Effect.sync(() => rmSync(folder, { recursive: true, force: true }))
  )

// Turns of this thread's event loop until `done` is set.
const countTurns = (state: { done: boolean }) =>
  Effect.promise(
    () =>
      new Promise<number>((resolve) => {
        let turns = 0
        const turn = () => {
          if (state.done) resolve(turns)
          else {
            turns++
            setImmediate(turn)
          }
        }
        setImmediate(turn)
      })
  )

describe("Database.layerPglite", () => {
  it.effect(
    "runs a long query off the caller's thread: the event loop keeps turning while it runs",
    () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`SELECT 1`
        const state = { done: false }
        const turns = yield* Effect.forkChild(countTurns(state))
        // Seconds of WebAssembly work on one statement.
        yield* sql`SELECT count(*) FROM generate_series(1, 600000) AS a, LATERAL (SELECT md5(a::text)) AS b`
        state.done = true
        const counted = yield* Fiber.join(turns)
        // In the caller's thread the statement would run in one turn: the loop could only
        // turn while the statement travels the socket, a handful of times.
        assert.isAbove(counted, 200)
      }).pipe(Effect.provide(Database.layerPglite())),
    300_000
  )

  it.effect(
    "opens with small shared buffers by default, and with the size asked for",
    () =>
      Effect.gen(function* () {
        const shared = Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          return yield* sql<{ readonly shared_buffers: string }>`SHOW shared_buffers`
        })
        const byDefault = yield* shared.pipe(Effect.provide(Database.layerPglite()))
        assert.strictEqual(byDefault[0]?.shared_buffers, "16MB")
        const asked = yield* shared.pipe(
          Effect.provide(Database.layerPglite({ templateDirectory: false, sharedBuffers: "48MB" }))
        )
        assert.strictEqual(asked[0]?.shared_buffers, "48MB")
      }),
    300_000
  )

  it.effect(
    "fills a fresh data folder from the template, made once and shared by later folders",
    () =>
      Effect.gen(function* () {
        const root = yield* temporary("vouch-template-test-")
        const template = join(root, "template")
        const first = join(root, "first")
        const second = join(root, "second")
        const open = (dataDirectory: string) => Database.layerPglite({ dataDirectory, templateDirectory: template })
        yield* Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* sql`CREATE TABLE kept (name text)`
          yield* sql`INSERT INTO kept VALUES ('first')`
        }).pipe(Effect.provide(open(first)))
        assert.isTrue(existsSync(join(template, "PG_VERSION")))
        // The template is the initialised cluster only: nothing written in a copy reaches it.
        const tables = yield* Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          return yield* sql<{ readonly name: string }>`SELECT tablename AS name FROM pg_tables WHERE tablename = 'kept'`
        }).pipe(Effect.provide(open(second)))
        assert.deepStrictEqual(tables, [])
        // A folder in use is opened as it is, not replaced.
        const rows = yield* Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          return yield* sql<{ readonly name: string }>`SELECT name FROM kept`
        }).pipe(Effect.provide(open(first)))
        assert.deepStrictEqual(
          rows.map((row) => row.name),
          ["first"]
        )
      }).pipe(Effect.scoped, Effect.provide(Layer.empty)),
    600_000
  )

  it.effect(
    "starts an in-memory database from the template's image, made once; each database its own",
    () =>
      Effect.gen(function* () {
        const root = yield* temporary("vouch-image-test-")
        const template = join(root, "template")
        const image = `${template}.tar`
        const inMemory = Database.layerPglite({ templateDirectory: template })
        const write = (name: string) =>
          Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql`CREATE TABLE kept (name text)`
            yield* sql`INSERT INTO kept VALUES (${name})`
            return yield* sql<{ readonly name: string }>`SELECT name FROM kept`
          }).pipe(Effect.provide(inMemory))
        assert.deepStrictEqual(yield* write("first"), [{ name: "first" }])
        assert.isTrue(existsSync(image))
        const made = statSync(image).mtimeMs
        // The second database starts from the same image (not remade) and sees nothing of the first.
        assert.deepStrictEqual(yield* write("second"), [{ name: "second" }])
        assert.strictEqual(statSync(image).mtimeMs, made)
        // An image that does not load is discarded and the database initialised instead.
        writeFileSync(image, "not a cluster")
        assert.deepStrictEqual(yield* write("third"), [{ name: "third" }])
        assert.isFalse(existsSync(image))
        // No image can be written where the template's folder cannot be made: initialised in place.
        writeFileSync(join(root, "file"), "")
        const unwritable = Database.layerPglite({ templateDirectory: join(root, "file", "template") })
        const answer = yield* Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          return yield* sql<{ readonly one: number }>`SELECT 1 AS one`
        }).pipe(Effect.provide(unwritable))
        assert.deepStrictEqual(answer, [{ one: 1 }])
      }).pipe(Effect.scoped, Effect.provide(Layer.empty)),
    600_000
  )
})
