/**
 * A strict reader of ZIP central directories: it reads the structure without
 * trusting it, so every limit can be checked before a single byte is inflated.
 */
import { Inflate } from "fflate"

export interface CentralEntry {
  readonly name: string
  readonly nameBytes: Uint8Array
  readonly flags: number
  readonly method: number
  readonly crc: number
  readonly compressedSize: number
  readonly uncompressedSize: number
  readonly hostSystem: number
  readonly externalAttributes: number
  readonly localHeaderOffset: number
  readonly dataOffset: number
}

export type ZipStructureProblem =
  | { readonly kind: "not_a_zip"; readonly message: string }
  | { readonly kind: "zip64"; readonly message: string }
  | { readonly kind: "corrupt"; readonly message: string }

const endOfCentralDirectory = 0x06054b50
const centralHeader = 0x02014b50
const localHeader = 0x04034b50

const utf8 = new TextDecoder("utf-8", { fatal: true })

export const readCentralDirectory = (
  bytes: Uint8Array,
  maximumEntries: number
):
  | { readonly entries: ReadonlyArray<CentralEntry> }
  | { readonly problem: ZipStructureProblem }
  | { readonly tooMany: number } => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 22)
    return { problem: { kind: "not_a_zip", message: "The archive is too short to be a ZIP file." } }
  let end = -1
  const earliest = Math.max(0, bytes.length - 22 - 0xffff)
  for (let offset = bytes.length - 22; offset >= earliest; offset--) {
    if (view.getUint32(offset, true) === endOfCentralDirectory) {
      end = offset
      break
    }
  }
  if (end < 0) return { problem: { kind: "not_a_zip", message: "No ZIP end-of-central-directory record was found." } }
  const diskNumber = view.getUint16(end + 4, true)
  const entryCount = view.getUint16(end + 10, true)
  const directorySize = view.getUint32(end + 12, true)
  const directoryOffset = view.getUint32(end + 16, true)
  if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    return { problem: { kind: "zip64", message: "ZIP64 archives are not accepted." } }
  }
  if (diskNumber !== 0) return { problem: { kind: "corrupt", message: "Multi-disk ZIP archives are not accepted." } }
  if (entryCount > maximumEntries) return { tooMany: entryCount }
  if (directoryOffset + directorySize > end) {
    return { problem: { kind: "corrupt", message: "The central directory lies outside the archive." } }
  }
  const entries: Array<CentralEntry> = []
  let offset = directoryOffset
  for (let index = 0; index < entryCount; index++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== centralHeader) {
      return { problem: { kind: "corrupt", message: `Central directory entry ${index + 1} is malformed.` } }
    }
    const versionMadeBy = view.getUint16(offset + 4, true)
    const flags = view.getUint16(offset + 8, true)
    const method = view.getUint16(offset + 10, true)
    const crc = view.getUint32(offset + 16, true)
    const compressedSize = view.getUint32(offset + 20, true)
    const uncompressedSize = view.getUint32(offset + 24, true)
    const nameLength = view.getUint16(offset + 28, true)
    const extraLength = view.getUint16(offset + 30, true)
    const commentLength = view.getUint16(offset + 32, true)
    const externalAttributes = view.getUint32(offset + 38, true)
    const localHeaderOffset = view.getUint32(offset + 42, true)
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
      return { problem: { kind: "zip64", message: "ZIP64 entries are not accepted." } }
    }
    const nameStart = offset + 46
    const nameBytes = bytes.subarray(nameStart, nameStart + nameLength)
    let name: string
    try {
      // Bit 11 marks UTF-8 names; names without it must be ASCII to be unambiguous.
      name = utf8.decode(nameBytes)
      if ((flags & 0x800) === 0 && nameBytes.some((byte) => byte > 0x7f)) {
        return {
          problem: { kind: "corrupt", message: `Entry ${index + 1} has a non-ASCII name without the UTF-8 flag.` }
        }
      }
    } catch {
      return { problem: { kind: "corrupt", message: `Entry ${index + 1} has a name that is not valid UTF-8.` } }
    }
    if (localHeaderOffset + 30 > directoryOffset || view.getUint32(localHeaderOffset, true) !== localHeader) {
      return { problem: { kind: "corrupt", message: `The local header of ${JSON.stringify(name)} is missing.` } }
    }
    const localNameLength = view.getUint16(localHeaderOffset + 26, true)
    const localExtraLength = view.getUint16(localHeaderOffset + 28, true)
    const dataOffset = localHeaderOffset + 30 + localNameLength + localExtraLength
    if (dataOffset + compressedSize > directoryOffset) {
      return { problem: { kind: "corrupt", message: `The data of ${JSON.stringify(name)} lies outside the archive.` } }
    }
    entries.push({
      name,
      nameBytes,
      flags,
      method,
      crc,
      compressedSize,
      uncompressedSize,
      hostSystem: versionMadeBy >>> 8,
      externalAttributes,
      localHeaderOffset,
      dataOffset
    })
    offset = nameStart + nameLength + extraLength + commentLength
  }
  // Entries whose data overlap are the basis of non-recursive zip bombs.
  const ranges = entries
    .map((entry) => [entry.localHeaderOffset, entry.dataOffset + entry.compressedSize] as const)
    .sort((left, right) => left[0] - right[0])
  for (let index = 1; index < ranges.length; index++) {
    if (ranges[index]![0] < ranges[index - 1]![1]) {
      return { problem: { kind: "corrupt", message: "Entries of the archive overlap (a zip bomb technique)." } }
    }
  }
  return { entries }
}

const crcTable = (() => {
  const table = new Int32Array(256)
  for (let index = 0; index < 256; index++) {
    let value = index
    for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1
    table[index] = value
  }
  return table
})()

export const crc32 = (bytes: Uint8Array): number => {
  let crc = -1
  for (let index = 0; index < bytes.length; index++) crc = crcTable[(crc ^ bytes[index]!) & 0xff]! ^ (crc >>> 8)
  return (crc ^ -1) >>> 0
}

/**
 * Inflates at most `limit` bytes; `undefined` when the output would exceed it or the
 * stream is invalid.
 */
export const inflateBounded = (compressed: Uint8Array, limit: number): Uint8Array | undefined => {
  const chunks: Array<Uint8Array> = []
  let total = 0
  let exceeded = false
  const inflater = new Inflate((chunk) => {
    total += chunk.length
    if (total > limit) {
      exceeded = true
      return
    }
    chunks.push(chunk)
  })
  try {
    const step = 64 * 1024
    for (let offset = 0; offset < compressed.length && !exceeded; offset += step) {
      const end = Math.min(compressed.length, offset + step)
      inflater.push(compressed.subarray(offset, end), end === compressed.length)
    }
    if (compressed.length === 0) inflater.push(new Uint8Array(0), true)
  } catch {
    return undefined
  }
  if (exceeded) return undefined
  const output = new Uint8Array(total)
  let position = 0
  for (const chunk of chunks) {
    output.set(chunk, position)
    position += chunk.length
  }
  return output
}
