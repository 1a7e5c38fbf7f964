import { execFileSync } from "node:child_process"
import { chmodSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { SkillZip } from "@vouch/cli"
import * as SkillArchive from "@vouch/skill-archive/SkillArchive"

const folder = () => {
  const root = mkdtempSync(join(tmpdir(), "vouch-zip-"))
  mkdirSync(join(root, "scripts"))
  mkdirSync(join(root, ".git"))
  writeFileSync(join(root, "SKILL.md"), "---\nname: z\ndescription: z\n---\n")
  writeFileSync(join(root, "scripts", "run.sh"), "#!/bin/sh\necho hi\n")
  chmodSync(join(root, "scripts", "run.sh"), 0o755)
  writeFileSync(join(root, ".git", "HEAD"), "ref: refs/heads/main\n")
  return root
}

describe("SkillZip", () => {
  it("archives a folder the same way every time and on every machine", () => {
    const root = folder()
    const first = SkillZip.fromDirectory(root)
    assert.isTrue(first.ok)
    if (!first.ok) return
    const read = SkillArchive.read(first.archive)
    assert.isTrue(read.ok)
    if (!read.ok) return
    assert.deepStrictEqual(
      read.skill.files.map((file) => [file.path, file.executable]),
      [
        ["SKILL.md", false],
        ["scripts/run.sh", true]
      ]
    )
    // The same folder archived again, and in another process with another time zone.
    const again = SkillZip.fromDirectory(root)
    assert.isTrue(again.ok && Buffer.compare(Buffer.from(again.archive), Buffer.from(first.archive)) === 0)
    const elsewhere = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import * as SkillZip from ${JSON.stringify(join(import.meta.dirname, "..", "src", "SkillZip.ts"))}
         const result = SkillZip.fromDirectory(${JSON.stringify(root)})
         process.stdout.write(Buffer.from(result.archive).toString("base64"))`
      ],
      { env: { ...process.env, TZ: "Pacific/Kiritimati" }, encoding: "utf8" }
    )
    assert.strictEqual(elsewhere, Buffer.from(first.archive).toString("base64"))
  })

  it("refuses a folder with a symbolic link instead of following it", () => {
    const root = folder()
    symlinkSync("/etc/passwd", join(root, "passwd"))
    const result = SkillZip.fromDirectory(root)
    assert.isFalse(result.ok)
    if (!result.ok)
      assert.deepStrictEqual(
        result.issues.map((issue) => [issue.rule, issue.file]),
        [["VS-ARC-001", "passwd"]]
      )
  })
})
