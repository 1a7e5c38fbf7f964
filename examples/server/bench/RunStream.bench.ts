/**
 * Time from `POST /v1/app-api/run-stream` to the first `delta` event, with the
 * scripted model on the reference server (a real process, embedded PGlite): the cost
 * of the platform itself before any model latency (token check, model resolution,
 * hold, job creation, first byte of the stream). Also to the `job` event and to `done`.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { percentile, writeSection } from "../../../scripts/BenchmarkDocument.ts"
import * as ServerProcess from "../test/ServerProcess.ts"

const runs = Number(process.env.BENCH_RUNS ?? 60)
const dataDirectory = mkdtempSync(join(tmpdir(), "vouch-bench-runstream-"))
const server = await ServerProcess.start({
  VOUCH_DATA_DIR: dataDirectory,
  VOUCH_SCRIPTED_MODEL: "on",
  VOUCH_RATE_LIMITS: "off",
  VOUCH_WELCOME_CREDITS: "100000000"
})

try {
  const json = { "content-type": "application/json" }
  const session = await ServerProcess.signIn(server.url, dataDirectory, "bench@example.com")
  const token = await ServerProcess.mintAppToken(server.url, session, "chat")

  const toJob: Array<number> = []
  const toDelta: Array<number> = []
  const toDone: Array<number> = []
  const decoder = new TextDecoder()
  for (let run = 0; run < runs + 5; run++) {
    const began = performance.now()
    const response = await fetch(`${server.url}/v1/app-api/run-stream`, {
      method: "POST",
      headers: { ...json, authorization: `Bearer ${token}`, "idempotency-key": `bench-${run}` },
      body: JSON.stringify({ content: `benchmark turn ${run}`, $model: "scripted" })
    })
    const reader = response.body!.getReader()
    let text = ""
    let job = Number.NaN
    let delta = Number.NaN
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
      if (Number.isNaN(job) && text.includes("event: job")) job = performance.now() - began
      if (Number.isNaN(delta) && text.includes("event: delta")) delta = performance.now() - began
    }
    if (!text.includes("event: done")) throw new Error(`run ${run} did not finish: ${text.slice(0, 300)}`)
    // The first five runs warm the process up.
    if (run >= 5) {
      toJob.push(job)
      toDelta.push(delta)
      toDone.push(performance.now() - began)
    }
  }
  const row = (name: string, values: Array<number>) =>
    `| ${name} | ${percentile(values, 0.5).toFixed(1)} | ${percentile(values, 0.9).toFixed(1)} | ${percentile(values, 0.99).toFixed(1)} |`
  const lines = [
    `${runs} sequential \`POST /v1/app-api/run-stream\` turns of the chat app on the scripted model (24-character replies in 8-character deltas), after 5 warm-up turns, one server process on embedded PGlite.`,
    "",
    "| from the request to | p50 ms | p90 ms | p99 ms |",
    "|---|---:|---:|---:|",
    row("the `job` event", toJob),
    row("the first `delta`", toDelta),
    row("`done` (settled)", toDone)
  ]
  console.log(lines.join("\n"))
  writeSection("run-stream", "App API: time to the first delta", lines.join("\n"))
} finally {
  await server.stop()
  ServerProcess.removeDirectory(dataDirectory)
}
