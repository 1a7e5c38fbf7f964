/**
 * Structured logs: one JSON object per line by default (`LOG_FORMAT=pretty` for a
 * terminal), filtered at `LOG_LEVEL`. Every request is logged by the router's logger
 * with its method, path, status and timing.
 */
import { Effect, Layer, Logger, References } from "effect"
import { ServerConfig } from "./ServerConfig.ts"

export const layer = Layer.unwrap(
  Effect.map(ServerConfig, (config) =>
    Layer.mergeAll(
      Logger.layer([config.logFormat === "json" ? Logger.consoleJson : Logger.consolePretty()]),
      Layer.succeed(References.MinimumLogLevel, config.logLevel)
    )
  )
)
