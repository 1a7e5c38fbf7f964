/**
 * Expected refusals of the app API (401 without a valid token, 404 for a key never
 * written, 402 without credits) leave the handlers as typed `ApiError` failures: the
 * error reporter sees failures, never defects, and the OpenAPI document declares them.
 */
import { assert, describe, it, layer } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Cause, Effect, ErrorReporter, Layer } from "effect"
import { OpenApi } from "effect/http-api"
import * as AppApi from "../src/AppApi.ts"
import { call, migrations, runtime, serve, user } from "./Fixtures.ts"

// Every cause the HTTP API builder reports, unfiltered: a `Fail` is an expected failure,
// a `Die` a defect.
const reported: Array<Cause.Cause<unknown>> = []
const Reporting = ErrorReporter.layer([
  { [ErrorReporter.TypeId]: ErrorReporter.TypeId, report: ({ cause }) => void reported.push(cause) }
])

const [pglite] = DatabaseTest.backends("app_api_typed_failures", { migrations })

layer(serve(runtime(pglite!.layer)).pipe(Layer.provide(Reporting)), { excludeTestServices: true })(
  "app API refusals over HTTP",
  (it) => {
    it.effect("are typed failures the error reporter never sees as defects", () =>
      Effect.gen(function* () {
        const { token } = yield* user("typed@example.com", "echo", 0)
        reported.length = 0
        const anonymous = yield* call("/v1/app-api/me", { token: "not-a-token-at-all-really" })
        assert.deepStrictEqual(
          [anonymous.status, anonymous.body.error?.code, anonymous.body.error?.status],
          [401, "unauthorized", 401]
        )
        assert.strictEqual(anonymous.body.meta.request_id, anonymous.response.headers.get("x-request-id"))
        const missing = yield* call("/v1/app-api/data/never-written", { token })
        assert.strictEqual(missing.status, 404)
        assert.isFalse(
          reported.some((cause) => Cause.hasDies(cause)),
          "expected failures are not defects"
        )
        assert.deepStrictEqual(
          reported.flatMap((cause) =>
            cause.reasons.filter(Cause.isFailReason).map((reason) => (reason.error as { code?: string }).code)
          ),
          ["unauthorized", "not_found"]
        )
      })
    )
  }
)

describe("AppApi", () => {
  it("declares the failure statuses of its endpoints in the OpenAPI document", () => {
    const document = OpenApi.fromApi(AppApi.Api)
    const responses = (path: string, method: "get" | "post") =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {})
    assert.includeMembers(responses("/v1/app-api/me", "get"), ["200", "401", "429", "500"])
    assert.includeMembers(responses("/v1/app-api/run", "post"), ["401", "402", "403"])
    assert.include(JSON.stringify(document.paths["/v1/app-api/me"]?.get?.responses["401"]), "AppUnauthorized")
  })
})
