/**
 * Load benchmark of the reference server against a bare `effect/http` HttpApi peer
 * (EffectPeer.ts) answering the same JSON and archive, both in their own process, paired
 * request by request in one run with autocannon: health, an unknown route (404), the model
 * catalogue, a skill's detail, a version's download and a search. The server runs on
 * PostgreSQL when the test server answers (a fresh database, dropped afterwards), else on
 * embedded PGlite; rate limits off; logging at Warn in both; the server's request-path
 * caches at their defaults. Prints each pair's ratio (requests per second and CPU time
 * per request) and rewrites its section of docs/benchmarks.md, with the load average at
 * the start and the end. Start-up is measured by Startup.bench.ts.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import autocannon from "autocannon"
import { Effect, Exit, Scope } from "effect"
import * as Zip from "../../../packages/registry/test/fixtures/Zip.ts"
import { writeSection } from "../../../scripts/BenchmarkDocument.ts"
import * as ServerProcess from "../test/ServerProcess.ts"
import type { Answers } from "./EffectPeer.ts"

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64)
const skills = Number(process.env.BENCH_SKILLS ?? 60)

// CPU time (user + system, all threads) of a process in microseconds, from /proc (Linux);
// undefined elsewhere. Per request it varies far less with the machine's load than req/s.
const cpuMicros = (pid: number | undefined): number | undefined => {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / clockTicks
}
const clockTicks = 100

const load = async (url: string, headers: Record<string, string>, pid: number | undefined) => {
  // A second of warm-up (JIT, pools), then the measured run.
  await autocannon({ url, connections, duration: 1, headers })
  const before = cpuMicros(pid)
  const result = await autocannon({ url, connections, duration: durationSeconds, headers })
  const after = cpuMicros(pid)
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    cpuPerRequest:
      before === undefined || after === undefined || result.requests.total === 0
        ? undefined
        : (after - before) / result.requests.total
  }
}

// Waits until a process has used under 5% of a core for a second (the saves' background
// work, scans and rankings, done), at most 60 s: the first rows must not pay for it.
const settle = async (pid: number | undefined) => {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const before = cpuMicros(pid)
    if (before === undefined) return
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    if (cpuMicros(pid)! - before < 50_000) return
  }
}

const loadAtStart = loadavg()[0]!
const scratch = mkdtempSync(join(tmpdir(), "vouch-bench-server-"))
const scope = Effect.runSync(Scope.make())
let peer: ChildProcess | undefined
let server: ServerProcess.ServerProcess | undefined
try {
  const databaseUrl = DatabaseTest.postgresEnabled
    ? await Effect.runPromise(Scope.provide(DatabaseTest.freshPostgresUrl("bench_server"), scope))
    : undefined
  const dataDirectory = join(scratch, "data")
  server = await ServerProcess.start({
    VOUCH_DATA_DIR: dataDirectory,
    VOUCH_RATE_LIMITS: "off",
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl, VOUCH_BLOB_STORE_SHARED: "true" })
  })
  const url = server.url

  // A publisher with an API key and `skills` small skills, one in three about PDFs.
  const session = await ServerProcess.signIn(url, dataDirectory, "bench@example.com")
  const created = await fetch(`${url}/v1/account/keys`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `ss_session=${session}` },
    body: JSON.stringify({ label: "bench" })
  })
  const key = ((await created.json()) as { data: { api_key: string } }).data.api_key
  const headers = { authorization: `Bearer ${key}` }
  // The namespace of a new account is its address's local part.
  const owner = "bench"
  for (let index = 0; index < skills; index++) {
    const name = `bench-skill-${index}`
    const topic = index % 3 === 0 ? "pdf invoices" : "csv columns"
    const form = new FormData()
    const archive = Zip.skill(name, { "notes.md": `Works with ${topic}. Skill ${index}.` })
    form.set("archive", new Blob([archive as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "skill.zip")
    form.set("metadata", JSON.stringify({ version: "1.0.0", description: `Helps with ${topic}.` }))
    const saved = await fetch(`${url}/v1/skills/${owner}/${name}`, { method: "POST", headers, body: form })
    if (saved.status !== 201) throw new Error(`save answered ${saved.status}: ${await saved.text()}`)
  }

  const paths = {
    health: "/v1/health",
    notFound: "/v1/no-such-route",
    models: "/v1/models",
    detail: `/v1/skills/${owner}/bench-skill-0`,
    download: `/v1/skills/${owner}/bench-skill-0/download/1.0.0`,
    search: "/v1/skills/search?q=pdf"
  }
  const json = async (path: string) => (await fetch(`${url}${path}`, { headers })).json()
  const answers: Answers = {
    health: await json(paths.health),
    notFound: await json(paths.notFound),
    models: await json(paths.models),
    detail: await json(paths.detail),
    search: await json(paths.search),
    archive: Buffer.from(await (await fetch(`${url}${paths.download}`, { headers })).arrayBuffer()).toString("base64")
  }
  const answersFile = join(scratch, "answers.json")
  writeFileSync(answersFile, JSON.stringify(answers))

  peer = spawn(process.execPath, [join(import.meta.dirname, "EffectPeer.ts")], {
    env: { ...process.env, PEER_ANSWERS: answersFile },
    stdio: ["ignore", "pipe", "inherit"]
  })
  const peerUrl = await new Promise<string>((resolve, reject) => {
    peer!.stdout!.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()))
    peer!.once("exit", (code) => reject(new Error(`the peer exited with ${code}`)))
  })

  await settle(server.child.pid)
  const rows: Array<string> = []
  const goals: Record<keyof typeof paths, number> = {
    health: 0.9,
    notFound: 0.9,
    models: 0.8,
    detail: 0.5,
    download: 0.5,
    search: Number.NaN
  }
  const names: Record<keyof typeof paths, string> = {
    health: "GET /v1/health",
    notFound: "unknown route (404)",
    models: "GET /v1/models",
    detail: "skill detail",
    download: "download (small archive)",
    search: `search, ${skills} skills, q=pdf`
  }
  for (const kind of Object.keys(paths) as Array<keyof typeof paths>) {
    const vouch = await load(`${url}${paths[kind]}`, headers, server.child.pid)
    const bare = await load(`${peerUrl}${paths[kind]}`, headers, peer.pid)
    const ratio = vouch.requestsPerSecond / bare.requestsPerSecond
    const micros = (value: number | undefined) => (value === undefined ? "" : value.toFixed(0))
    const cpuRatio =
      vouch.cpuPerRequest === undefined || bare.cpuPerRequest === undefined
        ? ""
        : (bare.cpuPerRequest / vouch.cpuPerRequest).toFixed(2)
    const row = `| ${names[kind]} | ${vouch.requestsPerSecond.toFixed(0)} | ${vouch.p99} | ${bare.requestsPerSecond.toFixed(0)} | ${ratio.toFixed(2)} | ${Number.isNaN(goals[kind]) ? "" : `≥ ${goals[kind]}`} | ${micros(vouch.cpuPerRequest)} | ${micros(bare.cpuPerRequest)} | ${cpuRatio} |`
    console.log(row)
    rows.push(row)
  }

  const lines = [
    `autocannon, ${connections} connections, ${durationSeconds} s per request and server, the two servers paired request by request in one run; Vouch on ${databaseUrl === undefined ? "embedded PGlite" : "PostgreSQL"} (rate limits off, logging at Warn) against a bare \`effect/http\` HttpApi peer answering the same JSON (bench/EffectPeer.ts). Detail, download and search are sent with the publisher's API key, with the server's default request-path caches (an API key's resolution and the skill and version rows reused for up to 1 s, downloads counted in a batch every second: docs/decisions.md, "Per-request cost, second pass"); the same identity downloads the same skill, so after the first, downloads are not counted again. The server is first left to finish the saves' background work; each run follows a second of warm-up. The ratio is of requests per second (the goal's measure); the CPU columns give each server's CPU time (all threads) per request over the same run, and their ratio (bare ÷ Vouch), which moves much less with the load of a shared machine than the rates do.`,
    "",
    "| request | Vouch req/s | Vouch p99 ms | bare Effect HttpApi req/s | ratio | goal | Vouch CPU µs/req | bare CPU µs/req | CPU ratio |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows,
    "",
    `Load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end (2 cores shared with other work); on PGlite every database request shares one session, so detail, download and search queue behind each other (run with \`CI=true\` to require PostgreSQL).`
  ]
  writeSection("server", "Reference server under load", lines.join("\n"))
} finally {
  peer?.kill("SIGTERM")
  await server?.stop()
  await Effect.runPromise(Scope.close(scope, Exit.void))
  rmSync(scratch, { recursive: true, force: true })
}
