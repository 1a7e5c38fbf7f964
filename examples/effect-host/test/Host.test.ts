import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import { strToU8, zipSync } from "fflate"
import * as Host from "../src/Host.ts"

interface Answer {
  readonly status: number
  readonly type: string | null
  readonly requestId: string | null
  readonly text: string
}

// The host on a real listener on loopback (any free port), as `src/main.ts` runs it.
layer(Host.layer({ host: "127.0.0.1", port: 0 }), { excludeTestServices: true, timeout: 120_000 })(
  "an Effect host mounting registry groups under /registry",
  (it) => {
    const send = (path: string, init?: RequestInit) =>
      Effect.gen(function* () {
        const server = yield* HttpServer.HttpServer
        return yield* Effect.promise(async (): Promise<Answer> => {
          const response = await fetch(`${HttpServer.formatAddress(server.address)}${path}`, init)
          return {
            status: response.status,
            type: response.headers.get("content-type"),
            requestId: response.headers.get("x-request-id"),
            text: await response.text()
          }
        })
      })
    const envelope = (answer: Answer) =>
      JSON.parse(answer.text) as {
        readonly ok: boolean
        readonly data?: unknown
        readonly error?: { readonly code: string }
        readonly meta: { readonly request_id: string }
      }

    it.effect("keeps the host's own answers: its notes, its 404, its 400, its unknown routes", () =>
      Effect.gen(function* () {
        const created = yield* send("/notes", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ text: "buy milk" })
        })
        assert.deepStrictEqual([created.status, JSON.parse(created.text)], [200, { id: 1, text: "buy milk" }])
        const missing = yield* send("/notes/99")
        assert.deepStrictEqual([missing.status, missing.text], [404, JSON.stringify({ _tag: "NotFound" })])
        const invalid = yield* send("/notes", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ text: "" })
        })
        assert.strictEqual(invalid.status, 400)
        assert.notInclude(invalid.text, "request_id")
        assert.isNull(invalid.requestId)
        const unknown = yield* send("/nowhere")
        assert.strictEqual(unknown.status, 404)
        assert.isNull(unknown.requestId)
      })
    )

    it.effect("answers the registry's endpoints in the envelope, with a request id", () =>
      Effect.gen(function* () {
        const search = yield* send("/registry/v1/skills/search")
        assert.strictEqual(search.status, 200)
        const found = envelope(search)
        assert.isTrue(found.ok)
        assert.deepStrictEqual(found.data, [])
        assert.match(found.meta.request_id, /^req_/)
        assert.strictEqual(search.requestId, found.meta.request_id)

        const unknownSkill = yield* send("/registry/v1/skills/ada/nothing", {
          headers: { authorization: "Bearer token-ada" }
        })
        assert.strictEqual(unknownSkill.status, 404)
        assert.strictEqual(envelope(unknownSkill).error?.code, "not_found")

        const unknownCaller = yield* send("/registry/v1/skills/search", { headers: { authorization: "Bearer nobody" } })
        assert.strictEqual(unknownCaller.status, 401)
        assert.strictEqual(envelope(unknownCaller).error?.code, "unauthorized")

        const wrongType = yield* send("/registry/v1/skills/ada/notes-tool", {
          method: "POST",
          headers: { authorization: "Bearer token-ada", "content-type": "text/plain" },
          body: "not a form"
        })
        assert.strictEqual(wrongType.status, 415)
        assert.strictEqual(wrongType.type, "application/json")
        assert.strictEqual(envelope(wrongType).error?.code, "unsupported_media_type")
        assert.notStrictEqual(envelope(wrongType).meta.request_id, "")
      })
    )

    it.effect("saves a skill through the mounted group, scanned on save", () =>
      Effect.gen(function* () {
        const form = new FormData()
        const archive = zipSync({
          "SKILL.md": strToU8("---\nname: notes-tool\ndescription: Keeps notes.\n---\nWrite notes down.\n")
        })
        form.set("archive", new Blob([archive as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "skill.zip")
        const saved = yield* send("/registry/v1/skills/ada/notes-tool", {
          method: "POST",
          headers: { authorization: "Bearer token-ada" },
          body: form
        })
        assert.strictEqual(saved.status, 201, saved.text)
        const { version } = envelope(saved).data as { readonly version: { version: string; scan_grade: string } }
        assert.deepStrictEqual([version.version, version.scan_grade], ["1.0.0", "A"])
      })
    )
  }
)
