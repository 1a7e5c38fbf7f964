/**
 * The API reference page, `/v1/docs`. `HttpApiScalar.layer` loads the Scalar script it
 * inlines (a 3.2 MB module) when its layer is built, which put that module's read and
 * compilation on every start before the server could answer; here the page's route is
 * registered at start and the page itself (its own router, built by
 * `HttpApiScalar.layer`) on its first request, once.
 */
import { Effect, Scope } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApiScalar } from "effect/http-api"
import { Api } from "../Api.ts"

/** Where the page is served. */
export const path = "/v1/docs"

/** The route of the reference page, built on its first request. */
export const layer = HttpRouter.use(
  Effect.fnUntraced(function* (router) {
    const scope = yield* Scope.Scope
    const page = yield* Effect.cached(
      HttpRouter.toHttpEffect(HttpApiScalar.layer(Api, { path })).pipe(Scope.provide(scope))
    )
    yield* router.add("GET", path, Effect.flatten(page))
  })
)
