/**
 * The save path under load (issue 11, defect 4): the reference server on embedded PGlite
 * (one database connection, the hardest case) takes concurrent saves while a probe asks
 * `GET /v1/health` back to back. Printed: the probe's latency (p50, p99, max) with no
 * saves and during each burst, how the saves were answered, and the server's peak
 * resident memory (VmHWM). Two bursts: 20 saves of ~9.5 MB archives (random bytes, the
 * archive limit is 10 MiB) and 60 saves of small archives that inflate to 40 MB of
 * low-entropy text each (what took RSS from 0.6 to 3.2 GB before the admission budget).
 * Archives are built before each burst, so the probe measures the server, not this process.
 */

import { randomBytes } from "node:crypto"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import * as Zip from "../../../packages/registry/test/fixtures/Zip.ts"
import { percentile, writeSection } from "../../../scripts/BenchmarkDocument.ts"
import * as ServerProcess from "../test/ServerProcess.ts"

const directory = mkdtempSync(join(tmpdir(), "vouch-bench-"))
const server = await ServerProcess.start({ VOUCH_RATE_LIMITS: "off", VOUCH_DATA_DIR: directory })

const peakResidentMegabytes = (): number => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8")
  return Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024)
}

const health = async (): Promise<number> => {
  const began = performance.now()
  await (await fetch(`${server.url}/v1/health`)).arrayBuffer()
  return performance.now() - began
}

/** Asks for health back to back until `done` settles; returns each answer's milliseconds. */
const probe = async (done: Promise<unknown>): Promise<Array<number>> => {
  const latencies: Array<number> = []
  let finished = false
  void done.finally(() => {
    finished = true
  })
  while (!finished) latencies.push(await health())
  return latencies
}

// One account per save of the big burst keeps every save under the storage quota.
const accounts: Array<string> = []
for (let index = 0; index < 20; index++) {
  accounts.push(await ServerProcess.signIn(server.url, directory, `saver${index}@example.com`))
}

const reported = new Set<number>()
const save = async (session: string, namespace: string, name: string, archive: Uint8Array): Promise<number> => {
  const form = new FormData()
  form.set("archive", new Blob([archive as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "skill.zip")
  try {
    const response = await fetch(`${server.url}/v1/skills/${namespace}/${name}`, {
      method: "POST",
      headers: { cookie: `ss_session=${session}` },
      body: form
    })
    const answer = await response.text()
    if (response.status >= 300 && !reported.has(response.status)) {
      reported.add(response.status)
      console.log(`a save answered ${response.status}: ${answer.slice(0, 300)}`)
    }
    return response.status
  } catch (error) {
    // The server answered (and closed) before reading the whole upload.
    console.log(`a save lost its connection: ${String((error as { cause?: unknown }).cause ?? error)}`)
    return 0
  }
}

const statusCounts = (statuses: ReadonlyArray<number>) =>
  [...new Set(statuses)]
    .sort()
    .map((status) => `${statuses.filter((each) => each === status).length}×${status}`)
    .join(", ")

const burst = async (saves: ReadonlyArray<() => Promise<number>>) => {
  const began = performance.now()
  const all = Promise.all(saves.map((run) => run()))
  const [latencies, statuses] = await Promise.all([probe(all), all])
  return { latencies, statuses, seconds: (performance.now() - began) / 1000 }
}

const row = (name: string, latencies: ReadonlyArray<number>, answers: string, seconds?: number) =>
  `| ${name} | ${latencies.length} | ${percentile(latencies, 0.5).toFixed(1)} | ${percentile(latencies, 0.99).toFixed(1)} | ${latencies.reduce((highest, latency) => Math.max(highest, latency), 0).toFixed(1)} | ${answers} | ${seconds === undefined ? "—" : seconds.toFixed(1)} |`

const quiet: Array<number> = []
for (let index = 0; index < 200; index++) quiet.push(await health())

const bigArchives = accounts.map(() =>
  Zip.skill("big-skill", { "data.bin": randomBytes(7_000_000).toString("base64") })
)
const big = await burst(
  accounts.map((session, index) => () => save(session, `saver${index}`, "big-skill", bigArchives[index]!))
)
const afterBig = peakResidentMegabytes()

// A 20 KB block of random words repeated to 10 MB deflates about 80 times smaller: under
// the archive reader's 100× ratio limit, so every save is read and scanned.
const vocabulary = ["skill", "agent", "tool", "review", "shader", "swift", "credit", "ledger", "token", "archive"]
let block = ""
while (block.length < 20_000) block += `${vocabulary[randomBytes(1)[0]! % vocabulary.length]} `
const text = block.repeat(Math.ceil((10 * 1024 * 1024) / block.length)).slice(0, 10 * 1024 * 1024)
const textArchives = Array.from({ length: 60 }, (_, index) =>
  Zip.skill(`text-skill-${index}`, {
    "a.txt": text,
    "b.txt": text,
    "c.txt": text,
    "d.txt": `${text.slice(0, -8)} ${index}`
  })
)
const inflating = await burst(
  textArchives.map(
    (archive, index) => () =>
      save(accounts[index % accounts.length]!, `saver${index % accounts.length}`, `text-skill-${index}`, archive)
  )
)
const afterInflating = peakResidentMegabytes()
await server.stop()
ServerProcess.removeDirectory(directory)

const body = [
  "| health probe | requests | p50 ms | p99 ms | max ms | saves answered | seconds |",
  "|---|---|---|---|---|---|---|",
  row("no saves", quiet, "—"),
  row("20 concurrent saves of ~9.5 MB", big.latencies, statusCounts(big.statuses), big.seconds),
  row(
    `60 concurrent saves of ${(textArchives[0]!.length / 1024).toFixed(0)} KB archives inflating to 40 MB each`,
    inflating.latencies,
    statusCounts(inflating.statuses),
    inflating.seconds
  ),
  "",
  "A save answered `0` lost its connection: the server answered 503 (`Retry-After`) after the admission queue's timeout, before reading the rest of the upload, and the client's fetch reports the broken pipe instead of the answer.",
  "",
  `Peak resident memory of the server process: ${afterBig} MB after the first burst, ${afterInflating} MB after the second.`
].join("\n")
console.log(body)
writeSection("save-stall", "Save path under load (PGlite)", body)
