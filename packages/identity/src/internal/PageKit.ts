/**
 * What every page shares: the HTML frame, forms, CSRF tokens, the signed-in viewer,
 * the session cookie and the error pages.
 */
import { Effect, Option, Redacted, Schema } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import * as Authentication from "../Authentication.ts"
import { Credentials, type Principal } from "../Credentials.ts"
import { IdentityConfig, secureCookies } from "../IdentityConfig.ts"
import type { IdentityError } from "../IdentityError.ts"
import { statusOf } from "../IdentityHttp.ts"
import { escapeHtml } from "../Mailer.ts"
import * as Secret from "../Secret.ts"

const style = `body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1f24}
h1{font-size:1.4rem}form{margin:1rem 0}input,button{font:inherit;padding:.5rem .75rem;margin:.25rem 0;width:100%;box-sizing:border-box}
button{background:#1f6feb;color:#fff;border:0;border-radius:6px;cursor:pointer}.muted{color:#57606a}.box{border:1px solid #d0d7de;border-radius:8px;padding:1rem}
.error{color:#cf222e}a.button{display:block;text-align:center;background:#24292f;color:#fff;padding:.5rem;border-radius:6px;text-decoration:none;margin:.5rem 0}`

/** A complete HTML page. */
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

export const hidden = (name: string, value: string) =>
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
 * @category http
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

/** A form field: a string, required or optional. */
type FormField = Schema.Codec<string, string> | Schema.optionalKey<Schema.Codec<string, string>>

/** Decodes a URL-encoded form body; the decoded value has the fields' own types. */
export const Form = <const Fields extends Readonly<Record<string, FormField>>>(fields: Fields) =>
  HttpServerRequest.schemaBodyUrlParams(Schema.Struct(fields))

export const make = Effect.gen(function* () {
  const config = yield* IdentityConfig
  const credentials = yield* Credentials
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

  return {
    config,
    secret,
    signedInToken,
    viewer,
    query,
    toSignIn,
    anonymousToken,
    withCsrfCookie,
    anonymousValid,
    failure,
    badForm,
    forbidden,
    establish
  }
})

export type PageKit = Effect.Success<typeof make>
