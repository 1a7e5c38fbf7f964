/**
 * End to end against the real server process: the two commands of the README start
 * exactly this (`node src/main.ts`). Covers health on embedded PGlite, the 404
 * envelope, request ids, rate-limit headers, two processes on one PostgreSQL sharing
 * one limit, and graceful shutdown.
 */
import { execFile } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { get as httpGet, type IncomingHttpHeaders } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gunzipSync } from "node:zlib"
import { afterAll, assert, beforeAll, describe, it, vi } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Scanner } from "@vouch/scanner"
import { Effect, Exit, Scope } from "effect"
import * as Zip from "../../../packages/registry/test/fixtures/Zip.ts"
import * as ServerProcess from "./ServerProcess.ts"

const grantScript = join(import.meta.dirname, "..", "src", "grant.ts")

// Server processes start, migrate and stop for real: give them time on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

interface Body {
  readonly ok: boolean
  readonly data?: Record<string, unknown>
  readonly error?: { readonly code: string; readonly message: string }
  readonly meta: { readonly request_id: string }
}

// Over node:http, not fetch: fetch decompresses by itself and hides the encoding.
const rawGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ readonly status: number; readonly headers: IncomingHttpHeaders; readonly body: Buffer }>(
    (resolve, reject) => {
      httpGet(url, { headers }, (response) => {
        const chunks: Array<Buffer> = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) })
        )
        response.on("error", reject)
      }).on("error", reject)
    }
  )

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers })
  return { response, body: (await response.json()) as Body }
}

describe("reference server on embedded PGlite", () => {
  let server: ServerProcess.ServerProcess
  beforeAll(async () => {
    server = await ServerProcess.start()
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("answers health with the database and the storage checked", async () => {
    const { response, body } = await get(`${server.url}/v1/health`)
    assert.strictEqual(response.status, 200)
    assert.deepStrictEqual(body.data, { status: "ok", db: "ok", storage: "ok" })
    assert.match(body.meta.request_id, /^req_/)
    assert.strictEqual(response.headers.get("x-request-id"), body.meta.request_id)
  })

  it("answers unknown routes with the JSON 404 envelope, rate-limit headers included", async () => {
    for (const path of ["/v1/nothing", "/v1/app-api/apps/chat/me", "/nothing-at-all"]) {
      const { response, body } = await get(`${server.url}${path}`)
      assert.strictEqual(response.status, 404, path)
      assert.strictEqual(body.ok, false)
      assert.strictEqual(body.error?.code, "not_found")
      assert.isString(body.meta.request_id)
    }
    const { response } = await get(`${server.url}/v1/nothing`)
    for (const header of ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset", "x-ratelimit-window"]) {
      assert.isNotNull(response.headers.get(header), header)
    }
  })

  it("refuses a body over VOUCH_MAX_BODY_BYTES with the 413 envelope", async () => {
    const response = await fetch(`${server.url}/v1/auth/email/send-code`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "big@example.com", padding: "x".repeat(3 * 1024 * 1024) })
    })
    assert.strictEqual(response.status, 413)
    const body = (await response.json()) as Body
    assert.strictEqual(body.error?.code, "payload_too_large")
  })

  it("serves stats, the CLI version and the OpenAPI document", async () => {
    const stats = await get(`${server.url}/v1/stats`)
    assert.deepStrictEqual(Object.keys(stats.body.data ?? {}).sort(), ["publishers", "scan_reports", "skills"])
    const cli = await get(`${server.url}/v1/cli/version`)
    assert.isString(cli.body.data?.version)
    const openapi = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as { paths: Record<string, unknown> }
    for (const path of ["/v1/health", "/v1/stats", "/v1/cli/version"]) assert.property(openapi.paths, path)
  })

  it("serves the OpenAPI document and the reference page gzipped, with an ETag and Cache-Control", async () => {
    for (const path of ["/v1/openapi.json", "/v1/docs"]) {
      const plain = await rawGet(`${server.url}${path}`)
      assert.strictEqual(plain.status, 200, path)
      assert.strictEqual(plain.headers["content-encoding"], undefined, path)
      assert.match(plain.headers["cache-control"] ?? "", /max-age=\d+/, path)
      assert.match(plain.headers.etag ?? "", /^"[\w-]+"$/, path)
      const zipped = await rawGet(`${server.url}${path}`, { "accept-encoding": "gzip, br" })
      assert.strictEqual(zipped.status, 200, path)
      assert.strictEqual(zipped.headers["content-encoding"], "gzip", path)
      assert.strictEqual(zipped.headers.vary, "Accept-Encoding", path)
      assert.notStrictEqual(zipped.headers.etag, plain.headers.etag, path)
      assert.isBelow(zipped.body.length, plain.body.length / 3, path)
      assert.deepStrictEqual(gunzipSync(zipped.body), plain.body, path)
      // A client holding the document asks again with its tag: 304, no body.
      const again = await rawGet(`${server.url}${path}`, {
        "accept-encoding": "gzip",
        "if-none-match": zipped.headers.etag!
      })
      assert.strictEqual(again.status, 304, path)
      assert.strictEqual(again.body.length, 0, path)
      assert.strictEqual(again.headers.etag, zipped.headers.etag, path)
      const stale = await rawGet(`${server.url}${path}`, { "if-none-match": '"another"' })
      assert.strictEqual(stale.status, 200, path)
    }
    // Other routes are untouched.
    const health = await rawGet(`${server.url}/v1/health`, { "accept-encoding": "gzip" })
    assert.strictEqual(health.headers["content-encoding"], undefined)
    assert.strictEqual(health.headers.etag, undefined)
  })

  // Last in this block: it stops the block's server (graceful shutdown, on the same
  // process the other tests used instead of one more start).
  it("on SIGTERM releases everything and exits 0, then refuses connections", async () => {
    const { response } = await get(`${server.url}/v1/health`)
    assert.strictEqual(response.status, 200)
    const exitCode = await server.stop("SIGTERM")
    assert.strictEqual(exitCode, 0)
    assert.notInclude(server.output(), "unhandled")
    try {
      await fetch(`${server.url}/v1/health`)
      assert.fail("the server still answers")
    } catch (error) {
      assert.include(String((error as Error).cause ?? error), "ECONNREFUSED")
    }
  })
})

describe("identity mounted in the reference server", () => {
  const dataDirectory = mkdtempSync(join(tmpdir(), "vouch-server-identity-"))
  let server: ServerProcess.ServerProcess
  beforeAll(async () => {
    server = await ServerProcess.start({ VOUCH_DATA_DIR: dataDirectory, VOUCH_RATE_LIMITS: "off" })
  })
  afterAll(async () => {
    await server?.stop()
  })

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body)
    })
    return { response, body: (await response.json()) as Body }
  }

  it("signs in by email code through the development outbox, then mints a key by the CLI device flow", async () => {
    const sent = await post("/v1/auth/email/send-code", { email: "e2e@example.com" })
    assert.strictEqual(sent.response.status, 200)
    const outbox = join(dataDirectory, "outbox")
    const files = readdirSync(outbox).filter((name) => name.endsWith(".json"))
    assert.lengthOf(files, 1)
    const mail = JSON.parse(readFileSync(join(outbox, files[0]!), "utf8")) as { to: string; text: string }
    assert.strictEqual(mail.to, "e2e@example.com")
    const code = /code is (\d{6})/.exec(mail.text)?.[1] ?? ""
    const verified = await post("/v1/auth/email/verify-code", { email: "e2e@example.com", code })
    assert.strictEqual(verified.response.status, 200)
    const session = /ss_session=([^;]+)/.exec(verified.response.headers.get("set-cookie") ?? "")?.[1] ?? ""

    const started = await post("/v1/auth/cli", { label: "e2e" })
    assert.strictEqual(started.response.status, 201)
    const { session_id, login_url } = started.body.data as { session_id: string; login_url: string }
    assert.isTrue(login_url.startsWith(`${server.url}/cli/approve?session_id=`))
    const page = await fetch(login_url, { headers: { cookie: `ss_session=${session}` } })
    assert.strictEqual(page.status, 200)
    assert.include(await page.text(), "e2e@example.com")
    const approved = await post(
      `/v1/auth/cli/${session_id}/approve`,
      {},
      { cookie: `ss_session=${session}`, origin: server.url }
    )
    assert.strictEqual(approved.response.status, 200)
    const polled = (await (await fetch(`${server.url}/v1/auth/cli/${session_id}`)).json()) as Body
    const key = (polled.data as { api_key: string }).api_key
    const account = (await (
      await fetch(`${server.url}/v1/account`, { headers: { authorization: `Bearer ${key}` } })
    ).json()) as Body
    assert.strictEqual((account.data as { email: string }).email, "e2e@example.com")
    const openapi = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as { paths: Record<string, unknown> }
    for (const path of [
      "/v1/auth/cli",
      "/v1/account/keys",
      "/v1/orgs",
      "/v1/users/{username}",
      "/v1/skills/search",
      "/v1/models",
      "/v1/app-api/run",
      "/v1/app-api/sessions/{session_id}/messages"
    ])
      assert.property(openapi.paths, path)

    // The welcome grant reaches the app API through a user token minted on the app token page.
    const userToken = await ServerProcess.mintAppToken(server.url, session, "chat")
    const me = (await (
      await fetch(`${server.url}/v1/app-api/me`, { headers: { authorization: `Bearer ${userToken}` } })
    ).json()) as Body
    assert.deepInclude(me.data, { subject_type: "user", credits: 10_000, app: "chat" })
  })

  it("saves a skill with an API key, reads it back, and counts it in the account's usage", async () => {
    const session = await ServerProcess.signIn(server.url, dataDirectory, "publisher@example.com")
    const key = (await post("/v1/account/keys", { label: "ci" }, { cookie: `ss_session=${session}` })).body.data as {
      api_key: string
    }
    const bearer = { authorization: `Bearer ${key.api_key}` }
    const stats = async () => (await get(`${server.url}/v1/stats`)).body.data
    const statsBefore = await stats()

    const archive = Zip.skill("hello-world", { "notes.md": "Some notes." })
    const form = new FormData()
    form.set(
      "archive",
      new Blob([archive as Uint8Array<ArrayBuffer>], {
        type: "application/zip"
      }),
      "skill.zip"
    )
    form.set("metadata", JSON.stringify({ version: "1.0.0", description: "Says hello.", tags: ["demo"] }))
    const saved = await fetch(`${server.url}/v1/skills/publisher/hello-world`, {
      method: "POST",
      headers: bearer,
      body: form
    })
    assert.strictEqual(saved.status, 201, await saved.clone().text())
    const skill = (await (
      await fetch(`${server.url}/v1/skills/publisher/hello-world`, { headers: bearer })
    ).json()) as Body
    assert.strictEqual(skill.ok, true)
    // Private by default: invisible to anyone else, counted in the owner's usage.
    assert.strictEqual(
      (await fetch(`${server.url}/v1/skills/publisher/hello-world`, { headers: { authorization: "Bearer x" } })).status,
      401
    )
    const usage = (await (await fetch(`${server.url}/v1/account/usage`, { headers: bearer })).json()) as Body
    assert.strictEqual((usage.data as { skill_count: number }).skill_count, 1)
    assert.isAbove((usage.data as { storage_bytes: number }).storage_bytes, 0)
    const profile = (await (await fetch(`${server.url}/v1/users/@publisher`)).json()) as Body
    assert.strictEqual((profile.data as { public_skill_count: number }).public_skill_count, 0)
    // Nor in the public statistics.
    assert.deepStrictEqual(await stats(), statsBefore)

    // Sharing needs the sharer's own scan report on the version.
    const base = `${server.url}/v1/skills/publisher/hello-world/versions/1.0.0`
    const json = { ...bearer, "content-type": "application/json" }
    const refused = await fetch(`${base}/share`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ visibility: "public" })
    })
    assert.strictEqual(refused.status, 403)
    assert.strictEqual(((await refused.json()) as Body).error?.code, "scan_required")
    const report = Scanner.scanArchive(archive)
    const attached = await fetch(`${base}/scan-report`, {
      method: "PUT",
      headers: json,
      body: JSON.stringify({ scan_report: report })
    })
    assert.strictEqual(attached.status, 200, await attached.clone().text())
    const shared = await fetch(`${base}/share`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ visibility: "public", expires_in: "7d" })
    })
    assert.strictEqual(shared.status, 201, await shared.clone().text())
    const link = ((await shared.json()) as Body).data as { share_id?: string; id?: string }
    // Shared publicly: a public skill of a new publisher, with the sharer's report.
    const counted = (before: Record<string, unknown> | undefined, field: string) => Number(before?.[field] ?? 0) + 1
    assert.deepStrictEqual(await stats(), {
      skills: counted(statsBefore, "skills"),
      publishers: counted(statsBefore, "publishers"),
      scan_reports: counted(statsBefore, "scan_reports")
    })
    const shareId = link.share_id ?? link.id ?? ""
    assert.match(shareId, /^shr_/)

    // Anyone downloads the shared archive; a consumer verifies it with its own scan.
    const download = await fetch(`${server.url}/v1/share/${shareId}/download`)
    assert.strictEqual(download.status, 200)
    const downloaded = new Uint8Array(await download.arrayBuffer())
    assert.deepStrictEqual(downloaded, archive)
    const verdict = await fetch(`${base}/verify`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ scan_report: JSON.stringify(Scanner.scanArchive(downloaded)) })
    })
    assert.strictEqual(verdict.status, 200, await verdict.clone().text())
    assert.strictEqual((((await verdict.json()) as Body).data as { verdict: string }).verdict, "verified")
    const tampered = Scanner.scanArchive(Zip.skill("hello-world", { "notes.md": "Other notes." }))
    const critical = await fetch(`${base}/verify`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ scan_report: tampered })
    })
    assert.strictEqual((((await critical.json()) as Body).data as { verdict: string }).verdict, "critical")
    const searched = (await (await fetch(`${server.url}/v1/skills/search?q=hello`)).json()) as Body
    assert.include(JSON.stringify(searched.data), "hello-world")

    // An archive over 128 KiB is read and scanned in the scan workers.
    const large = Zip.skill("large-skill", { "data.txt": randomBytes(150_000).toString("base64") })
    assert.isAbove(large.length, 128 * 1024)
    const largeForm = new FormData()
    largeForm.set("archive", new Blob([large as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "large.zip")
    const largeSaved = await fetch(`${server.url}/v1/skills/publisher/large-skill`, {
      method: "POST",
      headers: bearer,
      body: largeForm
    })
    assert.strictEqual(largeSaved.status, 201, await largeSaved.clone().text())
  })

  it("serves the model catalogue, the registry and the app API with their envelopes", async () => {
    const models = (await (await fetch(`${server.url}/v1/models`)).json()) as Body
    const catalogue = models.data as { default_model: string; models: Array<{ id: string; available: boolean }> }
    assert.isAbove(catalogue.models.length, 0)
    // No provider key is configured here: every model is listed, none is available.
    assert.isTrue(catalogue.models.every((model) => !model.available))

    const guest = await post("/v1/app-api/guest", { slug: "chat" })
    assert.strictEqual(guest.response.status, 201)
    const token = (guest.body.data as { token: string }).token
    const estimate = await post("/v1/app-api/estimate", { content: "hello" }, { authorization: `Bearer ${token}` })
    assert.strictEqual(estimate.response.status, 400)
    const failure = estimate.body as unknown as { error: { code: string; status: number; details: { field: string } } }
    assert.strictEqual(failure.error.code, "validation_error")
    assert.strictEqual(failure.error.status, 400)
    assert.strictEqual(failure.error.details.field, "$model")

    const search = (await (await fetch(`${server.url}/v1/skills/search?q=anything`)).json()) as Body
    assert.strictEqual(search.ok, true)
    assert.deepStrictEqual(search.data as unknown, [])
    const anonymous = await fetch(`${server.url}/v1/skills/nobody/nothing`)
    assert.strictEqual(anonymous.status, 401)
    const forged = await fetch(`${server.url}/v1/skills/nobody/nothing`, {
      headers: { authorization: "Bearer vch_forged-key-000000000000000000000" }
    })
    assert.strictEqual(forged.status, 401)
  })
})

describe.runIf(DatabaseTest.postgresEnabled)("two server processes on one PostgreSQL", () => {
  const scope = Effect.runSync(Scope.make())
  const servers: Array<ServerProcess.ServerProcess> = []
  const environment: Record<string, string> = {}

  beforeAll(async () => {
    const databaseUrl = await Effect.runPromise(Scope.provide(DatabaseTest.freshPostgresUrl("server"), scope))
    Object.assign(environment, {
      DATABASE_URL: databaseUrl,
      VOUCH_SECRET: "a shared secret for both processes",
      VOUCH_DATA_DIR: mkdtempSync(join(tmpdir(), "vouch-server-pg-")),
      VOUCH_SCRIPTED_MODEL: "on",
      VOUCH_JOB_LEASE_SECONDS: "2",
      VOUCH_JOB_REAP_SECONDS: "1"
    })
    servers.push(...(await Promise.all([ServerProcess.start(environment), ServerProcess.start(environment)])))
  })

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await Effect.runPromise(Scope.close(scope, Exit.void))
  })

  it("the operator's grant command credits an account once per grant id, while the servers run", async () => {
    const email = "granted@example.com"
    const grant = (...args: Array<string>) =>
      new Promise<{ readonly code: number; readonly stdout: string; readonly stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          [grantScript, ...args],
          { env: { ...process.env, ...environment } },
          (error, stdout, stderr) =>
            resolve({ code: error === null ? 0 : Number((error as { code?: number }).code ?? 1), stdout, stderr })
        )
      })
    // The refusals and the help read nothing but their arguments and the empty account
    // table: run at once.
    const [early, negative, unknown, help, version] = await Promise.all([
      grant(email, "500"),
      grant(email, "-5"),
      grant(email, "5", "--bogus"),
      grant("--help"),
      grant("--version")
    ])
    assert.strictEqual(early.code, 1)
    assert.include(early.stderr, "no account")
    assert.strictEqual(negative.code, 2)
    assert.strictEqual(unknown.code, 2)
    assert.include(unknown.stderr, "--bogus")
    assert.strictEqual(help.code, 0)
    assert.include(help.stdout, "usage: node src/grant.ts")
    assert.match(version.stdout, /^\d+\.\d+\.\d+\n$/)

    await ServerProcess.signIn(servers[0]!.url, environment.VOUCH_DATA_DIR!, email, servers[1]!.url)

    const first = await grant(email, "500", "--id", "promo-1", "--memo", "a promotion")
    assert.strictEqual(first.code, 0, first.stderr)
    assert.deepInclude(JSON.parse(first.stdout) as object, {
      email,
      grant_id: "promo-1",
      granted: true,
      balance: 10_500
    })
    const again = await grant(email, "500", "--id", "promo-1")
    assert.deepInclude(JSON.parse(again.stdout) as object, { granted: false, balance: 10_500 })
  })

  it("runs chat turns offline with the scripted model; a process killed mid-job leaves its job settled once by another", async () => {
    const email = "chatter@example.com"
    const json = { "content-type": "application/json" }
    const session = await ServerProcess.signIn(servers[0]!.url, environment.VOUCH_DATA_DIR!, email)
    const token = await ServerProcess.mintAppToken(servers[0]!.url, session, "chat")
    const auth = { ...json, authorization: `Bearer ${token}` }

    // A streamed turn on one process, polled from the other.
    const created = (await (
      await fetch(`${servers[1]!.url}/v1/app-api/sessions`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ title: "lane 1" })
      })
    ).json()) as Body
    const sessionId = (created.data as { session: { session_id: string } }).session.session_id
    const streamed = await fetch(`${servers[1]!.url}/v1/app-api/sessions/${sessionId}/messages`, {
      method: "POST",
      headers: { ...auth, "idempotency-key": "turn-1" },
      body: JSON.stringify({ content: "hello", $model: "scripted", stream: true })
    })
    assert.include(streamed.headers.get("content-type") ?? "", "text/event-stream")
    const text = await streamed.text()
    assert.include(text, "event: job")
    assert.include(text, "event: done")
    const done = JSON.parse(/event: done\ndata: (.*)/.exec(text)?.[1] ?? "{}") as {
      status: string
      charged_credits: number
      output: { output: string }
    }
    assert.strictEqual(done.status, "succeeded")
    assert.strictEqual(done.output.output, "scripted reply: hello")
    assert.isAbove(done.charged_credits, 0)

    // A slow turn on a third process, which is then killed without warning.
    const victim = await ServerProcess.start(environment)
    const started = (await (
      await fetch(`${victim.url}/v1/app-api/sessions/${sessionId}/messages`, {
        method: "POST",
        headers: { ...auth, "idempotency-key": "turn-2" },
        body: JSON.stringify({ content: "[[slow]]", $model: "scripted" })
      })
    ).json()) as Body
    const jobId = (started.data as { job_id: string }).job_id
    // Killed once the turn has streamed text (read from another process's event stream), so
    // there is consumption to charge; no guess at how long that takes.
    const events = new AbortController()
    const stream = await fetch(`${servers[0]!.url}/v1/app-api/jobs/${jobId}/events`, {
      headers: auth,
      signal: events.signal
    })
    const reader = stream.body!.getReader()
    let received = ""
    while (!received.includes("event: delta")) {
      const chunk = await reader.read()
      if (chunk.done) break
      received += new TextDecoder().decode(chunk.value)
    }
    assert.include(received, "event: delta")
    await victim.stop("SIGKILL")
    events.abort()

    let job:
      | { status: string; charged_credits: number; hold_credits: number; error: { code: string } | null }
      | undefined
    for (let attempt = 0; attempt < 100; attempt++) {
      const polled = (await (
        await fetch(`${servers[0]!.url}/v1/app-api/jobs/${jobId}`, { headers: auth })
      ).json()) as Body
      job = polled.data as typeof job
      if (job?.status === "failed" || job?.status === "succeeded") break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    assert.strictEqual(job?.status, "failed")
    assert.strictEqual(job?.error?.code, "abandoned")
    assert.isAbove(job?.charged_credits ?? 0, 0)
    assert.isAtMost(job?.charged_credits ?? 0, job?.hold_credits ?? 0)
    const me = (await (await fetch(`${servers[0]!.url}/v1/app-api/me`, { headers: auth })).json()) as Body
    assert.strictEqual(
      (me.data as { credits: number }).credits,
      10_000 - done.charged_credits - (job?.charged_credits ?? 0)
    )
    // The transcript holds only the turn that succeeded.
    const detail = (await (
      await fetch(`${servers[1]!.url}/v1/app-api/sessions/${sessionId}`, { headers: auth })
    ).json()) as Body
    assert.lengthOf((detail.data as { messages: Array<unknown> }).messages, 2)
  })

  it("shares one rate limit: 120 requests per minute in all, whichever process answers", async () => {
    const statuses: Array<number> = []
    // One client address, alternating between the two processes, more than the limit.
    for (let index = 0; index < 130; index++) {
      const server = servers[index % 2]!
      const response = await fetch(`${server.url}/v1/stats`)
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    const admitted = statuses.filter((status) => status === 200).length
    const refused = statuses.filter((status) => status === 429).length
    assert.isAtMost(admitted, 120)
    assert.isAtLeast(refused, 10)
    const refusal = await fetch(`${servers[1]!.url}/v1/stats`)
    const body = (await refusal.json()) as Body
    assert.strictEqual(refusal.status, 429)
    assert.strictEqual(body.error?.code, "rate_limited")
    assert.match(refusal.headers.get("retry-after") ?? "", /^[1-9]\d*$/)
    assert.strictEqual(refusal.headers.get("x-ratelimit-remaining"), "0")
  })
})

describe("start-up", () => {
  it("refuses to start on invalid configuration, naming the variable", async () => {
    // Three processes at once: each stops on its configuration before serving.
    const refusal = (environment: Record<string, string>) =>
      ServerProcess.start(environment).then(
        async (server) => {
          await server.stop()
          return "the server started"
        },
        (error: unknown) => String(error)
      )
    const [port, concurrency, workers] = await Promise.all([
      refusal({ PORT: "not-a-port" }),
      refusal({ VOUCH_SAVE_CONCURRENCY: "0" }),
      refusal({ VOUCH_SCAN_WORKERS: "65" })
    ])
    assert.include(port, "PORT")
    assert.include(concurrency, "VOUCH_SAVE_CONCURRENCY")
    assert.include(concurrency, "invalid configuration")
    assert.include(workers, "VOUCH_SCAN_WORKERS")
    assert.include(workers, "invalid configuration")
  })
})
