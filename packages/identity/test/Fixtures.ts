/**
 * Test fixtures: a served identity API on a real database, the outbox reader, and
 * local servers speaking Google's JWKS and GitHub's OAuth protocols.
 */
import { generateKeyPairSync, type KeyObject, sign } from "node:crypto"
import { mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { Migrations } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { HttpEnvelope } from "@vouch/envelope"
import { Effect, Layer, Option, Redacted } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import {
  Identity,
  IdentityApi,
  IdentityConfig,
  IdentityHooks,
  IdentityHttp,
  IdentityMigrations,
  IdentityPages,
  Mailer,
  type MailLimits,
  type Policy
} from "../src/index.ts"

export const migrations = [Migrations.make("identity", IdentityMigrations.migrations)]

/** Runs an effect as if the clock read `time`; see `DatabaseTest.atTime`. */
export const at = DatabaseTest.atTime

const listen = (handler: (request: IncomingMessage, response: ServerResponse, body: string) => void) =>
  new Promise<string>((resolve) => {
    const server = createServer((request, response) => {
      let body = ""
      request.on("data", (chunk: Buffer) => {
        body += chunk.toString()
      })
      request.on("end", () => handler(request, response, body))
    })
    server.unref()
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      resolve(`http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`)
    })
  })

const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { "content-type": "application/json", ...headers })
  response.end(JSON.stringify(body))
}

/** A Google stand-in: serves a JWKS and signs ID tokens with its private key. */
export const google = await (async () => {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 })
  const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey
  const kid = "test-key-1"
  const url = await listen((request, response) => {
    if (request.url === "/oauth2/v3/certs")
      return json(
        response,
        200,
        { keys: [{ ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" }] },
        {
          "cache-control": "public, max-age=3600"
        }
      )
    json(response, 404, {})
  })
  const clientId = "vouch-test.apps.googleusercontent.com"
  const token = (
    claims: Record<string, unknown>,
    options: { readonly key?: KeyObject; readonly kid?: string; readonly alg?: string } = {}
  ) => {
    const now = Math.floor(Date.now() / 1000)
    const header = Buffer.from(
      JSON.stringify({ alg: options.alg ?? "RS256", kid: options.kid ?? kid, typ: "JWT" })
    ).toString("base64url")
    const payload = Buffer.from(
      JSON.stringify({
        iss: "https://accounts.google.com",
        aud: clientId,
        sub: "google-subject-1",
        email: "ada@example.com",
        email_verified: true,
        name: "Ada Lovelace",
        iat: now,
        exp: now + 3600,
        ...claims
      })
    ).toString("base64url")
    const signature = sign("RSA-SHA256", Buffer.from(`${header}.${payload}`), options.key ?? privateKey).toString(
      "base64url"
    )
    return `${header}.${payload}.${signature}`
  }
  return { jwksUrl: `${url}/oauth2/v3/certs`, clientId, token, stranger }
})()

/** A GitHub stand-in: `good-code` exchanges for a token that reads user 42. */
export const github = await (async () => {
  const url = await listen((request, response, body) => {
    if (request.method === "POST" && request.url === "/login/oauth/access_token") {
      const input = JSON.parse(body || "{}") as { code?: string; client_secret?: string }
      if (input.code === "good-code" && input.client_secret === "github-secret")
        return json(response, 200, { access_token: "gho_test", token_type: "bearer", scope: "user:email" })
      return json(response, 200, {
        error: "bad_verification_code",
        error_description: "The code passed is incorrect or expired."
      })
    }
    if (request.headers.authorization !== "Bearer gho_test") return json(response, 401, { message: "Bad credentials" })
    if (request.url === "/user")
      return json(response, 200, {
        id: 42,
        login: "octocat",
        name: "The Octocat",
        avatar_url: "https://avatars.example/42"
      })
    if (request.url === "/user/emails")
      return json(response, 200, [
        { email: "octo-old@example.com", primary: false, verified: true },
        { email: "octocat@example.com", primary: true, verified: true }
      ])
    json(response, 404, {})
  })
  return { oauthUrl: url, apiUrl: url }
})()

export const publicUrl = "http://vouch.test"

/** The outbox of one suite: messages in order of writing. */
export const makeOutbox = () => {
  const directory = mkdtempSync(join(tmpdir(), "vouch-outbox-"))
  const messages = () =>
    readdirSync(directory)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map(
        (name) =>
          JSON.parse(readFileSync(join(directory, name), "utf8")) as {
            to: string
            subject: string
            text: string
            html: string
            created_at: string
          }
      )
  const lastTo = (to: string) => {
    const found = messages().filter((message) => message.to === to)
    const last = found[found.length - 1]
    if (last === undefined) throw new Error(`no mail to ${to}`)
    return last
  }
  return {
    directory,
    messages,
    lastTo,
    codeFor: (to: string) => /code is (\d{6})/.exec(lastTo(to).text)?.[1] ?? "",
    tokenIn: (to: string) => /token=([^\s&"]+)/.exec(lastTo(to).text)?.[1] ?? ""
  }
}

/** Hooks that know one hosted app, `chat`. */
export const hooks = Layer.effect(
  IdentityHooks.IdentityHooks,
  Effect.map(IdentityHooks.IdentityHooks, (none) =>
    IdentityHooks.IdentityHooks.of({
      ...none,
      appName: (slug) => Effect.succeed(slug === "chat" ? Option.some("Chat") : Option.none())
    })
  )
).pipe(Layer.provide(IdentityHooks.IdentityHooks.layerNone))

/** The identity services without HTTP over the given database, with no provider and no hooks. */
export const services = <Database>(
  outbox: string,
  database: Layer.Layer<Database>,
  options: {
    readonly secret: string
    readonly mailLimits?: Partial<MailLimits.Limits>
    readonly policy?: Partial<Policy.Policy>
  }
) =>
  Identity.layer.pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        Mailer.Mailer.layerOutbox(outbox),
        IdentityHooks.IdentityHooks.layerNone,
        IdentityConfig.IdentityConfig.layer({
          publicUrl,
          secret: Redacted.make(options.secret),
          google: Option.none(),
          github: Option.none(),
          mailLimits: options.mailLimits,
          policy: options.policy
        })
      )
    ),
    Layer.provideMerge(database)
  )

/** The identity API served on a loopback port over the given database. */
export const serve = <Database>(outbox: string, database: Layer.Layer<Database>) =>
  HttpRouter.serve(
    Layer.mergeAll(
      HttpApiBuilder.layer(IdentityApi.Api).pipe(Layer.provide(IdentityHttp.layer)),
      IdentityPages.layer,
      HttpEnvelope.layer()
    ),
    { disableLogger: true, disableListenLog: true }
  ).pipe(
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
    Layer.provideMerge(Identity.layer),
    Layer.provideMerge(
      Layer.mergeAll(
        Mailer.Mailer.layerOutbox(outbox),
        hooks,
        IdentityConfig.IdentityConfig.layer({
          publicUrl,
          secret: Redacted.make("a test secret"),
          google: Option.some({
            clientId: google.clientId,
            jwksUrl: google.jwksUrl,
            issuers: ["accounts.google.com", "https://accounts.google.com"]
          }),
          github: Option.some({
            clientId: "github-client",
            clientSecret: Redacted.make("github-secret"),
            oauthUrl: github.oauthUrl,
            apiUrl: github.apiUrl
          })
        })
      )
    ),
    Layer.provideMerge(database)
  )

export interface Body {
  readonly ok: boolean
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are probed field by field in tests
  readonly data?: any
  readonly error?: { readonly code: string; readonly message: string }
}

export const call = (path: string, init: RequestInit & { readonly json?: unknown } = {}) =>
  Effect.gen(function* () {
    const server = yield* HttpServer.HttpServer
    const url = HttpServer.formatAddress(server.address)
    const { json: payload, ...rest } = init
    const response = yield* Effect.promise(() =>
      fetch(`${url}${path}`, {
        ...rest,
        ...(payload === undefined
          ? {}
          : {
              body: JSON.stringify(payload),
              headers: { "content-type": "application/json", ...(rest.headers as Record<string, string>) }
            })
      })
    )
    const text = yield* Effect.promise(() => response.text())
    return { response, status: response.status, body: (text === "" ? {} : JSON.parse(text)) as Body }
  })

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` })
export const cookie = (value: string) => ({ cookie: `ss_session=${value}` })
export const sessionOf = (response: Response) =>
  /ss_session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? ""

/** Signs an address in through the email code; answers the session cookie value and the account. */
export const signIn = (outbox: ReturnType<typeof makeOutbox>, email: string) =>
  Effect.gen(function* () {
    const sent = yield* call("/v1/auth/email/send-code", { method: "POST", json: { email } })
    if (sent.status !== 200) throw new Error(`send-code ${email}: ${JSON.stringify(sent.body)}`)
    const verified = yield* call("/v1/auth/email/verify-code", {
      method: "POST",
      json: { email, code: outbox.codeFor(email) }
    })
    if (verified.status !== 200) throw new Error(`verify-code ${email}: ${JSON.stringify(verified.body)}`)
    return { session: sessionOf(verified.response), account: verified.body.data.account }
  })
