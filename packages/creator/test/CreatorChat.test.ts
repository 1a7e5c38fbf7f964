/**
 * The creator chat as a service over a real database (PGlite, and PostgreSQL when
 * reachable), with the scripted model and a moved clock (`DatabaseTest.atTime`): the
 * daily cap resets at the next UTC day, one turn per account is in flight (a lease that
 * a dead process leaves to expire), and a turn is metered to the caller.
 */
import { assert, layer } from "@effect/vitest"
import { AppCredentials, AppMigrations, AppRuntime } from "@vouch/app-api"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { JobMigrations, JobStore } from "@vouch/jobs"
import { CreditLedger, LedgerMigrations } from "@vouch/ledger"
import { ModelCatalogue, ModelProviders, ModelsConfig } from "@vouch/models"
import { Effect, Layer, Option, Stream } from "effect"
import { CreatorAccounts } from "../src/CreatorAccounts.ts"
import * as CreatorChat from "../src/CreatorChat.ts"
import * as CreatorMigrations from "../src/CreatorMigrations.ts"
import { HostedApps } from "../src/HostedApps.ts"

const migrations = [
  Migrations.make("ledger", LedgerMigrations.migrations),
  Migrations.make("jobs", JobMigrations.migrations),
  Migrations.make("app-api", AppMigrations.migrations),
  Migrations.make("creator", CreatorMigrations.migrations)
]

const accounts = Layer.succeed(
  CreatorAccounts,
  CreatorAccounts.of({
    find: (accountId) =>
      Effect.succeed(
        accountId.startsWith("acct_")
          ? Option.some({ accountId, username: accountId.slice(5), emailVerified: accountId !== "acct_unverified" })
          : Option.none()
      ),
    organizations: () => Effect.succeed([])
  })
)

const credentials = Layer.succeed(
  AppCredentials.AppCredentials,
  AppCredentials.AppCredentials.of({
    verify: () => Effect.succeed(Option.none()),
    issueGuest: () => Effect.die("no guests here")
  })
)

const catalogue = ModelCatalogue.ModelCatalogue.layerFrom({
  default_model: "scripted",
  aliases: {},
  models: [
    {
      id: "scripted",
      label: "Scripted",
      provider: "scripted",
      provider_model: "scripted-1",
      rates: { credits_per_mtok: { in: 1_000_000, out: 1_000_000 } },
      caps: { context_window: 64_000, max_input_tokens: 32_000, max_output_tokens: 2_000, wall_clock_ms: 60_000 }
    }
  ]
}).pipe(Layer.provide(ModelsConfig.ModelsConfig.layer({ scripted: true })), Layer.orDie)

const day = 86_400_000
const morning = Date.UTC(2026, 10, 24, 9, 0, 0)

for (const backend of DatabaseTest.backends("creator", { migrations })) {
  const services = CreatorChat.CreatorChat.layer({
    enabled: true,
    publicUrl: "http://localhost",
    leaseMillis: 60_000
  }).pipe(
    Layer.provideMerge(AppRuntime.AppRuntime.layer([], { reapMillis: 0 }).pipe(Layer.provide(HostedApps.directory))),
    Layer.provideMerge(
      Layer.mergeAll(
        HostedApps.layer({ reserved: (slug) => slug === "creator" }),
        CreditLedger.CreditLedger.layer,
        JobStore.JobStore.layer,
        catalogue,
        Layer.succeed(ModelProviders.ModelProviders, ModelProviders.ModelProviders.fromProviders({} as never)),
        accounts,
        credentials
      )
    ),
    Layer.provideMerge(backend.layer)
  )

  layer(services, { excludeTestServices: true })(`CreatorChat on ${backend.name}`, (it) => {
    const hello = (content = "hello"): CreatorChat.ChatRequest => ({ messages: [{ role: "user", content }] })
    const grant = (accountId: string, amount: number) =>
      Effect.flatMap(CreditLedger.CreditLedger, (ledger) =>
        ledger.grant({ accountId, grantId: `test:${accountId}`, amount })
      )
    const run = (accountId: string, request = hello()) =>
      Effect.flatMap(CreatorChat.CreatorChat, (chat) =>
        Effect.flatMap(chat.turn(accountId, request), (events) => Stream.runCollect(events))
      )
    const reasonOf = <A, E extends { readonly reason: string }, R>(effect: Effect.Effect<A, E, R>) =>
      Effect.map(Effect.flip(effect), (error) => error.reason)

    it.effect("takes 50 messages a UTC day per account, then 429 until the next day", () =>
      Effect.gen(function* () {
        yield* grant("acct_daily", 1_000_000)
        for (let index = 0; index < 50; index++)
          yield* run("acct_daily").pipe(DatabaseTest.atTime(morning + index * 60_000))
        const refused = yield* Effect.flip(run("acct_daily").pipe(DatabaseTest.atTime(morning + 14 * 3_600_000)))
        assert.strictEqual(refused.reason, "DailyCapReached")
        assert.strictEqual(refused.retryAfterSeconds, 3_600, "an hour until midnight UTC")
        // Another account is not affected; the next day counts afresh.
        yield* grant("acct_other", 1_000_000)
        yield* run("acct_other").pipe(DatabaseTest.atTime(morning + 14 * 3_600_000))
        const tomorrow = yield* run("acct_daily").pipe(DatabaseTest.atTime(morning + day))
        assert.strictEqual(tomorrow.at(-1)?.event, "done")
      })
    )

    it.effect("holds one turn per account: a second waits for the first's end, or its lease to expire", () =>
      Effect.gen(function* () {
        yield* grant("acct_lease", 1_000_000)
        const chat = yield* CreatorChat.CreatorChat
        const first = yield* chat.turn("acct_lease", hello()).pipe(DatabaseTest.atTime(morning))
        assert.strictEqual(
          yield* reasonOf(chat.turn("acct_lease", hello()).pipe(DatabaseTest.atTime(morning + 1_000))),
          "TurnInFlight"
        )
        // The refused turn counted no message: 1 of 50 used.
        const events = yield* Stream.runCollect(first).pipe(DatabaseTest.atTime(morning + 2_000))
        assert.strictEqual(events.at(-1)?.event, "done")
        const second = yield* chat.turn("acct_lease", hello()).pipe(DatabaseTest.atTime(morning + 3_000))
        // Never consumed (its process died): its lease expires after a minute.
        assert.isDefined(second)
        assert.strictEqual(
          yield* reasonOf(chat.turn("acct_lease", hello()).pipe(DatabaseTest.atTime(morning + 62_000))),
          "TurnInFlight"
        )
        const third = yield* chat.turn("acct_lease", hello()).pipe(DatabaseTest.atTime(morning + 64_000))
        assert.strictEqual(
          (yield* Stream.runCollect(third).pipe(DatabaseTest.atTime(morning + 65_000))).at(-1)?.event,
          "done"
        )
      })
    )

    it.effect("meters each model call to the caller, and refuses an unverified account", () =>
      Effect.gen(function* () {
        const ledger = yield* CreditLedger.CreditLedger
        yield* grant("acct_meter", 1_000_000)
        const events = yield* run("acct_meter", hello("count me"))
        assert.deepStrictEqual(
          events
            .filter((event) => event.event === "text")
            .map((event) => (event.data as { delta: string }).delta)
            .join(""),
          "scripted reply: count me"
        )
        const balance = yield* ledger.balance("acct_meter")
        assert.isBelow(balance.available, 1_000_000)
        assert.strictEqual(yield* reasonOf(run("acct_unverified")), "EmailNotVerified")
        assert.strictEqual(yield* reasonOf(run("unknown")), "Unauthenticated")
      })
    )

    it.effect("is unavailable when disabled or when its model is unknown or unavailable", () =>
      Effect.gen(function* () {
        yield* grant("acct_unavailable", 1_000_000)
        for (const options of [{ enabled: false }, { enabled: true, model: "no-such-model" }]) {
          const reason = yield* reasonOf(run("acct_unavailable")).pipe(
            Effect.provide(CreatorChat.CreatorChat.layer({ ...options, publicUrl: "http://localhost" }))
          )
          assert.strictEqual(reason, "Unavailable", JSON.stringify(options))
        }
      })
    )

    it.effect("reports a balance that cannot pay as an error event, not a charge", () =>
      Effect.gen(function* () {
        const events = yield* run("acct_broke")
        assert.deepStrictEqual(
          events.map((event) => event.event),
          ["error"]
        )
        assert.strictEqual((events[0]!.data as { code: string }).code, "insufficient_credits")
      })
    )
  })
}
