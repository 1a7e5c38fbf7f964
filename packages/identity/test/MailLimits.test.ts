/**
 * Mail flooding (issue 11, defect 13): verification links and invitations are limited
 * per recipient address and per sending account, anonymous sign-in codes per client
 * address, in the database (so every process counts together), with 429
 * `rate_limited` and `Retry-After` in the envelope.
 */
import { SocketAddress } from "node:net"
import { assert, describe, it, layer } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Exit, Option } from "effect"
import { HttpServer } from "effect/http"
import * as fc from "fast-check"
import { Accounts, MailLimits } from "../src/index.ts"
import { at, call, cookie, makeOutbox, migrations, serve, services, signIn } from "./Fixtures.ts"

const limits = MailLimits.defaults

describe("MailLimits.clientKey", () => {
  const group = fc.integer({ min: 0, max: 0xffff })
  const groups = fc.array(group, { minLength: 8, maxLength: 8 })
  const full = (parts: ReadonlyArray<number>) => parts.map((part) => part.toString(16).padStart(4, "0")).join(":")
  // Node's own formatter gives the compressed spelling (`2001:db8::1`).
  const compressed = (parts: ReadonlyArray<number>) =>
    new SocketAddress({ address: full(parts), family: "ipv6" }).address

  it("counts an IPv6 client by its /64, however the address is spelled", () => {
    fc.assert(
      fc.property(groups, groups, (first, second) => {
        const sameNetwork = [...first.slice(0, 4), ...second.slice(4)]
        const key = MailLimits.clientKey(full(first))
        assert.strictEqual(MailLimits.clientKey(compressed(first)), key)
        assert.strictEqual(MailLimits.clientKey(compressed(sameNetwork)), key)
        assert.strictEqual(
          MailLimits.clientKey(full(second)) === key,
          full(second).slice(0, 19) === full(first).slice(0, 19)
        )
      }),
      { numRuns: 2000 }
    )
  })

  it("counts IPv4, also when IPv4-mapped, by its address", () => {
    assert.strictEqual(MailLimits.clientKey("::ffff:203.0.113.7"), "203.0.113.7")
    assert.strictEqual(MailLimits.clientKey("203.0.113.7"), "203.0.113.7")
    assert.strictEqual(MailLimits.clientKey("fe80::1%eth0"), "fe80:0:0:0::/64")
    assert.strictEqual(MailLimits.clientKey("unknown"), "unknown")
  })
})

for (const backend of DatabaseTest.backends("identity_mail_limits", { migrations })) {
  const outbox = makeOutbox()
  const mailsTo = (to: string) => outbox.messages().filter((message) => message.to === to).length
  const codesSent = () => outbox.messages().filter((message) => message.subject.includes("sign-in code")).length

  const refused = (result: { status: number; response: Response; body: { error?: { code: string } } }) => {
    assert.strictEqual(result.status, 429, JSON.stringify(result.body))
    assert.strictEqual(result.body.error?.code, "rate_limited")
    const wait = Number(result.response.headers.get("retry-after"))
    assert.isTrue(Number.isInteger(wait) && wait >= 1, `Retry-After ${wait}`)
    return wait
  }

  layer(serve(outbox.directory, backend.layer), { excludeTestServices: true })(
    `mail limits over HTTP on ${backend.name}`,
    (it) => {
      it.effect(
        "verification mail: at most the limit per recipient, whichever account asks, however it is spelled",
        () =>
          Effect.gen(function* () {
            const first = yield* signIn(outbox, "asker-1@example.com")
            const second = yield* signIn(outbox, "asker-2@example.com")
            const verify = (session: string, email: string) =>
              call("/v1/account/verify-email", { method: "POST", headers: cookie(session), json: { email } })
            for (let sent = 0; sent < limits.perRecipientPerHour; sent++)
              assert.strictEqual((yield* verify(first.session, "victim@example.com")).status, 200)
            const wait = refused(yield* verify(first.session, "victim@example.com"))
            assert.isAtMost(wait, 3600)
            refused(yield* verify(second.session, "  VICTIM@Example.com "))
            assert.strictEqual(mailsTo("victim@example.com"), limits.perRecipientPerHour)
            // Another address is not affected.
            assert.strictEqual((yield* verify(second.session, "someone-else@example.com")).status, 200)
          })
      )

      it.effect("invitations count against the same recipient as verification mail", () =>
        Effect.gen(function* () {
          const owner = yield* signIn(outbox, "inviter@example.com")
          const asker = yield* signIn(outbox, "asker-3@example.com")
          const org = (yield* call("/v1/orgs", {
            method: "POST",
            headers: cookie(owner.session),
            json: { namespace: "flooders", display_name: "Flooders" }
          })).body.data
          const invite = () =>
            call(`/v1/orgs/${org.org_id}/members/invite`, {
              method: "POST",
              headers: cookie(owner.session),
              json: { email: "target@example.com" }
            })
          assert.strictEqual((yield* invite()).status, 201)
          for (let sent = 1; sent < limits.perRecipientPerHour; sent++)
            assert.strictEqual(
              (yield* call("/v1/account/verify-email", {
                method: "POST",
                headers: cookie(asker.session),
                json: { email: "target@example.com" }
              })).status,
              200
            )
          const before = mailsTo("target@example.com")
          refused(yield* invite())
          assert.strictEqual(mailsTo("target@example.com"), before)
        })
      )

      it.effect("one account sends at most the daily limit, to however many addresses", () =>
        Effect.gen(function* () {
          const sender = yield* signIn(outbox, "sprayer@example.com")
          const verify = (email: string) =>
            call("/v1/account/verify-email", { method: "POST", headers: cookie(sender.session), json: { email } })
          for (let sent = 0; sent < limits.perSenderPerDay; sent++)
            assert.strictEqual((yield* verify(`spray-${sent}@example.com`)).status, 200)
          const wait = refused(yield* verify("spray-last@example.com"))
          assert.isAtMost(wait, 86_400)
          assert.strictEqual(mailsTo("spray-last@example.com"), 0)
        })
      )

      it.effect("anonymous sign-in codes: at most the hourly limit per client address, API and page alike", () =>
        Effect.gen(function* () {
          for (let sent = codesSent(); sent < limits.codesPerClientPerHour; sent++) {
            const result = yield* call("/v1/auth/email/send-code", {
              method: "POST",
              json: { email: `code-${sent}@example.com` }
            })
            assert.strictEqual(result.status, 200, JSON.stringify(result.body))
          }
          const wait = refused(
            yield* call("/v1/auth/email/send-code", { method: "POST", json: { email: "one-more@example.com" } })
          )
          assert.isAtMost(wait, 3600)
          assert.strictEqual(mailsTo("one-more@example.com"), 0)
          const url = HttpServer.formatAddress((yield* HttpServer.HttpServer).address)
          const page = yield* Effect.promise(() =>
            fetch(`${url}/sign-in/code`, {
              method: "POST",
              headers: {
                "content-type": "application/x-www-form-urlencoded",
                cookie: "ss_csrf=abcdefghijklmnopqrstuv"
              },
              body: "csrf=abcdefghijklmnopqrstuv&email=one-more%40example.com&next=%2F"
            })
          )
          assert.strictEqual(page.status, 429)
          assert.include(yield* Effect.promise(() => page.text()), "try again")
          assert.strictEqual(mailsTo("one-more@example.com"), 0)
        })
      )
    }
  )

  const limited = services(outbox.directory, backend.layer, {
    secret: "limits secret",
    mailLimits: { perRecipientPerHour: 2 }
  })

  layer(limited, { excludeTestServices: true })(`mail limit windows on ${backend.name}`, (it) => {
    it.effect("a host's limits apply, a window reopens when it ends, and a refused request costs nothing", () =>
      Effect.gen(function* () {
        const accounts = yield* Accounts.Accounts
        const start = Date.parse("2031-01-01T00:00:00Z")
        const { account } = yield* accounts.ensure("window@example.com", { verified: true, claimed: true })
        const request = (time: number) =>
          at(time)(Effect.exit(accounts.requestEmailVerification(account.account_id, "window-target@example.com")))
        assert.isTrue(Exit.isSuccess(yield* request(start)))
        assert.isTrue(Exit.isSuccess(yield* request(start + 1000)))
        const third = yield* request(start + 30 * 60_000)
        assert.isTrue(Exit.isFailure(third))
        const error = Option.getOrThrow(Exit.findErrorOption(third))
        assert.strictEqual(error.reason, "MailLimited")
        assert.strictEqual(error.retryAfterSeconds, 30 * 60)
        // Refused requests do not extend the window: it reopens an hour after it opened.
        assert.isTrue(Exit.isFailure(yield* request(start + 3_599_000)))
        assert.isTrue(Exit.isSuccess(yield* request(start + 3_600_000)))
      })
    )
  })
}
