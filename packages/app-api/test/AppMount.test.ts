import { assert, describe, it } from "@effect/vitest"
import { Pagination } from "@vouch/envelope"
import type { Layer } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import * as AppApi from "../src/AppApi.ts"
import * as AppHttp from "../src/AppHttp.ts"

const options = { cursors: Pagination.makeCursorCodec("a test secret of enough bytes") }

// Compiled by `tsc` with the rest of the tests: each `@ts-expect-error` must be an error.
describe("AppHttp.layerFor", () => {
  it("types: provides exactly the app API groups the API contains, under a prefix; refuses an API without any", () => {
    const subset = AppHttp.layerFor(HttpApi.make("host").add(AppApi.AppDataApi.prefix("/apps")), options)
    const provides: Layer.Layer<HttpApiGroup.Service<"host", "appData">, never, unknown> = subset
    // @ts-expect-error the `appRun` group is not in the API, so not provided
    const run: Layer.Layer<HttpApiGroup.Service<"host", "appRun">, never, unknown> = subset
    // @ts-expect-error an API with none of the app API groups
    AppHttp.layerFor(HttpApi.make("host").add(HttpApiGroup.make("own")), options)
    AppHttp.layerFor(
      // @ts-expect-error a group named `appData` that is not the app API's
      HttpApi.make("host").add(HttpApiGroup.make("appData").add(HttpApiEndpoint.get("x", "/x"))),
      options
    )
    assert.isDefined([provides, run])
  })
})
