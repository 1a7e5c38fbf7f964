/**
 * Runs the host on `HOST:PORT` (default 127.0.0.1:8787) until interrupted.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Layer } from "effect"
import * as Host from "./Host.ts"

Layer.launch(Host.layer({ host: process.env.HOST ?? "127.0.0.1", port: Number(process.env.PORT ?? 8787) })).pipe(
  NodeRuntime.runMain
)
