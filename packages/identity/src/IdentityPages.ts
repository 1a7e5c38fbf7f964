/**
 * The web pages a person needs around the API, server-rendered, working without
 * JavaScript (except Google's own button):
 *
 * - `/sign-in`: email code (two steps), plus Google and GitHub when configured; then
 *   back to `next` (a same-origin path only, see `safeNext`).
 * - `/cli/approve?session_id=…`: shows what is being approved (the CLI's label, when it
 *   started, which account) and approves it with a form.
 * - `/app-token?slug=…`: a signed-in person mints a user token for one app, shown once.
 * - `/account/verify-email?token=…`, `/account/claim?token=…`,
 *   `/invitations/accept?token=…`: the links that mails carry. Each shows a page with a
 *   button; only the form's POST consumes the token, so mail scanners that follow
 *   links do not.
 *
 * CSRF: every form carries a token. Before sign-in it is a double-submit token (a
 * random `ss_csrf` cookie echoed in the form); after sign-in it is an HMAC of the
 * session's key id under the server secret. Cookie-authenticated POSTs from another
 * origin are refused as well (`Origin` check).
 *
 * @since 0.1.0
 */
import { Effect, Layer, Option, Schema } from "effect"
import { HttpRouter, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { Accounts } from "./Accounts.ts"
import { AppTokens } from "./AppTokens.ts"
import { Credentials } from "./Credentials.ts"
import type { IdentityError } from "./IdentityError.ts"
import { statusOf } from "./IdentityHttp.ts"
import { IdentityProviders } from "./IdentityProviders.ts"
import * as LinkPages from "./internal/LinkPages.ts"
import * as PageKit from "./internal/PageKit.ts"
import { escapeHtml } from "./Mailer.ts"
import * as MailLimits from "./MailLimits.ts"
import * as Secret from "./Secret.ts"

/**
 * A complete HTML page.
 *
 * @category encoding
 * @since 0.1.0
 */
export const page = PageKit.page

/**
 * Where to send a person after signing in: `next` when it names a page of this site,
 * else `/`. `next` is parsed with the URL parser browsers use (WHATWG, which drops tabs
 * and newlines and reads `\\` as `/`), must resolve to the origin of `publicUrl`, and
 * comes back as the parsed URL's normalised path, query and fragment, never as the raw
 * string, so a browser reading the `Location` header goes exactly there. Never throws:
 * every page that takes `next` (sign-in, the identity providers' callbacks, the pages
 * that send a person to sign in first) goes through it before anything else happens.
 *
 * @category http
 * @since 0.1.0
 */
export const safeNext = PageKit.safeNext

const { Form, hidden } = PageKit

/**
 * The routes of the pages.
 *
 * @category layers
 * @since 0.1.0
 */
export const layer = Layer.unwrap(
  Effect.gen(function* () {
    const kit = yield* PageKit.make
    const accounts = yield* Accounts
    const credentials = yield* Credentials
    const providers = yield* IdentityProviders
    const appTokens = yield* AppTokens
    const { config, secret, signedInToken, viewer, query, toSignIn, anonymousToken, withCsrfCookie } = kit
    const { anonymousValid, failure, badForm, forbidden, establish } = kit

    const signInPage = (
      request: HttpServerRequest.HttpServerRequest,
      next: string,
      message = "",
      error?: IdentityError
    ) => {
      const token = anonymousToken(request)
      const googleButton = Option.match(providers.enabled.google, {
        onNone: () => "",
        onSome: (clientId) =>
          `<div id="g_id_onload" data-client_id="${escapeHtml(clientId)}" data-login_uri="${escapeHtml(`${config.publicUrl}/sign-in/google?next=${encodeURIComponent(next)}`)}" data-ux_mode="redirect"></div><div class="g_id_signin" data-type="standard" data-width="320"></div>`
      })
      const githubButton = Option.match(config.github, {
        onNone: () => "",
        onSome: (github) => {
          const state = Secret.keyedDigest(secret, `github:${token}:${next}`)
          const url = `${github.oauthUrl}/login/oauth/authorize?client_id=${encodeURIComponent(github.clientId)}&redirect_uri=${encodeURIComponent(`${config.publicUrl}/sign-in/github`)}&scope=user:email&state=${encodeURIComponent(`${state}.${Buffer.from(next).toString("base64url")}`)}`
          return `<a class="button" href="${escapeHtml(url)}">Continue with GitHub</a>`
        }
      })
      const head = Option.isSome(providers.enabled.google)
        ? `<script src="https://accounts.google.com/gsi/client" async></script>`
        : ""
      return withCsrfCookie(
        page(
          "Sign in to Vouch",
          `${message === "" ? "" : `<p class="error">${escapeHtml(message)}</p>`}<form method="post" action="/sign-in/code">${hidden("csrf", token)}${hidden("next", next)}<label>Email<input type="email" name="email" required autocomplete="email"></label><button>Email me a code</button></form>${googleButton}${githubButton}`,
          message === "" ? 200 : error !== undefined && statusOf(error) === 429 ? 429 : 400,
          head
        ),
        token
      ).pipe((response) =>
        error?.retryAfterSeconds === undefined
          ? response
          : HttpServerResponse.setHeader(response, "retry-after", String(error.retryAfterSeconds))
      )
    }

    const routes = [
      HttpRouter.route("GET", "/sign-in", (request) =>
        Effect.gen(function* () {
          const next = safeNext(query(request, "next"), config.publicUrl)
          return signInPage(request, next)
        })
      ),
      HttpRouter.route("POST", "/sign-in/code", (request) =>
        Effect.gen(function* () {
          const form = yield* Form({ csrf: Schema.String, email: Schema.String, next: Schema.String })
          if (!anonymousValid(request, form.csrf)) return forbidden
          const next = safeNext(form.next, config.publicUrl)
          return yield* accounts.sendCode(form.email, { client: MailLimits.clientOf(request) }).pipe(
            Effect.map(({ email }) =>
              page(
                "Check your email",
                `<p>We sent a 6-digit code to <b>${escapeHtml(email)}</b>.</p><form method="post" action="/sign-in/verify">${hidden("csrf", form.csrf)}${hidden("next", next)}${hidden("email", email)}<label>Code<input name="code" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" required autocomplete="one-time-code"></label><button>Sign in</button></form>`
              )
            ),
            Effect.catch((error) => Effect.succeed(signInPage(request, next, error.message, error)))
          )
        }).pipe(Effect.catchTag(["SchemaError", "HttpServerError"], () => Effect.succeed(badForm)))
      ),
      HttpRouter.route("POST", "/sign-in/verify", (request) =>
        Effect.gen(function* () {
          const form = yield* Form({
            csrf: Schema.String,
            email: Schema.String,
            code: Schema.String,
            next: Schema.String
          })
          if (!anonymousValid(request, form.csrf)) return forbidden
          // Decided before the code is consumed, so nothing about `next` can fail after it.
          const next = safeNext(form.next, config.publicUrl)
          return yield* accounts.verifyCode(form.email, form.code).pipe(
            Effect.map((signedIn) => establish(HttpServerResponse.redirect(next, { status: 303 }), signedIn.session)),
            Effect.catch((error) => Effect.succeed(signInPage(request, next, error.message)))
          )
        }).pipe(Effect.catchTag(["SchemaError", "HttpServerError"], () => Effect.succeed(badForm)))
      ),
      // Google Identity Services posts `credential` and `g_csrf_token` (double-submitted as a cookie).
      HttpRouter.route("POST", "/sign-in/google", (request) =>
        Effect.gen(function* () {
          const form = yield* Form({ credential: Schema.String, g_csrf_token: Schema.String })
          const cookie = request.cookies.g_csrf_token
          if (cookie === undefined || !Secret.equal(cookie, form.g_csrf_token)) return forbidden
          const next = safeNext(query(request, "next"), config.publicUrl)
          return yield* providers.google(form.credential).pipe(
            Effect.flatMap(accounts.signInWithProvider),
            Effect.map((signedIn) => establish(HttpServerResponse.redirect(next, { status: 303 }), signedIn.session)),
            Effect.catch((error) => Effect.succeed(signInPage(request, next, error.message)))
          )
        }).pipe(Effect.catchTag(["SchemaError", "HttpServerError"], () => Effect.succeed(badForm)))
      ),
      HttpRouter.route("GET", "/sign-in/github", (request) =>
        Effect.gen(function* () {
          const search = URL.parse(request.url, config.publicUrl)?.searchParams ?? new URLSearchParams()
          const [state, encodedNext] = (search.get("state") ?? "").split(".")
          const next = safeNext(Buffer.from(encodedNext ?? "", "base64url").toString(), config.publicUrl)
          const token = request.cookies.ss_csrf
          if (
            token === undefined ||
            state === undefined ||
            !Secret.equal(state, Secret.keyedDigest(secret, `github:${token}:${next}`))
          )
            return forbidden
          return yield* providers.github(search.get("code") ?? "", `${config.publicUrl}/sign-in/github`).pipe(
            Effect.flatMap(accounts.signInWithProvider),
            Effect.map((signedIn) => establish(HttpServerResponse.redirect(next, { status: 303 }), signedIn.session)),
            Effect.catch((error) => Effect.succeed(signInPage(request, next, error.message)))
          )
        })
      ),
      HttpRouter.route("GET", "/cli/approve", (request) =>
        Effect.gen(function* () {
          const principal = yield* viewer(request)
          if (Option.isNone(principal)) return toSignIn(request)
          const sessionId = query(request, "session_id") ?? ""
          return yield* credentials.describeDevice(sessionId).pipe(
            Effect.map((device) => {
              if (device.status !== "pending")
                return page(
                  "Nothing to approve",
                  `<p>This CLI sign-in is ${device.status}. Start it again from your terminal if you need to.</p>`,
                  410
                )
              const label = device.label === null ? "a command-line client" : `“${device.label}”`
              return page(
                "Approve the CLI sign-in",
                `<div class="box"><p>${escapeHtml(label)} asks for an API key for <b>${escapeHtml(principal.value.account.email)}</b> (@${escapeHtml(principal.value.account.username)}).</p><p class="muted">Started ${escapeHtml(device.created_at.toISOString())}; the request expires ${escapeHtml(device.expires_at.toISOString())}. The key lasts one year. Approve only if you started this sign-in yourself.</p></div><form method="post" action="/cli/approve">${hidden("csrf", signedInToken(principal.value))}${hidden("session_id", sessionId)}<button>Approve</button></form>`
              )
            }),
            Effect.catch(failure("Nothing to approve"))
          )
        })
      ),
      HttpRouter.route("POST", "/cli/approve", (request) =>
        Effect.gen(function* () {
          const principal = yield* viewer(request)
          if (Option.isNone(principal)) return toSignIn(request)
          const form = yield* Form({ csrf: Schema.String, session_id: Schema.String })
          if (!Secret.equal(form.csrf, signedInToken(principal.value))) return forbidden
          return yield* credentials
            .approveDevice(form.session_id, principal.value.account.account_id)
            .pipe(
              Effect.as(page("Approved", "<p>You can close this page and return to your terminal.</p>")),
              Effect.catch(failure("Could not approve"))
            )
        }).pipe(Effect.catchTag(["SchemaError", "HttpServerError"], () => Effect.succeed(badForm)))
      ),
      HttpRouter.route("GET", "/app-token", (request) =>
        Effect.gen(function* () {
          const principal = yield* viewer(request)
          if (Option.isNone(principal)) return toSignIn(request)
          const slug = query(request, "slug") ?? ""
          const name = yield* appTokens.appName(slug)
          if (Option.isNone(name)) return page("No such app", "<p>There is no app with this name.</p>", 404)
          return page(
            `A token for ${name.value}`,
            `<div class="box"><p>A user token lets scripts use <b>${escapeHtml(name.value)}</b> as <b>${escapeHtml(principal.value.account.email)}</b>, spending your credits. Treat it like a password. It lasts 30 days.</p></div><form method="post" action="/app-token">${hidden("csrf", signedInToken(principal.value))}${hidden("slug", slug)}<button>Create a token</button></form>`
          )
        })
      ),
      HttpRouter.route("POST", "/app-token", (request) =>
        Effect.gen(function* () {
          const principal = yield* viewer(request)
          if (Option.isNone(principal)) return toSignIn(request)
          const form = yield* Form({ csrf: Schema.String, slug: Schema.String })
          if (!Secret.equal(form.csrf, signedInToken(principal.value))) return forbidden
          return yield* appTokens.issueUserForApp(principal.value.account.account_id, form.slug).pipe(
            Effect.map((issued) =>
              page(
                `Your token for ${issued.app_name}`,
                `<p>Copy it now: it is shown only once. It expires ${escapeHtml(issued.expires_at.toISOString())}.</p><pre class="box" id="token">${escapeHtml(issued.token)}</pre>`
              )
            ),
            Effect.catch(failure("Could not create the token"))
          )
        }).pipe(Effect.catchTag(["SchemaError", "HttpServerError"], () => Effect.succeed(badForm)))
      )
    ]
    return HttpRouter.addAll([...routes, ...(yield* LinkPages.routes(kit))])
  })
)
