/**
 * Start-up over real HTTP: the port answers before the server is ready, with 503,
 * `Retry-After` and the envelope, never with silence; once the application serves,
 * the same listener answers normally. Then the real process: every request sent from
 * the moment it is spawned is refused (port not bound yet), answered 503 with
 * `Retry-After`, or answered for real; none is left waiting.
 */
import { spawn } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { assert, describe, it, vi } from "@effect/vitest"
import { Deferred, Effect, Layer } from "effect"
import { HttpRouter, HttpServer, HttpServerResponse } from "effect/http"
import { createStartingServer } from "../src/Starting.ts"
import * as ServerProcess from "./ServerProcess.ts"

vi.setConfig({ testTimeout: 240_000 })

interface Body {
  readonly ok: boolean
  readonly error?: { readonly code: string; readonly status?: number }
  readonly meta?: { readonly request_id?: string }
}

// A request that is not answered within this bound counts as left waiting (the old
// listener accepted connections for seconds before anything read them).
const unanswered = 30_000

describe("start-up", () => {
  it.effect("the listener answers 503 with Retry-After until the application serves, then the application", () =>
    Effect.gen(function* () {
      const ready = yield* Deferred.make<void>()
      const listening = yield* Deferred.make<string>()
      const serving = Effect.gen(function* () {
        const server = yield* HttpServer.HttpServer
        yield* Deferred.succeed(listening, HttpServer.formatAddress(server.address))
        // The application is built only once `ready` is completed (a database still opening).
        yield* Deferred.await(ready)
        yield* Layer.build(
          HttpRouter.serve(HttpRouter.add("GET", "/v1/health", HttpServerResponse.text("ready")), {
            disableListenLog: true,
            disableLogger: true
          }).pipe(Layer.provide(Layer.succeed(HttpServer.HttpServer, server)))
        )
        return yield* Effect.never
      }).pipe(Effect.provide(NodeHttpServer.layer(createStartingServer, { port: 0, host: "127.0.0.1" })))
      yield* Effect.forkScoped(serving)
      const url = yield* Deferred.await(listening)

      for (const [path, dialect] of [
        ["/v1/health", "registry"],
        ["/v1/app-api/me", "app"]
      ] as const) {
        const response = yield* Effect.promise(() =>
          fetch(`${url}${path}`, { headers: { "x-request-id": "starting-test-1" } })
        )
        assert.strictEqual(response.status, 503)
        assert.strictEqual(response.headers.get("retry-after"), "1")
        assert.strictEqual(response.headers.get("x-request-id"), "starting-test-1")
        const body = (yield* Effect.promise(() => response.json())) as Body
        assert.strictEqual(body.ok, false)
        assert.strictEqual(body.error?.code, "service_unavailable")
        assert.strictEqual(body.error?.status, dialect === "app" ? 503 : undefined)
        assert.strictEqual(body.meta?.request_id, "starting-test-1")
      }
      // A request body is not read, and the answer still comes.
      const posted = yield* Effect.promise(() =>
        fetch(`${url}/v1/skills`, { method: "POST", body: "x".repeat(256 * 1024) })
      )
      assert.strictEqual(posted.status, 503)

      yield* Deferred.succeed(ready, undefined)
      for (;;) {
        const response = yield* Effect.promise(() => fetch(`${url}/v1/health`))
        const text = yield* Effect.promise(() => response.text())
        if (response.status === 200) {
          assert.strictEqual(text, "ready")
          break
        }
        assert.strictEqual(response.status, 503)
        yield* Effect.yieldNow
      }
    }).pipe(Effect.scoped)
  )

  it("the server process answers every request sent during its start: refused, 503 with Retry-After, or for real", async () => {
    const port = await ServerProcess.freePort()
    const dataDirectory = mkdtempSync(join(tmpdir(), "vouch-starting-"))
    const child = spawn(process.execPath, [join(import.meta.dirname, "..", "src", "main.ts")], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", VOUCH_DATA_DIR: dataDirectory, LOG_LEVEL: "Warn" },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
    const outcomes: Array<string> = []
    try {
      // Several clients at once, each sending its next request when the last one is answered.
      const client = async () => {
        for (;;) {
          if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`)
          const outcome = await fetch(`http://127.0.0.1:${port}/v1/health`, {
            signal: AbortSignal.timeout(unanswered)
          }).then(
            async (response) => {
              const body = (await response.json()) as Body
              if (response.status === 503 && response.headers.get("retry-after") === "1")
                return body.error?.code === "service_unavailable" ? "starting" : `503 ${JSON.stringify(body)}`
              return response.status === 200 ? "healthy" : `status ${response.status}`
            },
            (error: Error) =>
              (error.cause as { code?: string } | undefined)?.code === "ECONNREFUSED"
                ? "refused"
                : `error ${error.name}`
          )
          outcomes.push(outcome)
          if (outcome === "healthy") return
          await new Promise((resolve) => setTimeout(resolve, 10))
        }
      }
      await Promise.all([client(), client(), client()])
    } finally {
      child.kill("SIGTERM")
      await exited
      ServerProcess.removeDirectory(dataDirectory)
    }
    const kinds = new Set(outcomes)
    for (const kind of kinds) assert.include(["refused", "starting", "healthy"], kind, output)
    assert.isTrue(kinds.has("healthy"))
  })
})
