/**
 * Composition of the reference server: the API routes and their handlers, the
 * OpenAPI document and its reference page, the envelope middleware (request ids and
 * enveloped failures), and the Node HTTP server with graceful shutdown: on SIGTERM the
 * listener closes, in-flight requests finish (up to the shutdown timeout), then the
 * layers below (database, storage) are released.
 */

import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { AppHttp } from "@vouch/app-api"
import { HttpEnvelope } from "@vouch/envelope"
import { IdentityHttp, IdentityPages } from "@vouch/identity"
import { ModelsHttp } from "@vouch/models"
import { RateLimitMiddleware, RateLimitStore } from "@vouch/rate-limit"
import { RegistryHttp } from "@vouch/registry"
import { ByteSize, Effect, Layer, Option, Redacted } from "effect"
import {
  HttpIncomingMessage,
  HttpMiddleware,
  HttpRouter,
  type HttpServerRequest,
  type HttpServerResponse
} from "effect/http"
import { HttpApiBuilder, HttpApiScalar } from "effect/http-api"
import type * as Types from "effect/Types"
import { Api } from "./Api.ts"
import * as AppsWiring from "./apps/AppsWiring.ts"
import * as IdentityWiring from "./identity/IdentityWiring.ts"
import { PlatformHttp } from "./platform/PlatformHttp.ts"
import * as RegistryWiring from "./registry/RegistryWiring.ts"
import { ServerConfig } from "./ServerConfig.ts"
import { blobStorage, ServerSecret } from "./Storage.ts"

/**
 * The global middleware, outermost first: trusted proxy headers (when configured),
 * the envelope (request ids, enveloped failures), the rate limiter (when on).
 */
export const middleware = Layer.unwrap(
  Effect.map(ServerConfig, (config) =>
    HttpRouter.middleware(
      (httpEffect) => {
        // Every request body read whole (JSON, forms) stops at VOUCH_MAX_BODY_BYTES: 413, not memory.
        const bounded = Effect.provideService(
          httpEffect,
          HttpIncomingMessage.MaxBodySize,
          ByteSize.bytes(config.maxBodyBytes)
        )
        const limited = config.rateLimits === "on" ? RateLimitMiddleware.withRateLimit()(bounded) : bounded
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

/** The handlers of every group of the API. */
const handlers = Layer.unwrap(
  Effect.map(ServerSecret, ({ secret, cursors }) =>
    Layer.mergeAll(
      PlatformHttp,
      IdentityHttp.layerFor(Api),
      RegistryHttp.layerFor(Api, { cursorSecret: Redacted.value(secret) }),
      HttpApiBuilder.group(Api, "models", ModelsHttp.build),
      AppHttp.layerFor(Api, { cursors })
    )
  )
)

/** Every route of the server, without the listener. */
export const routes = Layer.mergeAll(
  HttpApiBuilder.layer(Api, { openapiPath: "/v1/openapi.json" }),
  HttpApiScalar.layer(Api, { path: "/v1/docs" }),
  IdentityPages.layer,
  middleware
).pipe(Layer.provide(handlers), Layer.provide(RegistryWiring.platformStats))

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

/**
 * The services behind the routes, bottom up: the blob store; the registry, the ledger,
 * the job store and the models; identity (whose hooks reach the registry and the
 * ledger); the app runtime and the registry's authentication (which need identity).
 */
export const services = Layer.mergeAll(AppsWiring.runtime, RegistryWiring.layer).pipe(
  Layer.provideMerge(IdentityWiring.layer(IdentityWiring.hooks)),
  Layer.provideMerge(Layer.mergeAll(RegistryWiring.services, AppsWiring.accounting, AppsWiring.models)),
  Layer.provideMerge(blobStorage)
)

/** The HTTP server: routes served on the listener. Needs a `SqlClient` and the `ServerSecret`. */
export const layer = HttpRouter.serve(routes, { disableListenLog: false }).pipe(
  Layer.provide(services),
  Layer.provide(rateLimitStore),
  Layer.provideMerge(listener)
)
