/**
 * The pages behind the links that mails carry: email verification, account claim and
 * invitation acceptance. Each shows a page with a button; only the form's POST consumes
 * the token, so mail scanners that follow links do not.
 */
import { Effect, Option, Schema } from "effect"
import { HttpRouter } from "effect/http"
import { Accounts } from "../Accounts.ts"
import { escapeHtml } from "../Mailer.ts"
import { Organizations } from "../Organizations.ts"
import * as Secret from "../Secret.ts"
import { Form, hidden, type PageKit, page } from "./PageKit.ts"

export const routes = (kit: PageKit) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts
    const organizations = yield* Organizations
    const { viewer, toSignIn, query, signedInToken, anonymousToken, withCsrfCookie, anonymousValid } = kit
    const { forbidden, failure, establish, badForm } = kit
    return [
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
              return yield* accounts.claim(form.token, form.password ?? "").pipe(
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
  })
