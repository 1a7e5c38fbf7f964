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
import { Effect, Layer, Option, Redacted, Schema } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { Accounts } from "./Accounts.ts"
import { AppTokens } from "./AppTokens.ts"
import * as Authentication from "./Authentication.ts"
import { Credentials, type Principal } from "./Credentials.ts"
import { IdentityConfig, secureCookies } from "./IdentityConfig.ts"
import type { IdentityError } from "./IdentityError.ts"
import { statusOf } from "./IdentityHttp.ts"
import { IdentityProviders } from "./IdentityProviders.ts"
import { escapeHtml } from "./Mailer.ts"
import * as MailLimits from "./MailLimits.ts"
import { Organizations } from "./Organizations.ts"
import * as Secret from "./Secret.ts"

const style = `body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1f24}
h1{font-size:1.4rem}form{margin:1rem 0}input,button{font:inherit;padding:.5rem .75rem;margin:.25rem 0;width:100%;box-sizing:border-box}
button{background:#1f6feb;color:#fff;border:0;border-radius:6px;cursor:pointer}.muted{color:#57606a}.box{border:1px solid #d0d7de;border-radius:8px;padding:1rem}
.error{color:#cf222e}a.button{display:block;text-align:center;background:#24292f;color:#fff;padding:.5rem;border-radius:6px;text-decoration:none;margin:.5rem 0}`

/**
 * A complete HTML page.
 *
 * @category rendering
 * @since 0.1.0
 */
export const page = (title: string, body: string, status = 200, extraHead = "") =>
  HttpServerResponse.text(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Vouch</title><style>${style}</style>${extraHead}</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    {
      status,
      contentType: "text/html; charset=utf-8",
      headers: {
        "cache-control": "no-store",
        "x-frame-options": "DENY",
        "referrer-policy": "same-origin",
        "content-security-policy":
          "default-src 'self'; script-src https://accounts.google.com/gsi/client; frame-src https://accounts.google.com/gsi/; connect-src 'self' https://accounts.google.com/gsi/; style-src 'unsafe-inline' https://accounts.google.com/gsi/style; img-src 'self' data: https:; form-action 'self' https://accounts.google.com; frame-ancestors 'none'"
      }
    }
  )

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`

/**
 * Where to send a person after signing in: `next` when it names a page of this site,
 * else `/`. `next` is parsed with the URL parser browsers use (WHATWG, which drops tabs
 * and newlines and reads `\\` as `/`), must resolve to the origin of `publicUrl`, and
 * comes back as the parsed URL's normalised path, query and fragment, never as the raw
 * string, so a browser reading the `Location` header goes exactly there. Never throws:
 * every page that takes `next` (sign-in, the identity providers' callbacks, the pages
 * that send a person to sign in first) goes through it before anything else happens.
 *
 * @category redirects
 * @since 0.1.0
 */
export const safeNext = (next: string | null | undefined, publicUrl: string): string => {
  const fallback = "/"
  if (next === null || next === undefined || next === "" || next.length > 2048) return fallback
  const origin = URL.parse(publicUrl)?.origin
  const url = URL.parse(next, publicUrl)
  if (origin === undefined || url === null || url.origin !== origin) return fallback
  const location = `${url.pathname}${url.search}${url.hash}`
  // `/.//host` normalises to the path `//host`, which a browser would read as another host.
  if (!location.startsWith("/") || location.startsWith("//")) return fallback
  return URL.parse(location, publicUrl)?.href === url.href ? location : fallback
}

const Form = (fields: Record<string, Schema.Top>) =>
  HttpServerRequest.schemaBodyUrlParams(Schema.Struct(fields as Record<string, typeof Schema.String>))

/**
 * The routes of the pages.
 *
 * @category layers
 * @since 0.1.0
 */
export const layer = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* IdentityConfig
    const accounts = yield* Accounts
    const credentials = yield* Credentials
    const organizations = yield* Organizations
    const providers = yield* IdentityProviders
    const appTokens = yield* AppTokens
    const secret = Redacted.value(config.secret)
    const cookieOptions = { httpOnly: true, sameSite: "lax" as const, secure: secureCookies(config), path: "/" }

    const signedInToken = (principal: Principal) => Secret.keyedDigest(secret, `form:${principal.key_id}`)

    // The signed-in person of a page request: the session cookie only.
    const viewer = (request: HttpServerRequest.HttpServerRequest) =>
      Effect.gen(function* () {
        const value = request.cookies[Authentication.cookieName]
        if (value === undefined || value === "") return Option.none<Principal>()
        if (!Authentication.sameOrigin(request, config.publicUrl)) return Option.none<Principal>()
        return yield* credentials.authenticate(value)
      })

    const query = (request: HttpServerRequest.HttpServerRequest, name: string) =>
      URL.parse(request.url, config.publicUrl)?.searchParams.get(name) ?? null

    const toSignIn = (request: HttpServerRequest.HttpServerRequest) =>
      HttpServerResponse.redirect(`/sign-in?next=${encodeURIComponent(safeNext(request.url, config.publicUrl))}`, {
        status: 303
      })

    // A double-submit token for forms shown before sign-in.
    const anonymousToken = (request: HttpServerRequest.HttpServerRequest) => {
      const existing = request.cookies.ss_csrf
      return existing !== undefined && /^[A-Za-z0-9_-]{20,64}$/.test(existing)
        ? existing
        : Secret.credential("").slice(0, 32)
    }
    const withCsrfCookie = (response: HttpServerResponse.HttpServerResponse, token: string) =>
      HttpServerResponse.setCookieUnsafe(response, "ss_csrf", token, cookieOptions)
    const anonymousValid = (request: HttpServerRequest.HttpServerRequest, token: string | undefined) => {
      const expected = request.cookies.ss_csrf
      return expected !== undefined && token !== undefined && Secret.equal(expected, token)
    }

    const failure = (title: string) => (error: IdentityError) =>
      Effect.succeed(page(title, `<p class="error">${escapeHtml(error.message)}</p>`, statusOf(error)))
    const badForm = page(
      "Something went wrong",
      `<p class="error">The form was incomplete or has expired: go back and try again.</p>`,
      400
    )
    const forbidden = page(
      "Something went wrong",
      `<p class="error">This form has expired: reload the page and try again.</p>`,
      403
    )

    const establish = (
      response: HttpServerResponse.HttpServerResponse,
      session: { api_key: string; expires_at: Date | null }
    ) =>
      HttpServerResponse.setCookieUnsafe(response, Authentication.cookieName, session.api_key, {
        ...cookieOptions,
        ...(session.expires_at === null ? {} : { expires: session.expires_at })
      })

    // With an error, the page answers its status (429 with `Retry-After` when rate limited).
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
      ),
      ...(
        [
          ["/account/verify-email", "Verify your email address", "Verify", false],
          ["/account/claim", "Set up your account", "Save the password", false],
          ["/invitations/accept", "Join the organization", "Accept the invitation", true]
        ] as const
      ).flatMap(([path, title, action, needsSignIn]) => [
        HttpRouter.route("GET", path, (request) =>
          Effect.gen(function* () {
            const principal = yield* viewer(request)
            if (needsSignIn && Option.isNone(principal)) return toSignIn(request)
            const token = query(request, "token") ?? ""
            const csrf = Option.isSome(principal) ? signedInToken(principal.value) : anonymousToken(request)
            const password =
              path === "/account/claim"
                ? `<label>Password (at least 8 characters)<input type="password" name="password" minlength="8" required autocomplete="new-password"></label>`
                : ""
            const response = page(
              title,
              `<form method="post" action="${path}">${hidden("csrf", csrf)}${hidden("token", token)}${password}<button>${escapeHtml(action)}</button></form>`
            )
            return Option.isSome(principal) ? response : withCsrfCookie(response, csrf)
          })
        ),
        HttpRouter.route("POST", path, (request) =>
          Effect.gen(function* () {
            const principal = yield* viewer(request)
            if (needsSignIn && Option.isNone(principal)) return toSignIn(request)
            const form = yield* Form({
              csrf: Schema.String,
              token: Schema.String,
              password: Schema.optionalKey(Schema.String)
            })
            const valid = Option.isSome(principal)
              ? Secret.equal(form.csrf, signedInToken(principal.value))
              : anonymousValid(request, form.csrf)
            if (!valid) return forbidden
            if (path === "/account/verify-email")
              return yield* accounts.confirmEmail(form.token).pipe(
                Effect.map((account) =>
                  page("Email verified", `<p><b>${escapeHtml(account.email)}</b> is verified.</p>`)
                ),
                Effect.catch(failure("Could not verify"))
              )
            if (path === "/account/claim")
              return yield* accounts.claim(form.token, (form as { password?: string }).password ?? "").pipe(
                Effect.map((signedIn) =>
                  establish(
                    page("All set", `<p>Your account <b>@${escapeHtml(signedIn.account.username)}</b> is ready.</p>`),
                    signedIn.session
                  )
                ),
                Effect.catch(failure("Could not set up the account"))
              )
            if (Option.isNone(principal)) return toSignIn(request)
            return yield* organizations.accept(form.token, principal.value.account.account_id).pipe(
              Effect.map((organization) =>
                page(
                  "Welcome",
                  `<p>You joined <b>${escapeHtml(organization.display_name)}</b> (@${escapeHtml(organization.namespace)}) as ${escapeHtml(organization.role ?? "member")}.</p>`
                )
              ),
              Effect.catch(failure("Could not accept the invitation"))
            )
          }).pipe(Effect.catchTag(["SchemaError", "HttpServerError"], () => Effect.succeed(badForm)))
        )
      ])
    ]
    return HttpRouter.addAll(routes)
  })
)
