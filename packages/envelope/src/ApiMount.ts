/**
 * One way for every Vouch package to mount its `HttpApiGroup`s in a host's `HttpApi`:
 * any subset of the package's groups, under any prefix. A package's `layerFor(api)`
 * provides the handlers of exactly the package's groups the API contains (built
 * against the host API, so its prefix is served), with the envelope middleware
 * (`HttpEnvelope.Middleware`) the groups answer through. The types refuse an API
 * that contains none of the package's groups, or a group of the same name with other
 * endpoints; `HttpApiBuilder.layer(api)` then refuses to serve an API whose groups
 * nobody provided.
 *
 * @since 0.1.0
 */
import { Layer } from "effect"
import type { HttpApi, HttpApiGroup } from "effect/http-api"
import * as HttpEnvelope from "./HttpEnvelope.ts"

/**
 * The groups of `Groups` whose identifier is one of a package's `Identifiers`.
 *
 * @category models
 * @since 0.1.0
 */
export type Present<Groups, Identifiers extends string> = HttpApiGroup.WithIdentifier<Groups, Identifiers>

type EndpointNames<Group> = Group extends HttpApiGroup.Constraint ? keyof Group["endpoints"] : never

type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

type Differing<Groups, Known> = Known extends HttpApiGroup.Constraint
  ? [HttpApiGroup.WithIdentifier<Groups, Known["identifier"]>] extends [never]
    ? never
    : SameNames<
          EndpointNames<HttpApiGroup.WithIdentifier<Groups, Known["identifier"]>>,
          EndpointNames<Known>
        > extends true
      ? never
      : Known["identifier"]
  : never

/**
 * `unknown` when an API with the groups `Groups` can mount some of a package's groups
 * `Known` (at least one of them, each with the package's endpoints, at any prefix),
 * else an object type naming what is wrong, so that `api: HttpApi<Id, Groups> &
 * Check<Groups, Known>` refuses the API at compile time.
 *
 * @category models
 * @since 0.1.0
 */
export type Check<Groups, Known extends HttpApiGroup.Constraint> = [
  Present<Groups, HttpApiGroup.Identifier<Known>>
] extends [never]
  ? { readonly "The API contains none of these groups": HttpApiGroup.Identifier<Known> }
  : [Differing<Groups, Known>] extends [never]
    ? unknown
    : { readonly "These groups of the API have other endpoints": Differing<Groups, Known> }

/**
 * The handlers of the groups of `api` that a package knows, each built by its entry
 * in `builders` (a function of the host API, so routes carry the host's prefix),
 * merged, with the envelope middleware provided.
 *
 * @category layers
 * @since 0.1.0
 */
export const layer = <
  Id extends string,
  Groups extends HttpApiGroup.Constraint,
  Builders extends Record<string, (api: never) => Layer.Any>
>(
  api: HttpApi.HttpApi<Id, Groups>,
  builders: Builders
): Layer.Layer<
  HttpApiGroup.ToService<Id, Present<Groups, keyof Builders & string>>,
  Layer.Error<ReturnType<Builders[HttpApiGroup.Identifier<Groups> & keyof Builders]>>,
  Exclude<
    Layer.Services<ReturnType<Builders[HttpApiGroup.Identifier<Groups> & keyof Builders]>>,
    HttpEnvelope.Middleware
  >
> => {
  const layers = Object.keys(api.groups).flatMap((identifier) => {
    const build = builders[identifier] as ((api: never) => Layer.Layer<never>) | undefined
    return build === undefined ? [] : [build(api as never)]
  })
  const merged: Layer.Layer<never> =
    layers.length === 0 ? Layer.empty : Layer.mergeAll(...(layers as [Layer.Layer<never>]))
  // The services are the groups' own, keyed by their identifiers: what the host API contains.
  return merged.pipe(Layer.provide(HttpEnvelope.layerMiddleware)) as never
}
