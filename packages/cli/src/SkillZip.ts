/**
 * A skill folder as a ZIP archive, byte for byte the same on every machine: entries
 * sorted by path, every timestamp 1980-01-01 00:00, Unix permissions 0644 (0755 for
 * executables), deflated at level 6, `.git` left out. The same folder therefore gives
 * the same `tree_hash`, and saving it twice is recognised as no change.
 *
 * @since 0.1.0
 */
import { lstatSync } from "node:fs"
import { join } from "node:path"
import * as SkillDirectory from "@vouch/scanner/node/SkillDirectory"
import type { ContainerIssue, SkillFile } from "@vouch/scanner/SkillFile"
import { type Zippable, zipSync } from "fflate"

/**
 * A folder's archive, or what stops it from being archived (a link, an unreadable
 * file, a limit).
 *
 * @category models
 * @since 0.1.0
 */
export type Result =
  | { readonly ok: true; readonly archive: Uint8Array; readonly files: ReadonlyArray<SkillFile> }
  | { readonly ok: false; readonly issues: ReadonlyArray<ContainerIssue> }

// The DOS epoch in local time: fflate writes local date fields, so this is the same
// bytes in every time zone.
const epoch = () => new Date(1980, 0, 1, 0, 0, 0)

/**
 * Archives `files` deterministically; `executable` says which paths keep the
 * executable bit.
 *
 * @category encoding
 * @since 0.1.0
 */
export const archive = (files: ReadonlyArray<SkillFile>, executable: (path: string) => boolean = () => false) => {
  const entries: Zippable = {}
  for (const file of [...files].sort((left, right) => (left.path < right.path ? -1 : left.path > right.path ? 1 : 0)))
    entries[file.path] = [
      file.bytes,
      { mtime: epoch(), os: 3, attrs: ((executable(file.path) ? 0o100755 : 0o100644) << 16) >>> 0, level: 6 }
    ]
  return zipSync(entries, { mtime: epoch() })
}

/**
 * Reads `root` (as the scanner does: no links followed, `.git` skipped, the archive
 * limits applied) and archives it.
 *
 * @category encoding
 * @since 0.1.0
 */
export const fromDirectory = (root: string): Result => {
  const contents = SkillDirectory.read(root)
  if (contents.issues.length > 0) return { ok: false, issues: contents.issues }
  const executable = (path: string) => (lstatSync(join(root, path)).mode & 0o111) !== 0
  return { ok: true, archive: archive(contents.files, executable), files: contents.files }
}
