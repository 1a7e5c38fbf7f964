/**
 * Handlers of the platform group. The health check touches the database (`SELECT 1`)
 * and the blob storage (write, read back, delete a probe) concurrently, each with a
 * time limit, so a hung dependency reports `error` instead of hanging the check.
 */
import { BlobStorage } from "@vouch/blob-storage"
import { HttpEnvelope } from "@vouch/envelope"
import { Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { Api } from "../Api.ts"
import { ServerConfig } from "../ServerConfig.ts"
import { PlatformStats } from "./PlatformStats.ts"

const probe = <A, E, R>(check: Effect.Effect<A, E, R>) =>
  check.pipe(
    Effect.timeout("2 seconds"),
    Effect.as("ok" as const),
    Effect.catchCause((cause) => Effect.as(Effect.logWarning("health check failed", cause), "error" as const))
  )

export const PlatformHttp = HttpApiBuilder.group(Api, "platform", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const storage = yield* BlobStorage.BlobStorage
    const stats = yield* PlatformStats
    const config = yield* ServerConfig

    const cliVersion = {
      version: config.cliVersion,
      downloads: {
        npm: "https://www.npmjs.com/package/@vouch/cli",
        install: "npm install --global @vouch/cli",
        desktop: Option.getOrElse(config.desktopUrl, () => `${config.publicUrl}/download/desktop`)
      },
      mcp: { url: `${config.publicUrl}/mcp`, transport: "streamable-http" }
    }

    return handlers
      .handle("health", () =>
        Effect.gen(function* () {
          const [db, blobs] = yield* Effect.all([probe(sql`SELECT 1`), probe(storage.check)], {
            concurrency: 2
          })
          return yield* HttpEnvelope.ok({
            status: db === "ok" && blobs === "ok" ? ("ok" as const) : ("degraded" as const),
            db,
            storage: blobs
          })
        })
      )
      .handle("stats", () => Effect.flatMap(stats.counts, (counts) => HttpEnvelope.ok(counts)))
      .handle("cliVersion", () => HttpEnvelope.ok(cliVersion))
  })
)
