/**
 * The edge of the real server process, over HTTP: bad input (a NUL character in every
 * path parameter, query parameter and JSON body field of every endpoint of the OpenAPI
 * document; JSON nested 10,000 deep) answers 400 `validation_error`, never 500; rate
 * limits cannot be escaped by spelling a path differently or inventing a bearer token;
 * every response carries the rate-limit headers; the access log redacts secrets.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, assert, beforeAll, describe, it, vi } from "@effect/vitest"
import * as ServerProcess from "./ServerProcess.ts"

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

interface Body {
  readonly ok: boolean
  readonly error?: {
    readonly code: string
    readonly status?: number
    readonly details?: { readonly location?: string; readonly reason?: string }
  }
}

interface Operation {
  readonly parameters?: ReadonlyArray<{ readonly name: string; readonly in: string }>
  readonly requestBody?: { readonly content: Record<string, { readonly schema?: Schema }> }
}

interface Schema {
  readonly $ref?: string
  readonly properties?: Record<string, Schema>
  readonly anyOf?: ReadonlyArray<Schema>
  readonly allOf?: ReadonlyArray<Schema>
}

interface Document {
  readonly paths: Record<string, Record<string, Operation>>
  readonly components?: { readonly schemas?: Record<string, Schema> }
}

// The property names of a JSON body schema, following references and unions.
const propertiesOf = (document: Document, schema: Schema | undefined, seen = new Set<string>()): Array<string> => {
  if (schema === undefined) return []
  if (schema.$ref !== undefined) {
    if (seen.has(schema.$ref)) return []
    seen.add(schema.$ref)
    return propertiesOf(document, document.components?.schemas?.[schema.$ref.split("/").at(-1)!], seen)
  }
  const own = Object.keys(schema.properties ?? {})
  const nested = [...(schema.anyOf ?? []), ...(schema.allOf ?? [])].flatMap((part) =>
    propertiesOf(document, part, seen)
  )
  return [...new Set([...own, ...nested])]
}

// A concrete path: every parameter filled with a plausible value, one of them poisoned.
const fill = (pattern: string, poisoned?: string) =>
  pattern.replace(/\{([^}]+)\}/g, (_, name: string) => (name === poisoned ? "x%00y" : `${name}-1`))

describe("the server's edge against bad input", () => {
  let server: ServerProcess.ServerProcess
  let cookie = ""
  beforeAll(async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), "vouch-edge-"))
    server = await ServerProcess.start({ VOUCH_RATE_LIMITS: "off", VOUCH_DATA_DIR: dataDirectory })
    cookie = `ss_session=${await ServerProcess.signIn(server.url, dataDirectory, "edge@example.com")}`
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("answers a NUL in every path parameter, query parameter and body field with 400 validation_error", async () => {
    const document = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as Document
    const requests: Array<{ readonly what: string; readonly path: string; readonly init: RequestInit }> = []
    for (const [pattern, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!["get", "post", "put", "patch", "delete"].includes(method)) continue
        const upper = method.toUpperCase()
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === "path") {
            requests.push({
              what: `${upper} ${pattern} path ${parameter.name}`,
              path: fill(pattern, parameter.name),
              init: { method: upper }
            })
          } else if (parameter.in === "query") {
            requests.push({
              what: `${upper} ${pattern} query ${parameter.name}`,
              path: `${fill(pattern)}?${parameter.name}=a%00b`,
              init: { method: upper }
            })
          }
        }
        const json = operation.requestBody?.content["application/json"]
        for (const field of propertiesOf(document, json?.schema)) {
          for (const [form, value] of [
            ["raw", "a\u0000b"],
            ["nested", { inner: ["a\u0000b"] }]
          ] as const) {
            requests.push({
              what: `${upper} ${pattern} body ${field} (${form})`,
              path: fill(pattern),
              init: {
                method: upper,
                headers: { "content-type": "application/json", origin: server.url },
                body: JSON.stringify({ [field]: value })
              }
            })
          }
        }
        if (operation.requestBody?.content["multipart/form-data"] !== undefined) {
          for (const field of ["metadata", "scan_report"]) {
            const form = new FormData()
            form.append(field, JSON.stringify({ description: "a\u0000b" }))
            // Signed in, in the caller's own namespace: the save reads its parts.
            requests.push({
              what: `${upper} ${pattern} multipart ${field}`,
              path: pattern.replace("{ns}", "@edge").replace("{name}", "skill"),
              init: { method: upper, headers: { cookie, origin: server.url }, body: form }
            })
          }
        }
      }
    }
    // The pages' forms and queries, outside the OpenAPI document.
    for (const [path, body] of [
      ["/sign-in/code", "email=a%00b%40example.com"],
      ["/cli/approve", "session_id=cli_x%00&csrf=x"],
      ["/app-token", "slug=ch%00at&csrf=x"]
    ] as const) {
      requests.push({
        what: `POST ${path} form`,
        path,
        init: { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body }
      })
    }
    requests.push({ what: "GET /cli/approve query", path: "/cli/approve?session_id=cli_%00", init: {} })
    assert.isAbove(requests.length, 100)

    const failures: Array<string> = []
    for (const { what, path, init } of requests) {
      const response = await fetch(`${server.url}${path}`, init)
      const body = (await response.json()) as Body
      if (
        response.status !== 400 ||
        body.error?.code !== "validation_error" ||
        body.error.details?.reason !== "nul_character"
      ) {
        failures.push(`${what}: ${response.status} ${body.error?.code}`)
      } else if (path.startsWith("/v1/app-api") && body.error.status !== 400) {
        failures.push(`${what}: not in the app dialect`)
      }
    }
    assert.deepStrictEqual(failures, [])
  })

  it("refuses a save whose metadata or scan report, sent as a file part, holds a NUL or runaway nesting", async () => {
    // File parts are bytes to the edge (archives are binary): the registry reads these two
    // as JSON text and refuses them itself, before anything reaches PostgreSQL.
    const Zip = await import("../../../packages/registry/test/fixtures/Zip.ts")
    const archive = Zip.skill("file-parts")
    const texts = [
      JSON.stringify({ description: "a\u0000b" }),
      `{"description":"a${"\u0000"}b"}`,
      `{"tags":${"[".repeat(200)}${"]".repeat(200)}}`
    ]
    for (const field of ["metadata", "scan_report"]) {
      for (const text of texts) {
        const form = new FormData()
        form.append("archive", new Blob([archive as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "a.zip")
        form.append(field, new Blob([text], { type: "application/json" }), `${field}.json`)
        const response = await fetch(`${server.url}/v1/skills/edge/file-parts`, {
          method: "POST",
          headers: { cookie, origin: server.url },
          body: form
        })
        const body = (await response.json()) as Body & { error?: { details?: { field?: string } } }
        assert.strictEqual(response.status, 400, `${field}: ${JSON.stringify(body)}`)
        assert.strictEqual(body.error?.code, "validation_error")
        assert.strictEqual(body.error?.details?.field, field)
      }
    }
  })

  it("refuses a 10,000-deep JSON body with 400 on every dialect, and the server stays up", async () => {
    const deep = `{"input":${"[".repeat(10_000)}${"]".repeat(10_000)}}`
    for (const path of ["/v1/app-api/run", "/v1/app-api/estimate", "/v1/auth/email/send-code", "/v1/orgs"]) {
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-app-slug": "chat", "idempotency-key": "deep-1" },
        body: deep
      })
      const body = (await response.json()) as Body
      assert.strictEqual(response.status, 400, path)
      assert.strictEqual(body.error?.details?.reason, "json_too_deep", path)
    }
    assert.strictEqual((await fetch(`${server.url}/v1/health`)).status, 200)
  })
})

describe("the server's rate limits", () => {
  let server: ServerProcess.ServerProcess
  beforeAll(async () => {
    server = await ServerProcess.start({ LOG_LEVEL: "Info" })
  })
  afterAll(async () => {
    await server?.stop()
  })

  const remaining = (response: Response) => Number(response.headers.get("x-ratelimit-remaining"))

  it("carries the headers on health (uncounted from the server's own address) and on 404s", async () => {
    for (let index = 0; index < 3; index++) {
      const health = await fetch(`${server.url}/v1/health`)
      await health.arrayBuffer()
      assert.strictEqual(health.status, 200)
      assert.strictEqual(health.headers.get("x-ratelimit-limit"), "60")
      assert.strictEqual(remaining(health), 60)
      assert.strictEqual(health.headers.get("x-ratelimit-window"), "60")
      assert.isNotNull(health.headers.get("x-ratelimit-reset"))
    }
    for (const path of ["/v1/nothing", "/nothing-at-all", "/sign-in"]) {
      const response = await fetch(`${server.url}${path}`)
      await response.arrayBuffer()
      for (const header of ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset", "x-ratelimit-window"]) {
        assert.isNotNull(response.headers.get(header), `${path} ${header}`)
      }
    }
  })

  it("counts every spelling of a path in the window of the route it reaches", async () => {
    const first = await fetch(`${server.url}/v1/skills/search`)
    await first.arrayBuffer()
    assert.strictEqual(first.headers.get("ratelimit-policy"), '"content";q=60;w=60')
    const start = remaining(first)
    const spellings = ["//v1/skills/search", "/V1/skills/search", "/%761/skills/search", "/v1/skills/%73earch"]
    for (const [index, spelling] of spellings.entries()) {
      const response = await fetch(`${server.url}${spelling}`)
      await response.arrayBuffer()
      assert.strictEqual(response.status, 200, spelling)
      assert.strictEqual(response.headers.get("ratelimit-policy"), '"content";q=60;w=60', spelling)
      assert.strictEqual(remaining(response), start - index - 1, spelling)
    }
  })

  it("answers an over-long path parameter with 400 from its schema, not a 404 from the router", async () => {
    // The router's default cap is 100 characters; the server raises it so the value
    // reaches the handler, whose schema says why it is refused.
    const response = await fetch(`${server.url}/v1/app-api/data/${"k".repeat(116)}`)
    const body = (await response.json()) as Body
    assert.strictEqual(response.status, 400)
    assert.strictEqual(body.error?.code, "validation_error")
  })

  it("limits guest-token creation per address, whatever token is sent", async () => {
    const statuses: Array<number> = []
    for (let index = 0; index < 11; index++) {
      const response = await fetch(`${server.url}/v1/app-api/guest`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer vgt_invented${index}` },
        body: JSON.stringify({ slug: "chat" })
      })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    assert.deepStrictEqual(statuses, [...Array(10).fill(201), 429])
  })

  it("counts invented bearer tokens under the client address", async () => {
    const statuses: Array<number> = []
    for (let index = 0; index < 121; index++) {
      const response = await fetch(`${server.url}/v1/stats`, {
        headers: { authorization: `Bearer vch_${index}${"x".repeat(40)}` }
      })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    // The address's window (shared with the anonymous requests above) runs out, and
    // stays out: no invented token opens a fresh one.
    const refusedFrom = statuses.indexOf(429)
    assert.isAbove(refusedFrom, 0)
    assert.deepStrictEqual(statuses.slice(refusedFrom), Array(121 - refusedFrom).fill(429))
  })

  it("keeps device session ids, share ids and mail-link codes out of the access log", async () => {
    const secrets = [
      "cli_Zq3xN8vR2mK7pL4wT9yB1cF6hJ0sD5gA3eU8iO2nQ",
      "shr_Hk2Lm9Np4Qr7St1Uv6Wx3Yz8Ab5Cd0Ef",
      "vch_P0o9I8u7Y6t5R4e3W2q1A0s9D8f7G6h5J4k3L2z1X"
    ]
    const paths = [
      `/v1/auth/cli/${secrets[0]}`,
      `/v1/share/${secrets[1]}`,
      `/v1/share/${secrets[1]}/download`,
      "/account/verify-email?code=tok_mailLinkSecret12345",
      `/v1/users/${secrets[2]}`
    ]
    const before = server.output().split("Sent HTTP response").length
    for (const path of paths) await (await fetch(`${server.url}${path}`)).arrayBuffer()
    // The log line is written once the response is sent: wait until all are in.
    const deadline = Date.now() + 30_000
    while (server.output().split("Sent HTTP response").length < before + paths.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const output = server.output()
    assert.include(output, "/v1/auth/cli/<redacted>")
    assert.include(output, "/v1/share/<redacted>/download")
    for (const secret of [...secrets, "mailLinkSecret"]) assert.notInclude(output, secret)
  })
})
