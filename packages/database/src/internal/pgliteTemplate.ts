/**
 * A fresh PGlite data folder from a template: `initdb` (compiled to WebAssembly) is most
 * of a cold start, and its result is the same for every folder of one PGlite version.
 * The first fresh folder of a machine initialises a template once (in a private folder
 * renamed into place, so a concurrent or interrupted start never sees half of one);
 * every fresh folder after it is a copy.
 *
 * An in-memory database has no folder to copy into: it starts from an image of the same
 * initialised cluster (`<template>.tar`, PGlite's own `dumpDataDir` format, made once
 * the same way), which PGlite loads instead of running `initdb` (about 0.8 s of CPU
 * against 3 s on 2 cores).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
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
export const initialised = (folder: string): boolean => existsSync(join(folder, "PG_VERSION"))

/** Whether a folder is missing or empty (a fresh data folder). */
export const fresh = (folder: string): boolean => !existsSync(folder) || readdirSync(folder).length === 0

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

/** The in-memory image of the template: `<template>.tar`. */
const imagePath = (template: string): string => `${template}.tar`

/** Writes the image when it is missing (a fresh in-memory cluster, dumped). */
const ensureImage = async (template: string): Promise<string> => {
  const image = imagePath(template)
  if (existsSync(image)) return image
  mkdirSync(dirname(template), { recursive: true, mode: 0o700 })
  const partial = `${image}.partial-${process.pid}-${Math.floor(Math.random() * 1e9)}`
  try {
    const { PGlite } = await import("@electric-sql/pglite")
    // Small shared buffers: PGlite clears the whole pool at open (128 MB by default).
    const database = await PGlite.create({ startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] })
    const dump = await database.dumpDataDir("none")
    await database.close()
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 })
    // A concurrent start may have renamed its own image first: both are the same cluster.
    renameSync(partial, image)
    return image
  } finally {
    rmSync(partial, { force: true })
  }
}

/**
 * The initialised cluster for an in-memory database, as PGlite's `loadDataDir` takes it
 * (making the image first when missing); `undefined` when no image can be read or
 * written (a read-only home, a full disk): PGlite then initialises the cluster itself.
 */
export const memoryImage = async (template: string): Promise<Blob | undefined> => {
  try {
    return new Blob([readFileSync(await ensureImage(template))])
  } catch {
    return undefined
  }
}

/** Forgets an image PGlite could not load, so that the next start makes a new one. */
export const discardImage = (template: string): void => rmSync(imagePath(template), { force: true })
