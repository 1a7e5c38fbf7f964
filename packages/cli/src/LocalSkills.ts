/**
 * Skills on this machine, shared by the commands (`vouch scan`, `vouch install`) and
 * the stdio MCP server's tools (`scan_folder`, `install_skill`): a folder or `.zip`
 * scanned with the server's scanner, the folder a verified skill goes to (an agent's
 * skills folder, see `Agents`, or any other), and writing it there whole or not at all.
 *
 * @since 0.1.0
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import * as SkillDirectory from "@vouch/scanner/node/SkillDirectory"
import * as Scanner from "@vouch/scanner/Scanner"
import type { ScanReport } from "@vouch/scanner/ScanReport"
import * as SkillArchive from "@vouch/skill-archive/SkillArchive"
import * as Agents from "./Agents.ts"

/**
 * Scans a skill folder or a `.zip` archive; `undefined` when `target` cannot be read.
 *
 * @category validation
 * @since 0.1.0
 */
export const scan = (target: string): { readonly report: ScanReport; readonly directory: boolean } | undefined => {
  let directory: boolean
  try {
    directory = statSync(target).isDirectory()
  } catch {
    return undefined
  }
  return {
    directory,
    report: directory
      ? Scanner.scanContents(SkillDirectory.read(target))
      : Scanner.scanArchive(new Uint8Array(readFileSync(target)))
  }
}

/**
 * Where a skill named `name` is installed: `<dir>/<name>` when a folder is given, else
 * `<agent's skills folder>/<name>`; `undefined` for an unknown agent.
 *
 * @category utilities
 * @since 0.1.0
 */
export const destination = (
  name: string,
  where: { readonly agent: string; readonly dir?: string | undefined }
): string | undefined => {
  const folder = where.dir !== undefined ? resolve(where.dir) : Agents.byId(where.agent)?.folder()
  return folder === undefined ? undefined : join(folder, name)
}

/**
 * Writes a skill's files into `target`, through a fresh sibling folder renamed into
 * place: never half a skill.
 *
 * @category utilities
 * @since 0.1.0
 */
export const write = (target: string, files: ReadonlyArray<SkillArchive.SkillFile>): void => {
  const staging = `${target}.vouch-${process.pid}`
  rmSync(staging, { recursive: true, force: true })
  for (const file of files) {
    const path = join(staging, ...file.path.split("/"))
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, file.bytes)
    if (file.executable) chmodSync(path, 0o755)
  }
  mkdirSync(dirname(target), { recursive: true })
  rmSync(target, { recursive: true, force: true })
  renameSync(staging, target)
}

/**
 * Why a verified archive was not written: it cannot be unpacked safely (`unsafe`), or
 * the folder exists and replacing it was not asked for (`exists`).
 *
 * @category utilities
 * @since 0.1.0
 */
export type NotInstalled =
  | { readonly reason: "unsafe"; readonly message: string }
  | { readonly reason: "exists"; readonly message: string }

/**
 * Unpacks a verified archive into `target`; refuses an archive that does not unpack
 * safely, and an existing folder unless `replace`.
 *
 * @category utilities
 * @since 0.1.0
 */
export const install = (
  bytes: Uint8Array,
  target: string,
  options: { readonly replace: boolean }
): NotInstalled | undefined => {
  const skill = SkillArchive.read(bytes)
  if (!skill.ok) return { reason: "unsafe", message: `The archive cannot be unpacked safely: ${skill.problem.message}` }
  if (existsSync(target) && !options.replace) return { reason: "exists", message: `${target} already exists.` }
  write(target, skill.skill.files)
  return undefined
}
