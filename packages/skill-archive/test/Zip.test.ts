import { inflateRawSync } from "node:zlib"
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { deflateSync, type Zippable, zipSync } from "fflate"
import * as Zip from "../src/Zip.ts"

const text = (value: string) => new TextEncoder().encode(value)
const zip = (files: Zippable, level: 0 | 6 = 6) => zipSync(files, { level, mtime: new Date("2026-01-01T00:00:00Z") })

const endOf = (archive: Uint8Array) => {
  const end = Zip.readEnd(archive)
  if (!end.ok) return assert.fail(end.problem.message)
  return end.value
}

const entriesOf = (archive: Uint8Array) => [...Zip.entries(archive, endOf(archive))]

const entryOf = (archive: Uint8Array, name: string) => {
  for (const read of Zip.entries(archive, endOf(archive))) {
    if (read.ok && read.value.name === name) return read.value
  }
  return assert.fail(`no entry ${name}`)
}

const contentOf = (archive: Uint8Array, name: string) => {
  const located = Zip.locate(archive, entryOf(archive, name))
  return located.ok ? Zip.extract(located.value) : located
}

const problemOf = <A>(result: Zip.Result<A>) => {
  if (result.ok) return assert.fail("expected a problem")
  return result.problem
}

/** Where each central directory header starts. */
const headerOffsets = (archive: Uint8Array) => {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength)
  const end = endOf(archive)
  const offsets: Array<number> = []
  let offset = end.directoryOffset
  for (let index = 0; index < end.entryCount; index++) {
    offsets.push(offset)
    offset +=
      46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true)
  }
  return offsets
}

/** A copy of the archive with a field of the end record or of one central header changed. */
const edit = (archive: Uint8Array, at: "end" | number, field: number, width: 2 | 4, value: number) => {
  const copy = archive.slice()
  const view = new DataView(copy.buffer)
  const offset = (at === "end" ? endOf(archive).offset : headerOffsets(archive)[at]!) + field
  if (width === 2) view.setUint16(offset, value, true)
  else view.setUint32(offset, value, true)
  return copy
}

/** Reads everything it can and never extracts more than 1 MiB (as a reader checks its own limit). */
const readAll = (bytes: Uint8Array) => {
  const end = Zip.readEnd(bytes)
  if (!end.ok) return 0
  Zip.checkEnd(end.value, 1000)
  const located: Array<Zip.Located> = []
  let count = 0
  for (const read of Zip.entries(bytes, end.value)) {
    count++
    if (!read.ok) break
    Zip.locate(bytes, read.value, end.value.directoryOffset)
    const found = Zip.locate(bytes, read.value)
    if (!found.ok) continue
    located.push(found.value)
    if (read.value.uncompressedSize <= 1024 * 1024) Zip.extract(found.value)
  }
  Zip.checkOverlap(located)
  assert.isAtMost(count, end.value.entryCount)
  return count
}

describe("Zip", () => {
  it("reads entries: names, methods, sizes, Unix modes, file types and a symbolic link", () => {
    const archive = zip({
      "SKILL.md": text("# Skill\n"),
      docs: {},
      "run.sh": [text("#!/bin/sh\necho hi\n"), { os: 3, attrs: 0o100755 << 16 }],
      key: [text("/home/user/.ssh/id_rsa"), { os: 3, attrs: 0o120777 << 16 }],
      pipe: [text(""), { os: 3, attrs: 0o010644 << 16 }],
      stored: [text("stored bytes"), { level: 0 }]
    })
    const end = endOf(archive)
    assert.deepStrictEqual(Zip.checkEnd(end), [])
    assert.strictEqual(end.entryCount, 6)
    const entries = entriesOf(archive).map((read) => (read.ok ? read.value : assert.fail(read.problem.message)))
    assert.deepStrictEqual(
      entries.map(({ index, name, type, problems }) => ({ index, name, type, problems })),
      [
        { index: 0, name: "SKILL.md", type: "unspecified", problems: [] },
        { index: 1, name: "docs/", type: "unspecified", problems: [] },
        { index: 2, name: "run.sh", type: "file", problems: [] },
        { index: 3, name: "key", type: "symbolic_link", problems: [] },
        { index: 4, name: "pipe", type: "special", problems: [] },
        { index: 5, name: "stored", type: "unspecified", problems: [] }
      ]
    )
    const run = entryOf(archive, "run.sh")
    assert.strictEqual(run.hostSystem, 3)
    assert.strictEqual(run.mode, 0o100755)
    assert.strictEqual(run.method, 8)
    assert.strictEqual(run.uncompressedSize, 18)
    assert.strictEqual(run.crc, Zip.crc32(text("#!/bin/sh\necho hi\n")))
    assert.deepStrictEqual(run.nameBytes, text("run.sh"))
    assert.strictEqual(entryOf(archive, "stored").method, 0)
    assert.strictEqual(entryOf(archive, "SKILL.md").mode, 0)
    // A link's content is its target: visible, never followed.
    assert.deepStrictEqual(contentOf(archive, "key"), { ok: true, value: text("/home/user/.ssh/id_rsa") })
    assert.deepStrictEqual(contentOf(archive, "run.sh"), { ok: true, value: text("#!/bin/sh\necho hi\n") })
    assert.deepStrictEqual(contentOf(archive, "stored"), { ok: true, value: text("stored bytes") })
    const located = Zip.locate(archive, run, end.directoryOffset)
    assert.isTrue(located.ok && located.value.data.length === run.compressedSize)
  })

  it("refuses what is not a ZIP archive and a truncated archive", () => {
    const archive = zip({ "SKILL.md": text("# Skill\n"), "a.txt": text("a") })
    assert.strictEqual(problemOf(Zip.readEnd(new Uint8Array(0))).message, "The archive is too short to be a ZIP file.")
    assert.strictEqual(problemOf(Zip.readEnd(text("definitely not a ZIP archive"))).kind, "not_a_zip")
    // Cut inside the end record: no record is left.
    assert.strictEqual(problemOf(Zip.readEnd(archive.subarray(0, archive.length - 5))).kind, "not_a_zip")
    // Cut before the central directory, end record kept: the directory lies outside.
    const tail = archive.subarray(archive.length - 22)
    assert.deepStrictEqual(
      Zip.checkEnd(endOf(tail)).map((problem) => problem.kind),
      ["directory_outside"]
    )
    // Cut inside the central directory: the walk stops at the first header it cannot read.
    const cut = new Uint8Array([...archive.subarray(0, headerOffsets(archive)[1]! + 10), ...tail])
    const fixedEnd = edit(cut, "end", 12, 4, endOf(cut).offset - endOf(archive).directoryOffset)
    const reads = entriesOf(fixedEnd)
    assert.strictEqual(reads.length, 2)
    assert.isTrue(reads[0]!.ok)
    assert.deepStrictEqual(problemOf(reads[1]!), {
      kind: "malformed_entry",
      message: "Central directory entry 2 is malformed."
    })
  })

  it("stops at a corrupt central directory header, after the entries before it", () => {
    const archive = zip({ "a.txt": text("a"), "b.txt": text("b"), "c.txt": text("c") })
    const reads = entriesOf(edit(archive, 1, 0, 4, 0x12345678))
    assert.deepStrictEqual(
      reads.map((read) => (read.ok ? read.value.name : read.problem.kind)),
      ["a.txt", "malformed_entry"]
    )
  })

  it("reports a name running into the end record, read no further than the archive", () => {
    const archive = zip({ "a.txt": text("a"), "b.txt": text("b") })
    const last = entriesOf(edit(archive, 1, 28, 2, 0xffff)).at(-1)!
    assert.isTrue(last.ok)
    if (!last.ok) return
    assert.strictEqual(last.value.problems[0]?.kind, "name_outside_directory")
    assert.strictEqual(last.value.nameBytes.length, archive.length - headerOffsets(archive)[1]! - 46)
  })

  it("reports names that are not UTF-8, or not ASCII without the UTF-8 flag", () => {
    const archive = zip({ "caf\u00e9.txt": text("x") })
    assert.deepStrictEqual(entryOf(archive, "caf\u00e9.txt").problems, [])
    const unflagged = entriesOf(edit(archive, 0, 8, 2, 0))[0]!
    assert.isTrue(unflagged.ok && unflagged.value.problems[0]?.kind === "invalid_name")
    const invalid = archive.slice()
    invalid[headerOffsets(archive)[0]! + 46 + 3] = 0xff
    const read = entriesOf(invalid)[0]!
    assert.isTrue(read.ok)
    if (!read.ok) return
    assert.strictEqual(read.value.name, "caf\ufffd\ufffd.txt")
    assert.deepStrictEqual(read.value.problems, [
      { kind: "invalid_name", message: "Entry 1 has a name that is not valid UTF-8." }
    ])
  })

  it("reports ZIP64 markers, several disks and too many entries", () => {
    const archive = zip({ "a.txt": text("a"), "b.txt": text("b") })
    const kinds = (bytes: Uint8Array, maximumEntries?: number) =>
      Zip.checkEnd(endOf(bytes), maximumEntries).map((problem) =>
        problem.kind === "zip64" ? `zip64 ${problem.field}` : problem.kind
      )
    assert.deepStrictEqual(kinds(edit(archive, "end", 10, 2, 0xffff)), ["zip64 entryCount"])
    assert.deepStrictEqual(kinds(edit(archive, "end", 12, 4, 0xffffffff)), ["zip64 directorySize", "directory_outside"])
    assert.deepStrictEqual(kinds(edit(archive, "end", 16, 4, 0xffffffff)), [
      "zip64 directoryOffset",
      "directory_outside"
    ])
    assert.deepStrictEqual(kinds(edit(archive, "end", 4, 2, 1)), ["multi_disk"])
    assert.deepStrictEqual(kinds(archive, 1), ["too_many_entries"])
    assert.deepStrictEqual(kinds(archive, 2), [])
    const marked = edit(edit(archive, 1, 20, 4, 0xffffffff), 1, 42, 4, 0xffffffff)
    const second = entriesOf(marked)[1]!
    assert.isTrue(second.ok)
    if (second.ok)
      assert.deepStrictEqual(second.value.problems, [
        { kind: "zip64", field: "compressedSize", message: "ZIP64 entries are not accepted." },
        { kind: "zip64", field: "localHeaderOffset", message: "ZIP64 entries are not accepted." }
      ])
  })

  it("finds data behind local headers, within a boundary, and entries that overlap", () => {
    const archive = zip({ "a.txt": text("aaaa"), "b.txt": text("bbbb") }, 0)
    const end = endOf(archive)
    const second = entryOf(archive, "b.txt")
    assert.isTrue(Zip.locate(archive, second, end.directoryOffset).ok)
    assert.strictEqual(problemOf(Zip.locate(archive, second, end.directoryOffset - 1)).kind, "data_outside")
    assert.strictEqual(
      problemOf(Zip.locate(archive, { ...second, localHeaderOffset: second.localHeaderOffset + 1 })).kind,
      "missing_local_header"
    )
    assert.strictEqual(
      problemOf(Zip.locate(archive, { ...second, localHeaderOffset: archive.length - 10 })).kind,
      "missing_local_header"
    )
    // Hand-made values that are no positions read nothing.
    assert.strictEqual(problemOf(Zip.locate(archive, second, Number.NaN)).kind, "missing_local_header")
    assert.strictEqual(
      problemOf(Zip.locate(archive, { ...second, localHeaderOffset: -1 })).kind,
      "missing_local_header"
    )
    assert.strictEqual(problemOf([...Zip.entries(archive, { ...end, offset: -1 })][0]!).kind, "malformed_entry")
    const located = [entryOf(archive, "a.txt"), second].map((entry) => {
      const found = Zip.locate(archive, entry)
      return found.ok ? found.value : assert.fail(found.problem.message)
    })
    assert.isUndefined(Zip.checkOverlap(located))
    const pointedBack = Zip.locate(archive, { ...second, localHeaderOffset: 0 })
    assert.isTrue(pointedBack.ok)
    if (pointedBack.ok)
      assert.strictEqual(Zip.checkOverlap([located[0]!, pointedBack.value])?.kind, "overlapping_entries")
  })

  it("refuses an entry that inflates beyond its declared size, without inflating it all", () => {
    const archive = zip({ "a.txt": text("hello hello hello hello") })
    assert.strictEqual(problemOf(contentOf(edit(archive, 0, 24, 4, 5), "a.txt")).kind, "exceeds_declared_size")
    assert.strictEqual(problemOf(contentOf(edit(archive, 0, 24, 4, 40), "a.txt")).kind, "corrupt_data")
    // 1 MiB of noise in stored deflate blocks; its end cut off so that reading it all fails.
    const noise = new Uint8Array(1024 * 1024)
    let state = 2463534242
    for (let index = 0; index < noise.length; index++) {
      state ^= state << 13
      state ^= state >>> 17
      state ^= state << 5
      noise[index] = state & 0xff
    }
    const deflated = deflateSync(noise, { level: 0 })
    const truncated = deflated.subarray(0, -100)
    assert.isAbove(truncated.length, 1000 * 1024)
    assert.strictEqual(problemOf(Zip.inflate(truncated, noise.length)).kind, "corrupt_data")
    // With a small declared size the first step (16 KiB of input) already overflows: the cut end is never reached.
    assert.strictEqual(problemOf(Zip.inflate(truncated, 1000)).kind, "exceeds_declared_size")
    assert.deepStrictEqual(Zip.inflate(deflated, noise.length), { ok: true, value: noise })
  })

  it("counts the compressed bytes a deflate stream uses, as zlib does", () => {
    const archive = zip({ "a.txt": text("hello hello hello hello, and something else to say") })
    const located = Zip.locate(archive, entryOf(archive, "a.txt"))
    if (!located.ok) return assert.fail(located.problem.message)
    assert.isTrue(Zip.extract(located.value).ok)
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (trailing) => {
        const data = new Uint8Array([...located.value.data, ...trailing])
        const used = inflateRawSync(data, { info: true }) as unknown as { engine: { bytesWritten: number } }
        const extracted = Zip.extract({ ...located.value, data })
        assert.deepStrictEqual(problemOf(extracted), {
          kind: "size_mismatch",
          message: `The deflate stream of "a.txt" ends ${data.length - used.engine.bytesWritten} bytes before its data.`
        })
      })
    )
    // Across steps of input: 100 KiB of noise after a stream of 300 KiB of text.
    const long = zip({ "b.txt": text("a line of a skill's documentation\n".repeat(9000)) })
    const found = Zip.locate(long, entryOf(long, "b.txt"))
    if (!found.ok) return assert.fail(found.problem.message)
    const padded = new Uint8Array([...found.value.data, ...new Uint8Array(100 * 1024).fill(7)])
    assert.deepStrictEqual(problemOf(Zip.extract({ ...found.value, data: padded })), {
      kind: "size_mismatch",
      message: `The deflate stream of "b.txt" ends ${100 * 1024} bytes before its data.`
    })
  })

  it("checks sizes, encryption, methods and the CRC-32", () => {
    assert.strictEqual(Zip.crc32(text("123456789")), 0xcbf43926)
    assert.strictEqual(Zip.crc32(new Uint8Array(0)), 0)
    const archive = zip({ "b.txt": text("hello world") }, 0)
    const corrupted = archive.slice()
    corrupted[Buffer.from(corrupted).indexOf("hello world")] = "j".charCodeAt(0)
    assert.deepStrictEqual(problemOf(contentOf(corrupted, "b.txt")), {
      kind: "checksum_mismatch",
      message: '"b.txt" fails its CRC-32 check.'
    })
    assert.strictEqual(problemOf(contentOf(edit(archive, 0, 16, 4, 0), "b.txt")).kind, "checksum_mismatch")
    assert.strictEqual(problemOf(contentOf(edit(archive, 0, 24, 4, 12), "b.txt")).kind, "size_mismatch")
    assert.strictEqual(problemOf(contentOf(edit(archive, 0, 8, 2, 1), "b.txt")).kind, "encrypted")
    assert.strictEqual(problemOf(contentOf(edit(archive, 0, 10, 2, 12), "b.txt")).kind, "unsupported_method")
  })

  it("never throws nor runs away on arbitrary bytes or on mutated archives", () => {
    const valid = zip({
      "SKILL.md": text("# Skill\n".repeat(40)),
      docs: {},
      "run.sh": [text("#!/bin/sh\n"), { os: 3, attrs: 0o100755 << 16 }],
      link: [text("../../etc/passwd"), { os: 3, attrs: 0o120777 << 16 }],
      "stored.txt": [text("stored"), { level: 0 }]
    })
    assert.strictEqual(readAll(valid), 5)
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (bytes) => {
        readAll(bytes)
      })
    )
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(valid.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        fc.nat(valid.length),
        (edits, length) => {
          const copy = valid.slice()
          for (const [position, value] of edits) copy[position] = value
          readAll(copy)
          readAll(copy.subarray(0, length))
        }
      ),
      { numRuns: 2000 }
    )
  })
})
