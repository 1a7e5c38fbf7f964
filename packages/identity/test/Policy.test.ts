import { assert, describe, it, layer } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { ConfigProvider, Effect, Exit, Layer, Option, Redacted } from "effect"
import { Accounts, Credentials, IdentityConfig, IdentityHttp, Namespaces, Organizations, Policy } from "../src/index.ts"
import { makeOutbox, migrations, services } from "./Fixtures.ts"

const at = new Date("2030-01-01T00:00:00Z")
const seconds = (count: number) => new Date(at.getTime() + count * 1000)

describe("Policy", () => {
  it("a code waits resendSeconds, then counts codesPerHour in an hour-long window", () => {
    const policy = { ...Policy.defaults, resendSeconds: 60, codesPerHour: 2 }
    assert.deepStrictEqual(Policy.codeSending(policy, undefined, at), {
      _tag: "Send",
      windowStart: at,
      sentInWindow: 1
    })
    const first = { sent_at: at, window_started_at: at, sent_in_window: 1 }
    const soon = Policy.codeSending(policy, first, seconds(59))
    assert.strictEqual(soon._tag === "Wait" && soon.reason, "CodeResendTooSoon")
    assert.strictEqual(soon._tag === "Wait" && soon.seconds, 1)
    assert.deepStrictEqual(Policy.codeSending(policy, first, seconds(60)), {
      _tag: "Send",
      windowStart: at,
      sentInWindow: 2
    })
    const full = Policy.codeSending(policy, { ...first, sent_in_window: 2 }, seconds(600))
    assert.strictEqual(full._tag === "Wait" && full.reason, "CodeLimited")
    assert.strictEqual(full._tag === "Wait" && full.seconds, 3000)
    assert.deepStrictEqual(Policy.codeSending(policy, { ...first, sent_in_window: 2 }, seconds(3600)), {
      _tag: "Send",
      windowStart: seconds(3600),
      sentInWindow: 1
    })
  })

  it("a key lives the default, a chosen number of days up to maxKeyDays, or forever", () => {
    const policy = { ...Policy.defaults, defaultKeyDays: 3, maxKeyDays: 10 }
    assert.deepStrictEqual(Policy.keyExpiry(policy, at, undefined), seconds(3 * 86_400))
    assert.deepStrictEqual(Policy.keyExpiry(policy, at, 10), seconds(10 * 86_400))
    assert.strictEqual(Policy.keyExpiry(policy, at, null), null)
    for (const days of [0, 11, 1.5, -1, Number.NaN]) assert.strictEqual(Policy.keyExpiry(policy, at, days), undefined)
  })

  it("a code attempt: expired, used or unknown first, then the attempts, then the match", () => {
    const policy = { ...Policy.defaults, codeAttempts: 2 }
    const stored = { expires_at: seconds(600), attempts: 0, consumed: false }
    assert.strictEqual(
      Policy.codeAttempt(policy, undefined, at, () => true),
      "expired"
    )
    assert.strictEqual(
      Policy.codeAttempt(policy, { ...stored, consumed: true }, at, () => true),
      "expired"
    )
    assert.strictEqual(
      Policy.codeAttempt(policy, stored, seconds(600), () => true),
      "expired"
    )
    assert.strictEqual(
      Policy.codeAttempt(policy, { ...stored, attempts: 2 }, at, () => true),
      "exhausted"
    )
    assert.strictEqual(
      Policy.codeAttempt(policy, stored, at, () => false),
      "wrong"
    )
    assert.strictEqual(
      Policy.codeAttempt(policy, stored, at, () => true),
      "ok"
    )
  })

  it.effect("numbers that are not whole numbers of at least 1 fail as invalid configuration", () =>
    Effect.gen(function* () {
      const base = { publicUrl: "http://127.0.0.1", secret: Redacted.make("s") }
      const bad = yield* Layer.build(
        IdentityConfig.IdentityConfig.layerConfig({ ...base, policy: { maxActiveKeys: 0 } })
      ).pipe(Effect.provide(ConfigProvider.layer(ConfigProvider.fromUnknown({}))), Effect.scoped, Effect.exit)
      assert.isTrue(Exit.isFailure(bad))
      const error = Option.getOrUndefined(Exit.findErrorOption(bad))
      assert.strictEqual(error?._tag, "ConfigError")
      const ok = yield* IdentityConfig.settings({ ...base, google: Option.none(), github: Option.none() })
      assert.deepStrictEqual(ok.policy, Policy.defaults)
    })
  )

  it("every reason answers with an envelope code", () => {
    for (const reason of Object.keys(IdentityHttp.codes))
      assert.isString(IdentityHttp.codes[reason as keyof typeof IdentityHttp.codes])
    assert.strictEqual(IdentityHttp.codes.TooManyKeys, "key_limit_exceeded")
    assert.strictEqual(IdentityHttp.codes.MailLimited, "rate_limited")
  })
})

for (const backend of DatabaseTest.backends("identity_policy", { migrations })) {
  const outbox = makeOutbox()
  layer(services(outbox.directory, backend.layer, { secret: "policy secret", policy: { maxActiveKeys: 2 } }))(
    `identity policy options and lookups on ${backend.name}`,
    (it) => {
      it.effect("maxActiveKeys is the host's: the third key is refused and usage reports the limit", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const credentials = yield* Credentials.Credentials
          const { account } = yield* accounts.ensure("keys@example.com", { verified: true, claimed: true })
          yield* credentials.createKey(account.account_id)
          yield* credentials.createKey(account.account_id)
          const third = yield* credentials.createKey(account.account_id).pipe(Effect.flip)
          assert.strictEqual(third.reason, "TooManyKeys")
          assert.strictEqual(third.message, "An account has at most 2 active API keys: revoke one first.")
          assert.strictEqual((yield* accounts.usage(account.account_id)).api_key_limit, 2)
        })
      )

      it.effect("Accounts.find by id or email, Namespaces.owner and ownerOf for accounts and organizations", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const namespaces = yield* Namespaces.Namespaces
          const organizations = yield* Organizations.Organizations
          const { account } = yield* accounts.ensure("finder@example.com", { verified: true, claimed: true })
          const byId = yield* accounts.find(account.account_id)
          const byEmail = yield* accounts.find(" Finder@Example.com ")
          assert.strictEqual(Option.getOrThrow(byId).email, "finder@example.com")
          assert.strictEqual(Option.getOrThrow(byEmail).account_id, account.account_id)
          assert.isTrue(Option.isNone(yield* accounts.find("nobody@example.com")))

          const organization = yield* organizations.create(account.account_id, {
            namespace: "finders",
            display_name: "Finders"
          })
          assert.deepStrictEqual(
            yield* namespaces.owner(account.account_id),
            Option.some({
              namespace: account.username,
              owner_kind: "account" as const,
              owner_id: account.account_id,
              tier: "free" as const
            })
          )
          assert.deepStrictEqual(
            yield* namespaces.ownerOf("@finders"),
            Option.some({
              namespace: "finders",
              owner_kind: "organization" as const,
              owner_id: organization.org_id,
              tier: "free" as const
            })
          )
          assert.isTrue(Option.isNone(yield* namespaces.owner("acc_unknown")))

          // A scheduled deletion hides the account from sign-in, not from the operator's lookup.
          yield* accounts.scheduleDeletion(account.account_id)
          assert.isTrue(Option.isSome(yield* accounts.find("finder@example.com")))
        })
      )
    }
  )
}
