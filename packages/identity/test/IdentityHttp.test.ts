import { assert, layer } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect } from "effect"
import { Accounts, Credentials } from "../src/index.ts"
import {
  bearer,
  call,
  cookie,
  google,
  makeOutbox,
  migrations,
  serve,
  sessionOf,
  signIn as signInWith
} from "./Fixtures.ts"

for (const backend of DatabaseTest.backends("identity_http", { migrations })) {
  const outbox = makeOutbox()

  // Signs an address in through the email code and returns the session cookie value.
  const signIn = (email: string) => signInWith(outbox, email)

  // An account whose email is not verified, with a bearer key (as an invitation creates).
  const unverified = (email: string) =>
    Effect.gen(function* () {
      const accounts = yield* Accounts.Accounts
      const credentials = yield* Credentials.Credentials
      const { account } = yield* accounts.ensure(email, { verified: false, claimed: true })
      const key = yield* credentials.createKey(account.account_id)
      return key.api_key
    })

  layer(serve(outbox.directory, backend.layer), { excludeTestServices: true })(
    `identity over HTTP on ${backend.name}`,
    (it) => {
      it.effect("email sign-in: a code by mail, an HttpOnly cookie, the account, and a code that works once", () =>
        Effect.gen(function* () {
          const email = "Grace@Example.com"
          const sent = yield* call("/v1/auth/email/send-code", { method: "POST", json: { email } })
          assert.strictEqual(sent.status, 200)
          assert.deepStrictEqual(sent.body.data, { email: "grace@example.com", expires_in: 600 })
          const mail = outbox.lastTo("grace@example.com")
          assert.deepStrictEqual(Object.keys(mail).sort(), ["created_at", "html", "subject", "text", "to"])
          const code = outbox.codeFor("grace@example.com")
          assert.match(code, /^\d{6}$/)

          const wrong = yield* call("/v1/auth/email/verify-code", {
            method: "POST",
            json: { email, code: code === "000000" ? "111111" : "000000" }
          })
          assert.strictEqual(wrong.status, 401)
          assert.strictEqual(wrong.body.error?.code, "unauthorized")

          const verified = yield* call("/v1/auth/email/verify-code", { method: "POST", json: { email, code } })
          assert.strictEqual(verified.status, 200)
          assert.strictEqual(verified.body.data.created, true)
          const setCookie = verified.response.headers.get("set-cookie") ?? ""
          assert.match(setCookie, /^ss_session=vss_/)
          assert.match(setCookie, /HttpOnly/i)
          assert.match(setCookie, /SameSite=Lax/i)
          assert.notMatch(setCookie, /Secure/i)
          assert.notInclude(JSON.stringify(verified.body), sessionOf(verified.response))

          const me = yield* call("/v1/account", { headers: cookie(sessionOf(verified.response)) })
          assert.strictEqual(me.status, 200)
          assert.strictEqual(me.body.data.email, "grace@example.com")
          assert.strictEqual(me.body.data.email_verified, true)
          assert.strictEqual(me.body.data.username, "grace")
          assert.strictEqual(me.body.data.tier, "free")

          const replay = yield* call("/v1/auth/email/verify-code", { method: "POST", json: { email, code } })
          assert.strictEqual(replay.status, 401)

          const again = yield* call("/v1/auth/email/send-code", { method: "POST", json: { email } })
          assert.strictEqual(again.status, 429)
          assert.strictEqual(again.body.error?.code, "rate_limited")
          assert.match(again.response.headers.get("retry-after") ?? "", /^[1-9]\d*$/)
        })
      )

      it.effect("refuses bad input with validation errors and anonymous callers with 401", () =>
        Effect.gen(function* () {
          const badEmail = yield* call("/v1/auth/email/send-code", { method: "POST", json: { email: "not-an-email" } })
          assert.strictEqual(badEmail.status, 400)
          assert.strictEqual(badEmail.body.error?.code, "validation_error")
          const shortCode = yield* call("/v1/auth/email/verify-code", {
            method: "POST",
            json: { email: "a@example.com", code: "123" }
          })
          assert.strictEqual(shortCode.status, 400)
          for (const path of ["/v1/account", "/v1/account/keys", "/v1/orgs", "/v1/account/usage"]) {
            const anonymous = yield* call(path)
            assert.strictEqual(anonymous.status, 401, path)
            assert.strictEqual(anonymous.body.error?.code, "unauthorized")
          }
          const forged = yield* call("/v1/account", { headers: bearer("vch_not-a-real-key-at-all-000000000000") })
          assert.strictEqual(forged.status, 401)
        })
      )

      it.effect("five wrong codes burn the code", () =>
        Effect.gen(function* () {
          const email = "brute@example.com"
          yield* call("/v1/auth/email/send-code", { method: "POST", json: { email } })
          const code = outbox.codeFor(email)
          const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0")
          for (let attempt = 0; attempt < 5; attempt++) {
            const result = yield* call("/v1/auth/email/verify-code", { method: "POST", json: { email, code: wrong } })
            assert.strictEqual(result.status, 401)
          }
          const right = yield* call("/v1/auth/email/verify-code", { method: "POST", json: { email, code } })
          assert.strictEqual(right.status, 401)
          assert.include(right.body.error?.message ?? "", "Too many")
        })
      )

      it.effect("API keys: shown once, listed without secrets, bearer works, revoked keys do not", () =>
        Effect.gen(function* () {
          const { session } = yield* signIn("keys@example.com")
          const createdKey = yield* call("/v1/account/keys", {
            method: "POST",
            headers: cookie(session),
            json: { label: "laptop" }
          })
          assert.strictEqual(createdKey.status, 201)
          const { key_id, api_key, expires_at } = createdKey.body.data
          assert.match(api_key, /^vch_[A-Za-z0-9_-]{43}$/)
          const days = (Date.parse(expires_at) - Date.now()) / 86_400_000
          assert.isTrue(days > 6.9 && days <= 7, String(days))

          const never = yield* call("/v1/account/keys", {
            method: "POST",
            headers: cookie(session),
            json: { expires_in_days: null }
          })
          assert.strictEqual(never.status, 201)
          assert.isNull(never.body.data.expires_at)
          for (const bad of [0, 3651, 2.5]) {
            const refused = yield* call("/v1/account/keys", {
              method: "POST",
              headers: cookie(session),
              json: { expires_in_days: bad }
            })
            assert.strictEqual(refused.status, 400, String(bad))
          }

          const me = yield* call("/v1/account", { headers: bearer(api_key) })
          assert.strictEqual(me.status, 200)
          assert.strictEqual(me.body.data.email, "keys@example.com")

          const listed = yield* call("/v1/account/keys", { headers: bearer(api_key) })
          assert.strictEqual(listed.status, 200)
          assert.lengthOf(listed.body.data, 2)
          assert.notInclude(JSON.stringify(listed.body), api_key)
          const entry = listed.body.data.find((key: { key_id: string }) => key.key_id === key_id)
          assert.strictEqual(entry.label, "laptop")
          assert.strictEqual(entry.prefix, api_key.slice(0, 12))
          assert.isString(entry.last_used_at)

          const usage = yield* call("/v1/account/usage", { headers: bearer(api_key) })
          assert.strictEqual(usage.body.data.api_key_count, 2)

          const revoked = yield* call(`/v1/account/keys/${key_id}`, { method: "DELETE", headers: cookie(session) })
          assert.strictEqual(revoked.status, 200)
          const after = yield* call("/v1/account", { headers: bearer(api_key) })
          assert.strictEqual(after.status, 401)
          const twice = yield* call(`/v1/account/keys/${key_id}`, { method: "DELETE", headers: cookie(session) })
          assert.strictEqual(twice.status, 404)
        })
      )

      it.effect("never a 21st active key, even under concurrent requests", () =>
        Effect.gen(function* () {
          const { session } = yield* signIn("limit@example.com")
          const results = yield* Effect.all(
            Array.from({ length: 26 }, () =>
              call("/v1/account/keys", { method: "POST", headers: cookie(session), json: {} })
            ),
            { concurrency: "unbounded" }
          )
          const statuses = results.map((result) => result.status)
          assert.strictEqual(statuses.filter((status) => status === 201).length, 20)
          const refused = results.filter((result) => result.status !== 201)
          assert.lengthOf(refused, 6)
          for (const result of refused) assert.strictEqual(result.body.error?.code, "key_limit_exceeded")
          const listed = yield* call("/v1/account/keys", { headers: cookie(session) })
          assert.lengthOf(listed.body.data, 20)
        })
      )

      it.effect("CLI device flow: pending, approved once by a signed-in person, the key delivered exactly once", () =>
        Effect.gen(function* () {
          const started = yield* call("/v1/auth/cli", { method: "POST", json: { label: "my laptop" } })
          assert.strictEqual(started.status, 201)
          const { session_id, login_url, expires_in } = started.body.data
          assert.strictEqual(expires_in, 900)
          assert.strictEqual(started.body.data.interval, 6)
          assert.strictEqual(login_url, `http://vouch.test/cli/approve?session_id=${session_id}`)

          const pending = yield* call(`/v1/auth/cli/${session_id}`)
          assert.deepStrictEqual(pending.body.data, { status: "pending" })

          const anonymous = yield* call(`/v1/auth/cli/${session_id}/approve`, { method: "POST" })
          assert.strictEqual(anonymous.status, 401)

          const { session } = yield* signIn("cli@example.com")
          const crossSite = yield* call(`/v1/auth/cli/${session_id}/approve`, {
            method: "POST",
            headers: { ...cookie(session), origin: "https://evil.example" }
          })
          assert.strictEqual(crossSite.status, 403)

          const approved = yield* call(`/v1/auth/cli/${session_id}/approve`, {
            method: "POST",
            headers: { ...cookie(session), origin: "http://vouch.test" }
          })
          assert.strictEqual(approved.status, 200)
          const second = yield* call(`/v1/auth/cli/${session_id}/approve`, { method: "POST", headers: cookie(session) })
          assert.strictEqual(second.status, 409)
          assert.strictEqual(second.body.error?.code, "conflict")

          const polled = yield* call(`/v1/auth/cli/${session_id}`)
          assert.strictEqual(polled.body.data.status, "approved")
          const key: string = polled.body.data.api_key
          assert.match(key, /^vch_/)
          const me = yield* call("/v1/account", { headers: bearer(key) })
          assert.strictEqual(me.body.data.email, "cli@example.com")
          const listed = yield* call("/v1/account/keys", { headers: bearer(key) })
          const cliKey = listed.body.data.find((entry: { kind: string }) => entry.kind === "cli")
          const days = (Date.parse(cliKey.expires_at) - Date.now()) / 86_400_000
          assert.isTrue(days > 364 && days <= 365)
          assert.strictEqual(cliKey.label, "my laptop")

          const again = yield* call(`/v1/auth/cli/${session_id}`)
          assert.deepStrictEqual(again.body.data, { status: "approved" })
          const unknown = yield* call("/v1/auth/cli/cli_unknown")
          assert.strictEqual(unknown.status, 404)
        })
      )

      it.effect(
        "key-exchange trades a bearer key for a cookie; logout revokes the credential and clears the cookie",
        () =>
          Effect.gen(function* () {
            const { session } = yield* signIn("exchange@example.com")
            const key = (yield* call("/v1/account/keys", { method: "POST", headers: cookie(session), json: {} })).body
              .data.api_key
            const viaCookie = yield* call("/v1/auth/key-exchange", { method: "POST", headers: cookie(session) })
            assert.strictEqual(viaCookie.status, 401)
            const exchanged = yield* call("/v1/auth/key-exchange", { method: "POST", headers: bearer(key) })
            assert.strictEqual(exchanged.status, 200)
            const fresh = sessionOf(exchanged.response)
            assert.match(fresh, /^vss_/)
            assert.strictEqual((yield* call("/v1/account", { headers: cookie(fresh) })).status, 200)

            const out = yield* call("/v1/auth/logout", { method: "POST", headers: cookie(fresh) })
            assert.strictEqual(out.status, 200)
            assert.match(
              out.response.headers.get("set-cookie") ?? "",
              /ss_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i
            )
            assert.strictEqual((yield* call("/v1/account", { headers: cookie(fresh) })).status, 401)
            assert.strictEqual((yield* call("/v1/account", { headers: bearer(key) })).status, 200)
            assert.strictEqual((yield* call("/v1/account", { headers: cookie(session) })).status, 200)
          })
      )

      it.effect("organizations: verified email, unique namespace, roles, invitations by link, deletion", () =>
        Effect.gen(function* () {
          const owner = yield* signIn("owner@example.com")
          const unverifiedKey = yield* unverified("unverified@example.com")
          const refused = yield* call("/v1/orgs", {
            method: "POST",
            headers: bearer(unverifiedKey),
            json: { namespace: "acme", display_name: "Acme" }
          })
          assert.strictEqual(refused.status, 403)
          assert.strictEqual(refused.body.error?.code, "email_not_verified")

          const created = yield* call("/v1/orgs", {
            method: "POST",
            headers: cookie(owner.session),
            json: { namespace: "acme", display_name: "Acme Inc", description: "Tools" }
          })
          assert.strictEqual(created.status, 201)
          const org = created.body.data
          assert.match(org.org_id, /^org_/)
          assert.strictEqual(org.role, "owner")
          assert.strictEqual(org.member_count, 1)

          for (const namespace of ["acme", "owner"]) {
            const taken = yield* call("/v1/orgs", {
              method: "POST",
              headers: cookie(owner.session),
              json: { namespace, display_name: "Again" }
            })
            assert.strictEqual(taken.status, 409, namespace)
            assert.strictEqual(taken.body.error?.code, "conflict")
          }
          const invalid = yield* call("/v1/orgs", {
            method: "POST",
            headers: cookie(owner.session),
            json: { namespace: "Not Valid", display_name: "x" }
          })
          assert.strictEqual(invalid.status, 400)

          const outsider = yield* signIn("outsider@example.com")
          const publicView = yield* call(`/v1/orgs/${org.org_id}`, { headers: cookie(outsider.session) })
          assert.strictEqual(publicView.status, 200)
          assert.notProperty(publicView.body.data, "role")
          assert.strictEqual(publicView.body.data.namespace, "acme")
          assert.strictEqual(
            (yield* call(`/v1/orgs/${org.org_id}/members`, { headers: cookie(outsider.session) })).status,
            403
          )
          const patchRefused = yield* call(`/v1/orgs/${org.org_id}`, {
            method: "PATCH",
            headers: cookie(outsider.session),
            json: { display_name: "Mine" }
          })
          assert.strictEqual(patchRefused.status, 403)
          const inviteRefused = yield* call(`/v1/orgs/${org.org_id}/members/invite`, {
            method: "POST",
            headers: cookie(outsider.session),
            json: { email: "x@example.com" }
          })
          assert.strictEqual(inviteRefused.status, 403)

          const invited = yield* call(`/v1/orgs/${org.org_id}/members/invite`, {
            method: "POST",
            headers: cookie(owner.session),
            json: { email: "outsider@example.com", role: "admin" }
          })
          assert.strictEqual(invited.status, 201)
          const token = outbox.tokenIn("outsider@example.com")
          assert.match(token, /^inv_/)
          const wrongPerson = yield* call("/v1/orgs/invitations/accept", {
            method: "POST",
            headers: cookie(owner.session),
            json: { token }
          })
          assert.strictEqual(wrongPerson.status, 403)
          const accepted = yield* call("/v1/orgs/invitations/accept", {
            method: "POST",
            headers: cookie(outsider.session),
            json: { token }
          })
          assert.strictEqual(accepted.status, 200)
          assert.strictEqual(accepted.body.data.role, "admin")
          const reused = yield* call("/v1/orgs/invitations/accept", {
            method: "POST",
            headers: cookie(outsider.session),
            json: { token }
          })
          assert.strictEqual(reused.status, 404)

          const members = yield* call(`/v1/orgs/${org.org_id}/members`, { headers: cookie(outsider.session) })
          assert.deepStrictEqual(
            members.body.data.map((member: { username: string; role: string }) => [member.username, member.role]),
            [
              ["owner", "owner"],
              ["outsider", "admin"]
            ]
          )
          const mine = yield* call("/v1/orgs", { headers: cookie(outsider.session) })
          assert.deepStrictEqual(
            mine.body.data.map((entry: { namespace: string }) => entry.namespace),
            ["acme"]
          )
          // A credential authenticates with its account's memberships, read in the same statement.
          const credentials = yield* Credentials.Credentials
          const membershipsOf = (secret: string) =>
            Effect.map(credentials.authenticate(secret), (principal) =>
              principal._tag === "Some" ? principal.value.memberships : undefined
            )
          assert.deepStrictEqual(yield* membershipsOf(outsider.session), [
            { id: org.org_id, namespace: "acme", role: "admin" }
          ])
          const patched = yield* call(`/v1/orgs/${org.org_id}`, {
            method: "PATCH",
            headers: cookie(owner.session),
            json: { description: "Better tools" }
          })
          assert.strictEqual(patched.body.data.description, "Better tools")
          assert.strictEqual(patched.body.data.display_name, "Acme Inc")

          const adminDelete = yield* call(`/v1/orgs/${org.org_id}`, {
            method: "DELETE",
            headers: cookie(outsider.session)
          })
          assert.strictEqual(adminDelete.status, 403)
          const deleted = yield* call(`/v1/orgs/${org.org_id}`, { method: "DELETE", headers: cookie(owner.session) })
          assert.strictEqual(deleted.status, 200)
          assert.strictEqual((yield* call(`/v1/orgs/${org.org_id}`, { headers: cookie(owner.session) })).status, 404)
          assert.deepStrictEqual(yield* membershipsOf(outsider.session), [])
          const reserved = yield* call("/v1/orgs", {
            method: "POST",
            headers: cookie(owner.session),
            json: { namespace: "acme", display_name: "Acme again" }
          })
          assert.strictEqual(reserved.status, 409)
        })
      )

      it.effect("an invitation to a new address creates an unclaimed account that is claimed with a password", () =>
        Effect.gen(function* () {
          const owner = yield* signIn("founder@example.com")
          const org = (yield* call("/v1/orgs", {
            method: "POST",
            headers: cookie(owner.session),
            json: { namespace: "founders", display_name: "Founders" }
          })).body.data
          yield* call(`/v1/orgs/${org.org_id}/members/invite`, {
            method: "POST",
            headers: cookie(owner.session),
            json: { email: "newcomer@example.com" }
          })
          const claimMail = outbox
            .messages()
            .find((message) => message.to === "newcomer@example.com" && message.text.includes("/account/claim"))
          assert.isDefined(claimMail)
          const claimToken = /token=([^\s&]+)/.exec(claimMail?.text ?? "")?.[1] ?? ""
          const short = yield* call("/v1/account/claim", {
            method: "POST",
            json: { token: claimToken, password: "short" }
          })
          assert.strictEqual(short.status, 400)
          const claimed = yield* call("/v1/account/claim", {
            method: "POST",
            json: { token: claimToken, password: "correct horse battery" }
          })
          assert.strictEqual(claimed.status, 200)
          const session = sessionOf(claimed.response)
          assert.strictEqual(claimed.body.data.account.email_verified, true)
          assert.strictEqual(claimed.body.data.account.has_password, true)
          const reused = yield* call("/v1/account/claim", {
            method: "POST",
            json: { token: claimToken, password: "correct horse battery" }
          })
          assert.strictEqual(reused.status, 404)

          const wrongCurrent = yield* call("/v1/auth/email/change-password", {
            method: "POST",
            headers: cookie(session),
            json: { current_password: "wrong password", new_password: "another long password" }
          })
          assert.strictEqual(wrongCurrent.status, 400)
          const tooShort = yield* call("/v1/auth/email/change-password", {
            method: "POST",
            headers: cookie(session),
            json: { current_password: "correct horse battery", new_password: "1234567" }
          })
          assert.strictEqual(tooShort.status, 400)
          const changed = yield* call("/v1/auth/email/change-password", {
            method: "POST",
            headers: cookie(session),
            json: { current_password: "correct horse battery", new_password: "another long password" }
          })
          assert.strictEqual(changed.status, 200)
        })
      )

      it.effect("verify-email sends a one-time link that changes and verifies the address", () =>
        Effect.gen(function* () {
          const { session } = yield* signIn("old-address@example.com")
          const requested = yield* call("/v1/account/verify-email", {
            method: "POST",
            headers: cookie(session),
            json: { email: "new-address@example.com" }
          })
          assert.strictEqual(requested.status, 200)
          const token = outbox.tokenIn("new-address@example.com")
          assert.include(outbox.lastTo("new-address@example.com").text, "http://vouch.test/account/verify-email?token=")
          const confirmed = yield* call("/v1/account/verify-email/confirm", { method: "POST", json: { token } })
          assert.strictEqual(confirmed.status, 200)
          assert.strictEqual(confirmed.body.data.email, "new-address@example.com")
          assert.strictEqual(
            (yield* call("/v1/account/verify-email/confirm", { method: "POST", json: { token } })).status,
            404
          )
        })
      )

      it.effect("public profiles by username or @namespace; 404 for unknown users", () =>
        Effect.gen(function* () {
          yield* signIn("profiled@example.com")
          for (const name of ["profiled", "@profiled"]) {
            const profile = yield* call(`/v1/users/${encodeURIComponent(name)}`)
            assert.strictEqual(profile.status, 200)
            assert.deepStrictEqual(Object.keys(profile.body.data).sort(), [
              "avatar_url",
              "created_at",
              "namespace",
              "public_skill_count",
              "total_installs",
              "total_stars",
              "total_verifications",
              "username",
              "username_display"
            ])
            assert.strictEqual(profile.body.data.namespace, "@profiled")
            assert.notProperty(profile.body.data, "email")
          }
          assert.strictEqual((yield* call("/v1/users/nobody-here")).status, 404)
        })
      )

      it.effect("Google ID tokens: verified against the JWKS, issuer, audience, expiry and email_verified", () =>
        Effect.gen(function* () {
          const good = yield* call("/v1/auth/google", { method: "POST", json: { credential: google.token({}) } })
          assert.strictEqual(good.status, 200, JSON.stringify(good.body))
          assert.strictEqual(good.body.data.account.email, "ada@example.com")
          assert.match(sessionOf(good.response), /^vss_/)
          const again = yield* call("/v1/auth/google", { method: "POST", json: { credential: google.token({}) } })
          assert.strictEqual(again.body.data.created, false)
          assert.strictEqual(again.body.data.account.account_id, good.body.data.account.account_id)

          const now = Math.floor(Date.now() / 1000)
          const cases: Array<[string, string, number]> = [
            ["audience", google.token({ aud: "someone-else" }), 401],
            ["issuer", google.token({ iss: "https://evil.example" }), 401],
            ["expiry", google.token({ exp: now - 3600, iat: now - 7200 }), 401],
            ["signature", google.token({}, { key: google.stranger }), 401],
            ["key id", google.token({}, { kid: "unknown" }), 401],
            ["not yet valid", google.token({ nbf: now + 3600 }), 401],
            ["algorithm", google.token({}, { alg: "HS256" }), 401],
            ["garbage", "not.a.jwt", 401],
            ["unverified email", google.token({ email_verified: false, sub: "other" }), 403]
          ]
          for (const [name, credential, status] of cases) {
            const result = yield* call("/v1/auth/google", { method: "POST", json: { credential } })
            assert.strictEqual(result.status, status, name)
          }
        })
      )

      it.effect("GitHub OAuth codes: exchanged, the primary verified email read", () =>
        Effect.gen(function* () {
          const good = yield* call("/v1/auth/github", { method: "POST", json: { code: "good-code" } })
          assert.strictEqual(good.status, 200, JSON.stringify(good.body))
          assert.strictEqual(good.body.data.account.email, "octocat@example.com")
          const bad = yield* call("/v1/auth/github", { method: "POST", json: { code: "stale-code" } })
          assert.strictEqual(bad.status, 401)
        })
      )

      it.effect("account deletion needs a verified email, then ends every credential", () =>
        Effect.gen(function* () {
          const unverifiedKey = yield* unverified("not-yet@example.com")
          const refused = yield* call("/v1/account", { method: "DELETE", headers: bearer(unverifiedKey) })
          assert.strictEqual(refused.status, 403)
          assert.strictEqual(refused.body.error?.code, "email_not_verified")

          const { session } = yield* signIn("leaving@example.com")
          const key = (yield* call("/v1/account/keys", { method: "POST", headers: cookie(session), json: {} })).body
            .data.api_key
          const scheduled = yield* call("/v1/account", { method: "DELETE", headers: bearer(key) })
          assert.strictEqual(scheduled.status, 200)
          const days =
            (Date.parse(scheduled.body.data.purge_after) - Date.parse(scheduled.body.data.deletion_scheduled_at)) /
            86_400_000
          assert.strictEqual(days, 30)
          assert.strictEqual((yield* call("/v1/account", { headers: bearer(key) })).status, 401)
          assert.strictEqual((yield* call("/v1/account", { headers: cookie(session) })).status, 401)
          assert.strictEqual((yield* call("/v1/users/leaving")).status, 404)
        })
      )
    }
  )
}
