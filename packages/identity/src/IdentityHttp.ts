/**
 * The handlers of identity's HTTP groups (contract in `IdentityApi`).
 *
 * @since 0.1.0
 */
import { ApiError, ApiMount, type ErrorCode, HttpEnvelope } from "@vouch/envelope"
import { Effect, Layer } from "effect"
import type { HttpApi, HttpApiGroup } from "effect/http-api"
import { HttpApiBuilder } from "effect/http-api"
import * as Account from "./Account.ts"
import { Accounts, type SignedIn } from "./Accounts.ts"
import { AppTokens } from "./AppTokens.ts"
import * as Authentication from "./Authentication.ts"
import { Credentials, type IssuedKey, type KeySummary } from "./Credentials.ts"
import {
  type AccountApi,
  Api,
  type AppTokensApi,
  type AuthApi,
  type OrganizationsApi,
  type UsersApi
} from "./IdentityApi.ts"
import type * as IdentityError from "./IdentityError.ts"
import { IdentityProviders } from "./IdentityProviders.ts"
import * as MailLimits from "./MailLimits.ts"
import { Organizations } from "./Organizations.ts"

/**
 * What each reason of `IdentityError` answers with: the one mapping from identity's
 * domain to the envelope's codes (and so to HTTP statuses).
 *
 * @category errors
 * @since 0.1.0
 */
export const codes: { readonly [R in IdentityError.Reason]: ErrorCode.ErrorCode } = {
  InvalidInput: "validation_error",
  AccountNotFound: "not_found",
  UserNotFound: "not_found",
  AccountDeletionScheduled: "forbidden",
  EmailNotVerified: "email_not_verified",
  EmailTaken: "conflict",
  CodeResendTooSoon: "rate_limited",
  CodeLimited: "rate_limited",
  MailLimited: "rate_limited",
  CodeInvalid: "unauthorized",
  CodeAttemptsExhausted: "unauthorized",
  WrongPassword: "invalid_request",
  LinkNotFound: "not_found",
  LinkExpired: "gone",
  TooManyKeys: "key_limit_exceeded",
  KeyNotFound: "not_found",
  DeviceSessionNotFound: "not_found",
  DeviceSessionApproved: "conflict",
  DeviceSessionExpired: "gone",
  OrganizationNotFound: "not_found",
  NamespaceTaken: "conflict",
  AlreadyMember: "conflict",
  NotAllowed: "forbidden",
  InvitationNotFound: "not_found",
  InvitationExpired: "gone",
  InvitationForAnother: "forbidden",
  AppNotFound: "not_found",
  ProviderNotConfigured: "service_unavailable",
  ProviderUnavailable: "service_unavailable",
  ProviderCredentialInvalid: "unauthorized",
  ProviderEmailUnverified: "forbidden",
  MailFailed: "service_unavailable"
}

/**
 * The enveloped API error an identity error answers with (a `Retry-After` header for
 * the limits).
 *
 * @category errors
 * @since 0.1.0
 */
export const toApiError = (error: IdentityError.IdentityError): ApiError.ApiError =>
  error.retryAfterSeconds === undefined
    ? ApiError.make(codes[error.reason], error.message)
    : new ApiError.ApiError({
        code: codes[error.reason],
        message: error.message,
        headers: { "retry-after": String(error.retryAfterSeconds) }
      })

/**
 * The HTTP status of an identity error (the pages answer it too).
 *
 * @category errors
 * @since 0.1.0
 */
export const statusOf = (error: IdentityError.IdentityError): number => ApiError.make(codes[error.reason]).status

const orFail = Effect.mapError(toApiError)

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString())
const issuedView = (key: IssuedKey) => ({ key_id: key.key_id, api_key: key.api_key, expires_at: iso(key.expires_at) })
const keyView = (key: KeySummary) => ({
  ...key,
  created_at: new Date(key.created_at).toISOString(),
  expires_at: iso(key.expires_at),
  last_used_at: iso(key.last_used_at)
})

// Signs a browser in: the session credential becomes the cookie, never the body.
const establish = (signedIn: SignedIn) =>
  Effect.gen(function* () {
    yield* Authentication.setSessionCookie(signedIn.session.api_key, signedIn.session.expires_at)
    return yield* HttpEnvelope.ok({ account: Account.view(signedIn.account), created: signedIn.created })
  })

const auth = (api: typeof Api) =>
  HttpApiBuilder.group(api, "auth", (handlers) =>
    Effect.gen(function* () {
      const accounts = yield* Accounts
      const credentials = yield* Credentials
      const providers = yield* IdentityProviders
      return handlers
        .handle("sendCode", ({ payload, request }) =>
          accounts
            .sendCode(payload.email, { client: MailLimits.clientOf(request) })
            .pipe(orFail, Effect.flatMap(HttpEnvelope.ok))
        )
        .handle("verifyCode", ({ payload }) =>
          accounts.verifyCode(payload.email, payload.code).pipe(orFail, Effect.flatMap(establish))
        )
        .handle("changePassword", ({ payload }) =>
          Effect.gen(function* () {
            const caller = yield* Authentication.required
            yield* accounts
              .changePassword(
                { accountId: caller.account.account_id, keyId: caller.key_id },
                payload.current_password,
                payload.new_password
              )
              .pipe(orFail)
            return yield* HttpEnvelope.ok({ ok: true as const })
          })
        )
        .handle("google", ({ payload }) =>
          providers
            .google(payload.credential)
            .pipe(Effect.flatMap(accounts.signInWithProvider), orFail, Effect.flatMap(establish))
        )
        .handle("github", ({ payload }) =>
          providers
            .github(payload.code, payload.redirect_uri)
            .pipe(Effect.flatMap(accounts.signInWithProvider), orFail, Effect.flatMap(establish))
        )
        .handle("startCli", ({ payload }) =>
          Effect.flatMap(credentials.startDevice(payload.label ?? null), HttpEnvelope.ok)
        )
        .handle("pollCli", ({ params }) =>
          credentials.pollDevice(params.session_id).pipe(orFail, Effect.flatMap(HttpEnvelope.ok))
        )
        .handle("approveCli", ({ params }) =>
          Effect.gen(function* () {
            const caller = yield* Authentication.required
            yield* credentials.approveDevice(params.session_id, caller.account.account_id).pipe(orFail)
            return yield* HttpEnvelope.ok({ status: "approved" as const })
          })
        )
        .handle("logout", () =>
          Effect.gen(function* () {
            const caller = yield* Authentication.required
            yield* credentials.revoke(caller.key_id)
            yield* Authentication.clearSessionCookie
            return yield* HttpEnvelope.ok({ ok: true as const })
          })
        )
        .handle("keyExchange", () =>
          Effect.gen(function* () {
            const caller = yield* Authentication.required
            if (caller.via !== "bearer")
              return yield* ApiError.fail("unauthorized", "Send the API key as a bearer token.")
            const session = yield* credentials.createSession(caller.account.account_id)
            yield* Authentication.setSessionCookie(session.api_key, session.expires_at)
            return yield* HttpEnvelope.ok({ account: Account.view(caller.account) })
          })
        )
    })
  )

const account = (api: typeof Api) =>
  HttpApiBuilder.group(api, "account", (handlers) =>
    Effect.gen(function* () {
      const accounts = yield* Accounts
      const credentials = yield* Credentials
      return handlers
        .handle("get", () =>
          Effect.flatMap(Authentication.required, (caller) => HttpEnvelope.ok(Account.view(caller.account)))
        )
        .handle("remove", () =>
          Effect.gen(function* () {
            const caller = yield* Authentication.required
            const scheduled = yield* accounts.scheduleDeletion(caller.account.account_id).pipe(orFail)
            yield* Authentication.clearSessionCookie
            return yield* HttpEnvelope.ok({
              deletion_scheduled_at: scheduled.deletion_scheduled_at.toISOString(),
              purge_after: scheduled.purge_after.toISOString()
            })
          })
        )
        .handle("verifyEmail", ({ payload }) =>
          Effect.gen(function* () {
            const caller = yield* Authentication.required
            const sent = yield* accounts.requestEmailVerification(caller.account.account_id, payload.email).pipe(orFail)
            return yield* HttpEnvelope.ok(sent)
          })
        )
        .handle("confirmEmail", ({ payload }) =>
          accounts.confirmEmail(payload.token).pipe(
            orFail,
            Effect.flatMap((confirmed) => HttpEnvelope.ok(Account.view(confirmed)))
          )
        )
        .handle("claim", ({ payload }) =>
          accounts.claim(payload.token, payload.password).pipe(orFail, Effect.flatMap(establish))
        )
        .handle("usage", () =>
          Effect.gen(function* () {
            const caller = yield* Authentication.required
            return yield* HttpEnvelope.ok(yield* accounts.usage(caller.account.account_id))
          })
        )
        .handle("listKeys", () =>
          Effect.gen(function* () {
            const caller = yield* Authentication.required
            const keys = yield* credentials.listKeys(caller.account.account_id)
            return yield* HttpEnvelope.ok(keys.map(keyView))
          })
        )
        .handle("createKey", ({ payload }) =>
          Effect.gen(function* () {
            const caller = yield* Authentication.required
            const issued = yield* credentials
              .createKey(caller.account.account_id, { label: payload.label, expiresInDays: payload.expires_in_days })
              .pipe(orFail)
            return yield* HttpEnvelope.ok(issuedView(issued))
          })
        )
        .handle("revokeKey", ({ params }) =>
          Effect.gen(function* () {
            const caller = yield* Authentication.required
            yield* credentials.revokeKey(caller.account.account_id, params.keyId).pipe(orFail)
            return yield* HttpEnvelope.ok({ ok: true as const })
          })
        )
    })
  )

const organizations = (api: typeof Api) =>
  HttpApiBuilder.group(api, "organizations", (handlers) =>
    Effect.gen(function* () {
      const service = yield* Organizations
      const withCaller = <A>(run: (accountId: string) => Effect.Effect<A, IdentityError.IdentityError>) =>
        Effect.gen(function* () {
          const caller = yield* Authentication.required
          return yield* HttpEnvelope.ok(yield* run(caller.account.account_id).pipe(orFail))
        })
      return handlers
        .handle("list", () => withCaller(service.listMine))
        .handle("create", ({ payload }) =>
          Effect.gen(function* () {
            const caller = yield* Authentication.requiredVerified("create an organization")
            return yield* HttpEnvelope.ok(yield* service.create(caller.account.account_id, payload).pipe(orFail))
          })
        )
        .handle("get", ({ params }) => withCaller((accountId) => service.get(params.orgId, accountId)))
        .handle("update", ({ params, payload }) =>
          withCaller((accountId) => service.update(params.orgId, accountId, payload))
        )
        .handle("remove", ({ params }) =>
          withCaller((accountId) => Effect.as(service.remove(params.orgId, accountId), { ok: true as const }))
        )
        .handle("members", ({ params }) => withCaller((accountId) => service.members(params.orgId, accountId)))
        .handle("invite", ({ params, payload }) =>
          withCaller((accountId) =>
            Effect.map(
              service.invite(params.orgId, accountId, { email: payload.email, role: payload.role ?? "member" }),
              (sent) => ({
                ...sent,
                expires_at: sent.expires_at.toISOString()
              })
            )
          )
        )
        .handle("accept", ({ payload }) => withCaller((accountId) => service.accept(payload.token, accountId)))
    })
  )

const users = (api: typeof Api) =>
  HttpApiBuilder.group(api, "users", (handlers) =>
    Effect.gen(function* () {
      const accounts = yield* Accounts
      return handlers.handle("profile", ({ params }) =>
        accounts.profile(params.username).pipe(orFail, Effect.flatMap(HttpEnvelope.ok))
      )
    })
  )

const appTokens = (api: typeof Api) =>
  HttpApiBuilder.group(api, "appTokens", (handlers) =>
    Effect.gen(function* () {
      const tokens = yield* AppTokens
      return handlers.handle("createUserToken", ({ payload }) =>
        Effect.gen(function* () {
          const caller = yield* Authentication.required
          const issued = yield* tokens.issueUserForApp(caller.account.account_id, payload.slug).pipe(orFail)
          return yield* HttpEnvelope.ok({
            token: issued.token,
            subject_type: "user" as const,
            subject_id: caller.account.account_id,
            expires_at: issued.expires_at.toISOString()
          })
        })
      )
    })
  )

/**
 * The identity groups, any of which a host API may contain.
 *
 * @category models
 * @since 0.1.0
 */
export type Groups =
  | typeof AuthApi
  | typeof AccountApi
  | typeof OrganizationsApi
  | typeof UsersApi
  | typeof AppTokensApi

/**
 * The handlers of the identity groups a host API contains (any subset of `auth`,
 * `account`, `organizations`, `users` and `appTokens`, under any prefix:
 * `HttpApi.make("host").addHttpApi(IdentityApi.Api.prefix("/identity"))`), each
 * answering in the envelope, with the authentication middleware. An API with none of
 * them, or with a group of the same name and other endpoints, is a type error.
 *
 * @category layers
 * @since 0.1.0
 */
export const layerFor = <Id extends string, ApiGroups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, ApiGroups> & ApiMount.Check<ApiGroups, Groups>
) =>
  ApiMount.layer(api, { auth, account, organizations, users, appTokens }).pipe(Layer.provideMerge(Authentication.layer))

/**
 * The handlers of every identity group (`IdentityApi.Api` served whole), with the
 * authentication middleware.
 *
 * @category layers
 * @since 0.1.0
 */
export const layer = layerFor(Api)
