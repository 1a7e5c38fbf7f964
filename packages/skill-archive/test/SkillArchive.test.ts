import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { type Zippable, zipSync } from "fflate"
import * as SkillArchive from "../src/SkillArchive.ts"

const text = (value: string) => new TextEncoder().encode(value)
const manifest =
  "---\nname: pdf-tools\ndescription: Extract text and tables from PDF files.\ntags: [pdf, text]\n---\n# PDF tools\n"
const zip = (files: Zippable, level: 0 | 6 | 9 = 6) =>
  zipSync(files, { level, mtime: new Date("2026-01-01T00:00:00Z") })

const refusal = (archive: Uint8Array, limits?: SkillArchive.Limits) => {
  const result = SkillArchive.read(archive, limits)
  if (result.ok) return assert.fail("expected the archive to be refused")
  return result.problem
}

describe("SkillArchive.read", () => {
  it("reads a valid skill: sorted files, blob hashes, tree hash and manifest", () => {
    const archive = zip({
      "SKILL.md": text(manifest),
      "scripts/extract.py": text("print('hi')\n"),
      "README.md": text("x")
    })
    const result = SkillArchive.read(archive)
    assert.isTrue(result.ok)
    if (!result.ok) return
    assert.deepStrictEqual(
      result.skill.files.map((file) => file.path),
      ["README.md", "SKILL.md", "scripts/extract.py"]
    )
    assert.strictEqual(result.skill.manifest.name, "pdf-tools")
    assert.deepStrictEqual(result.skill.manifest.tags, ["pdf", "text"])
    assert.match(result.skill.treeHash, /^sha256:[0-9a-f]{64}$/)
    assert.match(result.skill.files[0]!.hash, /^sha256:[0-9a-f]{64}$/)
  })

  it("gives the same content hash for the same files zipped differently, and a different tree hash", () => {
    const files = { "SKILL.md": text(manifest), "a/b.txt": text("b"), "c.txt": text("c") }
    const first = SkillArchive.read(zip(files, 0))
    const second = SkillArchive.read(zip({ "c.txt": text("c"), "a/b.txt": text("b"), "SKILL.md": text(manifest) }, 9))
    assert.isTrue(first.ok && second.ok)
    if (!first.ok || !second.ok) return
    assert.strictEqual(first.skill.contentHash, second.skill.contentHash)
    assert.notStrictEqual(first.skill.treeHash, second.skill.treeHash)
    const changed = SkillArchive.read(zip({ ...files, "c.txt": text("C") }))
    assert.isTrue(changed.ok && changed.skill.contentHash !== first.skill.contentHash)
  })

  it("reads a skill zipped as its folder from inside that folder", () => {
    const result = SkillArchive.read(zip({ "pdf-tools/SKILL.md": text(manifest), "pdf-tools/x.py": text("") }))
    assert.isTrue(result.ok)
    if (result.ok)
      assert.deepStrictEqual(
        result.skill.files.map((file) => file.path),
        ["SKILL.md", "x.py"]
      )
  })

  it("ignores folders and macOS metadata", () => {
    const result = SkillArchive.read(
      zip({ "SKILL.md": text(manifest), docs: {}, "__MACOSX/._SKILL.md": text("junk"), ".DS_Store": text("junk") })
    )
    assert.isTrue(result.ok)
    if (result.ok)
      assert.deepStrictEqual(
        result.skill.files.map((file) => file.path),
        ["SKILL.md"]
      )
  })

  it("refuses a zip bomb by its compression ratio before inflating it", () => {
    const problem = refusal(zip({ "SKILL.md": text(manifest), "zeros.bin": new Uint8Array(5 * 1024 * 1024) }, 9))
    assert.strictEqual(problem.kind, "compression_ratio")
    assert.strictEqual(problem.path, "zeros.bin")
  })

  it("refuses archives, files and totals over their limits with 413", () => {
    const limits = { ...SkillArchive.defaultLimits, maximumArchiveBytes: 1000 }
    const big = zip({ "SKILL.md": text(manifest), "noise.bin": crypto.getRandomValues(new Uint8Array(4000)) })
    assert.deepInclude(refusal(big, limits), { kind: "archive_too_large", status: 413 })
    assert.deepInclude(refusal(big, { ...SkillArchive.defaultLimits, maximumFileBytes: 3000 }), {
      kind: "file_too_large",
      status: 413
    })
    assert.deepInclude(refusal(big, { ...SkillArchive.defaultLimits, maximumTotalBytes: 3500 }), {
      kind: "total_too_large",
      status: 413
    })
  })

  it("refuses too many entries", () => {
    const files: Zippable = { "SKILL.md": text(manifest) }
    for (let index = 0; index < 20; index++) files[`f${index}.txt`] = text(String(index))
    assert.strictEqual(
      refusal(zip(files), { ...SkillArchive.defaultLimits, maximumEntries: 10 }).kind,
      "too_many_entries"
    )
  })

  it("refuses path traversal and absolute paths", () => {
    assert.strictEqual(
      refusal(zip({ "SKILL.md": text(manifest), "../../etc/cron.d/x": text("x") })).kind,
      "path_traversal"
    )
    assert.strictEqual(refusal(zip({ "SKILL.md": text(manifest), "a/..\\..\\x": text("x") })).kind, "path_traversal")
    assert.strictEqual(refusal(zip({ "SKILL.md": text(manifest), "/etc/passwd": text("x") })).kind, "absolute_path")
    assert.strictEqual(refusal(zip({ "SKILL.md": text(manifest), "C:/x.txt": text("x") })).kind, "absolute_path")
  })

  it("refuses symbolic links and special files", () => {
    const link = zip({
      "SKILL.md": text(manifest),
      key: [text("/home/user/.ssh/id_rsa"), { os: 3, attrs: 0o120777 << 16 }]
    })
    assert.strictEqual(refusal(link).kind, "symlink")
    const fifo = zip({ "SKILL.md": text(manifest), pipe: [text(""), { os: 3, attrs: 0o010644 << 16 }] })
    assert.strictEqual(refusal(fifo).kind, "special_file")
  })

  it("keeps the executable bit of Unix entries", () => {
    const result = SkillArchive.read(
      zip({ "SKILL.md": text(manifest), "run.sh": [text("#!/bin/sh\n"), { os: 3, attrs: 0o100755 << 16 }] })
    )
    assert.isTrue(result.ok && result.skill.files.find((file) => file.path === "run.sh")?.executable === true)
  })

  it("refuses duplicate paths, including ones differing only by case or normalisation", () => {
    const archive = zip({ "SKILL.md": text(manifest), "Notes.txt": text("a"), "notes.txt": text("b") })
    assert.strictEqual(refusal(archive).kind, "duplicate_path")
    const composed = zip({ "SKILL.md": text(manifest), "caf\u00e9.txt": text("a"), "cafe\u0301.txt": text("b") })
    assert.strictEqual(refusal(composed).kind, "duplicate_path")
  })

  it("refuses invalid names", () => {
    for (const name of ["a\u0000b", "con.txt", "trailing. ", "ab:c", "a//b", "./x", "q?.md"]) {
      assert.strictEqual(refusal(zip({ "SKILL.md": text(manifest), [name]: text("x") })).kind, "invalid_name", name)
    }
  })

  it("refuses overlapping entries (non-recursive zip bombs)", () => {
    const archive = zip({ "SKILL.md": text(manifest), "b.txt": text("bbbb") }, 0)
    const view = new DataView(archive.buffer)
    // Point the second central directory entry at the first local header.
    let offset = archive.length - 22
    const directoryOffset = view.getUint32(offset + 16, true)
    offset = directoryOffset
    const firstLength =
      46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true)
    view.setUint32(directoryOffset + firstLength + 42, 0, true)
    // The local header there names another file: refused before the overlap is looked at.
    assert.strictEqual(refusal(archive).kind, "ambiguous")
  })

  it("refuses a central directory entry whose name runs into the end record", () => {
    const archive = zip({ "b.txt": text("bbbb"), "SKILL.md": text(manifest) }, 0)
    const view = new DataView(archive.buffer)
    const directoryOffset = view.getUint32(archive.length - 22 + 16, true)
    const first = 46 + view.getUint16(directoryOffset + 28, true) + view.getUint16(directoryOffset + 30, true)
    const last = directoryOffset + first + view.getUint16(directoryOffset + 32, true)
    // The last entry's name ("SKILL.md") takes in two bytes of the end record ("PK").
    view.setUint16(last + 28, view.getUint16(last + 28, true) + 2, true)
    const refused = refusal(archive)
    assert.strictEqual(refused.kind, "corrupt")
    assert.include(refused.message, "end-of-central-directory")
  })

  it("refuses a corrupted entry by its CRC", () => {
    const archive = zip({ "SKILL.md": text(manifest), "b.txt": text("hello world") }, 0)
    const position = Buffer.from(archive).indexOf("hello world")
    archive[position] = "j".charCodeAt(0)
    assert.strictEqual(refusal(archive).kind, "checksum_mismatch")
  })

  it("requires a valid SKILL.md", () => {
    assert.strictEqual(refusal(zip({ "README.md": text("x") })).kind, "missing_manifest")
    assert.strictEqual(refusal(zip({ "SKILL.md": text("# no frontmatter") })).kind, "invalid_manifest")
    assert.strictEqual(refusal(zip({})).kind, "empty")
  })

  it("refuses things that are not ZIP files", () => {
    assert.strictEqual(refusal(text("definitely not a zip")).kind, "not_a_zip")
    assert.strictEqual(refusal(new Uint8Array(0)).kind, "not_a_zip")
  })

  it("never throws on arbitrary bytes or on corrupted archives", () => {
    const valid = zip({ "SKILL.md": text(manifest), "x.py": text("print(1)\n".repeat(50)) })
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (bytes) => {
        SkillArchive.read(bytes)
      })
    )
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(valid.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        (edits) => {
          const copy = valid.slice()
          for (const [position, value] of edits) copy[position] = value
          SkillArchive.read(copy)
        }
      )
    )
  })
})
