import { createServer } from "node:http"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { assert, describe, layer } from "@effect/vitest"
import { HttpEnvelope } from "@vouch/envelope"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServer, type HttpServerRequest, HttpServerResponse } from "effect/http"
import type * as Types from "effect/Types"
import * as RateLimitMiddleware from "../src/RateLimitMiddleware.ts"
import { RateLimitStore } from "../src/RateLimitStore.ts"

const ok = HttpServerResponse.jsonUnsafe({ ok: true, data: {} })

// Two keys the "identity layer" knows; every other credential is unknown.
const accounts: Record<string, string> = { "key-one": "acc_1", "key-two": "acc_2", "key-three": "acc_1" }
const verified: Array<string> = []

const serverWith = (options: RateLimitMiddleware.Options) =>
  HttpRouter.serve(
    Layer.mergeAll(
      HttpRouter.add("GET", "/v1/things", ok),
      HttpRouter.add("GET", "/v1/skills/search", ok),
      HttpRouter.add("POST", "/v1/app-api/guest", ok),
      HttpRouter.add("POST", "/v1/auth/email/send-code", ok),
      HttpRouter.add("GET", "/v1/health", ok),
      HttpRouter.middleware(
        (httpEffect) =>
          HttpEnvelope.withEnvelope()(RateLimitMiddleware.withRateLimit(options)(httpEffect)) as Effect.Effect<
            HttpServerResponse.HttpServerResponse,
            Types.unhandled,
            HttpServerRequest.HttpServerRequest | RateLimitStore
          >,
        { global: true }
      )
    ),
    { disableLogger: true, disableListenLog: true }
  ).pipe(
    Layer.provide(RateLimitStore.layerMemory),
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" }))
  )

const Verified = serverWith({
  identify: RateLimitMiddleware.verifiedIdentity({
    verify: (credential) =>
      Effect.sync(() => {
        verified.push(credential)
        return accounts[credential]
      })
  }),
  exempt: (request, policy) => policy.name === "health" && request.headers["x-probe"] === "yes"
})

const call = (path: string, init?: RequestInit) =>
  Effect.gen(function* () {
    const server = yield* HttpServer.HttpServer
    const response = yield* Effect.promise(() => fetch(`${HttpServer.formatAddress(server.address)}${path}`, init))
    const body = (yield* Effect.promise(() => response.json())) as {
      readonly ok: boolean
      readonly error?: {
        readonly code: string
        readonly details: { readonly retry_after_ms: number; readonly policy: string }
      }
      readonly meta?: { readonly request_id: string }
    }
    return { response, body }
  })

const remaining = (response: Response) => Number(response.headers.get("x-ratelimit-remaining"))

describe("RateLimitMiddleware over real HTTP", () => {
  layer(Verified, { excludeTestServices: true })("with verified credentials", (it) => {
    it.effect("sets the headers on every response and refuses past the limit with the envelope", () =>
      Effect.gen(function* () {
        const headers = { authorization: "Bearer key-one" }
        const first = yield* call("/v1/things", { headers })
        assert.strictEqual(first.response.headers.get("x-ratelimit-limit"), "120")
        assert.strictEqual(first.response.headers.get("x-ratelimit-remaining"), "119")
        assert.strictEqual(first.response.headers.get("x-ratelimit-window"), "60")
        assert.match(first.response.headers.get("x-ratelimit-reset") ?? "", /^\d+$/)
        assert.strictEqual(first.response.headers.get("ratelimit-policy"), '"default";q=120;w=60')
        for (let index = 1; index < 120; index++) yield* call("/v1/things", { headers })
        const refused = yield* call("/v1/things", { headers })
        assert.strictEqual(refused.response.status, 429)
        assert.strictEqual(refused.body.error?.code, "rate_limited")
        assert.strictEqual(refused.response.headers.get("x-ratelimit-remaining"), "0")
        const retryAfter = Number(refused.response.headers.get("retry-after"))
        assert.isTrue(retryAfter >= 1 && retryAfter <= 60)
        assert.strictEqual(refused.body.error?.details.retry_after_ms, retryAfter * 1000)
        assert.strictEqual(refused.body.meta?.request_id, refused.response.headers.get("x-request-id"))
        // Another key of the same account shares its window; verification is cached.
        const sameAccount = yield* call("/v1/things", { headers: { authorization: "Bearer key-three" } })
        assert.strictEqual(sameAccount.response.status, 429)
        assert.strictEqual(verified.filter((credential) => credential === "key-one").length, 1)
        // Another account has its own window; unknown routes are counted and carry the headers too.
        const other = yield* call("/v1/things", { headers: { authorization: "Bearer key-two" } })
        assert.strictEqual(other.response.status, 200)
        const missing = yield* call("/v1/missing", { headers: { authorization: "Bearer key-two" } })
        assert.strictEqual(missing.response.status, 404)
        assert.strictEqual(missing.response.headers.get("x-ratelimit-remaining"), "118")
      })
    )

    it.effect("counts invented credentials under the client address, not in fresh windows", () =>
      Effect.gen(function* () {
        const statuses: Array<number> = []
        for (let index = 0; index < 61; index++) {
          const { response } = yield* call("/v1/skills/search", {
            headers: { authorization: `Bearer invented-${index}-${Math.random()}` }
          })
          statuses.push(response.status)
        }
        assert.deepStrictEqual(statuses, [...Array(60).fill(200), 429])
        // The address's window is the one an anonymous caller has.
        const anonymous = yield* call("/v1/skills/search")
        assert.strictEqual(anonymous.response.status, 429)
      })
    )

    it.effect("counts sign-in attempts and guest tokens per address, whatever token is sent", () =>
      Effect.gen(function* () {
        const signIn: Array<number> = []
        for (let index = 0; index < 11; index++) {
          const { response } = yield* call("/v1/auth/email/send-code", {
            method: "POST",
            headers: { authorization: index === 0 ? "Bearer key-two" : `Bearer invented-${index}` }
          })
          signIn.push(response.status)
        }
        assert.deepStrictEqual(signIn, [...Array(10).fill(200), 429])
        const guests: Array<number> = []
        for (let index = 0; index < 11; index++) {
          const { response } = yield* call("/v1/app-api/guest", {
            method: "POST",
            headers: { authorization: "Bearer key-two" }
          })
          guests.push(response.status)
        }
        assert.deepStrictEqual(guests, [...Array(10).fill(200), 429])
      })
    )

    it.effect("answers health with the headers; exempt probes are not counted", () =>
      Effect.gen(function* () {
        const probe = yield* call("/v1/health", { headers: { "x-probe": "yes" } })
        assert.strictEqual(probe.response.status, 200)
        assert.strictEqual(probe.response.headers.get("x-ratelimit-limit"), "60")
        assert.strictEqual(remaining(probe.response), 60)
        assert.strictEqual(probe.response.headers.get("x-ratelimit-reset"), "60")
        assert.strictEqual(probe.response.headers.get("x-ratelimit-window"), "60")
        const counted = yield* call("/v1/health")
        assert.strictEqual(remaining(counted.response), 59)
        const again = yield* call("/v1/health", { headers: { "x-probe": "yes" } })
        assert.strictEqual(remaining(again.response), 60)
      })
    )
  })

  layer(serverWith({}), { excludeTestServices: true })("spelled differently", (it) => {
    it.effect("counts //v1, /V1, /%761 and escaped segments in the window of the route they reach", () =>
      Effect.gen(function* () {
        const first = yield* call("/v1/skills/search")
        assert.strictEqual(first.response.headers.get("ratelimit-policy"), '"content";q=60;w=60')
        const start = remaining(first.response)
        const spellings = [
          "//v1/skills/search",
          "/V1/SKILLS/Search",
          "/%761/skills/search",
          "/v1/skills/%73earch",
          "/v1//skills/search/",
          "/v1/skills/search;x=1"
        ]
        for (const [index, spelling] of spellings.entries()) {
          const { response } = yield* call(spelling)
          assert.strictEqual(response.status, 200, spelling)
          assert.strictEqual(response.headers.get("ratelimit-policy"), '"content";q=60;w=60', spelling)
          assert.strictEqual(remaining(response), start - index - 1, spelling)
        }
        // No credential is trusted by default: a bearer token gets no window of its own.
        const withToken = yield* call("/v1/skills/search", { headers: { authorization: "Bearer anything" } })
        assert.strictEqual(remaining(withToken.response), start - spellings.length - 1)
      })
    )
  })
})
