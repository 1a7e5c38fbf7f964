/**
 * A fresh PGlite data folder from a template: `initdb` (compiled to WebAssembly) is most
 * of a cold start, and its result is the same for every folder of one PGlite version.
 * The first fresh folder of a machine initialises a template once (in a private folder
 * renamed into place, so a concurrent or interrupted start never sees half of one);
 * every fresh folder after it is a copy.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { homedir } from "node:os"
import { dirname, join } from "node:path"

const pgliteVersion = (): string => {
  try {
    const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite")
    let folder = dirname(entry)
    while (!existsSync(join(folder, "package.json"))) folder = dirname(folder)
    return (JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { version: string }).version
  } catch {
    return "unknown"
  }
}

/** `$XDG_CACHE_HOME/vouch/pglite-<version>` (default `~/.cache/vouch/...`): one template per PGlite version. */
export const defaultTemplateDirectory = (): string =>
  join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "vouch", `pglite-${pgliteVersion()}`)

/** Whether a folder holds an initialised cluster. */
const initialised = (folder: string): boolean => existsSync(join(folder, "PG_VERSION"))

/** Whether a folder is missing or empty (a fresh data folder). */
const fresh = (folder: string): boolean => !existsSync(folder) || readdirSync(folder).length === 0

/** Initialises the template when it is missing. */
const ensureTemplate = async (template: string): Promise<void> => {
  if (initialised(template)) return
  mkdirSync(dirname(template), { recursive: true, mode: 0o700 })
  const partial = `${template}.partial-${process.pid}-${Math.floor(Math.random() * 1e9)}`
  try {
    // Loaded here, not with this module: the main thread imports it for `defaultTemplateDirectory` only.
    const { PGlite } = await import("@electric-sql/pglite")
    const database = await PGlite.create(partial)
    await database.close()
    try {
      renameSync(partial, template)
    } catch (error) {
      // Another process put its template in place first: keep that one.
      if (!initialised(template)) throw error
    }
  } finally {
    rmSync(partial, { recursive: true, force: true })
  }
}

/**
 * Fills a fresh `dataDirectory` with a copy of the template (initialising the template
 * first when missing). Returns whether it did; a folder that already holds files, or a
 * template folder that cannot be written, is left to PGlite.
 */
export const prepare = async (dataDirectory: string, template: string): Promise<boolean> => {
  if (!fresh(dataDirectory)) return false
  try {
    await ensureTemplate(template)
    mkdirSync(dataDirectory, { recursive: true })
    cpSync(template, dataDirectory, { recursive: true })
    return true
  } catch {
    // No usable template (a read-only home, a full disk): PGlite initialises the folder itself.
    if (!initialised(dataDirectory)) rmSync(dataDirectory, { recursive: true, force: true })
    mkdirSync(dataDirectory, { recursive: true })
    return false
  }
}
