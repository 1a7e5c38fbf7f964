/**
 * The short-lived caches of the request path (docs/decisions.md, "Per-request cost,
 * second pass (issue 16, point 5)") over HTTP against the real server process: a write
 * and then a read in one process always agree. The caches are set to keep entries for a
 * minute and downloads are written once a minute, so what the tests see comes from the
 * invalidation (and the write at shutdown), never from an entry's time running out.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, assert, beforeAll, describe, it, vi } from "@effect/vitest"
import * as Zip from "../../../packages/registry/test/fixtures/Zip.ts"
import * as ServerProcess from "./ServerProcess.ts"

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 })

const environment = (dataDirectory: string) => ({
  VOUCH_DATA_DIR: dataDirectory,
  VOUCH_RATE_LIMITS: "off",
  VOUCH_KEY_CACHE_MS: "60000",
  VOUCH_SKILL_CACHE_MS: "60000",
  VOUCH_DOWNLOAD_FLUSH_MS: "60000"
})

interface Answer {
  readonly status: number
  readonly body: { readonly data?: Record<string, unknown>; readonly error?: { readonly code: string } }
}

describe("request-path caches on embedded PGlite", () => {
  const dataDirectory = mkdtempSync(join(tmpdir(), "vouch-read-caches-"))
  let server: ServerProcess.ServerProcess
  let session = ""
  let key = ""

  const call = async (path: string, init: RequestInit & { readonly bearer?: string } = {}): Promise<Answer> => {
    const headers = new Headers(init.headers)
    if (init.bearer !== undefined) headers.set("authorization", `Bearer ${init.bearer}`)
    const response = await fetch(`${server.url}${path}`, { ...init, headers })
    const text = await response.text()
    return { status: response.status, body: text.startsWith("{") ? JSON.parse(text) : {} }
  }
  const withSession = (init: RequestInit = {}, cookie = session): RequestInit => ({
    ...init,
    headers: { "content-type": "application/json", cookie: `ss_session=${cookie}` }
  })
  // The invitation link's token, from the development outbox.
  const invitationToken = (email: string) => {
    const outbox = join(dataDirectory, "outbox")
    const mail = readdirSync(outbox)
      .sort()
      .map((name) => JSON.parse(readFileSync(join(outbox, name), "utf8")) as { to: string; text: string })
      .filter((message) => message.to === email)
      .at(-1)
    return /inv_[A-Za-z0-9_-]+/.exec(mail?.text ?? "")?.[0] ?? ""
  }
  const save = async (namespace: string, name: string, version: string, bearer = key) => {
    const form = new FormData()
    const archive = Zip.skill(name, { "notes.md": `Notes of ${name} ${version}.` })
    form.set("archive", new Blob([archive as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "skill.zip")
    form.set("metadata", JSON.stringify({ version, description: `The skill ${name}.` }))
    return call(`/v1/skills/${namespace}/${name}`, { method: "POST", body: form, bearer })
  }
  const newKey = async (cookie = session) => {
    const created = await call("/v1/account/keys", withSession({ method: "POST", body: JSON.stringify({}) }, cookie))
    assert.strictEqual(created.status, 201)
    return created.body.data as { readonly key_id: string; readonly api_key: string }
  }

  beforeAll(async () => {
    server = await ServerProcess.start(environment(dataDirectory))
    session = await ServerProcess.signIn(server.url, dataDirectory, "cache@example.com")
    key = (await newKey()).api_key
  })
  afterAll(async () => {
    await server?.stop()
    ServerProcess.removeDirectory(dataDirectory)
  })

  it("refuses a revoked key on the very next request", async () => {
    const { key_id, api_key } = await newKey()
    // Resolved once: the key's resolution is now in the cache.
    assert.strictEqual((await call("/v1/account", { bearer: api_key })).status, 200)
    assert.strictEqual((await call("/v1/account", { bearer: api_key })).status, 200)
    const revoked = await call(`/v1/account/keys/${key_id}`, withSession({ method: "DELETE" }))
    assert.isTrue(revoked.status === 200 || revoked.status === 204, String(revoked.status))
    assert.strictEqual((await call("/v1/account", { bearer: api_key })).status, 401)
    assert.strictEqual((await call("/v1/skills/cache/anything", { bearer: api_key })).status, 401)
  })

  it("gives a new member of an organization its skills on the very next request", async () => {
    const created = await call(
      "/v1/orgs",
      withSession({ method: "POST", body: JSON.stringify({ namespace: "cache-org", display_name: "Cache org" }) })
    )
    assert.strictEqual(created.status, 201, JSON.stringify(created.body))
    const orgId = String(created.body.data?.org_id)
    assert.strictEqual((await save("cache-org", "org-skill", "1.0.0")).status, 201)

    const memberSession = await ServerProcess.signIn(server.url, dataDirectory, "member@example.com")
    const memberKey = (await newKey(memberSession)).api_key
    // Not a member yet: the private skill does not exist for them (and their key's resolution is kept).
    assert.strictEqual((await call("/v1/skills/cache-org/org-skill", { bearer: memberKey })).status, 404)
    const invited = await call(
      `/v1/orgs/${orgId}/members/invite`,
      withSession({ method: "POST", body: JSON.stringify({ email: "member@example.com", role: "member" }) })
    )
    assert.strictEqual(invited.status, 201, JSON.stringify(invited.body))
    const accepted = await call(
      "/v1/orgs/invitations/accept",
      withSession(
        { method: "POST", body: JSON.stringify({ token: invitationToken("member@example.com") }) },
        memberSession
      )
    )
    assert.strictEqual(accepted.status, 200, JSON.stringify(accepted.body))
    assert.strictEqual((await call("/v1/skills/cache-org/org-skill", { bearer: memberKey })).status, 200)

    // The organization deleted: its skills and memberships are gone for the next request.
    const removed = await call(`/v1/orgs/${orgId}`, withSession({ method: "DELETE" }))
    assert.isTrue(removed.status === 200 || removed.status === 204, String(removed.status))
    assert.strictEqual((await call("/v1/skills/cache-org/org-skill", { bearer: memberKey })).status, 404)
    assert.notStrictEqual((await save("cache-org", "org-skill", "1.0.1", memberKey)).status, 201)
  })

  it("shows a skill's writes to the next read: save, star, current version, yank, delete", async () => {
    assert.strictEqual((await save("cache", "written", "1.0.0")).status, 201)
    const detail = async () => call("/v1/skills/cache/written", { bearer: key })
    assert.strictEqual((await detail()).body.data?.current_version, "1.0.0")
    assert.strictEqual((await save("cache", "written", "1.0.1")).status, 201)
    assert.strictEqual((await detail()).body.data?.current_version, "1.0.1")

    assert.strictEqual((await detail()).body.data?.star_count, 0)
    assert.strictEqual((await call("/v1/skills/cache/written/star", { method: "POST", bearer: key })).status, 200)
    assert.strictEqual((await detail()).body.data?.star_count, 1)

    const current = await call("/v1/skills/cache/written/current-version", {
      method: "POST",
      bearer: key,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ version: "1.0.0" })
    })
    assert.strictEqual(current.status, 200, JSON.stringify(current.body))
    assert.strictEqual((await detail()).body.data?.current_version, "1.0.0")

    // A download reads the version row through the cache; a yank is seen by the next one.
    assert.strictEqual((await call("/v1/skills/cache/written/download/1.0.1", { bearer: key })).status, 200)
    const yanked = await call("/v1/skills/cache/written/versions/1.0.1/yank", {
      method: "POST",
      bearer: key,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: "broken" })
    })
    assert.strictEqual(yanked.status, 200, JSON.stringify(yanked.body))
    assert.notStrictEqual((await call("/v1/skills/cache/written/download/1.0.1", { bearer: key })).status, 200)

    const deleted = await call("/v1/skills/cache/written", { method: "DELETE", bearer: key })
    assert.isTrue(deleted.status === 200 || deleted.status === 204, String(deleted.status))
    assert.strictEqual((await detail()).status, 404)
  })

  it("decides access on every request: a private skill read by its owner stays hidden from others", async () => {
    assert.strictEqual((await save("cache", "private-one", "1.0.0")).status, 201)
    assert.strictEqual((await call("/v1/skills/cache/private-one", { bearer: key })).status, 200)
    // Anonymous callers are asked to authenticate; another account gets 404, as for no skill at all.
    assert.notStrictEqual((await call("/v1/skills/cache/private-one")).status, 200)
    assert.notStrictEqual((await call("/v1/skills/cache/private-one/download/1.0.0")).status, 200)
    const otherSession = await ServerProcess.signIn(server.url, dataDirectory, "other@example.com")
    const other = await call("/v1/skills/cache/private-one", { headers: { cookie: `ss_session=${otherSession}` } })
    assert.strictEqual(other.status, 404)
  })

  it("shows a download in the next detail, counts it once a day, and writes it at shutdown", async () => {
    assert.strictEqual((await save("cache", "downloaded", "1.0.0")).status, 201)
    const count = async () =>
      (await call("/v1/skills/cache/downloaded", { bearer: key })).body.data?.download_count as number
    assert.strictEqual(await count(), 0)
    const download = await fetch(`${server.url}/v1/skills/cache/downloaded/download/1.0.0`, {
      headers: { authorization: `Bearer ${key}` }
    })
    assert.strictEqual(download.status, 200)
    await download.arrayBuffer()
    assert.strictEqual(await count(), 1)
    // The same identity the same day: not counted again.
    await (
      await fetch(`${server.url}/v1/skills/cache/downloaded/download/1.0.0`, {
        headers: { authorization: `Bearer ${key}` }
      })
    ).arrayBuffer()
    assert.strictEqual(await count(), 1)
    // Written once a minute, and when the server stops: a restart on the same data shows it.
    assert.strictEqual(await server.stop(), 0)
    server = await ServerProcess.start(environment(dataDirectory))
    assert.strictEqual(await count(), 1)
  })
})
