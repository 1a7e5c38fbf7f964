import { assert, layer } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Option } from "effect"
import { HttpServer } from "effect/http"
import { AppTokens } from "../src/index.ts"
import { call, makeOutbox, migrations, serve } from "./Fixtures.ts"

/** A tiny browser: keeps cookies, never follows redirects, posts forms. */
const browser = () => {
  const jar = new Map<string, string>()
  const request = (path: string, init: { readonly method?: string; readonly form?: Record<string, string> } = {}) =>
    Effect.gen(function* () {
      const server = yield* HttpServer.HttpServer
      const url = HttpServer.formatAddress(server.address)
      const headers: Record<string, string> = {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ")
      }
      if (init.form !== undefined) headers["content-type"] = "application/x-www-form-urlencoded"
      const response = yield* Effect.promise(() =>
        fetch(`${url}${path}`, {
          method: init.method ?? (init.form === undefined ? "GET" : "POST"),
          headers,
          redirect: "manual",
          ...(init.form === undefined ? {} : { body: new URLSearchParams(init.form).toString() })
        })
      )
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";")
        const [name, ...value] = (pair ?? "").split("=")
        if (name !== undefined) jar.set(name, value.join("="))
      }
      const html = yield* Effect.promise(() => response.text())
      return { status: response.status, location: response.headers.get("location"), html, headers: response.headers }
    })
  const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? ""
  return { request, field, jar }
}

for (const backend of DatabaseTest.backends("identity_pages", { migrations })) {
  const outbox = makeOutbox()
  layer(serve(outbox.directory, backend.layer), { excludeTestServices: true })(
    `identity pages on ${backend.name}`,
    (it) => {
      it.effect(
        "a CLI sign-in approved in the browser: sign-in page, email code, confirmation with CSRF, then the key",
        () =>
          Effect.gen(function* () {
            const started = yield* call("/v1/auth/cli", { method: "POST", json: { label: "build box" } })
            const { session_id, login_url } = started.body.data
            const path = new URL(login_url).pathname + new URL(login_url).search
            const person = browser()

            const gate = yield* person.request(path)
            assert.strictEqual(gate.status, 303)
            assert.strictEqual(gate.location, `/sign-in?next=${encodeURIComponent(path)}`)

            const signIn = yield* person.request(gate.location ?? "")
            assert.strictEqual(signIn.status, 200)
            assert.include(signIn.headers.get("content-type") ?? "", "text/html")
            assert.strictEqual(signIn.headers.get("x-frame-options"), "DENY")
            assert.include(signIn.html, "Continue with GitHub")
            assert.include(signIn.html, "g_id_onload")
            const csrf = person.field(signIn.html, "csrf")
            assert.isAbove(csrf.length, 19)

            const forged = yield* person.request("/sign-in/code", {
              form: { csrf: "x".repeat(32), email: "browser@example.com", next: path }
            })
            assert.strictEqual(forged.status, 403)

            const codePage = yield* person.request("/sign-in/code", {
              form: { csrf, email: "browser@example.com", next: path }
            })
            assert.strictEqual(codePage.status, 200)
            assert.include(codePage.html, "browser@example.com")
            const wrong = yield* person.request("/sign-in/verify", {
              form: {
                csrf,
                email: "browser@example.com",
                code: "999999" === outbox.codeFor("browser@example.com") ? "888888" : "999999",
                next: path
              }
            })
            assert.strictEqual(wrong.status, 400)
            assert.include(wrong.html, "wrong or has expired")
            const verified = yield* person.request("/sign-in/verify", {
              form: { csrf, email: "browser@example.com", code: outbox.codeFor("browser@example.com"), next: path }
            })
            assert.strictEqual(verified.status, 303)
            assert.strictEqual(verified.location, path)
            assert.isTrue(person.jar.has("ss_session"))

            const confirm = yield* person.request(path)
            assert.strictEqual(confirm.status, 200)
            assert.include(confirm.html, "build box")
            assert.include(confirm.html, "browser@example.com")
            const token = person.field(confirm.html, "csrf")

            const badToken = yield* person.request("/cli/approve", { form: { csrf: "forged", session_id } })
            assert.strictEqual(badToken.status, 403)
            assert.deepStrictEqual((yield* call(`/v1/auth/cli/${session_id}`)).body.data, { status: "pending" })

            const approved = yield* person.request("/cli/approve", { form: { csrf: token, session_id } })
            assert.strictEqual(approved.status, 200)
            assert.include(approved.html, "return to your terminal")
            const again = yield* person.request(path)
            assert.strictEqual(again.status, 410)

            const polled = yield* call(`/v1/auth/cli/${session_id}`)
            assert.strictEqual(polled.body.data.status, "approved")
            assert.match(polled.body.data.api_key, /^vch_/)
          })
      )

      it.effect("the app token page mints a user token bound to that app, shown once", () =>
        Effect.gen(function* () {
          const person = browser()
          const gate = yield* person.request("/app-token?slug=chat")
          assert.strictEqual(gate.status, 303)
          const signIn = yield* person.request(gate.location ?? "")
          const csrf = person.field(signIn.html, "csrf")
          yield* person.request("/sign-in/code", {
            form: { csrf, email: "apps@example.com", next: "/app-token?slug=chat" }
          })
          const verified = yield* person.request("/sign-in/verify", {
            form: {
              csrf,
              email: "apps@example.com",
              code: outbox.codeFor("apps@example.com"),
              next: "/app-token?slug=chat"
            }
          })
          assert.strictEqual(verified.location, "/app-token?slug=chat")
          const form = yield* person.request("/app-token?slug=chat")
          assert.strictEqual(form.status, 200)
          assert.include(form.html, "Chat")
          assert.strictEqual((yield* person.request("/app-token?slug=nope")).status, 404)
          const minted = yield* person.request("/app-token", {
            form: { csrf: person.field(form.html, "csrf"), slug: "chat" }
          })
          assert.strictEqual(minted.status, 200)
          const token = /<pre class="box" id="token">([^<]+)<\/pre>/.exec(minted.html)?.[1] ?? ""
          assert.match(token, /^vut_/)
          const tokens = yield* AppTokens.AppTokens
          const subject = yield* tokens.authenticate(token, "chat")
          assert.isTrue(Option.isSome(subject))
          assert.strictEqual(Option.getOrThrow(subject).subject_type, "user")
          assert.isTrue(Option.isNone(yield* tokens.authenticate(token, "shader-review")))
        })
      )

      it.effect("never redirects off-site after sign-in", () =>
        Effect.gen(function* () {
          const person = browser()
          const signIn = yield* person.request(`/sign-in?next=${encodeURIComponent("//evil.example/steal")}`)
          const csrf = person.field(signIn.html, "csrf")
          assert.strictEqual(person.field(signIn.html, "next"), "/")
          yield* person.request("/sign-in/code", {
            form: { csrf, email: "redirect@example.com", next: "https://evil.example" }
          })
          const verified = yield* person.request("/sign-in/verify", {
            form: {
              csrf,
              email: "redirect@example.com",
              code: outbox.codeFor("redirect@example.com"),
              next: "https://evil.example"
            }
          })
          assert.strictEqual(verified.status, 303)
          assert.strictEqual(verified.location, "/")
        })
      )

      it.effect("mail links: opening the page does not consume the token, the form does, once", () =>
        Effect.gen(function* () {
          const person = browser()
          const signIn = yield* person.request("/sign-in")
          const csrf = person.field(signIn.html, "csrf")
          yield* person.request("/sign-in/code", { form: { csrf, email: "links@example.com", next: "/" } })
          yield* person.request("/sign-in/verify", {
            form: { csrf, email: "links@example.com", code: outbox.codeFor("links@example.com"), next: "/" }
          })
          const session = person.jar.get("ss_session") ?? ""
          yield* call("/v1/account/verify-email", {
            method: "POST",
            headers: { cookie: `ss_session=${session}` },
            json: { email: "links-new@example.com" }
          })
          const link = new URL(/http\S+/.exec(outbox.lastTo("links-new@example.com").text)?.[0] ?? "")
          const opened = yield* person.request(link.pathname + link.search)
          assert.strictEqual(opened.status, 200)
          const reopened = yield* person.request(link.pathname + link.search)
          const formToken = person.field(reopened.html, "csrf")
          const done = yield* person.request("/account/verify-email", {
            form: { csrf: formToken, token: link.searchParams.get("token") ?? "" }
          })
          assert.strictEqual(done.status, 200)
          assert.include(done.html, "links-new@example.com")
          const twice = yield* person.request("/account/verify-email", {
            form: { csrf: formToken, token: link.searchParams.get("token") ?? "" }
          })
          assert.strictEqual(twice.status, 404)
        })
      )
    }
  )
}
