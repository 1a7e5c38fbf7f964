import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { assert, layer } from "@effect/vitest"
import { HttpEnvelope } from "@vouch/envelope"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServer, type HttpServerRequest, HttpServerResponse } from "effect/http"
import type * as Types from "effect/Types"
import * as RateLimitMiddleware from "../src/RateLimitMiddleware.ts"
import { RateLimitStore } from "../src/RateLimitStore.ts"

const Routes = Layer.mergeAll(
  HttpRouter.add("GET", "/v1/things", HttpServerResponse.jsonUnsafe({ ok: true, data: {} })),
  HttpRouter.add("POST", "/v1/auth/email/send-code", HttpServerResponse.jsonUnsafe({ ok: true, data: {} })),
  HttpRouter.add("GET", "/v1/health", HttpServerResponse.jsonUnsafe({ ok: true, data: {} })),
  HttpRouter.middleware(
    (httpEffect) =>
      HttpEnvelope.withEnvelope()(RateLimitMiddleware.withRateLimit()(httpEffect)) as Effect.Effect<
        HttpServerResponse.HttpServerResponse,
        Types.unhandled,
        HttpServerRequest.HttpServerRequest | RateLimitStore
      >,
    { global: true }
  )
)

const ServerLayer = HttpRouter.serve(Routes, { disableLogger: true, disableListenLog: true }).pipe(
  Layer.provide(RateLimitStore.layerMemory),
  Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" }))
)

const call = (path: string, init?: RequestInit) =>
  Effect.gen(function* () {
    const server = yield* HttpServer.HttpServer
    const response = yield* Effect.promise(() => fetch(`${HttpServer.formatAddress(server.address)}${path}`, init))
    const body = (yield* Effect.promise(() => response.json())) as {
      readonly ok: boolean
      readonly error?: { readonly code: string; readonly details: { readonly retry_after_ms: number } }
      readonly meta?: { readonly request_id: string }
    }
    return { response, body }
  })

layer(ServerLayer, { excludeTestServices: true })("RateLimitMiddleware over real HTTP", (it) => {
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
      // Another key has its own window; unknown routes are counted and carry the headers too.
      const other = yield* call("/v1/things", { headers: { authorization: "Bearer key-two" } })
      assert.strictEqual(other.response.status, 200)
      const missing = yield* call("/v1/missing", { headers: { authorization: "Bearer key-two" } })
      assert.strictEqual(missing.response.status, 404)
      assert.strictEqual(missing.response.headers.get("x-ratelimit-remaining"), "118")
    })
  )

  it.effect("counts sign-in attempts per address, whatever token is sent", () =>
    Effect.gen(function* () {
      const statuses: Array<number> = []
      for (let index = 0; index < 11; index++) {
        const { response } = yield* call("/v1/auth/email/send-code", {
          method: "POST",
          headers: { authorization: `Bearer invented-${index}` }
        })
        statuses.push(response.status)
      }
      assert.deepStrictEqual(statuses, [...Array(10).fill(200), 429])
    })
  )

  it.effect("leaves the health check unlimited", () =>
    Effect.gen(function* () {
      const { response } = yield* call("/v1/health")
      assert.strictEqual(response.status, 200)
      assert.isNull(response.headers.get("x-ratelimit-limit"))
    })
  )
})
