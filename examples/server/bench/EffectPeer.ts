/**
 * The bare `effect/http` HttpApi peer of the load benchmark (Server.bench.ts): the same
 * paths as the reference server, answering the JSON and the archive the server answered
 * (read from the file named by `PEER_ANSWERS`), with no database, no middleware and
 * logging at Warn. Prints its port on standard output, serves until SIGTERM.
 */
import { readFileSync } from "node:fs"
import { createServer } from "node:http"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Effect, Layer, References, Schema } from "effect"
import { HttpRouter, HttpServer, HttpServerResponse } from "effect/http"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"

export interface Answers {
  readonly health: unknown
  readonly models: unknown
  readonly detail: unknown
  readonly search: unknown
  readonly notFound: unknown
  /** The archive, base64. */
  readonly archive: string
}

const answers = JSON.parse(readFileSync(process.env.PEER_ANSWERS!, "utf8")) as Answers
const archive = Buffer.from(answers.archive, "base64")
const notFound = JSON.stringify(answers.notFound)

const skillPath = { ns: Schema.String, name: Schema.String }

class Peer extends HttpApiGroup.make("peer").add(
  HttpApiEndpoint.get("health", "/v1/health", { success: Schema.Unknown }),
  HttpApiEndpoint.get("models", "/v1/models", { success: Schema.Unknown }),
  HttpApiEndpoint.get("search", "/v1/skills/search", {
    query: { q: Schema.optional(Schema.String) },
    success: Schema.Unknown
  }),
  HttpApiEndpoint.get("detail", "/v1/skills/:ns/:name", { params: skillPath, success: Schema.Unknown }),
  HttpApiEndpoint.get("download", "/v1/skills/:ns/:name/download/:version", {
    params: { ...skillPath, version: Schema.String },
    success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/zip" }))
  })
) {}

class Api extends HttpApi.make("peer").add(Peer) {}

const handlers = HttpApiBuilder.group(Api, "peer", (handle) =>
  Effect.succeed(
    handle
      .handle("health", () => Effect.succeed(answers.health))
      .handle("models", () => Effect.succeed(answers.models))
      .handle("search", () => Effect.succeed(answers.search))
      .handle("detail", () => Effect.succeed(answers.detail))
      .handle("download", () => Effect.succeed(archive))
  )
)

// Unknown routes: the same 404 JSON as the server's.
const notFoundRoute = HttpRouter.add(
  "*",
  "*",
  Effect.succeed(HttpServerResponse.text(notFound, { status: 404, contentType: "application/json" }))
)

const server = HttpRouter.serve(
  Layer.mergeAll(HttpApiBuilder.layer(Api).pipe(Layer.provide(handlers)), notFoundRoute),
  { disableLogger: true, disableListenLog: true }
).pipe(
  Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
  Layer.provide(Layer.succeed(References.MinimumLogLevel, "Warn"))
)

Layer.launch(
  Layer.effectDiscard(
    Effect.gen(function* () {
      process.stdout.write(`${HttpServer.formatAddress((yield* HttpServer.HttpServer).address)}\n`)
    })
  ).pipe(Layer.provideMerge(server))
).pipe(NodeRuntime.runMain)
