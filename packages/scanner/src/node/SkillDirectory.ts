/**
 * Reads a skill from a directory (for the command line and for hosts that keep skills
 * unpacked). Symbolic links are reported (`VS-ARC-001`) and never followed; names with
 * a control, bidi or invisible character are reported (`VS-ARC-006`); `.git` folders are skipped; the archive limits bound the number of files and bytes read.
 * Uses `node:fs` synchronously; the scanning itself stays pure.
 *
 * @since 0.1.0
 */
import { lstatSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import * as Zip from "@vouch/skill-archive/Zip"
import * as ArchiveEntries from "../ArchiveEntries.ts"
import type { ContainerIssue, SkillContents, SkillFile } from "../SkillFile.ts"

/**
 * Reads every regular file under `root`, paths relative to it with `/` separators.
 * Never throws for what it finds inside; an unreadable `root` gives a `VS-ARC-004` issue.
 *
 * @category parsing
 * @since 0.1.0
 */
export const read = (root: string, limits: ArchiveEntries.Limits = ArchiveEntries.defaultLimits): SkillContents => {
  const files: Array<SkillFile> = []
  const issues: Array<ContainerIssue> = []
  let total = 0
  let entries = 0
  const walk = (relative: string): void => {
    let names: Array<string>
    try {
      names = readdirSync(join(root, relative)).sort()
    } catch {
      issues.push({ rule: "VS-ARC-004", file: relative, detail: "unreadable directory" })
      return
    }
    for (const name of names) {
      const path = relative === "" ? name : `${relative}/${name}`
      const hidden = Zip.hiddenCharacterOf(name)
      if (hidden !== undefined) {
        issues.push({ rule: "VS-ARC-006", file: path, detail: `name contains ${hidden} (control, bidi or invisible)` })
      }
      if (++entries > limits.maxEntries) {
        issues.push({ rule: "VS-ARC-003", file: path, detail: `more than ${limits.maxEntries} entries` })
        return
      }
      let stats: ReturnType<typeof lstatSync>
      try {
        stats = lstatSync(join(root, path))
      } catch {
        issues.push({ rule: "VS-ARC-004", file: path, detail: "unreadable entry" })
        continue
      }
      if (stats.isSymbolicLink()) issues.push({ rule: "VS-ARC-001", file: path, detail: "symbolic link" })
      else if (stats.isDirectory()) {
        if (name !== ".git") walk(path)
      } else if (stats.isFile()) {
        if (stats.size > limits.maxEntryBytes) {
          issues.push({ rule: "VS-ARC-003", file: path, detail: `file larger than ${limits.maxEntryBytes} bytes` })
        } else if (total + stats.size > limits.maxTotalBytes) {
          issues.push({ rule: "VS-ARC-003", file: path, detail: `skill larger than ${limits.maxTotalBytes} bytes` })
        } else {
          try {
            const bytes = new Uint8Array(readFileSync(join(root, path)))
            total += bytes.length
            files.push({ path, bytes })
          } catch {
            issues.push({ rule: "VS-ARC-004", file: path, detail: "unreadable file" })
          }
        }
      } else issues.push({ rule: "VS-ARC-004", file: path, detail: "not a regular file" })
    }
  }
  walk("")
  return { files, issues }
}
