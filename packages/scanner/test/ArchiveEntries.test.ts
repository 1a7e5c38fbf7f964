import { assert, describe, it } from "@effect/vitest"
import { ArchiveEntries } from "@vouch/scanner"
import { zipSync } from "fflate"

const encoder = new TextEncoder()
const rules = (bytes: Uint8Array, limits?: Partial<ArchiveEntries.Limits>) =>
  ArchiveEntries.read(bytes, { ...ArchiveEntries.defaultLimits, ...limits }).issues.map((issue) => issue.rule)

describe("ArchiveEntries", () => {
  it("reads files, strips a single wrapping folder and skips directories", () => {
    const contents = ArchiveEntries.read(
      zipSync({
        "my-skill/": {},
        "my-skill/SKILL.md": encoder.encode("x"),
        "my-skill/scripts/a.sh": encoder.encode("y")
      })
    )
    assert.deepStrictEqual(
      contents.files.map((file) => file.path),
      ["SKILL.md", "scripts/a.sh"]
    )
    assert.deepStrictEqual(contents.issues, [])
  })

  it("flags symbolic links without reading them as files", () => {
    const contents = ArchiveEntries.read(
      zipSync({
        "SKILL.md": encoder.encode("x"),
        link: [encoder.encode("/etc/passwd"), { os: 3, attrs: 0o120777 << 16 }]
      })
    )
    assert.deepStrictEqual(
      contents.files.map((file) => file.path),
      ["SKILL.md"]
    )
    assert.deepStrictEqual(contents.issues, [{ rule: "VS-ARC-001", file: "link", detail: "symbolic link" }])
  })

  it("flags traversal, limits, zip bombs and corruption", () => {
    assert.deepStrictEqual(rules(zipSync({ "../x": encoder.encode("x") })), ["VS-ARC-002"])
    assert.deepStrictEqual(rules(zipSync({ "/etc/x": encoder.encode("x") })), ["VS-ARC-002"])
    assert.deepStrictEqual(rules(zipSync({ a: encoder.encode("a"), b: encoder.encode("b") }), { maxEntries: 1 }), [
      "VS-ARC-003"
    ])
    assert.deepStrictEqual(rules(zipSync({ a: new Uint8Array(5000) }), { maxTotalBytes: 1000 }), ["VS-ARC-003"])
    assert.deepStrictEqual(rules(zipSync({ bomb: new Uint8Array(4 * 1024 * 1024) }, { level: 9 })), ["VS-ARC-003"])
    assert.deepStrictEqual(rules(encoder.encode("PK garbage")), ["VS-ARC-004"])
    assert.deepStrictEqual(rules(new Uint8Array(0)), ["VS-ARC-004"])
  })

  it("flags entries that share bytes (a zip bomb without compression) and still reads them", () => {
    const bytes = zipSync({ "SKILL.md": encoder.encode("# skill"), "b.txt": encoder.encode("bbbb") }, { level: 0 })
    const view = new DataView(bytes.buffer)
    const directoryOffset = view.getUint32(bytes.length - 22 + 16, true)
    const first =
      46 +
      view.getUint16(directoryOffset + 28, true) +
      view.getUint16(directoryOffset + 30, true) +
      view.getUint16(directoryOffset + 32, true)
    // The second entry points at the first one's local header, with its CRC and sizes:
    // both read SKILL.md's bytes, each consistent on its own.
    const shared = bytes.slice()
    const edit = new DataView(shared.buffer)
    for (const field of [16, 20, 24]) {
      edit.setUint32(directoryOffset + first + field, view.getUint32(directoryOffset + field, true), true)
    }
    edit.setUint32(directoryOffset + first + 42, 0, true)
    const contents = ArchiveEntries.read(shared)
    // The local header there names SKILL.md (VS-ARC-005), and the entries share bytes (VS-ARC-004).
    assert.deepStrictEqual(
      contents.issues.map((issue) => [issue.rule, issue.file]),
      [
        ["VS-ARC-005", "b.txt"],
        ["VS-ARC-005", ""],
        ["VS-ARC-005", ""],
        ["VS-ARC-004", ""]
      ]
    )
    assert.deepInclude(contents.issues, { rule: "VS-ARC-004", file: "", detail: "entries overlap (zip bomb)" })
    assert.deepStrictEqual(
      contents.files.map((file) => new TextDecoder().decode(file.bytes)),
      ["# skill", "# skill"]
    )
    assert.deepStrictEqual(rules(bytes), [])
  })

  it("flags a multi-disk archive and reads what it can", () => {
    const bytes = zipSync({ "SKILL.md": encoder.encode("# skill") })
    new DataView(bytes.buffer).setUint16(bytes.length - 22 + 4, 1, true)
    const contents = ArchiveEntries.read(bytes)
    assert.deepStrictEqual(contents.issues, [{ rule: "VS-ARC-004", file: "", detail: "multi-disk archive" }])
    assert.deepStrictEqual(
      contents.files.map((file) => file.path),
      ["SKILL.md"]
    )
  })

  it("detects an entry that inflates beyond its declared size or fails its CRC", () => {
    const bytes = zipSync({ "a.txt": encoder.encode("hello hello hello hello") })
    const lying = bytes.slice()
    // shrink the declared uncompressed size in the central directory
    const view = new DataView(lying.buffer)
    for (let offset = lying.length - 22; offset >= 0; offset--) {
      if (view.getUint32(offset, true) === 0x02014b50) {
        view.setUint32(offset + 24, 5, true)
        break
      }
    }
    // The local header still declares the true size (VS-ARC-005); inflating stops at the lie (VS-ARC-003).
    assert.deepStrictEqual(rules(lying), ["VS-ARC-005", "VS-ARC-003"])
    const flipped = bytes.slice()
    const dataOffset = 30 + "a.txt".length
    const flippedView = new DataView(flipped.buffer)
    flippedView.setUint8(dataOffset + 2, flippedView.getUint8(dataOffset + 2) ^ 0xff)
    assert.include(["VS-ARC-004", "VS-ARC-003"], rules(flipped)[0])
  })
})
