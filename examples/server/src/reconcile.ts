/**
 * The operator's command to re-read an account's billing state from the payment
 * provider and apply it (a webhook lost or refused, a state changed by hand in the
 * provider's dashboard):
 *
 *   node src/reconcile.ts <email or account id>
 *
 * (from the repository root: `./vouch reconcile -- …`). It uses the
 * server's configuration (`DATABASE_URL` or the PGlite files under `VOUCH_DATA_DIR`,
 * whose server must be stopped first; `STRIPE_SECRET_KEY`, `STRIPE_API_BASE`,
 * `VOUCH_PLANS`). It stores the provider's subscriptions as current and grants the
 * credits not granted yet (each grant is unique by its reference, so running it twice,
 * or after the webhook, grants nothing more). It prints one JSON line.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Billing } from "@vouch/billing"
import { Accounts, Identity, IdentityHooks } from "@vouch/identity"
import { CreditLedger } from "@vouch/ledger"
import { Console, Effect, Layer, Option } from "effect"
import * as BillingWiring from "./billing/BillingWiring.ts"
import * as IdentityWiring from "./identity/IdentityWiring.ts"
import { ServerConfig } from "./ServerConfig.ts"
import * as Storage from "./Storage.ts"

const usage = "usage: node src/reconcile.ts <email or account id>"

export const parseArguments = (argv: ReadonlyArray<string>): { readonly who: string } | string => {
  const positional = argv.filter((argument) => argument !== "--")
  return positional.length === 1 && !positional[0]!.startsWith("-") ? { who: positional[0]! } : usage
}

export const program = Effect.gen(function* () {
  const parsed = parseArguments(process.argv.slice(2))
  if (typeof parsed === "string") {
    yield* Console.error(parsed)
    process.exitCode = 2
    return
  }
  const accounts = yield* Accounts.Accounts
  const account = Option.getOrUndefined(yield* accounts.find(parsed.who))
  if (account === undefined) {
    yield* Console.error(`no account has the id or email ${parsed.who}`)
    process.exitCode = 1
    return
  }
  const billing = yield* Billing.Billing
  const result = yield* billing.reconcile(account.account_id).pipe(
    Effect.catchTag("BillingError", (error) =>
      Effect.andThen(
        Effect.sync(() => {
          process.exitCode = 1
        }),
        Effect.as(
          Console.error(`reconciliation failed: ${error.reason._tag}: ${JSON.stringify(error.reason)}`),
          undefined
        )
      )
    )
  )
  if (result === undefined) return
  const subscription = yield* billing.subscription(account.account_id).pipe(Effect.option)
  yield* Console.log(
    JSON.stringify({
      ...result,
      email: account.email,
      plan: Option.getOrUndefined(Option.map(subscription, (found) => found.plan)) ?? null
    })
  )
})

if (import.meta.main)
  NodeRuntime.runMain(
    program.pipe(
      Effect.provide(
        Layer.mergeAll(
          BillingWiring.services.pipe(Layer.provideMerge(CreditLedger.CreditLedger.layer)),
          // Only the account lookup: no hooks, and no mail is sent.
          Identity.layer.pipe(
            Layer.provide(
              Layer.mergeAll(IdentityWiring.mailer, IdentityWiring.configuration, IdentityHooks.IdentityHooks.layerNone)
            )
          )
        ).pipe(Layer.provideMerge(Storage.layer), Layer.provide(ServerConfig.layer))
      ),
      Effect.tapCause(() =>
        Effect.sync(() => {
          process.exitCode = 1
        })
      )
    ),
    { disableErrorReporting: false }
  )
