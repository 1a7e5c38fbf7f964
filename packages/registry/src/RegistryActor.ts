/**
 * Who is calling: the port through which the registry learns the caller's identity.
 * The registry does not authenticate anyone itself; the host supplies the
 * implementation of `RegistryAuthentication` (API keys, session cookies), which
 * provides `CurrentActor` to every registry endpoint: `Option.none()` for an anonymous
 * caller.
 *
 * Namespaces: a user's namespace is their username; an organization's is its own
 * slug. What an actor may do is `Access`'s to decide.
 *
 * @since 0.1.0
 */
import { ApiError } from "@vouch/envelope"
import { Context, Effect, Layer, type Option } from "effect"
import * as HttpServerRequest from "effect/http/HttpServerRequest"
import { HttpApiMiddleware } from "effect/http-api"

/**
 * The membership of an actor in one organization.
 *
 * @category models
 * @since 0.1.0
 */
export interface Membership {
  readonly id: string
  readonly namespace: string
  readonly role: "owner" | "admin" | "member"
}

/**
 * An authenticated caller.
 *
 * @category models
 * @since 0.1.0
 */
export interface Actor {
  readonly account_id: string
  readonly username: string
  readonly email_verified: boolean
  readonly tier: "free" | "pro" | "enterprise"
  readonly organizations: ReadonlyArray<Membership>
}

/**
 * The caller of the current request; none when anonymous.
 *
 * @category services
 * @since 0.1.0
 */
export class CurrentActor extends Context.Service<CurrentActor, Option.Option<Actor>>()(
  "@vouch/registry/CurrentActor"
) {}

/**
 * The authentication middleware of every registry group. It provides `CurrentActor`;
 * the host supplies its implementation (see `layerAuthentication`). A request with no
 * credentials is anonymous; a request with credentials that do not resolve must be
 * answered with 401 `unauthorized` by the implementation.
 *
 * @category http
 * @since 0.1.0
 */
export class RegistryAuthentication extends HttpApiMiddleware.Service<
  RegistryAuthentication,
  { provides: CurrentActor }
>()("@vouch/registry/RegistryAuthentication", {
  error: ApiError.failures("registry", ["unauthorized", "forbidden"])
}) {}

/**
 * Implements `RegistryAuthentication` from a function resolving the caller of a
 * request. `resolve` answers `Option.none()` for an anonymous request and fails with an
 * `ApiError` (`unauthorized`, or `forbidden`) for credentials that are present but
 * invalid.
 *
 * @category layers
 * @since 0.1.0
 */
export const layerAuthentication = <R>(
  resolve: (request: HttpServerRequest.HttpServerRequest) => Effect.Effect<Option.Option<Actor>, ApiError.ApiError, R>
): Layer.Layer<RegistryAuthentication, never, R> =>
  Layer.effect(
    RegistryAuthentication,
    Effect.gen(function* () {
      const context = yield* Effect.context<R>()
      return RegistryAuthentication.of((httpEffect) =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const actor = yield* Effect.provideContext(resolve(request), context)
          return yield* Effect.provideService(httpEffect, CurrentActor, actor)
        })
      )
    })
  )

/**
 * Implements `RegistryAuthentication` from an effect that builds the resolver once (at
 * layer construction, reading the services it needs): per request only the resolver
 * runs, with nothing provided, where `layerAuthentication` provides the context it
 * captured to each call (a copy of the request's whole context). Same contract for the
 * resolver as `layerAuthentication`'s `resolve`.
 *
 * @category layers
 * @since 0.1.0
 */
export const layerAuthenticationFrom = <E, R>(
  make: Effect.Effect<
    (request: HttpServerRequest.HttpServerRequest) => Effect.Effect<Option.Option<Actor>, ApiError.ApiError>,
    E,
    R
  >
): Layer.Layer<RegistryAuthentication, E, R> =>
  Layer.effect(
    RegistryAuthentication,
    Effect.map(make, (resolve) =>
      RegistryAuthentication.of((httpEffect) =>
        Effect.withFiber((fiber) =>
          Effect.flatMap(resolve(Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)), (actor) =>
            Effect.provideService(httpEffect, CurrentActor, actor)
          )
        )
      )
    )
  )
