/**
 * The typed client of a Vouch server, derived from the packages' `HttpApi`
 * definitions with `HttpApiClient`: every endpoint as a method with its path, query and
 * body types, answers decoded into their schemas, and failures decoded into
 * `ApiError` (the envelope's catalogued `code` and `message`). Runs on any `fetch`:
 * browsers, edge runtimes, Node.
 *
 * ```ts
 * const program = Effect.gen(function* () {
 *   const vouch = yield* VouchClient.VouchClient
 *   const found = yield* vouch.skills.search({ query: { q: "csv" } })
 *   return found.data
 * }).pipe(Effect.provide(VouchClient.layer({ baseUrl: "http://localhost:8787" })))
 * ```
 *
 * @since 0.1.0
 */
import { Context, Effect, Layer, Redacted } from "effect"
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { Api } from "./VouchApi.ts"

/**
 * Where the server is and who is calling.
 *
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** The server's origin, such as `http://localhost:8787` (paths start at `/v1`). */
  readonly baseUrl: string
  /** An API key (`Authorization: Bearer`); absent for anonymous calls. */
  readonly token?: string | Redacted.Redacted<string> | undefined
  /** The `fetch` to call through (a wrapper that reports progress, a test double's); `globalThis.fetch` by default. */
  readonly fetch?: typeof globalThis.fetch | undefined
  /**
   * Changes every request of this client, after the key is set: for what a contract
   * leaves undeclared, such as the optional JSON bodies of creating a share link and of
   * yanking a version (`HttpClient.mapRequest(HttpClientRequest.bodyJsonUnsafe(body))`).
   */
  readonly transformClient?: ((client: HttpClient.HttpClient) => HttpClient.HttpClient) | undefined
}

/**
 * The client's type: one property per group (`skills`, `sharing`, `account`, `auth`,
 * ...), one method per endpoint.
 *
 * @category models
 * @since 0.1.0
 */
export type Client = HttpApiClient.ForApi<typeof Api>

/**
 * The typed client as a service.
 *
 * @category services
 * @since 0.1.0
 */
export class VouchClient extends Context.Service<VouchClient, Client>()("@vouch/client/VouchClient") {}

/**
 * Builds the client on the `HttpClient` in context. Trace headers are left off, so a
 * browser's cross-origin call needs no extra preflight permission.
 *
 * @category constructors
 * @since 0.1.0
 */
export const make = (options: Options): Effect.Effect<Client, never, HttpClient.HttpClient> =>
  HttpApiClient.make(Api, {
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    transformClient: (client) => {
      const token = options.token
      const authorized =
        token === undefined
          ? client
          : HttpClient.mapRequest(
              client,
              HttpClientRequest.bearerToken(Redacted.isRedacted(token) ? Redacted.value(token) : token)
            )
      const transformed = options.transformClient === undefined ? authorized : options.transformClient(authorized)
      return HttpClient.transform(transformed, (response) => {
        const quiet = Effect.provideService(response, HttpClient.TracerPropagationEnabled, false)
        return options.fetch === undefined ? quiet : Effect.provideService(quiet, FetchHttpClient.Fetch, options.fetch)
      })
    }
  })

/**
 * The client over `fetch` (`options.fetch`, else the global one).
 *
 * @category layers
 * @since 0.1.0
 */
export const layer = (options: Options): Layer.Layer<VouchClient> =>
  Layer.effect(VouchClient, make(options)).pipe(Layer.provide(FetchHttpClient.layer))
