/**
 * Billing in the reference server: the plan catalogue (`VOUCH_PLANS`, a JSON file;
 * without it the default tiers, which sell nothing), Stripe when `STRIPE_SECRET_KEY`
 * is set (`STRIPE_WEBHOOK_SECRET`, a comma list during a rotation; `STRIPE_API_BASE`
 * for a Stripe-compatible server), else no provider (the billing endpoints answer 503,
 * everything else works). Callers are resolved by identity, and the plan in force sets
 * the registry's limits of the account (storage, shared skills) through the registry's
 * `OwnerLimits` port.
 */
import { readFileSync } from "node:fs"
import { Billing, BillingAuthentication, BillingHooks, Plans, StripeProvider, WebhookSignature } from "@vouch/billing"
import { ApiError } from "@vouch/envelope"
import { Accounts, Authentication } from "@vouch/identity"
import { OwnerLimits } from "@vouch/registry"
import { Config, Effect, Layer, Option, Redacted, Result } from "effect"
import type { HttpServerRequest } from "effect/http"
import { SqlClient } from "effect/sql"

const settings = Config.all({
  secretKey: Config.option(Config.Redacted("STRIPE_SECRET_KEY")),
  webhookSecrets: Config.String("STRIPE_WEBHOOK_SECRET").pipe(Config.withDefault("")),
  apiBase: Config.option(Config.URL("STRIPE_API_BASE")),
  plans: Config.option(Config.NonEmptyString("VOUCH_PLANS"))
})

/** The plan catalogue of `VOUCH_PLANS`, or the default tiers; an unreadable file stops the server. */
export const catalogue = Effect.gen(function* () {
  const read = yield* settings
  if (Option.isNone(read.plans)) return Plans.defaultCatalogue
  const path = read.plans.value
  const text = yield* Effect.try({
    try: () => readFileSync(path, "utf8"),
    catch: (error) => new Error(`VOUCH_PLANS: cannot read ${path}: ${String(error)}`)
  }).pipe(Effect.orDie)
  const parsed = Plans.parse(text)
  if (Result.isFailure(parsed)) return yield* Effect.die(new Error(`VOUCH_PLANS (${path}): ${parsed.failure}`))
  return parsed.success
})

/** The payment provider chosen by configuration. */
export const provider = Layer.unwrap(
  Effect.gen(function* () {
    const read = yield* settings
    if (Option.isNone(read.secretKey)) return StripeProvider.layerOption(Option.none())
    const webhookSecrets = WebhookSignature.parseSecrets(read.webhookSecrets).map((secret) => Redacted.make(secret))
    if (webhookSecrets.length === 0) {
      yield* Effect.logWarning("STRIPE_WEBHOOK_SECRET is not set: every webhook delivery will be refused")
    }
    return StripeProvider.layer({
      secretKey: read.secretKey.value,
      webhookSecrets,
      apiBase: Option.getOrUndefined(Option.map(read.apiBase, (url) => url.toString()))
    })
  })
)

/**
 * The plan in force sets identity's account `tier` (what `GET /v1/account` shows), in
 * billing's transaction. Billing is built before identity's services (whose hooks reach
 * the registry, whose limits follow billing), so this uses identity's `Accounts.setTier`
 * on the shared `SqlClient` rather than the `Accounts` service.
 */
export const hooks = Layer.effect(
  BillingHooks.BillingHooks,
  Effect.map(SqlClient.SqlClient, (sql) =>
    BillingHooks.BillingHooks.of({
      tierChanged: (accountId, tier) =>
        Accounts.setTier(accountId, tier).pipe(
          Effect.provideService(SqlClient.SqlClient, sql),
          // A subscription of an account deleted since: billing keeps its state, nothing else to set.
          Effect.catchTag("IdentityError", (error) =>
            Effect.logWarning("billing: the account's tier was not set", { account_id: accountId, tier, error })
          )
        )
    })
  )
)

/** Billing on the provider (needs `SqlClient` and the ledger), setting identity's tier. */
export const services = Layer.unwrap(
  Effect.map(catalogue, (plans) => Billing.Billing.layer({ catalogue: plans }))
).pipe(Layer.provideMerge(provider), Layer.provide(hooks))

/**
 * The registry's limits of an account: its paid plan's, or the free plan's for an
 * account of the free tier; organizations (and accounts an operator moved to another
 * tier without a subscription) keep their tier's defaults.
 */
export const ownerLimits = Layer.effect(
  OwnerLimits.OwnerLimits,
  Effect.map(Billing.Billing, (billing) => {
    const free = Plans.freePlan(billing.catalogue)
    const fromPlan = (plan: Plans.Plan): OwnerLimits.Limits => ({
      storageBytes: plan.limits.storage_bytes,
      sharedSkills: plan.limits.shared_skills
    })
    return {
      of: (owner, tier) =>
        owner.kind !== "account"
          ? Effect.succeed({})
          : Effect.map(billing.paidPlan(owner.id), (plan) =>
              plan !== undefined ? fromPlan(plan) : tier === "free" ? fromPlan(free) : {}
            )
    }
  })
)

/** The caller of a billing request, by identity's API key or session cookie. */
const resolve = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const caller = yield* Authentication.resolve(request)
    if (Option.isNone(caller)) {
      if (Authentication.credentialOf(request) !== undefined)
        return yield* ApiError.fail("unauthorized", "The API key or session is not valid (revoked or expired?).")
      return Option.none<Billing.Customer>()
    }
    const account = caller.value.account
    return Option.some<Billing.Customer>({
      account_id: account.account_id,
      email: account.email,
      email_verified: account.email_verified
    })
  })

/** The billing group's authentication (needs identity). */
export const authentication = BillingAuthentication.layer(resolve)
