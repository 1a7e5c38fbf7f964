import { connect } from "node:net"
import { assert, describe, layer } from "@effect/vitest"
import { Database, Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Layer } from "effect"
import { RateLimitStore } from "../src/RateLimitStore.ts"

const at = DatabaseTest.atTime

const redisUrl = process.env.VOUCH_TEST_REDIS_URL ?? "redis://127.0.0.1:6379"
const redisReachable = await new Promise<boolean>((resolve) => {
  const url = new URL(redisUrl)
  const socket = connect({ host: url.hostname, port: Number(url.port || 6379) })
  const done = (reachable: boolean) => {
    socket.destroy()
    resolve(reachable)
  }
  socket.setTimeout(1000, () => done(false))
  socket.once("connect", () => done(true))
  socket.once("error", () => resolve(false))
})
const migrations = [Migrations.make("rate-limit", RateLimitStore.migrations)]

const stores = [
  { name: "memory", layer: RateLimitStore.layerMemory, clockControlled: true },
  ...DatabaseTest.backends("rate_limit", { migrations }).map((backend) => ({
    name: `SQL on ${backend.name}`,
    layer: RateLimitStore.layerSql.pipe(Layer.provide(backend.layer)),
    clockControlled: true
  })),
  ...(redisReachable || process.env.CI === "true"
    ? [
        {
          name: "Redis",
          layer: RateLimitStore.layerRedis(redisUrl, { prefix: `vouch:test:${process.pid}:${Date.now()}:` }),
          clockControlled: false
        }
      ]
    : [])
]

for (const store of stores) {
  layer(store.layer, { excludeTestServices: true, timeout: 60_000 })(`RateLimitStore (${store.name})`, (it) => {
    it.effect("counts every request once, even concurrently", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimitStore
        const counts = yield* Effect.forEach(Array.from({ length: 40 }), () => limiter.increment("concurrent", 60), {
          concurrency: 10
        })
        assert.deepStrictEqual(
          counts.map((item) => item.count).sort((left, right) => left - right),
          Array.from({ length: 40 }, (_, index) => index + 1)
        )
        // One window for all of them: the same end (Redis reports it to the millisecond as time passes).
        const resets = counts.map((item) => item.resetAt)
        assert.isAtMost(Math.max(...resets) - Math.min(...resets), store.clockControlled ? 0 : 1500)
      })
    )

    it.effect("keeps keys apart", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimitStore
        yield* limiter.increment("left", 60)
        yield* limiter.increment("left", 60)
        assert.strictEqual((yield* limiter.increment("right", 60)).count, 1)
      })
    )

    if (store.clockControlled) {
      it.effect("opens a new window once the last one has ended", () =>
        Effect.gen(function* () {
          const limiter = yield* RateLimitStore
          const start = Date.parse("2031-01-01T00:00:30Z")
          const first = yield* limiter.increment("windowed", 60).pipe(at(start))
          assert.deepStrictEqual(first, { count: 1, resetAt: start + 60_000 })
          assert.strictEqual((yield* limiter.increment("windowed", 60).pipe(at(start + 59_999))).count, 2)
          const next = yield* limiter.increment("windowed", 60).pipe(at(start + 60_000))
          assert.deepStrictEqual(next, { count: 1, resetAt: start + 120_000 })
        })
      )
    }
  })
}

describe.runIf(DatabaseTest.postgresEnabled)("RateLimitStore on one PostgreSQL from two processes", () => {
  layer(Layer.empty, { excludeTestServices: true, timeout: 60_000 })("shared counters", (it) => {
    it.effect("count every request of both", () =>
      Effect.gen(function* () {
        const url = yield* DatabaseTest.freshPostgresUrl("rate_limit_processes")
        yield* Migrations.run(migrations).pipe(Effect.provide(Database.layerPostgres(url)))
        const process = RateLimitStore.layerSql.pipe(Layer.provide(Database.layerPostgres(url, { maxConnections: 4 })))
        const counts = yield* Effect.all(
          [1, 2].map(() =>
            Effect.gen(function* () {
              const limiter = yield* RateLimitStore
              return yield* Effect.forEach(Array.from({ length: 30 }), () => limiter.increment("shared", 60), {
                concurrency: 4
              })
            }).pipe(Effect.provide(process))
          ),
          { concurrency: 2 }
        )
        const all = counts.flat().map((item) => item.count)
        assert.strictEqual(Math.max(...all), 60)
        assert.strictEqual(new Set(all).size, 60)
      }).pipe(Effect.scoped)
    )
  })
})
