/**
 * What the server starts before its routes and services are loaded: the listener
 * (which answers 503 with `Retry-After` until the application serves on it, see
 * `Starting.ts`) and the database connection (PostgreSQL, or PGlite opening in its
 * worker thread). `main.ts` builds these while the rest of the module graph loads, so a
 * start spends the time of the slower of the two, not their sum. Light on purpose: it
 * imports no package barrel.
 */
import { join } from "node:path"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import * as Database from "@vouch/database/Database"
import { Effect, Layer, Option } from "effect"
import { ServerConfig } from "./ServerConfig.ts"
import { createStartingServer } from "./Starting.ts"

/**
 * The Node listener on `HOST:PORT`, which answers 503 with `Retry-After` until the
 * application serves on it (Starting.ts): build it before the database, so that a
 * request sent during start is answered at once.
 */
export const listener = Layer.unwrap(
  Effect.map(ServerConfig, (config) =>
    NodeHttpServer.layer(createStartingServer, {
      port: config.port,
      host: config.host,
      gracefulShutdownTimeout: `${config.shutdownTimeoutSeconds} seconds`
    })
  )
)

/**
 * The database: PostgreSQL from `DATABASE_URL`, else PGlite under `VOUCH_DATA_DIR`, whose
 * fresh data folders are copies of the schema template of `schemaKey` once one is kept
 * (`Storage.schemaKey`, passed by `main.ts` while the module that knows it loads).
 */
export const databaseWith = (schemaKey?: Effect.Effect<string>) =>
  Layer.unwrap(
    Effect.map(ServerConfig, (config) =>
      Option.match(config.databaseUrl, {
        onSome: (url) => Database.layerPostgres(url),
        onNone: () => Database.layerPglite({ dataDirectory: join(config.dataDirectory, "pglite"), schemaKey })
      })
    )
  )

/** The database: PostgreSQL from `DATABASE_URL`, else PGlite under `VOUCH_DATA_DIR`. */
export const database = databaseWith()
