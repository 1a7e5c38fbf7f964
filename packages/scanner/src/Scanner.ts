/**
 * The scanner: plain, deterministic functions from a skill (files, contents read from
 * a container, or ZIP bytes) to a ScanReport. They load without `effect`: the Effect
 * edge (`Scanner` service, `layer`) is `@vouch/scanner/effect/Scanner`.
 *
 * The same input always gives the same report, byte for byte: no clock, no randomness,
 * no network, no file system (directories are read by `SkillDirectory`).
 *
 * @since 0.1.0
 */
import * as ArchiveEntries from "./ArchiveEntries.ts"
import * as Grading from "./Grading.ts"
import { classify, type DocumentContext, documentContext } from "./internal/context.ts"
import { capabilityUse, scanText, type TextFile } from "./internal/detectors.ts"
import { latestSchemaVersion, toVersion } from "./internal/reportVersions.ts"
import { decode, extension, kindOf, languageOf, looksBinary, splitLines, withForwardSlashes } from "./internal/text.ts"
import * as ManifestFacts from "./ManifestFacts.ts"
import * as Rules from "./Rules.ts"
import type { Finding, ScanReport, SchemaVersion } from "./ScanReport.ts"
import type { ContainerIssue, SkillContents, SkillFile } from "./SkillFile.ts"
import { compareCodePoints, contentHash, normalizePath, sha256 } from "./SkillFile.ts"

/**
 * Name and version written in `scanner` of every report.
 *
 * @category constants
 * @since 0.1.0
 */
export const scannerInfo = { name: "@vouch/scanner", version: "0.1.0" } as const

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** Schema of the report; `1.2` by default. */
  readonly schemaVersion?: SchemaVersion | undefined
  /** Findings listed at most (counts and score still cover all); 1000 by default. */
  readonly maxFindings?: number | undefined
  /** Limits of archive reading (`scanArchive` only). */
  readonly limits?: ArchiveEntries.Limits | undefined
}

const binaryExtensions = new Set([
  "exe",
  "dll",
  "so",
  "dylib",
  "bin",
  "msi",
  "deb",
  "rpm",
  "pyc",
  "pyo",
  "class",
  "jar",
  "scr",
  "sys",
  "drv",
  "ocx",
  "cpl",
  "apk",
  "ipa",
  "dmg",
  "pkg",
  "appimage",
  "elf",
  "o",
  "a",
  "ko",
  "node",
  "lnk"
])
const archiveExtensions = new Set(["zip", "7z", "rar", "tar", "tgz", "gz", "bz2", "xz", "zst", "cab", "iso"])
const zipBasedDocuments = new Set([
  "docx",
  "xlsx",
  "pptx",
  "odt",
  "ods",
  "odp",
  "epub",
  "jar",
  "apk",
  "ipa",
  "whl",
  "vsix"
])

const executableMagic = (bytes: Uint8Array): string | undefined => {
  if (bytes.length < 4) return undefined
  // every read below is guarded by a length check, so DataView never throws
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const word = view.getUint32(0)
  if (word === 0x7f454c46) return "ELF"
  if ([0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe].includes(word)) return "Mach-O"
  if (word === 0xcafebabe && bytes.length >= 8) {
    const count = view.getUint32(4)
    if (count > 0 && count < 20) return "Mach-O universal"
  }
  if (view.getUint16(0) === 0x4d5a && bytes.length >= 0x40) {
    const offset = view.getInt32(0x3c, true)
    if (offset > 0 && offset + 4 <= bytes.length && view.getUint32(offset) === 0x50450000) return "PE"
  }
  return undefined
}

interface RawFinding {
  readonly rule: Rules.Rule
  readonly file: string
  readonly line: number
  readonly classification: Finding["classification"]
  readonly detail: string | undefined
}

const compareText = compareCodePoints

const severityRank: Readonly<Record<Finding["severity"], number>> = {
  critical: 0,
  high: 1,
  medium: 2,
  low: 3,
  info: 4
}

/**
 * Canonical order of findings: file, line, rule id, then threats before advisories.
 *
 * @category utilities
 * @since 0.1.0
 */
export const compareFindings = (left: Finding, right: Finding): number =>
  compareText(left.file, right.file) ||
  left.line - right.line ||
  compareText(left.rule, right.rule) ||
  compareText(left.classification, right.classification) * -1 ||
  severityRank[left.severity] - severityRank[right.severity] ||
  compareText(left.message, right.message)

const ruleOf = (id: string): Rules.Rule => {
  const found = Rules.byId(id)
  if (found === undefined) throw new Error(`unknown rule ${id}`)
  return found
}

const scanFile = (file: SkillFile, raw: Array<RawFinding>): { readonly text: TextFile | undefined } => {
  const ext = extension(file.path)
  const binary = looksBinary(file.bytes)
  const push = (id: string, line: number, detail?: string): void => {
    raw.push({ rule: ruleOf(id), file: file.path, line, classification: "threat", detail })
  }
  const magic = executableMagic(file.bytes)
  if (magic !== undefined) push("VS-BIN-001", 0, magic)
  else if (binaryExtensions.has(ext)) push("VS-BIN-002", 0, `.${ext}`)
  else if (
    archiveExtensions.has(ext) ||
    (binary && file.bytes[0] === 0x50 && file.bytes[1] === 0x4b && !zipBasedDocuments.has(ext))
  ) {
    push("VS-BIN-003", 0, ext === "" ? undefined : `.${ext}`)
  }
  if (binary) return { text: undefined }
  const content = decode(file.bytes)
  const kind = kindOf(file.path, file.bytes, content)
  if (kind === "binary") return { text: undefined }
  // the detectors read Windows dot-folder paths with `/` (same length: lines and offsets unchanged)
  const scanned = withForwardSlashes(content)
  const lines = splitLines(scanned)
  // without `\r` the decoded text is the lines joined by `\n`: the detectors need not join them again
  const joined = scanned.includes("\r") ? undefined : scanned
  const text: TextFile = { path: file.path, kind, language: languageOf(file.path, content), lines, text: joined }
  // the document's context is read only when a contextual finding needs it
  let context: DocumentContext | undefined
  for (const hit of scanText(text)) {
    const rule = ruleOf(hit.rule)
    if (rule.scope === "scripts" && kind !== "script") continue
    if (hit.advisory !== true && rule.contextual && kind === "document") context ??= documentContext(lines)
    const classification =
      hit.advisory === true
        ? "advisory"
        : rule.contextual
          ? classify(kind, file.path, lines, context, hit.line, hit.position)
          : "threat"
    raw.push({ rule, file: file.path, line: hit.line + 1, classification, detail: hit.detail })
  }
  return { text }
}

const messageOf = (finding: RawFinding): string =>
  finding.detail === undefined ? finding.rule.message : `${finding.rule.message} (${finding.detail})`

const isManifest = (path: string): boolean => path.toLowerCase() === "skill.md"

/**
 * Scans files and container issues, as read by `ArchiveEntries.read` or
 * `SkillDirectory.read`. `treeHash` (the archive's `sha256:<hex>`) is copied into
 * the report when given.
 *
 * @category validation
 * @since 0.1.0
 */
export const scanContents = (
  contents: SkillContents,
  options: Options & { readonly treeHash?: string | undefined } = {}
): ScanReport => {
  const files = [...contents.files]
    .map((file) => ({ path: normalizePath(file.path), bytes: file.bytes }))
    .sort((left, right) => compareText(left.path, right.path))
  const raw: Array<RawFinding> = []
  for (const issue of [...contents.issues].sort(
    (left: ContainerIssue, right: ContainerIssue) =>
      compareText(left.file, right.file) || compareText(left.rule, right.rule) || compareText(left.detail, right.detail)
  )) {
    raw.push({ rule: ruleOf(issue.rule), file: issue.file, line: 0, classification: "threat", detail: issue.detail })
  }
  const scripts: Array<TextFile> = []
  let manifestText: TextFile | undefined
  let totalBytes = 0
  for (const file of files) {
    totalBytes += file.bytes.length
    const { text } = scanFile(file, raw)
    if (text?.kind === "script") scripts.push(text)
    if (text !== undefined && isManifest(file.path)) manifestText = text
  }
  if (manifestText === undefined) {
    raw.push({ rule: ruleOf("VS-CAP-003"), file: "SKILL.md", line: 0, classification: "threat", detail: undefined })
  }
  // An undeclared capability is a fact about the declaration, not evidence of an attack
  // (public skills rarely declare), so it is listed as an advisory and costs no score.
  // the front matter (a YAML read) is read only when a script uses a capability it could declare
  let declaredCapabilities: ReadonlySet<ManifestFacts.Capability> | undefined
  const declaredOnce = (): ReadonlySet<ManifestFacts.Capability> =>
    (declaredCapabilities ??= new Set(
      manifestText === undefined
        ? []
        : ManifestFacts.parse(manifestText.text ?? manifestText.lines.join("\n")).capabilities
    ))
  for (const script of scripts) {
    const use = capabilityUse(script)
    if (use.network !== undefined && !declaredOnce().has("network")) {
      raw.push({
        rule: ruleOf("VS-CAP-001"),
        file: script.path,
        line: use.network + 1,
        classification: Rules.alwaysAdvisory.has("VS-CAP-001") ? "advisory" : "threat",
        detail: undefined
      })
    }
    if (use.shell !== undefined && !declaredOnce().has("shell")) {
      raw.push({
        rule: ruleOf("VS-CAP-002"),
        file: script.path,
        line: use.shell + 1,
        classification: Rules.alwaysAdvisory.has("VS-CAP-002") ? "advisory" : "threat",
        detail: undefined
      })
    }
  }
  // one finding per (rule, file, line); a threat wins over an advisory
  const unique = new Map<string, Finding>()
  for (const finding of raw) {
    const key = `${finding.rule.id}\u0000${finding.file}\u0000${finding.line}`
    const candidate: Finding = {
      severity: finding.rule.severity,
      classification: finding.classification,
      rule: finding.rule.id,
      message: messageOf(finding),
      file: finding.file,
      line: finding.line
    }
    const existing = unique.get(key)
    if (existing === undefined || (existing.classification === "advisory" && candidate.classification === "threat")) {
      unique.set(key, candidate)
    }
  }
  const findings = [...unique.values()].sort(compareFindings)
  const threats = findings.filter((finding) => finding.classification === "threat").length
  const score = Grading.score(findings)
  const maxFindings = options.maxFindings ?? 1000
  const listed = findings.slice(0, maxFindings)
  const report: ScanReport = {
    schema_version: "1.2",
    grade: Grading.grade(score),
    score,
    clean: threats === 0,
    findings_count: threats,
    advisory_count: findings.length - threats,
    findings: listed,
    ruleset_version: Rules.rulesetVersion,
    scanner: { ...scannerInfo },
    scanned_files: files.length,
    total_bytes: totalBytes,
    ...(options.treeHash === undefined ? {} : { tree_hash: options.treeHash }),
    content_hash: contentHash(files),
    ...(listed.length < findings.length ? { truncated: true } : {})
  }
  const version = options.schemaVersion ?? latestSchemaVersion
  return version === "1.2" ? report : toVersion(report, version)
}

/**
 * Scans a skill given as files in memory.
 *
 * @category validation
 * @since 0.1.0
 */
export const scanFiles = (files: ReadonlyArray<SkillFile>, options: Options = {}): ScanReport =>
  scanContents({ files, issues: [] }, options)

/**
 * Scans a skill ZIP archive from its bytes; the report carries `tree_hash`, the
 * `sha256:<hex>` of those bytes. Never throws: an unreadable archive gives a report
 * with a `VS-ARC-004` threat.
 *
 * @category validation
 * @since 0.1.0
 */
export const scanArchive = (bytes: Uint8Array, options: Options = {}): ScanReport =>
  scanContents(ArchiveEntries.read(bytes, options.limits ?? ArchiveEntries.defaultLimits), {
    ...options,
    treeHash: sha256(bytes)
  })
