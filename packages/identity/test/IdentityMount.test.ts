import { assert, describe, it } from "@effect/vitest"
import type { Layer } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import * as IdentityApi from "../src/IdentityApi.ts"
import * as IdentityHttp from "../src/IdentityHttp.ts"

// Compiled by `tsc` with the rest of the tests: each `@ts-expect-error` must be an error.
describe("IdentityHttp.layerFor", () => {
  it("types: provides exactly the identity groups the API contains, prefixed or not; refuses an API without any", () => {
    const subset = IdentityHttp.layerFor(
      HttpApi.make("host").add(IdentityApi.UsersApi.prefix("/identity")).add(IdentityApi.AuthApi)
    )
    const provides: Layer.Layer<HttpApiGroup.Service<"host", "users" | "auth">, never, unknown> = subset
    // @ts-expect-error the `account` group is not in the API, so not provided
    const account: Layer.Layer<HttpApiGroup.Service<"host", "account">, never, unknown> = subset
    // @ts-expect-error an API with none of the identity groups
    IdentityHttp.layerFor(HttpApi.make("host").add(HttpApiGroup.make("own")))
    // @ts-expect-error a group named `users` that is not identity's
    IdentityHttp.layerFor(HttpApi.make("host").add(HttpApiGroup.make("users").add(HttpApiEndpoint.get("x", "/x"))))
    const whole = IdentityHttp.layerFor(IdentityApi.Api.prefix("/identity"))
    assert.isDefined([provides, account, whole])
  })
})
