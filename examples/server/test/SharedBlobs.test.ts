/**
 * Issue 11, defect 9: several server processes on one PostgreSQL, each with its own
 * `VOUCH_DATA_DIR` (the multi-process setup of the README), share their blobs. A skill
 * saved through one process downloads from the other, with the default store
 * (PostgreSQL) and with an S3-compatible one (s3rver); a filesystem store there makes
 * the health check report storage `error` with the reason.
 */
import { createHash } from "node:crypto"
import { mkdirSync, mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, assert, beforeAll, describe, it, vi } from "@effect/vitest"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Exit, Option, Redacted, Scope } from "effect"
import * as S3Server from "../../../packages/blob-storage/test/S3Server.ts"
import * as Zip from "../../../packages/registry/test/fixtures/Zip.ts"
import { ServerConfig, type ServerSettings } from "../src/ServerConfig.ts"
import { blobStoreNotShared } from "../src/Storage.ts"
import * as ServerProcess from "./ServerProcess.ts"

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

interface Health {
  readonly data: {
    readonly status: string
    readonly db: string
    readonly storage: string
    readonly storage_error?: string
  }
}

/** Two processes on a fresh PostgreSQL database, each with its own data folder, sharing a mail outbox. */
const deployment = (store: Record<string, string>) => {
  const scope = Effect.runSync(Scope.make())
  const servers: Array<ServerProcess.ServerProcess> = []
  // `signIn` reads `<folder>/outbox`: the outbox every process writes to.
  const mailFolder = mkdtempSync(join(tmpdir(), "vouch-mail-"))
  mkdirSync(join(mailFolder, "outbox"))
  beforeAll(async () => {
    const databaseUrl = await Effect.runPromise(Scope.provide(DatabaseTest.freshPostgresUrl("shared_blobs"), scope))
    const process = () =>
      ServerProcess.start({
        DATABASE_URL: databaseUrl,
        VOUCH_SECRET: "a shared secret for both processes",
        VOUCH_DATA_DIR: mkdtempSync(join(tmpdir(), "vouch-process-")),
        VOUCH_OUTBOX_DIR: join(mailFolder, "outbox"),
        ...store
      })
    // One after the other: the first one migrates.
    servers.push(await process())
    servers.push(await process())
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await Effect.runPromise(Scope.close(scope, Exit.void))
  })
  return { servers, mailFolder }
}

const health = async (url: string) => (await (await fetch(`${url}/v1/health`)).json()) as Health

/** Saves a skill through `saveUrl` and downloads its archive and one file from `readUrl`. */
const saveThenReadElsewhere = async (saveUrl: string, readUrl: string, mailFolder: string) => {
  const session = await ServerProcess.signIn(saveUrl, mailFolder, "publisher@example.com")
  const created = await fetch(`${saveUrl}/v1/account/keys`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `ss_session=${session}` },
    body: JSON.stringify({ label: "ci" })
  })
  const bearer = { authorization: `Bearer ${((await created.json()) as { data: { api_key: string } }).data.api_key}` }
  const notes = `Notes written through ${saveUrl}.`
  const archive = Zip.skill("shared-blobs", { "notes.md": notes })
  const form = new FormData()
  form.set("archive", new Blob([archive as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "skill.zip")
  form.set("metadata", JSON.stringify({ version: "1.0.0", description: "Saved by one process." }))
  const saved = await fetch(`${saveUrl}/v1/skills/publisher/shared-blobs`, {
    method: "POST",
    headers: bearer,
    body: form
  })
  assert.strictEqual(saved.status, 201, await saved.clone().text())

  const download = await fetch(`${readUrl}/v1/skills/publisher/shared-blobs/download/1.0.0`, { headers: bearer })
  assert.strictEqual(download.status, 200, await download.clone().text())
  assert.deepStrictEqual(new Uint8Array(await download.arrayBuffer()), archive)
  const address = `sha256:${createHash("sha256").update(notes).digest("hex")}`
  const file = await fetch(`${readUrl}/v1/blobs/${address}`, { headers: bearer })
  assert.strictEqual(file.status, 200, await file.clone().text())
  assert.strictEqual(await file.text(), notes)
}

describe.runIf(DatabaseTest.postgresEnabled)("two processes on one PostgreSQL, default blob store", () => {
  const { servers, mailFolder } = deployment({})

  it("reports the store healthy and shared", async () => {
    for (const server of servers) {
      assert.deepStrictEqual((await health(server.url)).data, { status: "ok", db: "ok", storage: "ok" })
    }
  })

  it("serves a skill saved through one process from the other", async () => {
    await saveThenReadElsewhere(servers[0]!.url, servers[1]!.url, mailFolder)
  })
})

describe.runIf(DatabaseTest.postgresEnabled)("two processes on one PostgreSQL, S3-compatible blob store", () => {
  let s3: S3Server.S3Server
  beforeAll(async () => {
    s3 = await S3Server.start("vouch-server-blobs")
  })
  afterAll(() => s3?.close())
  const store: Record<string, string> = {}
  beforeAll(() => {
    Object.assign(store, {
      VOUCH_BLOB_STORE: "s3",
      VOUCH_S3_ENDPOINT: s3.endpoint,
      VOUCH_S3_BUCKET: s3.bucket,
      VOUCH_S3_ACCESS_KEY_ID: "S3RVER",
      VOUCH_S3_SECRET_ACCESS_KEY: "S3RVER",
      VOUCH_S3_PREFIX: "vouch/"
    })
  })
  const { servers, mailFolder } = deployment(store)

  it("serves a skill saved through one process from the other, through the bucket", async () => {
    for (const server of servers) assert.strictEqual((await health(server.url)).data.storage, "ok")
    const before = s3.uploads()
    await saveThenReadElsewhere(servers[1]!.url, servers[0]!.url, mailFolder)
    assert.isAbove(s3.uploads(), before)
  })
})

describe.runIf(DatabaseTest.postgresEnabled)("two processes on one PostgreSQL, filesystem blob store", () => {
  const { servers } = deployment({ VOUCH_BLOB_STORE: "filesystem" })

  it("fails the storage health check: each process sees only its own blobs", async () => {
    for (const server of servers) {
      const { data } = await health(server.url)
      assert.strictEqual(data.status, "degraded")
      assert.strictEqual(data.storage, "error")
      assert.include(data.storage_error, "VOUCH_BLOB_STORE")
    }
  })
})

describe("which blob stores count as shared", () => {
  it.effect("only a filesystem store beside DATABASE_URL, without VOUCH_BLOB_STORE_SHARED, is not", () =>
    Effect.gen(function* () {
      const notShared = (overrides: Partial<ServerSettings>) =>
        Effect.map(ServerConfig, blobStoreNotShared).pipe(
          Effect.provide(ServerConfig.layerTest({ dataDirectory: tmpdir(), ...overrides })),
          Effect.map(Option.isSome)
        )
      const databaseUrl = Option.some(Redacted.make("postgres://127.0.0.1/vouch"))
      assert.isTrue(yield* notShared({ databaseUrl, blobStore: "filesystem" }))
      assert.isFalse(yield* notShared({ databaseUrl, blobStore: "filesystem", blobStoreShared: true }))
      assert.isFalse(yield* notShared({ databaseUrl, blobStore: "postgres" }))
      assert.isFalse(yield* notShared({ databaseUrl, blobStore: "s3" }))
      // Embedded PGlite: one process owns the data folder.
      assert.isFalse(yield* notShared({ blobStore: "filesystem" }))
    })
  )
})

describe("VOUCH_BLOB_STORE=s3 configuration", () => {
  it("stops the server at start, naming the missing variable", async () => {
    const failure = await ServerProcess.start({ VOUCH_BLOB_STORE: "s3", VOUCH_S3_BUCKET: "vouch" }).then(
      () => assert.fail("the server started without VOUCH_S3_ENDPOINT"),
      (error: Error) => error.message
    )
    assert.include(failure, "VOUCH_BLOB_STORE=s3 needs VOUCH_S3_ENDPOINT")
  })
})
