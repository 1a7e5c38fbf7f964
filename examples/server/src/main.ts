/**
 * Entry point of the reference server: `node src/main.ts` (or `./vouch start` from the
 * repository root). Reads the environment, opens the database (PostgreSQL from
 * `DATABASE_URL`, else embedded PGlite under `VOUCH_DATA_DIR`), runs every package's
 * migrations, then serves until SIGINT or SIGTERM. The port is bound before the
 * database opens; until the routes are served it answers 503 with `Retry-After`.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Cause, Config, Effect, Exit, Layer } from "effect"
import * as Boot from "./Boot.ts"
import * as Logging from "./Logging.ts"
import { ServerConfig } from "./ServerConfig.ts"

// The routes and services (most of the module graph), loaded once the database is on its
// way: loading them is synchronous work on this thread (in the bundle: one large chunk
// compiled and evaluated), so PGlite's worker thread is started first and opens the
// database while they load, and the listener answers 503 meanwhile.
let loading: Promise<readonly [typeof import("./Server.ts"), typeof import("./Storage.ts")]> | undefined
const load = () => {
  loading ??= Promise.all([import("./Server.ts"), import("./Storage.ts")])
  return loading
}
// Built beside the database (`Layer.merge` builds both at once): the database layer
// starts PGlite's worker before it waits, then this starts the loading (which also gives
// the worker the schema key a fresh data folder waits for). A failure to load is reported
// where the application awaits it, not as an unhandled rejection.
const startLoading = Layer.effectDiscard(
  Effect.sync(() => {
    load().catch(() => undefined)
  })
)

// The listener is built first: a request sent while the database opens and migrates is
// answered 503 with Retry-After instead of waiting on an unread connection.
const application = Layer.unwrap(
  Effect.map(Effect.promise(load), ([Server, Storage]) => Server.application.pipe(Layer.provide(Storage.layerMigrated)))
).pipe(
  Layer.provide(
    Layer.merge(Boot.databaseWith(Effect.map(Effect.promise(load), ([, Storage]) => Storage.schemaKey)), startLoading)
  ),
  Layer.provideMerge(Boot.listener),
  Layer.provide(Logging.layer),
  Layer.provideMerge(ServerConfig.layer)
)

const program = Layer.launch(application).pipe(
  Effect.catchCause((cause) => {
    const failure = Cause.squash(cause)
    // `Config.ConfigError` is not an `Error`: recognise it by its tag.
    const configError = failure instanceof Config.ConfigError
    return Effect.andThen(
      Effect.sync(() => {
        process.exitCode = 1
      }),
      Effect.logError(configError ? "invalid configuration" : "the server stopped on a failure", cause)
    )
  })
)

// A stop by SIGINT or SIGTERM is the normal end of a server: exit 0 once every layer
// has been released. A failure to start (exit code set above) or a defect exits 1.
NodeRuntime.runMain(program, {
  disableErrorReporting: true,
  teardown: (exit, onExit) =>
    onExit(process.exitCode === 1 ? 1 : Exit.isSuccess(exit) || Cause.hasInterruptsOnly(exit.cause) ? 0 : 1)
})
