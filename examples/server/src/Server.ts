/**
 * Composition of the reference server: the API routes and their handlers, the
 * OpenAPI document and its reference page, the envelope middleware (request ids and
 * enveloped failures), and the Node HTTP server with graceful shutdown: on SIGTERM the
 * listener closes, in-flight requests finish (up to the shutdown timeout), then the
 * layers below (database, storage) are released.
 */

import { createServer } from "node:http"
import { join } from "node:path"
import { NodeHttpServer } from "@effect/platform-node"
import { BlobStorage } from "@vouch/blob-storage"
import { HttpEnvelope } from "@vouch/envelope"
import { IdentityHooks, IdentityHttp, IdentityPages } from "@vouch/identity"
import { RateLimitMiddleware, RateLimitStore } from "@vouch/rate-limit"
import { Effect, Layer, Option, Redacted } from "effect"
import { HttpMiddleware, HttpRouter, type HttpServerRequest, type HttpServerResponse } from "effect/http"
import { HttpApiBuilder, HttpApiScalar } from "effect/http-api"
import type * as Types from "effect/Types"
import { Api } from "./Api.ts"
import * as IdentityWiring from "./identity/IdentityWiring.ts"
import { PlatformHttp } from "./platform/PlatformHttp.ts"
import { PlatformStats } from "./platform/PlatformStats.ts"
import { ServerConfig } from "./ServerConfig.ts"

/**
 * The global middleware, outermost first: trusted proxy headers (when configured),
 * the envelope (request ids, enveloped failures), the rate limiter (when on).
 */
export const middleware = Layer.unwrap(
  Effect.map(ServerConfig, (config) =>
    HttpRouter.middleware(
      (httpEffect) => {
        const limited = config.rateLimits === "on" ? RateLimitMiddleware.withRateLimit()(httpEffect) : httpEffect
        const enveloped = HttpEnvelope.withEnvelope()(limited)
        const proxied = config.trustProxy
          ? HttpMiddleware.xForwardedHeaders({ trustedProxies: () => true })(enveloped)
          : enveloped
        // Every failure is answered by the envelope; the router's typing still wants the
        // `unhandled` marker of errors it does not know about to flow through.
        return proxied as Effect.Effect<
          HttpServerResponse.HttpServerResponse,
          Types.unhandled,
          HttpServerRequest.HttpServerRequest | RateLimitStore.RateLimitStore
        >
      },
      { global: true }
    )
  )
)

/** The rate-limit counters: Redis when `REDIS_URL` is set, else the database. */
export const rateLimitStore = Layer.unwrap(
  Effect.map(ServerConfig, (config) =>
    Option.match(config.redisUrl, {
      onSome: (url) => RateLimitStore.RateLimitStore.layerRedis(Redacted.value(url)),
      onNone: () => RateLimitStore.RateLimitStore.layerSql
    })
  )
)

/** Every route of the server, without the listener. */
export const routes = Layer.mergeAll(
  HttpApiBuilder.layer(Api, { openapiPath: "/v1/openapi.json" }),
  HttpApiScalar.layer(Api, { path: "/v1/docs" }),
  IdentityPages.layer,
  middleware
).pipe(Layer.provide([PlatformHttp, IdentityHttp.layerFor(Api)]), Layer.provide(PlatformStats.layerEmpty))

/** The blob store under `VOUCH_DATA_DIR/blobs`. */
export const blobStorage = Layer.unwrap(
  Effect.map(ServerConfig, (config) => BlobStorage.BlobStorage.layerFileSystem(join(config.dataDirectory, "blobs")))
)

/** The Node listener on `HOST:PORT`. */
export const listener = Layer.unwrap(
  Effect.map(ServerConfig, (config) =>
    NodeHttpServer.layer(createServer, {
      port: config.port,
      host: config.host,
      gracefulShutdownTimeout: `${config.shutdownTimeoutSeconds} seconds`
    })
  )
)

/** The HTTP server: routes served on the listener. Needs a `SqlClient`. */
export const layer = HttpRouter.serve(routes, { disableListenLog: false }).pipe(
  Layer.provide(IdentityWiring.layer(IdentityHooks.IdentityHooks.layerNone)),
  Layer.provide(rateLimitStore),
  Layer.provide(blobStorage),
  Layer.provideMerge(listener)
)
