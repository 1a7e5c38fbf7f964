/**
 * An entry-level reader of a ZIP archive's structure that never throws and never trusts
 * the bytes: every offset and length is checked against the archive before it is used,
 * and every structural problem comes back as a value. Pure, synchronous functions.
 *
 * The steps, in the order a reader takes them:
 *
 * 1. `readEnd` finds the end-of-central-directory record;
 * 2. `checkEnd` lists what is wrong with it (ZIP64, several disks, too many entries, a
 *    central directory outside the archive);
 * 3. `entries` walks the central directory: name, flags, method, CRC, sizes, host
 *    system, Unix mode and file type (so symbolic links are visible), each entry with
 *    its own problems;
 * 4. `locate` follows an entry to its local header and data; `checkOverlap` finds
 *    entries sharing bytes (non-recursive zip bombs);
 * 5. `extract` inflates an entry with a hard cap at its declared size and checks its
 *    CRC-32 (`inflate` and `crc32` are the pieces it uses).
 *
 * A strict reader stops at the first problem; a lenient one reports each and goes on.
 *
 * @since 0.1.0
 */
import { isUtf8 } from "node:buffer"
import { crc32 as zlibCrc32 } from "node:zlib"
import { Inflate } from "fflate"

/**
 * What can be wrong with an archive, from its end record to the bytes of one entry.
 *
 * @category models
 * @since 0.1.0
 */
export type ProblemKind =
  | "not_a_zip"
  | "zip64"
  | "multi_disk"
  | "too_many_entries"
  | "directory_outside"
  | "malformed_entry"
  | "name_outside_directory"
  | "invalid_name"
  | "missing_local_header"
  | "data_outside"
  | "overlapping_entries"
  | "encrypted"
  | "unsupported_method"
  | "size_mismatch"
  | "exceeds_declared_size"
  | "corrupt_data"
  | "too_large"
  | "checksum_mismatch"

/**
 * The field of a record that holds a ZIP64 marker (`0xffff` or `0xffffffff`).
 *
 * @category models
 * @since 0.1.0
 */
export type Zip64Field =
  | "entryCount"
  | "directorySize"
  | "directoryOffset"
  | "compressedSize"
  | "uncompressedSize"
  | "localHeaderOffset"

/**
 * A structural problem, with a message fit for the person who sent the archive.
 *
 * @category models
 * @since 0.1.0
 */
export type Problem =
  | { readonly kind: "zip64"; readonly field: Zip64Field; readonly message: string }
  | { readonly kind: Exclude<ProblemKind, "zip64">; readonly message: string }

/**
 * A value, or the problem that prevented it.
 *
 * @category models
 * @since 0.1.0
 */
export type Result<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly problem: Problem }

/**
 * The end-of-central-directory record, as declared (see `checkEnd`).
 *
 * @category models
 * @since 0.1.0
 */
export interface EndOfCentralDirectory {
  /** Where the record starts; the central directory must end before it. */
  readonly offset: number
  readonly diskNumber: number
  readonly entryCount: number
  readonly directorySize: number
  readonly directoryOffset: number
}

/**
 * What the Unix mode of an entry says it is; `unspecified` when the entry was not made
 * on Unix or carries no file type.
 *
 * @category models
 * @since 0.1.0
 */
export type FileType = "file" | "directory" | "symbolic_link" | "special" | "unspecified"

/**
 * One central directory entry, as declared.
 *
 * @category models
 * @since 0.1.0
 */
export interface Entry {
  /** Position in the central directory, from 0. */
  readonly index: number
  /** The name as UTF-8, invalid sequences replaced by U+FFFD (see `problems`). */
  readonly name: string
  /** A view of the archive. */
  readonly nameBytes: Uint8Array
  /** General purpose flags: bit 0 encrypted, bit 11 UTF-8 name. */
  readonly flags: number
  /** Compression method: 0 stored, 8 deflate. */
  readonly method: number
  readonly crc: number
  readonly compressedSize: number
  readonly uncompressedSize: number
  /** The high byte of "version made by": 3 for Unix. */
  readonly hostSystem: number
  readonly externalAttributes: number
  /** The Unix mode (type and permission bits); 0 when the entry was not made on Unix. */
  readonly mode: number
  readonly type: FileType
  readonly localHeaderOffset: number
  /**
   * The entry's own problems, in this order: `name_outside_directory` (the name runs
   * into the end record; it is read no further than the archive), `zip64` (one per
   * marked field), `invalid_name` (not UTF-8, or non-ASCII without the UTF-8 flag).
   */
  readonly problems: ReadonlyArray<Problem>
}

/**
 * An entry with the place of its data, found behind its local header.
 *
 * @category models
 * @since 0.1.0
 */
export interface Located {
  readonly entry: Entry
  readonly dataOffset: number
  /** The compressed bytes: a view of the archive, `entry.compressedSize` long. */
  readonly data: Uint8Array
}

const endSignature = 0x06054b50
const centralSignature = 0x02014b50
const localSignature = 0x04034b50
const endLength = 22
const centralHeaderLength = 46
const localHeaderLength = 30
const maximumCommentLength = 0xffff
const marker16 = 0xffff
const marker32 = 0xffffffff
const unixHost = 3
const encryptedFlag = 0x1
const utf8Flag = 0x800
const stepBytes = 16 * 1024

const lenientUtf8 = new TextDecoder("utf-8")

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** An offset or a length that can be used against a buffer. */
const isPosition = (value: number) => Number.isSafeInteger(value) && value >= 0

/** Where reading must stop: `boundary` within the archive, nothing at all for a boundary that is no position. */
const limitOf = (bytes: Uint8Array, boundary: number) => (isPosition(boundary) ? Math.min(boundary, bytes.length) : 0)

const success = <A>(value: A): Result<A> => ({ ok: true, value })

const failure = <A>(problem: Problem): Result<A> => ({ ok: false, problem })

/**
 * Finds the end-of-central-directory record: the last one in the archive's final
 * 64 KiB + 22 bytes (the record and the longest comment). `not_a_zip` when there is none.
 *
 * @category reading
 * @since 0.1.0
 */
export const readEnd = (bytes: Uint8Array): Result<EndOfCentralDirectory> => {
  if (bytes.length < endLength) {
    return failure({ kind: "not_a_zip", message: "The archive is too short to be a ZIP file." })
  }
  const view = viewOf(bytes)
  const earliest = Math.max(0, bytes.length - endLength - maximumCommentLength)
  for (let offset = bytes.length - endLength; offset >= earliest; offset--) {
    if (view.getUint32(offset, true) === endSignature) {
      return success({
        offset,
        diskNumber: view.getUint16(offset + 4, true),
        entryCount: view.getUint16(offset + 10, true),
        directorySize: view.getUint32(offset + 12, true),
        directoryOffset: view.getUint32(offset + 16, true)
      })
    }
  }
  return failure({ kind: "not_a_zip", message: "No ZIP end-of-central-directory record was found." })
}

/**
 * Every problem of an end record, in this order: `zip64` (one per marked field),
 * `multi_disk`, `too_many_entries` (when more than `maximumEntries` are declared) and
 * `directory_outside`. Empty when the central directory can be walked.
 *
 * @category reading
 * @since 0.1.0
 */
export const checkEnd = (
  end: EndOfCentralDirectory,
  maximumEntries: number = Number.POSITIVE_INFINITY
): ReadonlyArray<Problem> => {
  const problems: Array<Problem> = []
  const markers: ReadonlyArray<readonly [Zip64Field, boolean]> = [
    ["entryCount", end.entryCount === marker16],
    ["directorySize", end.directorySize === marker32],
    ["directoryOffset", end.directoryOffset === marker32]
  ]
  for (const [field, marked] of markers) {
    if (marked) problems.push({ kind: "zip64", field, message: "ZIP64 archives are not accepted." })
  }
  if (end.diskNumber !== 0) {
    problems.push({ kind: "multi_disk", message: "Multi-disk ZIP archives are not accepted." })
  }
  if (end.entryCount > maximumEntries) {
    problems.push({
      kind: "too_many_entries",
      message: `The archive has ${end.entryCount} entries; at most ${maximumEntries} are accepted.`
    })
  }
  if (end.directoryOffset + end.directorySize > end.offset) {
    problems.push({ kind: "directory_outside", message: "The central directory lies outside the archive." })
  }
  return problems
}

const fileTypeOf = (mode: number): FileType => {
  switch (mode & 0o170000) {
    case 0:
      return "unspecified"
    case 0o100000:
      return "file"
    case 0o040000:
      return "directory"
    case 0o120000:
      return "symbolic_link"
    default:
      return "special"
  }
}

/**
 * Walks the central directory, one entry at a time (so a reader can stop whenever it
 * likes). It stops after yielding a `malformed_entry` problem: a header that is cut
 * short or lacks its signature, after which nothing can be trusted to be where it says.
 * An entry's other problems are in `Entry.problems`; the walk goes on after them.
 *
 * @category reading
 * @since 0.1.0
 */
export function* entries(bytes: Uint8Array, end: EndOfCentralDirectory): Generator<Result<Entry>, void, undefined> {
  const view = viewOf(bytes)
  // The headers must lie before the end record, itself inside the archive.
  const limit = limitOf(bytes, end.offset)
  let offset = end.directoryOffset
  for (let index = 0; index < end.entryCount; index++) {
    if (
      !isPosition(offset) ||
      offset + centralHeaderLength > limit ||
      view.getUint32(offset, true) !== centralSignature
    ) {
      yield failure({ kind: "malformed_entry", message: `Central directory entry ${index + 1} is malformed.` })
      return
    }
    const versionMadeBy = view.getUint16(offset + 4, true)
    const flags = view.getUint16(offset + 8, true)
    const compressedSize = view.getUint32(offset + 20, true)
    const uncompressedSize = view.getUint32(offset + 24, true)
    const nameLength = view.getUint16(offset + 28, true)
    const externalAttributes = view.getUint32(offset + 38, true)
    const localHeaderOffset = view.getUint32(offset + 42, true)
    const nameStart = offset + centralHeaderLength
    const nameEnd = nameStart + nameLength
    const problems: Array<Problem> = []
    if (nameEnd > limit) {
      problems.push({
        kind: "name_outside_directory",
        message: `The name of central directory entry ${index + 1} runs into the end-of-central-directory record.`
      })
    }
    const markers: ReadonlyArray<readonly [Zip64Field, number]> = [
      ["compressedSize", compressedSize],
      ["uncompressedSize", uncompressedSize],
      ["localHeaderOffset", localHeaderOffset]
    ]
    for (const [field, value] of markers) {
      if (value === marker32) problems.push({ kind: "zip64", field, message: "ZIP64 entries are not accepted." })
    }
    // Never past the archive, even for a name that runs past it.
    const nameBytes = bytes.subarray(nameStart, Math.min(nameEnd, bytes.length))
    if (!isUtf8(nameBytes)) {
      problems.push({ kind: "invalid_name", message: `Entry ${index + 1} has a name that is not valid UTF-8.` })
    } else if ((flags & utf8Flag) === 0 && nameBytes.some((byte) => byte > 0x7f)) {
      // Bit 11 marks UTF-8 names; names without it must be ASCII to be unambiguous.
      problems.push({
        kind: "invalid_name",
        message: `Entry ${index + 1} has a non-ASCII name without the UTF-8 flag.`
      })
    }
    const hostSystem = versionMadeBy >>> 8
    const mode = hostSystem === unixHost ? externalAttributes >>> 16 : 0
    yield success({
      index,
      name: lenientUtf8.decode(nameBytes),
      nameBytes,
      flags,
      method: view.getUint16(offset + 10, true),
      crc: view.getUint32(offset + 16, true),
      compressedSize,
      uncompressedSize,
      hostSystem,
      externalAttributes,
      mode,
      type: fileTypeOf(mode),
      localHeaderOffset,
      problems
    })
    offset = nameEnd + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true)
  }
}

/**
 * Follows an entry to its local header and its data. Both must end at or before
 * `boundary`: the end of the archive by default; a strict reader passes the central
 * directory's offset, where entry data should stop.
 *
 * @category reading
 * @since 0.1.0
 */
export const locate = (bytes: Uint8Array, entry: Entry, boundary: number = bytes.length): Result<Located> => {
  const view = viewOf(bytes)
  const limit = limitOf(bytes, boundary)
  const local = entry.localHeaderOffset
  if (!isPosition(local) || local + localHeaderLength > limit || view.getUint32(local, true) !== localSignature) {
    return failure({
      kind: "missing_local_header",
      message: `The local header of ${JSON.stringify(entry.name)} is missing.`
    })
  }
  const dataOffset = local + localHeaderLength + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
  if (!isPosition(entry.compressedSize) || dataOffset + entry.compressedSize > limit) {
    return failure({
      kind: "data_outside",
      message: `The data of ${JSON.stringify(entry.name)} lies outside the archive.`
    })
  }
  return success({ entry, dataOffset, data: bytes.subarray(dataOffset, dataOffset + entry.compressedSize) })
}

/**
 * `overlapping_entries` when two entries share bytes, from local header to the end of
 * data: the basis of non-recursive zip bombs. `undefined` otherwise.
 *
 * @category reading
 * @since 0.1.0
 */
export const checkOverlap = (located: ReadonlyArray<Located>): Problem | undefined => {
  const ranges = located
    .map(({ entry, dataOffset }) => [entry.localHeaderOffset, dataOffset + entry.compressedSize] as const)
    .sort((left, right) => left[0] - right[0])
  for (let index = 1; index < ranges.length; index++) {
    if (ranges[index]![0] < ranges[index - 1]![1]) {
      return { kind: "overlapping_entries", message: "Entries of the archive overlap (a zip bomb technique)." }
    }
  }
  return undefined
}

/**
 * CRC-32 (IEEE 802.3), as stored in ZIP headers: zlib's, about ten times faster than a
 * table in JavaScript on the megabytes of a large skill.
 *
 * @category checksums
 * @since 0.1.0
 */
export const crc32 = (bytes: Uint8Array): number => zlibCrc32(bytes) >>> 0

/**
 * Inflates raw deflate data into a buffer of `declaredSize` bytes, in 16 KiB steps,
 * abandoning it the moment the output would exceed that size: `exceeds_declared_size`
 * then, `corrupt_data` for an invalid stream, `too_large` when the buffer cannot be
 * allocated. The output may be shorter than declared (`extract` checks it). The buffer
 * is allocated up front: check `declaredSize` against your own limit first.
 *
 * @category inflating
 * @since 0.1.0
 */
export const inflate = (compressed: Uint8Array, declaredSize: number): Result<Uint8Array> => {
  if (!isPosition(declaredSize)) {
    return failure({ kind: "corrupt_data", message: "The declared size is not a size." })
  }
  let output: Uint8Array
  try {
    output = new Uint8Array(declaredSize)
  } catch {
    return failure({ kind: "too_large", message: `${declaredSize} bytes cannot be allocated.` })
  }
  let written = 0
  let exceeded = false
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > declaredSize) {
      exceeded = true
      return
    }
    output.set(chunk, written)
    written += chunk.length
  })
  try {
    for (let offset = 0; offset < compressed.length && !exceeded; offset += stepBytes) {
      const end = Math.min(compressed.length, offset + stepBytes)
      inflater.push(compressed.subarray(offset, end), end === compressed.length)
    }
    if (compressed.length === 0) inflater.push(new Uint8Array(0), true)
  } catch {
    return failure({ kind: "corrupt_data", message: "The data is not a valid deflate stream." })
  }
  if (exceeded)
    return failure({ kind: "exceeds_declared_size", message: "The data inflates beyond its declared size." })
  return success(output.subarray(0, written))
}

/**
 * The bytes of an entry: stored or inflated (with `inflate`'s cap), exactly the
 * declared size, matching the declared CRC-32. The problems, in the order they are
 * checked: `encrypted`, `unsupported_method` (only stored and deflate),
 * `size_mismatch` (a stored entry whose sizes differ), `exceeds_declared_size`,
 * `corrupt_data` (an invalid stream, or one shorter than declared), `too_large`,
 * `checksum_mismatch`.
 *
 * @category inflating
 * @since 0.1.0
 */
export const extract = ({ entry, data }: Located): Result<Uint8Array> => {
  const name = JSON.stringify(entry.name)
  if ((entry.flags & encryptedFlag) !== 0) return failure({ kind: "encrypted", message: `${name} is encrypted.` })
  if (entry.method !== 0 && entry.method !== 8) {
    return failure({
      kind: "unsupported_method",
      message: `${name} uses compression method ${entry.method}; only stored and deflate are read.`
    })
  }
  let bytes: Uint8Array
  if (entry.method === 0) {
    if (data.length !== entry.uncompressedSize) {
      return failure({ kind: "size_mismatch", message: `${name} is stored with two different sizes.` })
    }
    bytes = data.slice()
  } else {
    const inflated = inflate(data, entry.uncompressedSize)
    if (!inflated.ok) return failure({ ...inflated.problem, message: `${name}: ${inflated.problem.message}` })
    if (inflated.value.length !== entry.uncompressedSize) {
      return failure({ kind: "corrupt_data", message: `${name} does not inflate to its declared size.` })
    }
    bytes = inflated.value
  }
  if (crc32(bytes) !== entry.crc)
    return failure({ kind: "checksum_mismatch", message: `${name} fails its CRC-32 check.` })
  return success(bytes)
}
