/**
 * `HttpEnvelope.layerNotFound` answers unknown routes exactly as the envelope
 * middleware answers the router's `RouteNotFound` (status, headers, body but the
 * request id), without the router failing: no `RouteNotFound` reaches the
 * middleware. HEAD of a GET route still answers from that route.
 */
import { afterAll, assert, describe, it } from "@effect/vitest"
import { type Cause, Effect, Layer } from "effect"
import { HttpRouter, type HttpServerRequest, HttpServerResponse } from "effect/http"
import type * as Types from "effect/Types"
import * as HttpEnvelope from "../src/HttpEnvelope.ts"

const reportedTags = (reported: Array<Cause.Cause<unknown>>) =>
  reported.flatMap((cause) =>
    cause.reasons.map((reason) => {
      const value = reason._tag === "Fail" ? reason.error : reason._tag === "Die" ? reason.defect : undefined
      const tagged = value as { readonly _tag?: string; readonly reason?: { readonly _tag?: string } } | undefined
      return `${tagged?._tag}/${tagged?.reason?._tag}`
    })
  )

// The envelope middleware over a recorder of every failure the routes (or the router) give it.
const app = (withNotFound: boolean) => {
  const reported: Array<Cause.Cause<unknown>> = []
  const recorded = HttpRouter.middleware(
    (httpEffect) =>
      HttpEnvelope.withEnvelope()(
        Effect.tapCause(httpEffect, (cause) => Effect.sync(() => reported.push(cause)))
      ) as Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled, HttpServerRequest.HttpServerRequest>,
    { global: true }
  )
  const routes = Layer.mergeAll(
    HttpRouter.add("GET", "/v1/items/:id", HttpServerResponse.text("item")),
    recorded,
    withNotFound ? HttpEnvelope.layerNotFound : Layer.empty
  )
  const { handler, dispose } = HttpRouter.toWebHandler(routes, { disableLogger: true })
  return { handler, dispose, reported }
}

const answer = async (handler: (request: Request) => Promise<Response>, method: string, path: string) => {
  const response = await handler(new Request(`http://localhost${path}`, { method }))
  const text = await response.text()
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== "x-request-id"))
  const body = text === "" ? undefined : (JSON.parse(text) as { meta?: { request_id?: string } })
  const requestId = body?.meta?.request_id
  if (body?.meta !== undefined) delete body.meta.request_id
  return { status: response.status, headers, body, requestId, header: response.headers.get("x-request-id") }
}

describe("HttpEnvelope.layerNotFound", () => {
  const router = app(false)
  const catchAll = app(true)
  afterAll(async () => {
    await router.dispose()
    await catchAll.dispose()
  })

  it("answers unknown routes as the router's RouteNotFound is answered, in both dialects", async () => {
    const requests: Array<[string, string]> = [
      ["GET", "/v1/nothing"],
      ["POST", "/v1/items/7"],
      ["DELETE", "/v1/app-api/apps/chat/me"],
      ["PUT", "/nothing-at-all"],
      ["PATCH", "/v1/items/7/deeper"],
      ["OPTIONS", "/"],
      ["HEAD", "/v1/nothing"]
    ]
    for (const [method, path] of requests) {
      const expected = await answer(router.handler, method, path)
      const actual = await answer(catchAll.handler, method, path)
      assert.strictEqual(expected.status, 404, `${method} ${path}`)
      assert.deepStrictEqual(actual.status, expected.status, `${method} ${path}`)
      assert.deepStrictEqual(actual.headers, expected.headers, `${method} ${path}`)
      assert.deepStrictEqual(actual.body, expected.body, `${method} ${path}`)
      if (method !== "HEAD") {
        assert.match(actual.requestId ?? "", /^req_[0-9a-z]{26}$/)
        assert.strictEqual(actual.header, actual.requestId)
      }
    }
    assert.include(reportedTags(router.reported), "HttpServerError/RouteNotFound")
    assert.deepStrictEqual(reportedTags(catchAll.reported), [])
  })

  it("leaves known routes and HEAD of a GET route to their route", async () => {
    for (const method of ["GET", "HEAD"]) {
      const response = await catchAll.handler(new Request("http://localhost/v1/items/7", { method }))
      assert.strictEqual(response.status, 200, method)
      assert.strictEqual(await response.text(), method === "GET" ? "item" : "")
    }
  })
})
