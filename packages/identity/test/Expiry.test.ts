import { assert, layer } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Exit, Option } from "effect"
import { Accounts, AppTokens, Credentials } from "../src/index.ts"
import { at, makeOutbox, migrations, services } from "./Fixtures.ts"

const minute = 60_000
const day = 86_400_000
const start = Date.parse("2030-01-01T00:00:00Z")

const reasonOf = <A, E extends { readonly reason?: string }>(exit: Exit.Exit<A, E>) =>
  Exit.isFailure(exit)
    ? Option.getOrUndefined(Option.map(Exit.findErrorOption(exit), (error) => error.reason))
    : undefined

for (const backend of DatabaseTest.backends("identity_expiry", { migrations })) {
  const outbox = makeOutbox()
  layer(services(outbox.directory, backend.layer, { secret: "expiry secret" }), { excludeTestServices: true })(
    `identity expiry on ${backend.name}`,
    (it) => {
      it.effect("an email code works for 10 minutes, not after; a resend waits a minute; five an hour", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          yield* at(start)(accounts.sendCode("clock@example.com"))
          const late = yield* at(start + 10 * minute)(
            accounts.verifyCode("clock@example.com", outbox.codeFor("clock@example.com"))
          ).pipe(Effect.exit)
          assert.strictEqual(reasonOf(late), "CodeInvalid")

          const early = yield* at(start + 30_000)(accounts.sendCode("clock@example.com")).pipe(Effect.exit)
          assert.strictEqual(reasonOf(early), "CodeResendTooSoon")
          for (let index = 1; index < 5; index++)
            yield* at(start + index * 2 * minute)(accounts.sendCode("clock@example.com"))
          const sixth = yield* at(start + 12 * minute)(accounts.sendCode("clock@example.com")).pipe(Effect.exit)
          assert.strictEqual(reasonOf(sixth), "CodeLimited")
          yield* at(start + 61 * minute)(accounts.sendCode("clock@example.com"))
          const inTime = yield* at(start + 70 * minute)(
            accounts.verifyCode("clock@example.com", outbox.codeFor("clock@example.com"))
          )
          assert.strictEqual(inTime.account.email, "clock@example.com")
        })
      )

      it.effect("an API key authenticates until its expiry; a key that never expires keeps working", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const credentials = yield* Credentials.Credentials
          const { account } = yield* at(start)(
            accounts.ensure("keys-clock@example.com", { verified: true, claimed: true })
          )
          const week = yield* at(start)(credentials.createKey(account.account_id))
          const forever = yield* at(start)(credentials.createKey(account.account_id, { expiresInDays: null }))
          assert.isTrue(Option.isSome(yield* at(start + 7 * day - 1)(credentials.authenticate(week.api_key))))
          assert.isTrue(Option.isNone(yield* at(start + 7 * day)(credentials.authenticate(week.api_key))))
          assert.isTrue(Option.isSome(yield* at(start + 3650 * day)(credentials.authenticate(forever.api_key))))
          assert.strictEqual(yield* at(start + 7 * day)(credentials.countActiveKeys(account.account_id)), 1)
        })
      )

      it.effect("a CLI sign-in expires after 900 seconds: poll says expired, approval is refused", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const credentials = yield* Credentials.Credentials
          const { account } = yield* at(start)(
            accounts.ensure("device-clock@example.com", { verified: true, claimed: true })
          )
          const device = yield* at(start)(credentials.startDevice("late laptop"))
          assert.deepStrictEqual(yield* at(start + 899_000)(credentials.pollDevice(device.session_id)), {
            status: "pending"
          })
          assert.deepStrictEqual(yield* at(start + 900_000)(credentials.pollDevice(device.session_id)), {
            status: "expired"
          })
          const approval = yield* at(start + 900_000)(
            credentials.approveDevice(device.session_id, account.account_id)
          ).pipe(Effect.exit)
          assert.strictEqual(reasonOf(approval), "DeviceSessionExpired")
        })
      )

      it.effect(
        "app tokens: bound to one app, guests for 7 days, users for 30, revoked when the account is deleted",
        () =>
          Effect.gen(function* () {
            const accounts = yield* Accounts.Accounts
            const tokens = yield* AppTokens.AppTokens
            const guest = yield* at(start)(tokens.issueGuest("chat"))
            assert.match(guest.guest_id, /^gst_[0-9a-f]{32}$/)
            const seen = yield* at(start + 7 * day - 1)(tokens.authenticate(guest.token, "chat"))
            assert.deepStrictEqual(
              Option.map(seen, (subject) => [subject.subject_type, subject.subject_id]),
              Option.some(["guest", guest.guest_id])
            )
            assert.isTrue(Option.isNone(yield* at(start)(tokens.authenticate(guest.token, "writing-style"))))
            assert.isTrue(Option.isNone(yield* at(start + 7 * day)(tokens.authenticate(guest.token, "chat"))))
            const bad = yield* tokens.issueGuest("Not A Slug").pipe(Effect.exit)
            assert.strictEqual(reasonOf(bad), "InvalidInput")

            const { account } = yield* at(start)(
              accounts.ensure("app-user@example.com", { verified: true, claimed: true })
            )
            const user = yield* at(start)(tokens.issueUser(account.account_id, "chat"))
            assert.isTrue(Option.isSome(yield* at(start + 30 * day - 1)(tokens.authenticate(user.token, "chat"))))
            assert.isTrue(Option.isNone(yield* at(start + 30 * day)(tokens.authenticate(user.token, "chat"))))
            const second = yield* at(start)(tokens.issueUser(account.account_id, "chat"))
            yield* at(start)(accounts.scheduleDeletion(account.account_id))
            assert.isTrue(Option.isNone(yield* at(start + 1)(tokens.authenticate(second.token, "chat"))))
          })
      )

      it.effect("a scheduled deletion is purged after 30 days, not before", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const { account } = yield* at(start)(accounts.ensure("purge@example.com", { verified: true, claimed: true }))
          yield* at(start)(accounts.scheduleDeletion(account.account_id))
          assert.strictEqual(yield* at(start + 30 * day - 1)(accounts.purgeDue), 0)
          assert.isAtLeast(yield* at(start + 30 * day)(accounts.purgeDue), 1)
          assert.isUndefined(yield* accounts.findByEmail("purge@example.com"))
        })
      )
    }
  )
}
