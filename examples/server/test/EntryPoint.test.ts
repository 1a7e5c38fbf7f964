/**
 * The repository's entry point, `./vouch`, as a person runs it: `start` serves and stops
 * on SIGTERM sent to the process that was started (nothing left serving), `--help`
 * prints its usage and exits 0, an unknown command prints it and exits 2.
 */
import { execFile, spawn } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it, vi } from "@effect/vitest"
import * as ServerProcess from "./ServerProcess.ts"

vi.setConfig({ testTimeout: 180_000 })

const entry = join(import.meta.dirname, "..", "..", "..", "vouch")

const run = (args: ReadonlyArray<string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    execFile(entry, [...args], (error, stdout, stderr) =>
      resolve({ code: error === null ? 0 : (error.code as number), stdout, stderr })
    )
  )

// Whether something accepts connections on the port.
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" })
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })

describe("./vouch", () => {
  it("prints its own usage for --help (exit 0) and for an unknown command (exit 2)", async () => {
    const help = await run(["--help"])
    assert.strictEqual(help.code, 0)
    assert.include(help.stdout, "./vouch start")
    const unknown = await run(["no-such-command"])
    assert.strictEqual(unknown.code, 2)
    assert.include(unknown.stderr, 'unknown command "no-such-command"')
    assert.include(unknown.stderr, "./vouch start")
  })

  it("start: SIGTERM to the started process stops the server, nothing is left serving", async () => {
    const port = await ServerProcess.freePort()
    const child = spawn(entry, ["start"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        VOUCH_DATA_DIR: mkdtempSync(join(tmpdir(), "vouch-entry-")),
        LOG_LEVEL: "Warn"
      },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
    const deadline = Date.now() + 150_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`./vouch start exited with ${child.exitCode}:\n${output}`)
      const healthy = await fetch(`http://127.0.0.1:${port}/v1/health`, { signal: AbortSignal.timeout(5_000) })
        .then(async (response) => {
          await response.arrayBuffer()
          return response.ok
        })
        .catch(() => false)
      if (healthy) break
      if (Date.now() > deadline) {
        child.kill("SIGKILL")
        throw new Error(`./vouch start did not become healthy:\n${output}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    child.kill("SIGTERM")
    // The started process is the server itself (exec, no wrapper): it exits 0 once shut down.
    assert.strictEqual(await exited, 0, output)
    assert.isFalse(await listening(port))
  })
})
