/**
 * An Effect `HttpApi` server that existed before Vouch: its own `notes` routes, its
 * own errors (a 404 of its own shape, the builder's 400 for a body that fails its
 * schema) and no envelope. It adds two registry groups, `skills` and `badges`, under
 * `/registry`, and the registry's host duties as layers: the hourly ranking refresh
 * and a body limit. The registry's endpoints answer in the Vouch envelope on their own
 * (request id, error envelope, 415); the host's answers stay its own.
 */
import { createServer } from "node:http"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { BlobStorage } from "@vouch/blob-storage"
import { Database, Migrations } from "@vouch/database"
import { ApiError, InputGuard } from "@vouch/envelope"
import {
  RegistryActor,
  RegistryApi,
  RegistryHost,
  RegistryHttp,
  RegistryMigrations,
  ScanPool,
  SkillRegistry
} from "@vouch/registry"
import { Effect, Layer, Option, Ref, Schema } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiError, HttpApiGroup } from "effect/http-api"

/** A note of the host. */
export const Note = Schema.Struct({ id: Schema.Int, text: Schema.String })

/** The host's own group: its routes, its errors, no envelope. */
export class NotesApi extends HttpApiGroup.make("notes").add(
  HttpApiEndpoint.get("get", "/notes/:id", {
    params: { id: Schema.NumberFromString },
    success: Note,
    error: HttpApiError.NotFound
  }),
  HttpApiEndpoint.post("create", "/notes", {
    payload: Schema.Struct({ text: Schema.String.check(Schema.isNonEmpty()) }),
    success: Note
  })
) {}

/** The host's API: its group, and the registry's `skills` and `badges` under `/registry`. */
export class HostApi extends HttpApi.make("host")
  .add(NotesApi)
  .add(RegistryApi.SkillsApi.prefix("/registry"))
  .add(RegistryApi.BadgesApi.prefix("/registry")) {}

const notes = HttpApiBuilder.group(HostApi, "notes", (handlers) =>
  Effect.gen(function* () {
    const stored = yield* Ref.make(new Map<number, string>())
    return handlers
      .handle("get", ({ params }) =>
        Effect.flatMap(Ref.get(stored), (map) => {
          const text = map.get(params.id)
          return text === undefined ? Effect.fail(new HttpApiError.NotFound()) : Effect.succeed({ id: params.id, text })
        })
      )
      .handle("create", ({ payload }) =>
        Ref.modify(stored, (map) => {
          const id = map.size + 1
          return [{ id, text: payload.text }, new Map(map).set(id, payload.text)]
        })
      )
  })
)

/** The host's callers, by bearer token: its own sign-in decides who publishes under which namespace. */
export const callers: Readonly<Record<string, RegistryActor.Actor>> = {
  "token-ada": {
    account_id: "acc_ada",
    username: "ada",
    email_verified: true,
    tier: "free",
    organizations: []
  }
}

/** Who calls the registry: a known bearer token, else anonymous; an unknown token is refused. */
const authentication = RegistryActor.layerAuthentication((request) => {
  const header = request.headers.authorization
  if (header === undefined) return Effect.succeed(Option.none())
  const caller = header.startsWith("Bearer ") ? callers[header.slice("Bearer ".length)] : undefined
  return caller === undefined ? ApiError.fail("unauthorized") : Effect.succeed(Option.some(caller))
})

/** The registry over an in-memory PGlite database and an in-memory blob store, migrated at start. */
const registry = SkillRegistry.SkillRegistry.layer().pipe(
  Layer.provideMerge(Layer.mergeAll(ScanPool.ScanPool.layerInThread, BlobStorage.BlobStorage.layerMemory)),
  Layer.provideMerge(
    Layer.effectDiscard(Migrations.run([Migrations.make("registry", RegistryMigrations.migrations)]).pipe(Effect.orDie))
  ),
  Layer.provideMerge(Database.layerPglite())
)

/** The routes: the host's API with its handlers, and the registry's host duties. */
export const routes = Layer.mergeAll(
  HttpApiBuilder.layer(HostApi),
  // Bodies read whole (the notes' JSON) stop at 64 KiB; the registry's multipart save keeps its own limits.
  InputGuard.layerBodyLimit(64 * 1024),
  RegistryHost.layerRankingRefresh()
).pipe(
  Layer.provide(notes),
  Layer.provide(RegistryHttp.layerFor(HostApi, { cursorSecret: "the host's secret of at least sixteen bytes" })),
  Layer.provide(authentication),
  Layer.provide(registry)
)

/** The server on `host:port` (port 0: any free port). */
export const layer = (options: { readonly host: string; readonly port: number }) =>
  HttpRouter.serve(routes).pipe(Layer.provideMerge(NodeHttpServer.layer(createServer, options)))
