import { mkdtempSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Commands, Credentials, Progress, Sarif } from "@vouch/cli"
import { Effect, Exit } from "effect"

describe("Credentials", () => {
  it("writes the key with mode 0600 even over a readable file, and VOUCH_TOKEN wins", () => {
    const environment = { VOUCH_CONFIG_DIR: join(mkdtempSync(join(tmpdir(), "vouch-config-")), "vouch") }
    Credentials.save("http://a", { api_key: "vch_a", saved_at: "2026-01-01T00:00:00Z" }, environment)
    writeFileSync(Credentials.file(environment), "{}", { mode: 0o644 })
    Credentials.save("http://a", { api_key: "vch_b", saved_at: "2026-01-01T00:00:00Z" }, environment)
    assert.strictEqual(statSync(Credentials.file(environment)).mode & 0o777, 0o600)
    assert.strictEqual(Credentials.token("http://a", environment), "vch_b")
    assert.strictEqual(Credentials.token("http://a", { ...environment, VOUCH_TOKEN: "vch_env" }), "vch_env")
    assert.strictEqual(Credentials.token("http://other", environment), undefined)
    Credentials.remove("http://a", environment)
    assert.deepStrictEqual(Credentials.read(environment), { registries: {} })
  })
})

describe("Commands.parseReference and parseShare", () => {
  const parse = (text: string, version?: "required" | "optional" | "none") =>
    Effect.runSyncExit(Commands.parseReference(text, version))

  it("reads ns/name@version, with or without the @ of the namespace", () => {
    assert.deepStrictEqual(
      parse("@ada/csv-tidy@1.2.0"),
      Exit.succeed({ namespace: "ada", name: "csv-tidy", version: "1.2.0" })
    )
    assert.isTrue(Exit.isFailure(parse("ada/csv-tidy", "required")))
    assert.isTrue(Exit.isFailure(parse("ada/csv-tidy@1.0.0", "none")))
    assert.isTrue(Exit.isFailure(parse("csv-tidy")))
  })

  it("takes a share link's id and origin from its URL", () => {
    assert.deepStrictEqual(Commands.parseShare("https://vouch.example/v1/share/shr_abc-_1"), {
      shareId: "shr_abc-_1",
      origin: "https://vouch.example"
    })
    assert.deepStrictEqual(Commands.parseShare("shr_abc"), { shareId: "shr_abc", origin: undefined })
    assert.isUndefined(Commands.parseShare("ada/csv-tidy"))
  })
})

describe("Sarif.level", () => {
  it("maps severities to SARIF levels, advisories to notes", () => {
    assert.deepStrictEqual(
      ["critical", "high", "medium", "low", "info"].map((severity) => Sarif.level(severity, "threat")),
      ["error", "error", "warning", "note", "note"]
    )
    assert.strictEqual(Sarif.level("critical", "advisory"), "note")
  })
})

describe("Progress", () => {
  it("draws a bar when the total is known", () => {
    assert.strictEqual(Progress.line("downloading", 512, 1024, 10), "downloading [#####-----]  50% 512 B/1.0 KiB")
    assert.strictEqual(Progress.line("uploading", 2048, undefined), "uploading 2.0 KiB")
  })

  it("leaves fetch alone when standard error is not a terminal", () => {
    const base = globalThis.fetch
    assert.strictEqual(Progress.fetchWithProgress({ isTTY: false, write: () => {} }, 0, base), base)
  })

  it("draws while a slow response body arrives and erases the line at the end", async () => {
    const written: Array<string> = []
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        controller.enqueue(new Uint8Array(10))
        controller.enqueue(new Uint8Array(10))
        controller.close()
      }
    })
    const base = (async () => new Response(body, { headers: { "content-length": "20" } })) as unknown as typeof fetch
    const response = await Progress.fetchWithProgress(
      { isTTY: true, write: (text) => written.push(text) },
      0,
      base
    )("http://x")
    assert.strictEqual((await response.arrayBuffer()).byteLength, 20)
    assert.include(written.join(""), "100% 20 B/20 B")
    assert.strictEqual(written.at(-1), "\r\u001b[2K")
  })
})
