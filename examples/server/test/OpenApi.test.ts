/**
 * The OpenAPI document of the reference server, generated from `Api` as the server
 * serves it: every operation summarised, the security schemes declared and required
 * where a group authenticates, the multipart archive a binary file, the event streams
 * declared, the shared error schemas named once, and Redocly's recommended rules
 * passing with zero errors (the CLI is run on the document written to a temp file).
 */

import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { OpenApi } from "effect/http-api"
import createClient from "openapi-fetch"
import { Api } from "../src/Api.ts"
import type { paths } from "./generated/openapi.d.ts"
import * as OpenApiClient from "./OpenApiClient.ts"
import * as ServerProcess from "./ServerProcess.ts"

const root = join(import.meta.dirname, "..", "..", "..")
// A generated JSON document, walked loosely.
// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON read by path
type Loose = any
const document = OpenApi.fromApi(Api) as unknown as {
  readonly paths: Record<string, Record<string, Loose>>
  readonly components: { readonly schemas: Record<string, unknown>; readonly securitySchemes: Record<string, Loose> }
}
const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod))
const operation = (path: string, method: string) => document.paths[path]![method]!

describe("the OpenAPI document", () => {
  it("summarises every operation and gives each an operationId", () => {
    assert.isAbove(operations.length, 60)
    for (const each of operations) {
      assert.isString(each.operationId)
      assert.isString(each.summary, `${each.operationId} has no summary`)
    }
  })

  it("declares the security schemes and requires them where a group authenticates", () => {
    assert.deepStrictEqual(Object.keys(document.components.securitySchemes).sort(), ["apiKey", "appToken", "session"])
    assert.strictEqual(document.components.securitySchemes.session.in, "cookie")
    assert.strictEqual(document.components.securitySchemes.session.name, "ss_session")
    // Registry and identity: a key or the session cookie, or anonymous (the handler decides).
    assert.deepStrictEqual(operation("/v1/skills/{ns}/{name}", "post").security, [{ apiKey: [] }, { session: [] }, {}])
    assert.deepStrictEqual(operation("/v1/account/keys", "get").security, [{ apiKey: [] }, { session: [] }, {}])
    // The app API: an app token, and only the guest token is anonymous.
    assert.deepStrictEqual(operation("/v1/app-api/run", "post").security, [{ appToken: [] }])
    assert.deepStrictEqual(operation("/v1/app-api/guest", "post").security, [{ appToken: [] }, {}])
    // Public: no requirement.
    assert.deepStrictEqual(operation("/v1/health", "get").security, [])
    assert.deepStrictEqual(operation("/v1/badge/{ns}/{name}/{variant}", "get").security, [])
  })

  it("declares the multipart archive as a binary file", () => {
    const body = operation("/v1/skills/{ns}/{name}", "post").requestBody.content["multipart/form-data"].schema
    assert.strictEqual(body.properties.archive.type, "string")
    assert.strictEqual(body.properties.archive.format, "binary")
    assert.deepStrictEqual(body.required, ["archive"])
  })

  it("declares the event streams beside the JSON answers", () => {
    for (const [path, method] of [
      ["/v1/app-api/run-stream", "post"],
      ["/v1/app-api/jobs/{job_id}/events", "get"],
      ["/v1/app-api/sessions/{session_id}/messages", "post"]
    ] as const) {
      const content = operation(path, method).responses["200"].content
      assert.property(content, "text/event-stream", path)
      assert.property(content, "application/json", path)
      assert.match(content["text/event-stream"].schema.description, /`done`/)
    }
    assert.notProperty(operation("/v1/app-api/run", "post").responses["200"].content, "text/event-stream")
  })

  it("declares the creator assistant: its body, its event stream and a creator session", () => {
    const chat = operation("/v1/creator/chat", "post")
    assert.deepStrictEqual(Object.keys(chat.responses["200"].content), ["text/event-stream"])
    assert.match(chat.responses["200"].content["text/event-stream"].schema.description, /`confirm_request`/)
    const body = chat.requestBody.content["application/json"].schema
    assert.deepStrictEqual(body.required, ["messages"])
    assert.strictEqual(body.properties.messages.maxItems, 40)
    for (const status of ["400", "401", "403", "409", "413", "429", "503"]) assert.property(chat.responses, status)
    assert.deepStrictEqual(chat.security, [{ appToken: [] }])
    const me = operation("/v1/creator/me", "get")
    assert.deepStrictEqual(me.security, [{ appToken: [] }])
    assert.property(me.responses["200"].content, "application/json")
  })

  it("names each shared schema once", () => {
    const names = Object.keys(document.components.schemas)
    assert.deepStrictEqual(
      names.filter((name) => /_\d+$/.test(name)),
      []
    )
    assert.include(names, "RegistryInternalError")
    assert.include(names, "AppRateLimited")
    assert.isBelow(names.length, 80)
  })

  it("passes Redocly's recommended rules with zero errors and zero warnings", () => {
    const file = join(mkdtempSync(join(tmpdir(), "vouch-openapi-")), "openapi.json")
    writeFileSync(file, JSON.stringify(document))
    const output = execFileSync(
      join(root, "node_modules", ".bin", "redocly"),
      ["lint", file, "--config", join(root, "redocly.yaml"), "--format=json"],
      { encoding: "utf8", env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } }
    )
    const report = JSON.parse(output) as {
      readonly totals: { readonly errors: number }
      readonly problems: ReadonlyArray<{ readonly ruleId: string; readonly severity: string; readonly message: string }>
    }
    assert.deepStrictEqual(
      report.problems.filter((problem) => problem.severity === "error"),
      []
    )
    assert.strictEqual(report.totals.errors, 0)
    // Not required, but kept: every tag is described too.
    assert.deepStrictEqual(
      report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`),
      []
    )
  }, 120_000)
})

describe("a client generated from the document", () => {
  let server: ServerProcess.ServerProcess
  beforeAll(async () => {
    server = await ServerProcess.start({ VOUCH_RATE_LIMITS: "off" })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("is the one generated from today's document (regenerate: node examples/server/test/OpenApiClient.ts)", async () => {
    assert.strictEqual(await OpenApiClient.generateTypes(), readFileSync(OpenApiClient.typesFile, "utf8"))
  })

  it("calls the running server through openapi-fetch: health, a search, a typed failure", async () => {
    const client = createClient<paths>({ baseUrl: server.url })
    const health = await client.GET("/v1/health")
    assert.strictEqual(health.response.status, 200)
    assert.strictEqual(health.data?.data.status, "ok")
    assert.match(health.data?.meta.request_id ?? "", /^req_/)

    const search = await client.GET("/v1/skills/search", {
      params: { query: { q: "nothing-matches-this", limit: "5" } }
    })
    assert.strictEqual(search.response.status, 200)
    assert.deepStrictEqual(search.data?.data, [])

    const missing = await client.GET("/v1/skills/{ns}/{name}", { params: { path: { ns: "@nobody", name: "nothing" } } })
    // Anonymous: an unknown skill may be someone's private one, so the answer is 401.
    assert.strictEqual(missing.response.status, 401)
    assert.strictEqual(missing.error?.ok, false)
    assert.strictEqual(missing.error?.error.code, "unauthorized")
  }, 60_000)
})
