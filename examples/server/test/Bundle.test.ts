/**
 * The server's bundle (`src/Bundle.ts`), what `./vouch start` runs when it is current:
 * built into a cache folder of its own, it is fresh until an input changes, and the
 * server runs from it like from source (PGlite in its worker, the API, the documents,
 * the 404 envelope), then shuts down on SIGTERM with exit 0.
 */
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it, vi } from "@effect/vitest"
import * as Bundle from "../src/Bundle.ts"
import { freePort } from "./ServerProcess.ts"

vi.setConfig({ testTimeout: 240_000 })

describe("Bundle", () => {
  it("builds a bundle the server runs from, fresh until an input changes", async () => {
    const cache = mkdtempSync(join(tmpdir(), "vouch-bundle-"))
    const data = mkdtempSync(join(tmpdir(), "vouch-bundle-data-"))
    try {
      const entry = await Bundle.build(cache)
      assert.strictEqual(Bundle.freshEntry(cache), entry)

      const port = await freePort()
      const child = spawn(process.execPath, [entry], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          VOUCH_DATA_DIR: data,
          XDG_CACHE_HOME: join(data, "cache"),
          LOG_LEVEL: "Warn"
        },
        stdio: ["ignore", "pipe", "pipe"]
      })
      let output = ""
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
      const url = `http://127.0.0.1:${port}`
      const deadline = Date.now() + 180_000
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the bundled server exited with ${child.exitCode}:\n${output}`)
        const healthy = await fetch(`${url}/v1/health`, { signal: AbortSignal.timeout(5_000) })
          .then(async (response) => {
            await response.arrayBuffer()
            return response.status === 200
          })
          .catch(() => false)
        if (healthy) break
        if (Date.now() > deadline) {
          child.kill("SIGKILL")
          throw new Error(`the bundled server did not become healthy:\n${output}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      try {
        const health = (await (await fetch(`${url}/v1/health`)).json()) as { data: { status: string; db: string } }
        assert.strictEqual(health.data.status, "ok")
        assert.strictEqual(health.data.db, "ok")
        const openapi = await fetch(`${url}/v1/openapi.json`)
        assert.strictEqual(openapi.status, 200)
        assert.isObject(((await openapi.json()) as { paths?: object }).paths)
        const models = await fetch(`${url}/v1/models`)
        assert.strictEqual(models.status, 200)
        await models.arrayBuffer()
        const missing = await fetch(`${url}/v1/no-such-route`)
        assert.strictEqual(missing.status, 404)
        assert.include(await missing.text(), "not_found")
      } finally {
        child.kill("SIGTERM")
      }
      assert.strictEqual(await exited, 0, output)

      // A changed input (here: a size that no longer matches) makes the bundle stale.
      const manifestPath = join(cache, "manifest.json")
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { inputs: Array<[string, number, number]> }
      assert.isAbove(manifest.inputs.length, 100)
      manifest.inputs[0]![1] += 1
      writeFileSync(manifestPath, JSON.stringify(manifest))
      assert.isUndefined(Bundle.freshEntry(cache))
    } finally {
      rmSync(cache, { recursive: true, force: true })
      rmSync(data, { recursive: true, force: true })
    }
  })
})
