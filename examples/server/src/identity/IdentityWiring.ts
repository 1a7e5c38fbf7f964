/**
 * Identity in the reference server: its configuration from the environment, the mail
 * transport (SMTP when `SMTP_URL` is set, else the development outbox under
 * `VOUCH_DATA_DIR/outbox`), the hooks to the rest of the server, and an hourly purge
 * of accounts whose deletion grace period has passed.
 */
import { join } from "node:path"
import { Accounts, Identity, IdentityConfig, type IdentityHooks, Mailer } from "@vouch/identity"
import { Config, Effect, Layer, Option, Schedule } from "effect"
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

/** Public URL, server secret and the identity providers configured by environment. */
export const configuration = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    const { secret } = yield* ServerSecret
    return IdentityConfig.IdentityConfig.layerConfig({ publicUrl: config.publicUrl, secret })
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
export const layer = <R>(hooks: Layer.Layer<IdentityHooks.IdentityHooks, never, R>) =>
  purge.pipe(Layer.provideMerge(Identity.layer.pipe(Layer.provideMerge(Layer.mergeAll(mailer, configuration, hooks)))))
