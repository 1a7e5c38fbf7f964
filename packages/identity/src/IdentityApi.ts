/**
 * The HTTP contract of identity (spec 1: Authentication and sessions, Account,
 * Organizations, Public user profile; spec 2: minting a user token of the app API):
 * groups and schemas only, handlers are in `IdentityHttp`. Every JSON answer is an
 * envelope: the registry's dialect, and the app API's under `/v1/app-api`.
 *
 * @since 0.1.0
 */
import { ApiError, Envelope, HttpEnvelope } from "@vouch/envelope"
import { Schema } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { AccountView, PublicProfile } from "./Account.ts"
import { Authentication } from "./Authentication.ts"

const created = <S extends Schema.Top>(schema: S) => Envelope.Success(schema).pipe(HttpApiSchema.status(201))
const failures = (...codes: Parameters<typeof ApiError.failures>[1]) =>
  ApiError.failures("registry", [...codes, "rate_limited", "internal_error"])
const appFailures = (...codes: Parameters<typeof ApiError.failures>[1]) =>
  ApiError.failures("app", [...codes, "rate_limited", "internal_error"])
const describe = (description: string) => OpenApi.annotations({ description })

const Role = Schema.Literals(["owner", "admin", "member"])

/**
 * @category models
 * @since 0.1.0
 */
export const SignedIn = Schema.Struct({ account: AccountView, created: Schema.Boolean }).annotate({
  identifier: "SignedIn"
})

/**
 * @category models
 * @since 0.1.0
 */
export const IssuedKey = Schema.Struct({
  key_id: Schema.String,
  api_key: Schema.String,
  expires_at: Schema.NullOr(Schema.String)
}).annotate({ identifier: "IssuedKey" })

/**
 * @category models
 * @since 0.1.0
 */
export const KeySummary = Schema.Struct({
  key_id: Schema.String,
  label: Schema.NullOr(Schema.String),
  prefix: Schema.String,
  kind: Schema.Literals(["api", "cli"]),
  created_at: Schema.String,
  expires_at: Schema.NullOr(Schema.String),
  last_used_at: Schema.NullOr(Schema.String)
}).annotate({ identifier: "ApiKeySummary" })

/**
 * @category models
 * @since 0.1.0
 */
export const Organization = Schema.Struct({
  org_id: Schema.String,
  namespace: Schema.String,
  display_name: Schema.String,
  description: Schema.String,
  tier: Schema.Literals(["free", "pro", "enterprise"]),
  member_count: Schema.Int,
  skill_count: Schema.Int,
  created_at: Schema.String,
  role: Schema.optionalKey(Role)
}).annotate({ identifier: "Organization" })

/**
 * @category models
 * @since 0.1.0
 */
export const Member = Schema.Struct({
  account_id: Schema.String,
  username: Schema.String,
  display_name: Schema.String,
  avatar_url: Schema.NullOr(Schema.String),
  role: Role,
  joined_at: Schema.String
}).annotate({ identifier: "OrganizationMember" })

/**
 * @category models
 * @since 0.1.0
 */
export const Usage = Schema.Struct({
  storage_bytes: Schema.Int,
  storage_limit_bytes: Schema.NullOr(Schema.Int),
  skill_count: Schema.Int,
  public_skill_count: Schema.Int,
  api_key_count: Schema.Int,
  api_key_limit: Schema.Int
}).annotate({ identifier: "AccountUsage" })

const Email = Schema.String.check(Schema.isMaxLength(254))
const Password = Schema.String.check(Schema.isMaxLength(1024))
const Done = Schema.Struct({ ok: Schema.Literal(true) })

/**
 * `/v1/auth/*`.
 *
 * @category http
 * @since 0.1.0
 */
export class AuthApi extends HttpApiGroup.make("auth")
  .add(
    HttpApiEndpoint.post("sendCode", "/v1/auth/email/send-code", {
      payload: Schema.Struct({ email: Email }),
      success: Envelope.Success(Schema.Struct({ email: Schema.String, expires_in: Schema.Int })),
      error: failures("validation_error", "service_unavailable")
    })
      .annotate(OpenApi.Summary, "Send a one-time sign-in code")
      .annotateMerge(
        describe(
          "Mails a 6-digit one-time code (10 minutes, 5 attempts; one resend a minute, 5 an hour per address, 30 an hour per client address)."
        )
      ),
    HttpApiEndpoint.post("verifyCode", "/v1/auth/email/verify-code", {
      payload: Schema.Struct({ email: Email, code: Schema.String.check(Schema.isBetweenLength(6, 6)) }),
      success: Envelope.Success(SignedIn),
      error: failures("validation_error", "unauthorized")
    })
      .annotate(OpenApi.Summary, "Verify a sign-in code")
      .annotateMerge(
        describe("Creates the account on first use and a session: sets the HttpOnly `ss_session` cookie.")
      ),
    HttpApiEndpoint.post("changePassword", "/v1/auth/email/change-password", {
      payload: Schema.Struct({ current_password: Password, new_password: Password }),
      success: Envelope.Success(Done),
      error: failures("validation_error", "invalid_request", "unauthorized")
    }).annotate(OpenApi.Summary, "Change the password"),
    HttpApiEndpoint.post("google", "/v1/auth/google", {
      payload: Schema.Struct({ credential: Schema.String.check(Schema.isMaxLength(8192)) }),
      success: Envelope.Success(SignedIn),
      error: failures("unauthorized", "forbidden", "service_unavailable")
    })
      .annotate(OpenApi.Summary, "Sign in with Google")
      .annotateMerge(describe("Signs in with a Google ID token; sets the session cookie.")),
    HttpApiEndpoint.post("github", "/v1/auth/github", {
      payload: Schema.Struct({
        code: Schema.String.check(Schema.isMaxLength(512)),
        redirect_uri: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(2048)))
      }),
      success: Envelope.Success(SignedIn),
      error: failures("unauthorized", "forbidden", "service_unavailable")
    })
      .annotate(OpenApi.Summary, "Sign in with GitHub")
      .annotateMerge(describe("Signs in with a GitHub OAuth code; sets the session cookie.")),
    HttpApiEndpoint.post("startCli", "/v1/auth/cli", {
      payload: Schema.Struct({ label: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(100))) }),
      success: created(
        Schema.Struct({
          session_id: Schema.String,
          login_url: Schema.String,
          expires_in: Schema.Int,
          interval: Schema.Int
        })
      ),
      error: failures()
    })
      .annotate(OpenApi.Summary, "Start the CLI device flow")
      .annotateMerge(describe("Starts the CLI device flow: open `login_url`, approve, then poll.")),
    HttpApiEndpoint.get("pollCli", "/v1/auth/cli/:session_id", {
      params: { session_id: Schema.String.check(Schema.isMaxLength(128)) },
      success: Envelope.Success(
        Schema.Struct({
          status: Schema.Literals(["pending", "approved", "expired"]),
          api_key: Schema.optionalKey(Schema.String)
        })
      ),
      error: failures("not_found", "key_limit_exceeded")
    })
      .annotate(OpenApi.Summary, "Poll a CLI sign-in")
      .annotateMerge(describe("`approved` carries the one-year API key exactly once.")),
    HttpApiEndpoint.post("approveCli", "/v1/auth/cli/:session_id/approve", {
      params: { session_id: Schema.String.check(Schema.isMaxLength(128)) },
      success: Envelope.Success(Schema.Struct({ status: Schema.Literal("approved") })),
      error: failures("unauthorized", "not_found", "conflict", "gone", "key_limit_exceeded")
    }).annotate(OpenApi.Summary, "Approve a CLI sign-in"),
    HttpApiEndpoint.post("logout", "/v1/auth/logout", {
      success: Envelope.Success(Done),
      error: failures("unauthorized")
    })
      .annotate(OpenApi.Summary, "Sign out")
      .annotateMerge(describe("Revokes the credential of the request and clears the cookie.")),
    HttpApiEndpoint.post("keyExchange", "/v1/auth/key-exchange", {
      success: Envelope.Success(Schema.Struct({ account: AccountView })),
      error: failures("unauthorized")
    })
      .annotate(OpenApi.Summary, "Trade an API key for a session")
      .annotateMerge(describe("Trades a bearer API key for a browser session cookie."))
  )
  .middleware(Authentication)
  .annotate(HttpEnvelope.Dialect, Envelope.registry)
  .middleware(HttpEnvelope.Middleware)
  .annotateMerge(
    OpenApi.annotations({
      title: "Authentication",
      description: "Sign-in (email code, Google, GitHub, the CLI device flow), sign-out and key exchange."
    })
  ) {}

/**
 * `/v1/account*`.
 *
 * @category http
 * @since 0.1.0
 */
export class AccountApi extends HttpApiGroup.make("account")
  .add(
    HttpApiEndpoint.get("get", "/v1/account", {
      success: Envelope.Success(AccountView),
      error: failures("unauthorized")
    }).annotate(OpenApi.Summary, "Get the account"),
    HttpApiEndpoint.delete("remove", "/v1/account", {
      success: Envelope.Success(Schema.Struct({ deletion_scheduled_at: Schema.String, purge_after: Schema.String })),
      error: failures("unauthorized", "email_not_verified")
    })
      .annotate(OpenApi.Summary, "Delete the account")
      .annotateMerge(describe("Schedules deletion: keys and sessions end now, everything else after 30 days.")),
    HttpApiEndpoint.post("verifyEmail", "/v1/account/verify-email", {
      payload: Schema.Struct({ email: Email }),
      success: Envelope.Success(Schema.Struct({ email: Schema.String, expires_in: Schema.Int })),
      error: failures("unauthorized", "validation_error")
    }).annotate(OpenApi.Summary, "Send an email verification link"),
    HttpApiEndpoint.post("confirmEmail", "/v1/account/verify-email/confirm", {
      payload: Schema.Struct({ token: Schema.String.check(Schema.isMaxLength(128)) }),
      success: Envelope.Success(AccountView),
      error: failures("not_found", "gone", "conflict")
    })
      .annotate(OpenApi.Summary, "Confirm the email address")
      .annotateMerge(describe("Consumes the link's one-time token (the link's page calls it).")),
    HttpApiEndpoint.post("claim", "/v1/account/claim", {
      payload: Schema.Struct({ token: Schema.String.check(Schema.isMaxLength(128)), password: Password }),
      success: Envelope.Success(SignedIn),
      error: failures("validation_error", "not_found", "gone")
    }).annotate(OpenApi.Summary, "Claim a username"),
    HttpApiEndpoint.get("usage", "/v1/account/usage", {
      success: Envelope.Success(Usage),
      error: failures("unauthorized")
    }).annotate(OpenApi.Summary, "Get the account's usage"),
    HttpApiEndpoint.get("listKeys", "/v1/account/keys", {
      success: Envelope.Success(Schema.Array(KeySummary)),
      error: failures("unauthorized")
    }).annotate(OpenApi.Summary, "List API keys"),
    HttpApiEndpoint.post("createKey", "/v1/account/keys", {
      payload: Schema.Struct({
        label: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(100)))),
        expires_in_days: Schema.optionalKey(Schema.NullOr(Schema.Int))
      }),
      success: created(IssuedKey),
      error: failures("unauthorized", "validation_error", "key_limit_exceeded")
    }).annotate(OpenApi.Summary, "Create an API key"),
    HttpApiEndpoint.delete("revokeKey", "/v1/account/keys/:keyId", {
      params: { keyId: Schema.String.check(Schema.isMaxLength(64)) },
      success: Envelope.Success(Done),
      error: failures("unauthorized", "not_found")
    }).annotate(OpenApi.Summary, "Revoke an API key")
  )
  .middleware(Authentication)
  .annotate(HttpEnvelope.Dialect, Envelope.registry)
  .middleware(HttpEnvelope.Middleware)
  .annotateMerge(
    OpenApi.annotations({
      title: "Account",
      description: "The caller's account: email, username, usage, API keys and deletion."
    })
  ) {}

const OrganizationId = { orgId: Schema.String.check(Schema.isMaxLength(64)) }

/**
 * `/v1/orgs*`.
 *
 * @category http
 * @since 0.1.0
 */
export class OrganizationsApi extends HttpApiGroup.make("organizations")
  .add(
    HttpApiEndpoint.get("list", "/v1/orgs", {
      success: Envelope.Success(Schema.Array(Organization)),
      error: failures("unauthorized")
    }).annotate(OpenApi.Summary, "List organizations"),
    HttpApiEndpoint.post("create", "/v1/orgs", {
      payload: Schema.Struct({
        namespace: Schema.String.check(Schema.isMaxLength(40)),
        display_name: Schema.String.check(Schema.isMaxLength(200)),
        description: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(2000)))
      }),
      success: created(Organization),
      error: failures("unauthorized", "email_not_verified", "conflict", "validation_error")
    }).annotate(OpenApi.Summary, "Create an organization"),
    HttpApiEndpoint.get("get", "/v1/orgs/:orgId", {
      params: OrganizationId,
      success: Envelope.Success(Organization),
      error: failures("unauthorized", "not_found")
    }).annotate(OpenApi.Summary, "Get an organization"),
    HttpApiEndpoint.patch("update", "/v1/orgs/:orgId", {
      params: OrganizationId,
      payload: Schema.Struct({
        display_name: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200))),
        description: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(2000)))
      }),
      success: Envelope.Success(Organization),
      error: failures("unauthorized", "forbidden", "not_found", "validation_error")
    }).annotate(OpenApi.Summary, "Update an organization"),
    HttpApiEndpoint.delete("remove", "/v1/orgs/:orgId", {
      params: OrganizationId,
      success: Envelope.Success(Done),
      error: failures("unauthorized", "forbidden", "not_found")
    }).annotate(OpenApi.Summary, "Delete an organization"),
    HttpApiEndpoint.get("members", "/v1/orgs/:orgId/members", {
      params: OrganizationId,
      success: Envelope.Success(Schema.Array(Member)),
      error: failures("unauthorized", "forbidden", "not_found")
    }).annotate(OpenApi.Summary, "List an organization's members"),
    HttpApiEndpoint.post("invite", "/v1/orgs/:orgId/members/invite", {
      params: OrganizationId,
      payload: Schema.Struct({ email: Email, role: Schema.optionalKey(Schema.Literals(["admin", "member"])) }),
      success: created(
        Schema.Struct({ email: Schema.String, role: Schema.Literals(["admin", "member"]), expires_at: Schema.String })
      ),
      error: failures("unauthorized", "forbidden", "not_found", "conflict", "validation_error")
    }).annotate(OpenApi.Summary, "Invite a member"),
    HttpApiEndpoint.post("accept", "/v1/orgs/invitations/accept", {
      payload: Schema.Struct({ token: Schema.String.check(Schema.isMaxLength(128)) }),
      success: Envelope.Success(Organization),
      error: failures("unauthorized", "forbidden", "not_found", "gone")
    })
      .annotate(OpenApi.Summary, "Accept an invitation")
      .annotateMerge(describe("Accepts an invitation (the invitation link's page calls it)."))
  )
  .middleware(Authentication)
  .annotate(HttpEnvelope.Dialect, Envelope.registry)
  .middleware(HttpEnvelope.Middleware)
  .annotateMerge(
    OpenApi.annotations({ title: "Organizations", description: "Organizations, their members and invitations." })
  ) {}

/**
 * `GET /v1/users/{username}`.
 *
 * @category http
 * @since 0.1.0
 */
export class UsersApi extends HttpApiGroup.make("users")
  .add(
    HttpApiEndpoint.get("profile", "/v1/users/:username", {
      params: { username: Schema.String.check(Schema.isMaxLength(64)) },
      success: Envelope.Success(PublicProfile),
      error: failures("not_found")
    }).annotate(OpenApi.Summary, "Get a public profile")
  )
  .annotate(HttpEnvelope.Dialect, Envelope.registry)
  .middleware(HttpEnvelope.Middleware)
  .annotateMerge(OpenApi.annotations({ title: "Users", description: "Public profiles." })) {}

/**
 * @category models
 * @since 0.1.0
 */
export const UserToken = Schema.Struct({
  token: Schema.String,
  subject_type: Schema.Literal("user"),
  subject_id: Schema.String,
  expires_at: Schema.String
}).annotate({ identifier: "UserToken" })

/**
 * `POST /v1/app-api/tokens`: the programmatic way to mint a user token (spec 2 leaves
 * it open), answered in the app API's envelope.
 *
 * @category http
 * @since 0.1.0
 */
export class AppTokensApi extends HttpApiGroup.make("appTokens")
  .add(
    HttpApiEndpoint.post("createUserToken", "/v1/app-api/tokens", {
      payload: Schema.Struct({ slug: Schema.String.check(Schema.isMaxLength(40)) }),
      success: created(UserToken),
      error: appFailures("validation_error", "unauthorized", "forbidden", "not_found")
    })
      .annotate(OpenApi.Summary, "Create an app user token")
      .annotateMerge(
        describe(
          "A user token bound to the app `slug` (30 days, shown once), for the account of a signed-in session or a registry API key (`Authorization: Bearer <key>`). It spends the account's credits: treat it like a password."
        )
      )
  )
  .middleware(Authentication)
  .annotate(HttpEnvelope.Dialect, Envelope.app)
  .middleware(HttpEnvelope.Middleware)
  .annotateMerge(OpenApi.annotations({ title: "App tokens", description: "User tokens for the app API." })) {}

/**
 * Every identity group as one API. A host adds it to its own with
 * `HttpApi.make("host").addHttpApi(IdentityApi.Api)` and provides
 * `IdentityHttp.layerFor(HostApi)`.
 *
 * @category http
 * @since 0.1.0
 */
export class Api extends HttpApi.make("identity")
  .add(AuthApi)
  .add(AccountApi)
  .add(OrganizationsApi)
  .add(UsersApi)
  .add(AppTokensApi) {}
