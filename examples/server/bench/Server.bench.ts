/**
 * Reference server benchmark: cold start to the first healthy response on embedded
 * PGlite, and requests per second for `GET /v1/health` and for the 404 path, measured
 * with autocannon from this process against the server in its own process. A bare
 * `node:http` server answering the same JSON runs side by side as the baseline, so the
 * ratio shows what the framework, the envelope and the checks cost.
 */

import { mkdtempSync } from "node:fs"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { writeSection } from "../../../scripts/BenchmarkDocument.ts"
import * as ServerProcess from "../test/ServerProcess.ts"

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = 16

const load = async (url: string) => {
  const result = await autocannon({ url, connections, duration: durationSeconds })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors
  }
}

const baseline = createServer((request, response) => {
  const body =
    request.url === "/v1/health"
      ? '{"ok":true,"data":{"status":"ok","db":"ok","storage":"ok"},"meta":{"request_id":"req_x"}}'
      : '{"ok":false,"error":{"code":"not_found","message":"No such route."},"meta":{"request_id":"req_x"}}'
  response.writeHead(request.url === "/v1/health" ? 200 : 404, { "content-type": "application/json" })
  response.end(body)
})
await new Promise<void>((resolve) => baseline.listen(0, "127.0.0.1", resolve))
const baselineAddress = baseline.address()
const baselineUrl = `http://127.0.0.1:${typeof baselineAddress === "object" && baselineAddress ? baselineAddress.port : 0}`

const coldStarts: Array<number> = []
const restarts: Array<number> = []
for (let run = 0; run < 3; run++) {
  const dataDirectory = mkdtempSync(join(tmpdir(), "vouch-bench-"))
  const server = await ServerProcess.start({ VOUCH_DATA_DIR: dataDirectory })
  coldStarts.push(server.startMilliseconds)
  await server.stop()
  // A restart on the same data directory: PGlite's files exist, migrations are applied.
  const again = await ServerProcess.start({ VOUCH_DATA_DIR: dataDirectory })
  restarts.push(again.startMilliseconds)
  await again.stop()
  ServerProcess.removeDirectory(dataDirectory)
}

const server = await ServerProcess.start({ VOUCH_RATE_LIMITS: "off" })
const rows: Array<[string, Awaited<ReturnType<typeof load>>, Awaited<ReturnType<typeof load>>]> = []
for (const [name, path] of [
  ["GET /v1/health", "/v1/health"],
  ["GET /v1/unknown (404)", "/v1/unknown"]
] as const) {
  rows.push([name, await load(`${server.url}${path}`), await load(`${baselineUrl}${path}`)])
}
await server.stop()
baseline.close()

const median = (values: Array<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const lines = [
  `Cold start to the first healthy \`GET /v1/health\` on embedded PGlite (fresh data directory, 3 runs): median ${median(coldStarts).toFixed(0)} ms (runs: ${coldStarts.map((value) => value.toFixed(0)).join(", ")} ms). Most of it is PGlite creating its database cluster (initdb) and applying the migrations, which a restart skips (below).`,
  "",
  `Restart on an existing data directory (3 runs): median ${median(restarts).toFixed(0)} ms (runs: ${restarts.map((value) => value.toFixed(0)).join(", ")} ms): loading the TypeScript sources, opening PGlite, checking migrations.`,
  "",
  `Throughput with autocannon, ${connections} connections, ${durationSeconds} s each, rate limiting off (it would answer 429 after 120 requests); baseline: a bare \`node:http\` server writing the same JSON.`,
  "",
  "| request | vouch req/s | p50 ms | p99 ms | baseline req/s | vouch / baseline |",
  "|---|---:|---:|---:|---:|---:|",
  ...rows.map(
    ([name, vouch, bare]) =>
      `| ${name} | ${vouch.requestsPerSecond.toFixed(0)} | ${vouch.p50} | ${vouch.p99} | ${bare.requestsPerSecond.toFixed(0)} | ${(vouch.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} |`
  )
]
console.log(lines.join("\n"))

writeSection("server", "Reference server", lines.join("\n"), "2 cores")
