/**
 * Schema templates: a fresh PGlite data folder as the host's migrations left it, kept
 * under a key the host derives from its migrations (their names), beside the
 * `initdb` template (`pgliteTemplate.ts`). Migrating a fresh database is most of a cold
 * start once `initdb` is a copy (seconds of DDL in WebAssembly); a fresh folder whose
 * key has a template is a copy of it, and the migrations find nothing to do.
 *
 * A schema template is taken from the running database right after its migrations,
 * before anything else writes to it: a `CHECKPOINT`, then a copy of its folder made
 * synchronously on the worker's thread (no statement can run meanwhile), then opened and
 * closed once by a second PGlite so that it is kept cleanly shut down (no recovery at
 * every copy's open), then renamed into place.
 */
import { cpSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs"
import { basename, dirname, join } from "node:path"
import type { PGlite } from "@electric-sql/pglite"
import { initialised } from "./pgliteTemplate.ts"

/** At most this many schema templates are kept per `initdb` template (the newest). */
const kept = 4

/** The folder of the schema template of `key`, beside the `initdb` template. */
export const folderOf = (template: string, key: string): string => `${template}-schema-${key}`

export { fresh } from "./pgliteTemplate.ts"

/**
 * Fills a fresh `dataDirectory` with the schema template of `key` when there is one;
 * returns whether it did (otherwise the folder is left as it was).
 */
export const restore = (dataDirectory: string, template: string, key: string): boolean => {
  const folder = folderOf(template, key)
  if (!initialised(folder)) return false
  try {
    mkdirSync(dataDirectory, { recursive: true })
    cpSync(folder, dataDirectory, { recursive: true })
    return true
  } catch {
    // Half a copy is no database: PGlite starts from the `initdb` template instead.
    rmSync(dataDirectory, { recursive: true, force: true })
    return false
  }
}

/**
 * Keeps the database in `dataDirectory` (open in `database`) as the schema template of
 * `key`, unless one exists already; removes the oldest templates beyond `kept`.
 */
export const keep = async (
  database: PGlite,
  dataDirectory: string,
  template: string,
  key: string,
  startParams: ReadonlyArray<string>
): Promise<void> => {
  const folder = folderOf(template, key)
  if (initialised(folder)) return
  const partial = `${folder}.partial-${process.pid}-${Math.floor(Math.random() * 1e9)}`
  try {
    await database.exec("CHECKPOINT")
    // Synchronous: the worker serves no statement until the copy is complete.
    cpSync(dataDirectory, partial, { recursive: true, filter: (source) => basename(source) !== "postmaster.pid" })
    const { PGlite } = await import("@electric-sql/pglite")
    const copy = await PGlite.create(partial, { startParams: [...startParams] })
    await copy.close()
    try {
      renameSync(partial, folder)
    } catch (error) {
      // Another process kept its template for this key first: keep that one.
      if (!initialised(folder)) throw error
    }
    const prefix = `${basename(template)}-schema-`
    const others = readdirSync(dirname(template))
      .filter((name) => name.startsWith(prefix) && !name.includes(".partial-"))
      .map((name) => ({ name, modified: statSync(join(dirname(template), name)).mtimeMs }))
      .sort((a, b) => b.modified - a.modified)
    for (const old of others.slice(kept)) rmSync(join(dirname(template), old.name), { recursive: true, force: true })
  } finally {
    rmSync(partial, { recursive: true, force: true })
  }
}
