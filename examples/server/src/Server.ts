/**
 * Composition of the reference server: the API routes and their handlers, the
 * OpenAPI document and its reference page, the envelope middleware (request ids and
 * enveloped failures), and the Node HTTP server with graceful shutdown: on SIGTERM the
 * listener closes, in-flight requests finish (up to the shutdown timeout), then the
 * layers below (database, storage) are released.
 */

import { AppHttp } from "@vouch/app-api"
import { BillingHttp } from "@vouch/billing"
import { CreatorHttp } from "@vouch/creator"
import { HttpEnvelope, InputGuard } from "@vouch/envelope"
import { AppTokens, Credentials, IdentityHttp, IdentityPages } from "@vouch/identity"
import { ModelsHttp } from "@vouch/models"
import { RateLimitMiddleware, RateLimitStore } from "@vouch/rate-limit"
import { RegistryHttp } from "@vouch/registry"
import { ByteSize, Context, Effect, Layer, Option, Redacted } from "effect"
import {
  HttpIncomingMessage,
  HttpMiddleware,
  HttpRouter,
  HttpServer,
  HttpServerRequest,
  type HttpServerResponse
} from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import type * as Types from "effect/Types"
import { Api } from "./Api.ts"
import * as AppsWiring from "./apps/AppsWiring.ts"
import * as Boot from "./Boot.ts"
import * as BillingWiring from "./billing/BillingWiring.ts"
import * as IdentityWiring from "./identity/IdentityWiring.ts"
import * as Logging from "./Logging.ts"
import * as CachedDocuments from "./platform/CachedDocuments.ts"
import * as InternalCalls from "./platform/InternalCalls.ts"
import { PlatformHttp } from "./platform/PlatformHttp.ts"
import { PlatformMcp } from "./platform/PlatformMcp.ts"
import * as ReferencePage from "./platform/ReferencePage.ts"
import * as RegistryWiring from "./registry/RegistryWiring.ts"
import { ServerConfig } from "./ServerConfig.ts"
import { blobStorage, ServerSecret } from "./Storage.ts"

// The server's own addresses: its health probes (orchestrators on the same machine) are not counted.
const ownAddresses = (config: ServerConfig["Service"]) =>
  new Set(
    ["127.0.0.1", "::1", config.host, ...config.healthProbeAddresses].map((address) => address.replace(/^::ffff:/, ""))
  )

/**
 * The rate limiter of the server: requests counted per verified caller (an account,
 * or an app token's subject) when their credential is valid, else per client address;
 * health probes from the server's own addresses and `VOUCH_HEALTH_PROBE_ADDRESSES`
 * answered with the headers but not counted.
 */
export const rateLimiter = Effect.gen(function* () {
  const config = yield* ServerConfig
  const credentials = yield* Credentials.Credentials
  const appTokens = yield* AppTokens.AppTokens
  const probes = ownAddresses(config)
  const identify = RateLimitMiddleware.verifiedIdentity({
    // One indexed lookup of the credential's digest, reused for 30 seconds.
    verify: (credential) =>
      /^v[gu]t_/.test(credential)
        ? Effect.map(appTokens.inspect(credential), (subject) =>
            Option.isSome(subject) ? `${subject.value.subject_type}:${subject.value.subject_id}` : undefined
          )
        : Effect.map(credentials.authenticate(credential), (principal) =>
            Option.isSome(principal) ? `account:${principal.value.account.account_id}` : undefined
          )
  })
  return RateLimitMiddleware.withRateLimit({
    // The server's calls to itself for a client (the MCP tools) count as that client's.
    identify: (request, policy) => identify(InternalCalls.asClient(request), policy),
    exempt: (request, policy) =>
      policy.name === "health" && probes.has(RateLimitMiddleware.clientAddress(request).replace(/^::ffff:/, ""))
  })
})

/**
 * The global middleware, outermost first: the access log and server span
 * (`Logging.accessLog`, here rather than as the listener's middleware: with none there,
 * `effect` serves each request in a single step when it is not tracing), trusted proxy
 * headers (when configured), the envelope (request ids, enveloped failures), the rate
 * limiter (when on), the input guard (no NUL anywhere, JSON nesting bounded); innermost,
 * the OpenAPI document and the reference page cached and compressed (`CachedDocuments`).
 * The body limit is in the context every request starts from (`requestContext`).
 */
export const middleware = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    const withRateLimit = yield* rateLimiter
    const envelope = HttpEnvelope.envelopeOf()
    const guard = InputGuard.guardOf()
    return HttpRouter.middleware(
      (httpEffect) => {
        const guarded = InputGuard.withInputGuard()(CachedDocuments.withCaching(httpEffect))
        // The body limit is in every request's context from the start (`requestContext`).
        const limited = config.rateLimits === "on" ? withRateLimit(guarded) : guarded
        const enveloped = HttpEnvelope.withEnvelope()(limited)
        const proxied = config.trustProxy
          ? HttpMiddleware.xForwardedHeaders({ trustedProxies: () => true })(enveloped)
          : enveloped
        const chain = Logging.accessLog(proxied)
        // The same chain in one step when it can be: no proxy headers, no rate limiter, and
        // nothing to log or trace but the log span (added with the request id). Each
        // middleware's own step, and the log span's four, are work on every request.
        const oneStep =
          config.trustProxy || config.rateLimits === "on"
            ? chain
            : Effect.withFiber((fiber) => {
                const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
                const logSpan = Logging.logSpanOnly(fiber, request)
                if (logSpan === undefined) return chain
                return envelope(guard(CachedDocuments.cachingFor(httpEffect, request), request), request, logSpan)
              })
        // Every failure is answered by the envelope; the router's typing still wants the
        // `unhandled` marker of errors it does not know about to flow through.
        return oneStep as Effect.Effect<
          HttpServerResponse.HttpServerResponse,
          Types.unhandled,
          HttpServerRequest.HttpServerRequest | RateLimitStore.RateLimitStore
        >
      },
      { global: true }
    )
  })
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
  Effect.gen(function* () {
    const { secret, cursors } = yield* ServerSecret
    const { publicUrl } = yield* ServerConfig
    return Layer.mergeAll(
      PlatformHttp,
      IdentityHttp.layerFor(Api),
      RegistryHttp.layerFor(Api, { cursorSecret: Redacted.value(secret) }),
      BillingHttp.layerFor(Api, {
        successUrl: `${publicUrl}/?checkout=success`,
        cancelUrl: `${publicUrl}/?checkout=cancel`
      }),
      ModelsHttp.layerFor(Api),
      AppHttp.layerFor(Api, { cursors }),
      CreatorHttp.layerFor(Api)
    )
  })
)

/** Every route of the server, without the listener. */
export const routes = Layer.mergeAll(
  HttpApiBuilder.layer(Api, { openapiPath: "/v1/openapi.json" }),
  ReferencePage.layer,
  IdentityPages.layer,
  PlatformMcp,
  // Unknown routes answer the 404 envelope from a route, not from a router failure.
  HttpEnvelope.layerNotFound,
  middleware
).pipe(Layer.provide(handlers), Layer.provide(RegistryWiring.platformStats))

/**
 * The services behind the routes, bottom up: the blob store; the ledger and the job
 * store; billing (which grants through the ledger) and the registry's limits it sets;
 * the models; the registry (whose optional second opinion asks a model) and the hosted
 * mini-apps; identity (whose hooks reach the
 * registry, the ledger and the hosted apps); the app runtime and the registry's and
 * billing's authentication (which need identity); the creator assistant (which needs
 * the runtime).
 */
export const services = AppsWiring.creator.pipe(
  Layer.provideMerge(Layer.mergeAll(AppsWiring.runtime, RegistryWiring.layer, BillingWiring.authentication)),
  Layer.provideMerge(IdentityWiring.layer(IdentityWiring.hooks)),
  Layer.provideMerge(Layer.mergeAll(RegistryWiring.services, AppsWiring.hostedApps)),
  // The models below the registry: its second opinion (off by default) asks one.
  Layer.provideMerge(AppsWiring.models),
  Layer.provideMerge(BillingWiring.ownerLimits),
  Layer.provideMerge(BillingWiring.services),
  Layer.provideMerge(AppsWiring.accounting),
  Layer.provideMerge(blobStorage)
)

/**
 * The context every request starts from, set up once when the listener starts serving:
 * the body limit (every request body read whole, JSON and forms, stops at
 * `VOUCH_MAX_BODY_BYTES`: 413, not memory), and the services in one flat map. `effect`
 * adds each request's own services (the request, its scope, route, id, log span) on top
 * of that context, and copies the whole of it (some 50 services) when a request has
 * added more than 8 over a context that is not flat; from a flat one, a request that
 * adds no more than 8 copies nothing.
 */
export const requestContext = Layer.effect(
  HttpServer.HttpServer,
  Effect.gen(function* () {
    const server = yield* HttpServer.HttpServer
    const { maxBodyBytes } = yield* ServerConfig
    const limit = ByteSize.bytes(maxBodyBytes)
    const startingFrom = <R>(context: Context.Context<R>): Context.Context<R> =>
      Context.makeUnsafe(new Map(Context.add(context, HttpIncomingMessage.MaxBodySize, limit).mapUnsafe))
    const serve = (...args: Parameters<typeof server.serve>) =>
      Effect.updateContext(server.serve(...args), startingFrom)
    return HttpServer.make({ ...server, serve: serve as typeof server.serve })
  })
)

/** The routes served on a listener provided from outside. Needs a `SqlClient` and the `ServerSecret`. */
export const application = HttpRouter.serve(routes, {
  disableListenLog: false,
  // The access log and the server spans record redacted targets (Logging.accessLog, the
  // outermost of the global `middleware`).
  disableLogger: true,
  // Path parameters longer than the router's default 100 characters reach their handler,
  // whose schema refuses them with 400 (versions and data keys stop at 100 where they are
  // accepted), instead of a 404 that hides the reason.
  routerConfig: { maxParamLength: 1024 }
}).pipe(
  Layer.provide(requestContext),
  Layer.provide(Logging.tracerDisabled),
  Layer.provide(services),
  Layer.provide(rateLimitStore)
)

/** The HTTP server: routes served on the listener. Needs a `SqlClient` and the `ServerSecret`. */
export const layer = application.pipe(Layer.provideMerge(Boot.listener))
