/**
 * Where a person lands after signing in: only ever on this site, whatever `next` says
 * (issue 11, defect 3). The invariant is checked with the URL parser browsers use
 * (WHATWG `URL`): a `Location` either is the default page or resolves, against the
 * server's origin, to that same origin.
 */
import { assert, describe, it, layer } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import * as fc from "fast-check"
import { IdentityPages } from "../src/index.ts"
import { makeOutbox, migrations, publicUrl, serve } from "./Fixtures.ts"

const origin = new URL(publicUrl).origin

/** Where a browser goes with this `Location`, or undefined when it cannot parse it. */
const resolved = (location: string) => URL.parse(location, publicUrl) ?? undefined

/** The invariant: the default page, or somewhere on this origin. */
const staysHome = (location: string | null) => {
  if (location === null) return false
  if (location === "/") return true
  return resolved(location)?.origin === origin
}

/** Strings an attacker would try: separators, controls, schemes and their encodings. */
const hostile = fc.oneof(
  fc
    .array(
      fc.constantFrom(
        "/",
        "//",
        "/\\",
        "\\",
        "\\\\",
        "\t",
        "\n",
        "\r",
        " ",
        "\u0000",
        "\u00a0",
        "\u3002",
        ".",
        "..",
        ":",
        "@",
        "?",
        "#",
        "%2F",
        "%2f",
        "%5C",
        "%09",
        "%0A",
        "%0D",
        "%00",
        "%252F",
        "http:",
        "https:",
        "javascript:",
        "evil.example",
        "vouch.test",
        "x"
      ),
      { maxLength: 8 }
    )
    .map((parts) => parts.join("")),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 12 }).map((text) => `/${text}`)
)

describe("IdentityPages.safeNext", () => {
  it("keeps every answer on this origin, for any input", () => {
    fc.assert(
      fc.property(hostile, fc.boolean(), (raw, encoded) => {
        const next = encoded ? encodeURIComponent(raw) : raw
        const location = IdentityPages.safeNext(next, publicUrl)
        assert.isTrue(staysHome(location), JSON.stringify({ next, location }))
        // A path of this origin, normalised: no second pass changes it.
        assert.strictEqual(IdentityPages.safeNext(location, publicUrl), location)
      }),
      { numRuns: 5000 }
    )
  })

  it("keeps same-origin paths, with their query and fragment", () => {
    assert.strictEqual(IdentityPages.safeNext("/app-token?slug=chat", publicUrl), "/app-token?slug=chat")
    assert.strictEqual(
      IdentityPages.safeNext("/cli/approve?session_id=abc#top", publicUrl),
      "/cli/approve?session_id=abc#top"
    )
    assert.strictEqual(IdentityPages.safeNext(`${publicUrl}/account`, publicUrl), "/account")
    assert.strictEqual(IdentityPages.safeNext("/a b", publicUrl), "/a%20b")
  })

  it("answers the default page for anything that leaves the origin or does not parse", () => {
    for (const next of [
      undefined,
      "",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example/x",
      "/\n/evil.example",
      "/.//evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "http://[::1",
      `http://vouch.test:8080/`
    ])
      assert.strictEqual(IdentityPages.safeNext(next, publicUrl), "/", JSON.stringify(next))
  })
})

/** A browser without a cookie jar of its own: the test passes cookies by hand. */
const fetchManual = (base: string, path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, { ...init, redirect: "manual" })

const unescapeHtml = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

for (const backend of DatabaseTest.backends("identity_redirect", { migrations })) {
  const outbox = makeOutbox()
  layer(serve(outbox.directory, backend.layer), { excludeTestServices: true })(
    `redirects after sign-in on ${backend.name}`,
    (it) => {
      const base = Effect.gen(function* () {
        return HttpServer.formatAddress((yield* HttpServer.HttpServer).address)
      })

      // The sign-in page for `next`: its CSRF cookie, hidden `next` and GitHub link.
      const signInPage = (url: string, next: string) =>
        Effect.promise(async () => {
          const response = await fetchManual(url, `/sign-in?next=${encodeURIComponent(next)}`)
          const html = await response.text()
          const csrf = /ss_csrf=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? ""
          const field = (name: string) =>
            unescapeHtml(new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "")
          const github = unescapeHtml(/<a class="button" href="([^"]+)">Continue with GitHub/.exec(html)?.[1] ?? "")
          return { status: response.status, csrf, next: field("next"), github }
        })

      const form = (fields: Record<string, string>) => ({
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: `ss_csrf=${fields.csrf}` },
        body: new URLSearchParams(fields).toString()
      })

      // Signs in by email code with `next` posted as the form says, and answers the redirect.
      const signInByCode = (email: string, next: string) =>
        Effect.gen(function* () {
          const url = yield* base
          const page = yield* signInPage(url, "/")
          const csrf = page.csrf
          yield* Effect.promise(() => fetchManual(url, "/sign-in/code", form({ csrf, email, next: "/" })))
          return yield* Effect.promise(() =>
            fetchManual(url, "/sign-in/verify", form({ csrf, email, code: outbox.codeFor(email), next }))
          )
        })

      it.effect("a tab or a newline in `next` neither leaves the site nor answers 500 (regression)", () =>
        Effect.gen(function* () {
          const tab = yield* signInByCode("tab@example.com", "/\t/evil.example/x")
          assert.strictEqual(tab.status, 303)
          assert.isTrue(staysHome(tab.headers.get("location")), tab.headers.get("location") ?? "")
          assert.match(tab.headers.get("set-cookie") ?? "", /ss_session=vss_/)

          const newline = yield* signInByCode("newline@example.com", "/\n/evil.example")
          assert.strictEqual(newline.status, 303)
          assert.strictEqual(newline.headers.get("location"), "/")
          assert.match(newline.headers.get("set-cookie") ?? "", /ss_session=vss_/)
        })
      )

      it.effect("the sign-in page carries the normalised `next`, never the raw string", () =>
        Effect.gen(function* () {
          const url = yield* base
          const encoded = yield* Effect.promise(() => fetchManual(url, "/sign-in?next=%2F%09%2Fevil.example%2Fx"))
          const html = yield* Effect.promise(() => encoded.text())
          assert.strictEqual(encoded.status, 200)
          assert.include(html, 'name="next" value="/"')
          const kept = yield* signInPage(url, "/app-token?slug=chat")
          assert.strictEqual(kept.next, "/app-token?slug=chat")
        })
      )

      it.effect("for any `next`, the GitHub sign-in lands on this site (property over HTTP)", () =>
        Effect.gen(function* () {
          const url = yield* base
          yield* Effect.promise(() =>
            fc.assert(
              fc.asyncProperty(hostile, async (next) => {
                const page = await Effect.runPromise(signInPage(url, next))
                assert.strictEqual(page.status, 200)
                assert.isTrue(staysHome(page.next), JSON.stringify({ next, field: page.next }))
                const state = new URL(page.github).searchParams.get("state") ?? ""
                const callback = await fetchManual(
                  url,
                  `/sign-in/github?code=good-code&state=${encodeURIComponent(state)}`,
                  { headers: { cookie: `ss_csrf=${page.csrf}` } }
                )
                assert.strictEqual(callback.status, 303, JSON.stringify(next))
                const location = callback.headers.get("location")
                assert.isTrue(staysHome(location), JSON.stringify({ next, location }))
              }),
              { numRuns: 40 }
            )
          )
        })
      )
    }
  )
}
