/**
 * The read and management commands, run in-process (`Cli.run`) against the reference
 * server: versions, info, search, star, yank, keys, delete, with `--json` for scripts
 * and failures that say what to do next.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, assert, beforeAll, describe, it, vi } from "@effect/vitest"
import { Cli } from "@vouch/cli"
import { VouchFetch } from "@vouch/client"
import * as ServerTest from "../../client/test/ServerTest.ts"

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 })

let server: ServerTest.ServerTest
const saved = { ...process.env }

beforeAll(async () => {
  server = await ServerTest.start()
  const session = await server.signIn("lin@example.com")
  const anonymous = VouchFetch.make({ baseUrl: server.url })
  const started = await anonymous.auth.startCli({ payload: {} })
  await server.approve(started.session_id, session)
  const polled = await anonymous.auth.pollCli({ params: { session_id: started.session_id } })
  Object.assign(process.env, {
    VOUCH_REGISTRY: server.url,
    VOUCH_TOKEN: polled.api_key ?? "",
    VOUCH_CONFIG_DIR: mkdtempSync(join(tmpdir(), "vouch-commands-")),
    NO_COLOR: "1"
  })
})

afterAll(async () => {
  process.env = saved
  await server?.stop()
})

/** Runs `vouch args` in this process and answers its exit code and what it printed. */
const vouch = async (...args: Array<string>) => {
  const out: Array<string> = []
  const err: Array<string> = []
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => out.push(String(chunk)) > 0)
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => err.push(String(chunk)) > 0)
  try {
    const code = await Cli.run(args)
    return { code, stdout: out.join(""), stderr: err.join("") }
  } finally {
    stdout.mockRestore()
    stderr.mockRestore()
  }
}

describe("vouch commands", () => {
  it("saves, lists versions and shows the skill", async () => {
    const folder = join(mkdtempSync(join(tmpdir(), "vouch-skill-")), "tsv-tidy")
    mkdirSync(folder)
    writeFileSync(
      join(folder, "SKILL.md"),
      "---\nname: tsv-tidy\ndescription: Tidies tab-separated files.\n---\n# TSV\n"
    )
    const save = await vouch("save", folder, "--set-version", "2.0.0", "--changelog", "first")
    assert.strictEqual(save.code, 0, save.stderr)
    assert.include(save.stdout, "Saved lin/tsv-tidy@2.0.0")
    const versions = await vouch("versions", "lin/tsv-tidy", "--json")
    const list = JSON.parse(versions.stdout) as Array<{ version: string; changelog: string }>
    assert.deepStrictEqual(
      list.map((version) => [version.version, version.changelog]),
      [["2.0.0", "first"]]
    )
    const info = await vouch("info", "@lin/tsv-tidy", "--json")
    assert.strictEqual((JSON.parse(info.stdout) as { version: { version: string } }).version.version, "2.0.0")
  })

  it("finds a public skill and stars it", async () => {
    assert.strictEqual((await vouch("share", "lin/tsv-tidy@2.0.0", "--public")).code, 0)
    const found = JSON.parse((await vouch("search", "tab-separated", "--json")).stdout) as Array<{ name: string }>
    assert.deepStrictEqual(
      found.map((skill) => skill.name),
      ["tsv-tidy"]
    )
    assert.include((await vouch("star", "lin/tsv-tidy")).stdout, "Starred lin/tsv-tidy (1 stars)")
    assert.include((await vouch("star", "lin/tsv-tidy", "--remove")).stdout, "Unstarred lin/tsv-tidy (0 stars)")
  })

  it("yanks a version with its reason", async () => {
    assert.strictEqual((await vouch("yank", "lin/tsv-tidy@2.0.0", "--reason", "broken quoting")).code, 0)
    const list = JSON.parse((await vouch("versions", "lin/tsv-tidy", "--json")).stdout) as Array<{
      yanked: boolean
      yank_reason: string | null
    }>
    assert.deepStrictEqual(
      list.map((version) => [version.yanked, version.yank_reason]),
      [[true, "broken quoting"]]
    )
  })

  it("creates an expiring key, lists it and revokes it", async () => {
    const created = JSON.parse(
      (await vouch("keys", "create", "--label", "ci", "--expires-in-days", "30", "--json")).stdout
    ) as {
      key_id: string
      expires_at: string | null
    }
    assert.isNotNull(created.expires_at)
    const listed = JSON.parse((await vouch("keys", "list", "--json")).stdout) as Array<{
      key_id: string
      label: string | null
    }>
    assert.isTrue(listed.some((key) => key.key_id === created.key_id && key.label === "ci"))
    assert.strictEqual((await vouch("keys", "revoke", created.key_id)).code, 0)
    const after = JSON.parse((await vouch("keys", "list", "--json")).stdout) as Array<{ key_id: string }>
    assert.isFalse(after.some((key) => key.key_id === created.key_id))
  })

  it("says what to do next when something is missing or unconfirmed", async () => {
    const missing = await vouch("info", "lin/nothing-here")
    assert.strictEqual(missing.code, 1)
    assert.include(missing.stderr, "(not_found)")
    assert.include(missing.stderr, "vouch search")
    const unconfirmed = await vouch("delete", "lin/tsv-tidy")
    assert.strictEqual(unconfirmed.code, 2)
    assert.include(unconfirmed.stderr, "--yes")
    assert.strictEqual((await vouch("delete", "lin/tsv-tidy", "--yes")).code, 0)
    assert.strictEqual((await vouch("versions", "lin/tsv-tidy")).code, 1)
    assert.strictEqual((await vouch("versions", "not-a-reference")).code, 2)
  })
})
