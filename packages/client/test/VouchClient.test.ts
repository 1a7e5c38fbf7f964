import { afterAll, assert, beforeAll, describe, it, vi } from "@effect/vitest"
import { VouchClient, VouchFetch } from "@vouch/client"
import { EnvelopeError } from "@vouch/envelope/EnvelopeClient"
import { Scanner } from "@vouch/scanner"
import { Effect } from "effect"
import { zipSync } from "fflate"
import * as ServerProcess from "../../../examples/server/test/ServerProcess.ts"
import * as ServerTest from "./ServerTest.ts"

// The reference server starts as a child process; on a loaded machine that takes a while.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 })

const encoder = new TextEncoder()
const archive = zipSync(
  {
    "SKILL.md": encoder.encode("---\nname: csv-tidy\ndescription: Tidies CSV files.\n---\n# CSV tidy\n"),
    "tidy.py": encoder.encode("print('tidy')\n")
  },
  { mtime: new Date("2026-01-01T00:00:00Z") }
)

let server: ServerTest.ServerTest
let apiKey = ""
let username = ""

beforeAll(async () => {
  server = await ServerTest.start()
  const session = await server.signIn("ada@example.com")
  // The device flow through the facade, approved by the signed-in browser's cookie.
  const anonymous = VouchFetch.make({ baseUrl: server.url })
  const started = await anonymous.auth.startCli({ payload: { label: "client test" } })
  await server.approve(started.session_id, session)
  const polled = await anonymous.auth.pollCli({ params: { session_id: started.session_id } })
  assert.strictEqual(polled.status, "approved")
  apiKey = polled.api_key ?? ""
  username = (await VouchFetch.make({ baseUrl: server.url, token: apiKey }).account.get()).username
})

afterAll(async () => {
  await server?.stop()
})

const withClient = <A, E>(effect: Effect.Effect<A, E, VouchClient.VouchClient>, token: string | undefined = apiKey) =>
  Effect.provide(effect, VouchClient.layer({ baseUrl: server.url, token }))

describe("VouchClient", () => {
  it.effect("saves, shares, downloads through the link and verifies with decoded answers", () =>
    withClient(
      Effect.gen(function* () {
        const vouch = yield* VouchClient.VouchClient
        const report = Scanner.scanArchive(archive)
        const form = new FormData()
        form.append("archive", new Blob([archive], { type: "application/zip" }), "skill.zip")
        form.append("scan_report", JSON.stringify(report))
        const saved = yield* vouch.skills.save({ params: { ns: username, name: "csv-tidy" }, payload: form })
        assert.isTrue(saved.data.created)
        assert.strictEqual(saved.data.version.tree_hash, report.tree_hash)
        const version = saved.data.version.version
        const link = yield* vouch.sharing.createShare({ params: { ns: username, name: "csv-tidy", version } })
        const info = yield* vouch.sharing.shareInfo({ params: { shareId: link.data.share_id } })
        assert.strictEqual(info.data.status, "active")
        const bytes = yield* vouch.sharing.shareDownload({ params: { shareId: link.data.share_id } })
        assert.deepStrictEqual(bytes, archive)
        const verified = yield* vouch.sharing.verify({
          params: { ns: username, name: "csv-tidy", version },
          payload: { scan_report: Scanner.scanArchive(bytes) as unknown as Record<string, unknown> }
        })
        assert.strictEqual(verified.data.verdict, "verified")
      })
    )
  )

  it.effect("fails with the server's decoded ApiError", () =>
    withClient(
      Effect.gen(function* () {
        const vouch = yield* VouchClient.VouchClient
        const error = yield* Effect.flip(vouch.skills.getSkill({ params: { ns: username, name: "missing" } }))
        assert.strictEqual(error._tag, "ApiError")
        if (error._tag === "ApiError") assert.strictEqual(error.code, "not_found")
      })
    )
  )

  it.effect("refuses a bad key with unauthorized", () =>
    withClient(
      Effect.gen(function* () {
        const vouch = yield* VouchClient.VouchClient
        const error = yield* Effect.flip(vouch.account.get())
        assert.strictEqual(error._tag, "ApiError")
        if (error._tag === "ApiError") assert.strictEqual(error.code, "unauthorized")
      }),
      "vk_not-a-key"
    )
  )
})

describe("VouchFetch", () => {
  it("resolves to the envelope's data", async () => {
    const vouch = VouchFetch.make({ baseUrl: server.url, token: apiKey })
    const account = await vouch.account.get()
    assert.strictEqual(account.username, username)
    const keys = await vouch.account.listKeys()
    assert.isTrue(keys.some((key) => key.kind === "cli"))
  })

  it("rejects with an EnvelopeError carrying the code and status", async () => {
    const vouch = VouchFetch.make({ baseUrl: server.url, token: apiKey })
    const error = await vouch.skills.getSkill({ params: { ns: username, name: "nothing" } }).catch((error) => error)
    assert.instanceOf(error, EnvelopeError)
    assert.strictEqual((error as EnvelopeError).code, "not_found")
    assert.strictEqual((error as EnvelopeError).status, 404)
  })

  it("rejects with service_unavailable when nothing answers", async () => {
    const vouch = VouchFetch.make({ baseUrl: `http://127.0.0.1:${await ServerProcess.freePort()}` })
    const error = await vouch.models.list().catch((error) => error)
    assert.instanceOf(error, EnvelopeError)
    assert.strictEqual((error as EnvelopeError).code, "service_unavailable")
    assert.strictEqual((error as EnvelopeError).status, 0)
  })

  it("calls through the given fetch", async () => {
    const seen: Array<string> = []
    const vouch = VouchFetch.make({
      baseUrl: server.url,
      fetch: (input, init) => {
        seen.push(String(input instanceof Request ? input.url : input))
        return fetch(input, init)
      }
    })
    await vouch.models.list()
    assert.deepStrictEqual(seen, [`${server.url}/v1/models`])
  })
})
