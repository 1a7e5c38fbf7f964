/**
 * `POST /v1/app-api/tokens {slug}`: a user token bound to one app, minted by a
 * signed-in session or a registry API key (issue 11, "Also missing"), in the app API's
 * envelope.
 */
import { assert, describe, it, layer } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Option } from "effect"
import { OpenApi } from "effect/http-api"
import { AppTokens, IdentityApi } from "../src/index.ts"
import { bearer, call, cookie, makeOutbox, migrations, publicUrl, serve, signIn } from "./Fixtures.ts"

describe("the OpenAPI document", () => {
  it("shows POST /v1/app-api/tokens with its answers", () => {
    const document = OpenApi.fromApi(IdentityApi.Api)
    const operation = document.paths["/v1/app-api/tokens"]?.post
    assert.isDefined(operation)
    assert.includeMembers(Object.keys(operation?.responses ?? {}), ["201", "401", "404"])
  })
})

for (const backend of DatabaseTest.backends("identity_app_tokens_http", { migrations })) {
  const outbox = makeOutbox()
  layer(serve(outbox.directory, backend.layer), { excludeTestServices: true })(
    `POST /v1/app-api/tokens on ${backend.name}`,
    (it) => {
      const mint = (headers: Record<string, string>, json: unknown = { slug: "chat" }) =>
        call("/v1/app-api/tokens", { method: "POST", headers, json })

      // The token authenticates for its app only, as its account.
      const assertBound = (data: { token: string; subject_id: string }, accountId: string) =>
        Effect.gen(function* () {
          const tokens = yield* AppTokens.AppTokens
          const subject = yield* tokens.authenticate(data.token, "chat")
          assert.isTrue(Option.isSome(subject))
          assert.strictEqual(Option.getOrThrow(subject).subject_type, "user")
          assert.strictEqual(Option.getOrThrow(subject).subject_id, accountId)
          assert.isTrue(Option.isNone(yield* tokens.authenticate(data.token, "other-app")))
        })

      it.effect("a signed-in session mints a user token bound to the app", () =>
        Effect.gen(function* () {
          const person = yield* signIn(outbox, "session-minter@example.com")
          const minted = yield* mint(cookie(person.session))
          assert.strictEqual(minted.status, 201, JSON.stringify(minted.body))
          assert.isTrue(minted.body.ok)
          const data = minted.body.data
          assert.match(data.token, /^vut_/)
          assert.strictEqual(data.subject_type, "user")
          assert.strictEqual(data.subject_id, person.account.account_id)
          const lifetime = Date.parse(data.expires_at) - Date.now()
          assert.isTrue(lifetime > 29 * 86_400_000 && lifetime <= 30 * 86_400_000, data.expires_at)
          yield* assertBound(data, person.account.account_id)
        })
      )

      it.effect("a registry API key mints one too", () =>
        Effect.gen(function* () {
          const person = yield* signIn(outbox, "key-minter@example.com")
          const key = yield* call("/v1/account/keys", {
            method: "POST",
            headers: cookie(person.session),
            json: { label: "script" }
          })
          const minted = yield* mint(bearer(key.body.data.api_key))
          assert.strictEqual(minted.status, 201, JSON.stringify(minted.body))
          yield* assertBound(minted.body.data, person.account.account_id)
        })
      )

      it.effect("unknown apps answer 404, anonymous callers 401, in the app envelope", () =>
        Effect.gen(function* () {
          const person = yield* signIn(outbox, "refused-minter@example.com")
          for (const slug of ["no-such-app", "Not A Slug"]) {
            const unknown = yield* mint(cookie(person.session), { slug })
            assert.strictEqual(unknown.status, 404, slug)
            assert.strictEqual(unknown.body.error?.code, "not_found")
            assert.strictEqual((unknown.body.error as { status?: number } | undefined)?.status, 404)
          }
          for (const headers of [{}, bearer("vch_not-a-real-key-at-all-000000000000")]) {
            const anonymous = yield* mint(headers)
            assert.strictEqual(anonymous.status, 401)
            assert.strictEqual(anonymous.body.error?.code, "unauthorized")
            assert.strictEqual((anonymous.body.error as { status?: number } | undefined)?.status, 401)
          }
          // A user token is not a registry credential: it cannot mint more tokens.
          const minted = yield* mint(cookie(person.session))
          assert.strictEqual((yield* mint(bearer(minted.body.data.token))).status, 401)
          const malformed = yield* mint(cookie(person.session), { app: "chat" })
          assert.strictEqual(malformed.status, 400)
          assert.strictEqual(malformed.body.error?.code, "validation_error")
        })
      )

      it.effect("another site cannot mint with the browser's cookie", () =>
        Effect.gen(function* () {
          const person = yield* signIn(outbox, "csrf-minter@example.com")
          const crossSite = yield* mint({ ...cookie(person.session), origin: "https://evil.example" })
          assert.strictEqual(crossSite.status, 403)
          const sameSite = yield* mint({ ...cookie(person.session), origin: publicUrl })
          assert.strictEqual(sameSite.status, 201)
        })
      )
    }
  )
}
