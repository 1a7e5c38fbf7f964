/**
 * Where the CLI keeps who you are: `credentials.json` in the user's configuration
 * directory (`$VOUCH_CONFIG_DIR`, else `$XDG_CONFIG_HOME/vouch`, else
 * `~/.config/vouch`; `%APPDATA%\vouch` on Windows), one API key per server, the file
 * written with mode 0600 inside a 0700 directory. `VOUCH_TOKEN` overrides the file.
 *
 * @since 0.1.0
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { homedir } from "node:os"
import { join } from "node:path"

/**
 * What is stored for one server.
 *
 * @category models
 * @since 0.1.0
 */
export interface Entry {
  readonly api_key: string
  readonly username?: string | undefined
  readonly saved_at: string
}

/**
 * The file's content: entries by server origin.
 *
 * @category models
 * @since 0.1.0
 */
export interface Stored {
  readonly registries: Readonly<Record<string, Entry>>
}

/**
 * The configuration directory for `environment` (normally `process.env`).
 *
 * @category utilities
 * @since 0.1.0
 */
export const directory = (environment: NodeJS.ProcessEnv = process.env): string =>
  environment.VOUCH_CONFIG_DIR ??
  (process.platform === "win32" && environment.APPDATA !== undefined
    ? join(environment.APPDATA, "vouch")
    : join(environment.XDG_CONFIG_HOME ?? join(homedir(), ".config"), "vouch"))

/**
 * @category utilities
 * @since 0.1.0
 */
export const file = (environment: NodeJS.ProcessEnv = process.env): string =>
  join(directory(environment), "credentials.json")

/**
 * The stored entries; none when the file is absent or unreadable.
 *
 * @category parsing
 * @since 0.1.0
 */
export const read = (environment: NodeJS.ProcessEnv = process.env): Stored => {
  try {
    const parsed = JSON.parse(readFileSync(file(environment), "utf8")) as Partial<Stored>
    return { registries: typeof parsed.registries === "object" && parsed.registries !== null ? parsed.registries : {} }
  } catch {
    return { registries: {} }
  }
}

const write = (stored: Stored, environment: NodeJS.ProcessEnv): void => {
  const folder = directory(environment)
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  const target = file(environment)
  // Written beside and renamed, so a crash never leaves half a file; the mode is set
  // before any key is in it.
  const temporary = `${target}.${process.pid}.tmp`
  writeFileSync(temporary, "", { mode: 0o600 })
  chmodSync(temporary, 0o600)
  writeFileSync(temporary, `${JSON.stringify(stored, null, 2)}\n`)
  renameSync(temporary, target)
}

/**
 * Stores the key of `registry`.
 *
 * @category encoding
 * @since 0.1.0
 */
export const save = (registry: string, entry: Entry, environment: NodeJS.ProcessEnv = process.env): void => {
  const stored = read(environment)
  write({ registries: { ...stored.registries, [registry]: entry } }, environment)
}

/**
 * Forgets the key of `registry`; the file goes when no key is left.
 *
 * @category encoding
 * @since 0.1.0
 */
export const remove = (registry: string, environment: NodeJS.ProcessEnv = process.env): Entry | undefined => {
  const stored = read(environment)
  const entry = stored.registries[registry]
  const { [registry]: _removed, ...rest } = stored.registries
  if (Object.keys(rest).length === 0) {
    if (existsSync(file(environment))) rmSync(file(environment))
  } else write({ registries: rest }, environment)
  return entry
}

/**
 * The API key to call `registry` with: `VOUCH_TOKEN`, else the stored one.
 *
 * @category parsing
 * @since 0.1.0
 */
export const token = (registry: string, environment: NodeJS.ProcessEnv = process.env): string | undefined =>
  environment.VOUCH_TOKEN !== undefined && environment.VOUCH_TOKEN !== ""
    ? environment.VOUCH_TOKEN
    : read(environment).registries[registry]?.api_key
