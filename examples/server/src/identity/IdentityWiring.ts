/**
 * Identity in the reference server: its configuration from the environment, the mail
 * transport (SMTP when `SMTP_URL` is set, else the development outbox under
 * `VOUCH_DATA_DIR/outbox`), the hooks to the rest of the server, and an hourly purge
 * of accounts whose deletion grace period has passed.
 */
import { join } from "node:path"
import { HostedApps } from "@vouch/creator"
import { Accounts, Identity, IdentityConfig, IdentityHooks, Mailer, Namespaces } from "@vouch/identity"
import { CreditLedger } from "@vouch/ledger"
import { RegistryHost, SkillRegistry } from "@vouch/registry"
import { Config, Effect, Layer, Option, Schedule, Schema } from "effect"
import * as AppsWiring from "../apps/AppsWiring.ts"
import { ServerConfig } from "../ServerConfig.ts"
import { ServerSecret } from "../Storage.ts"

/** The mail transport. */
export const mailer = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    const smtpUrl = yield* Config.option(Config.Redacted("SMTP_URL"))
    const from = yield* Config.String("SMTP_FROM").pipe(Config.withDefault("Vouch <no-reply@localhost>"))
    const outbox = yield* Config.String("VOUCH_OUTBOX_DIR").pipe(
      Config.withDefault(join(config.dataDirectory, "outbox"))
    )
    return Option.match(smtpUrl, {
      onSome: (url) => Mailer.Mailer.layerSmtp({ url, from }),
      onNone: () => Mailer.Mailer.layerOutbox(outbox)
    })
  })
)

/**
 * Public URL, server secret, the identity providers configured by environment, and how
 * long a credential's resolution is reused (`VOUCH_KEY_CACHE_MS`, `VOUCH_CACHE_ENTRIES`).
 */
export const configuration = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    const { secret } = yield* ServerSecret
    return IdentityConfig.IdentityConfig.layerConfig({
      publicUrl: config.publicUrl,
      secret,
      principalCache: { ttlMillis: config.keyCacheMillis, maxEntries: config.cacheEntries }
    })
  })
)

/**
 * What identity asks of the rest of the server: the registry's counts and storage, the
 * deletion of an owner's skills, the welcome grant (`VOUCH_WELCOME_CREDITS`, default
 * 10,000 credits = 1 USD; 0 for none) and the names of hosted apps.
 */
export const hooks = Layer.effect(
  IdentityHooks.IdentityHooks,
  Effect.gen(function* () {
    const registry = yield* SkillRegistry.SkillRegistry
    const figures = yield* RegistryHost.accountFigures
    const ledger = yield* CreditLedger.CreditLedger
    const namespaces = yield* Namespaces.Namespaces
    const hosted = yield* HostedApps.HostedApps
    // A negative number fails as invalid configuration when the server starts.
    const welcome = yield* Config.schema(
      Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
      "VOUCH_WELCOME_CREDITS"
    ).pipe(Config.withDefault(10_000))
    const owner = (ownerId: string) => Effect.map(namespaces.owner(ownerId), Option.getOrUndefined)
    return IdentityHooks.IdentityHooks.of({
      accountCreated: (account) =>
        welcome === 0
          ? Effect.void
          : ledger
              .grant({
                accountId: account.account_id,
                grantId: `welcome:${account.account_id}`,
                amount: welcome,
                memo: "welcome grant"
              })
              .pipe(Effect.asVoid, Effect.orDie),
      profileCounts: (ownerId) => Effect.flatMap(owner(ownerId), (found) => figures.profileCounts(found?.namespace)),
      storageUsage: (accountId) =>
        Effect.flatMap(owner(accountId), (found) =>
          figures.storageUsage({ kind: "account", id: accountId }, found?.tier ?? "free")
        ),
      // A built-in app, the creator's, or a hosted mini-app (its draft too: its owner mints a token to try it).
      appName: (slug) => {
        const builtIn = AppsWiring.appName(slug)
        return builtIn === undefined
          ? Effect.map(
              hosted.find(slug),
              Option.map((app) => app.name)
            )
          : Effect.succeed(Option.some(builtIn))
      },
      ownerDeleted: (deleted) => Effect.asVoid(registry.deleteAllOf({ kind: deleted.kind, id: deleted.id }))
    })
  })
)

/** Deletes accounts past their grace period, every hour, in whichever process runs it. */
const purge = Layer.effectDiscard(
  Effect.gen(function* () {
    const accounts = yield* Accounts.Accounts
    yield* accounts.purgeDue.pipe(
      Effect.tap((count) => (count > 0 ? Effect.logInfo("purged deleted accounts", { count }) : Effect.void)),
      Effect.catchCause((cause) => Effect.logWarning("account purge failed", cause)),
      Effect.repeat(Schedule.spaced("1 hour")),
      Effect.forkScoped
    )
  })
)

/**
 * The identity services with everything they need but the database and the hooks.
 */
export const layer = <E, R>(hooks: Layer.Layer<IdentityHooks.IdentityHooks, E, R>) =>
  purge.pipe(
    Layer.provideMerge(
      Identity.layer.pipe(
        Layer.provideMerge(
          Layer.mergeAll(mailer, configuration, hooks.pipe(Layer.provide(Namespaces.Namespaces.layer)))
        )
      )
    )
  )
