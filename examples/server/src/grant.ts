/**
 * The operator's command to grant credits to an account:
 *
 *   node src/grant.ts <email or account id> <credits> [--id <grant id>] [--memo <text>]
 *   node src/grant.ts --help | --version
 *
 * (from the repository root: `./vouch grant -- …`). It uses the same configuration as
 * the server (`DATABASE_URL`, else the PGlite files under `VOUCH_DATA_DIR`; stop a
 * PGlite server first, since one process owns those files). A grant is idempotent by
 * its id: running the same command with the same `--id` twice grants once. Without
 * `--id`, every run grants anew.
 */
import { randomBytes } from "node:crypto"
import { readFileSync } from "node:fs"
import { parseArgs } from "node:util"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Accounts, Identity, IdentityHooks } from "@vouch/identity"
import { CreditLedger } from "@vouch/ledger"
import { Console, Effect, Layer, Option } from "effect"
import * as IdentityWiring from "./identity/IdentityWiring.ts"
import { ServerConfig } from "./ServerConfig.ts"
import * as Storage from "./Storage.ts"

const version = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { readonly version: string }
).version

const usage = `usage: node src/grant.ts <email or account id> <credits> [--id <grant id>] [--memo <text>]

Grants credits to an account, once per grant id.

options:
  --id <grant id>   makes the grant idempotent (default: a new random id)
  --memo <text>     the ledger memo (default: "operator grant")
  -h, --help        prints this help
  -v, --version     prints the version`

/** What the command line asks: a grant, the help, the version, or a usage error (exit 2). */
export type Parsed =
  | {
      readonly _tag: "Grant"
      readonly who: string
      readonly amount: number
      readonly grantId: string
      readonly memo: string
    }
  | { readonly _tag: "Help" }
  | { readonly _tag: "Version" }
  | { readonly _tag: "UsageError"; readonly message: string }

const options = {
  id: { type: "string" },
  memo: { type: "string" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" }
} as const

const readArguments = (argv: ReadonlyArray<string>) =>
  parseArgs({ args: [...argv], options, allowPositionals: true, strict: true })

export const parseArguments = (argv: ReadonlyArray<string>): Parsed => {
  let parsed: ReturnType<typeof readArguments>
  try {
    parsed = readArguments(argv)
  } catch (error) {
    return { _tag: "UsageError", message: `${(error as Error).message}\n${usage}` }
  }
  if (parsed.values.help === true) return { _tag: "Help" }
  if (parsed.values.version === true) return { _tag: "Version" }
  if (parsed.positionals.length !== 2) return { _tag: "UsageError", message: usage }
  const [who, credits] = parsed.positionals as [string, string]
  if (!/^[1-9]\d{0,11}$/.test(credits))
    return { _tag: "UsageError", message: `credits must be a positive integer, got ${credits}\n${usage}` }
  return {
    _tag: "Grant",
    who,
    amount: Number(credits),
    grantId: parsed.values.id ?? `operator:${randomBytes(12).toString("hex")}`,
    memo: parsed.values.memo ?? "operator grant"
  }
}

type Grant = Extract<Parsed, { readonly _tag: "Grant" }>

const program = Effect.fn("grant")(function* (parsed: Grant) {
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

// Help, version and usage errors are answered before the database is opened.
const parsed = import.meta.main ? parseArguments(process.argv.slice(2)) : undefined
if (parsed?._tag === "Help") console.log(usage)
else if (parsed?._tag === "Version") console.log(version)
else if (parsed?._tag === "UsageError") {
  console.error(parsed.message)
  process.exitCode = 2
} else if (parsed?._tag === "Grant")
  NodeRuntime.runMain(
    program(parsed).pipe(
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
