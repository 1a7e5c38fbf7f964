/**
 * The operator's command to grant credits to an account:
 *
 *   node src/grant.ts <email or account id> <credits> [--id <grant id>] [--memo <text>]
 *
 * (from the repository root: `./vouch grant -- …`). It uses the same configuration as
 * the server (`DATABASE_URL`, else the PGlite files under `VOUCH_DATA_DIR`; stop a
 * PGlite server first, since one process owns those files). A grant is idempotent by
 * its id: running the same command with the same `--id` twice grants once. Without
 * `--id`, every run grants anew.
 */
import { randomBytes } from "node:crypto"
import { NodeRuntime } from "@effect/platform-node"
import { Accounts, Identity, IdentityHooks } from "@vouch/identity"
import { CreditLedger } from "@vouch/ledger"
import { Console, Effect, Layer, Option } from "effect"
import * as IdentityWiring from "./identity/IdentityWiring.ts"
import { ServerConfig } from "./ServerConfig.ts"
import * as Storage from "./Storage.ts"

const usage = "usage: node src/grant.ts <email or account id> <credits> [--id <grant id>] [--memo <text>]"

export const parseArguments = (
  argv: ReadonlyArray<string>
): { readonly who: string; readonly amount: number; readonly grantId: string; readonly memo: string } | string => {
  const positional: Array<string> = []
  const flags: Record<string, string> = {}
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!
    if (argument === "--") continue
    if (argument === "--id" || argument === "--memo") {
      const value = argv[index + 1]
      if (value === undefined) return `${argument} needs a value\n${usage}`
      flags[argument.slice(2)] = value
      index++
    } else positional.push(argument)
  }
  if (positional.length !== 2) return usage
  const [who, credits] = positional as [string, string]
  if (!/^[1-9]\d{0,11}$/.test(credits)) return `credits must be a positive integer, got ${credits}\n${usage}`
  return {
    who,
    amount: Number(credits),
    grantId: flags.id ?? `operator:${randomBytes(12).toString("hex")}`,
    memo: flags.memo ?? "operator grant"
  }
}

const program = Effect.gen(function* () {
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
  const ledger = yield* CreditLedger.CreditLedger
  const result = yield* ledger.grant({
    accountId: account.account_id,
    grantId: parsed.grantId,
    amount: parsed.amount,
    memo: parsed.memo
  })
  yield* Console.log(
    JSON.stringify({
      account_id: account.account_id,
      email: account.email,
      grant_id: parsed.grantId,
      granted: result.granted,
      balance: result.balance.available
    })
  )
})

if (import.meta.main)
  NodeRuntime.runMain(
    program.pipe(
      Effect.provide(
        Layer.mergeAll(
          CreditLedger.CreditLedger.layer,
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
