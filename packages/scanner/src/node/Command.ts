/**
 * The `vouch-scan` command as a function, for hosts that run it in their own process
 * (the `vouch-scan` binary runs it on the process's arguments and streams):
 * `scan <dir|zip> [--format json|text] [--schema 1.0|1.1|1.2]`. Arguments are read by
 * `node:util`'s `parseArgs` (strict: unknown options are usage errors).
 *
 * ```ts
 * import * as Command from "@vouch/scanner/node/Command"
 *
 * const code = Command.run(["scan", "./my-skill", "--format", "json"], {
 *   stdout: (text) => process.stdout.write(text),
 *   stderr: (text) => process.stderr.write(text)
 * })
 * ```
 *
 * @since 0.2.0
 */
import { readFileSync, statSync } from "node:fs"
import { parseArgs } from "node:util"
import * as ReportFormat from "../ReportFormat.ts"
import * as Rules from "../Rules.ts"
import * as Scanner from "../Scanner.ts"
import type { SchemaVersion } from "../ScanReport.ts"
import * as SkillDirectory from "./SkillDirectory.ts"

const usage = "usage: vouch-scan scan <dir|zip> [--format json|text] [--schema 1.0|1.1|1.2]\n"

const help = `${usage}
Scans a skill folder or ZIP archive and prints its report.

options:
  --format json|text      the report as JSON (a ScanReport) or as text (default: text)
  --schema 1.0|1.1|1.2    the ScanReport schema version to write (default: 1.2)
  -h, --help              print this help
  -v, --version           print the version and the rule set version

exit codes: 0 clean, 1 threats found, 2 usage error or unreadable input
`

const formats = ["json", "text"] as const
const schemas: ReadonlyArray<SchemaVersion> = ["1.0", "1.1", "1.2"]

class UsageError extends Error {}

const includes = <A extends string>(values: ReadonlyArray<A>, value: string): value is A =>
  (values as ReadonlyArray<string>).includes(value)

// The package's own version: `../../package.json` from `src/node/` and from `dist/node/` alike.
const packageVersion = (): string =>
  (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version

/**
 * Where the command writes.
 *
 * @category models
 * @since 0.2.0
 */
export interface Output {
  readonly stdout: (text: string) => void
  readonly stderr: (text: string) => void
}

const parse = (argv: ReadonlyArray<string>) => {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: "string", default: "text" },
        schema: { type: "string", default: "1.2" },
        help: { type: "boolean", short: "h", default: false },
        version: { type: "boolean", short: "v", default: false }
      }
    })
  } catch (error) {
    // parseArgs reports unknown options and missing values as a TypeError with a message.
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}

const main = (argv: ReadonlyArray<string>, output: Output): number => {
  const { values, positionals } = parse(argv)
  if (values.help) {
    output.stdout(help)
    return 0
  }
  if (values.version) {
    output.stdout(`vouch-scan ${packageVersion()} (rule set ${Rules.rulesetVersion})\n`)
    return 0
  }
  const format = values.format
  if (!includes(formats, format)) throw new UsageError(`unknown format ${format}`)
  const schema = values.schema
  if (!includes(schemas, schema)) throw new UsageError(`unknown schema ${schema}`)
  const [command, target, ...extra] = positionals
  if (command !== "scan" || target === undefined || extra.length > 0) throw new UsageError("expected: scan <dir|zip>")
  let isDirectory: boolean
  try {
    isDirectory = statSync(target).isDirectory()
  } catch {
    throw new UsageError(`cannot read ${target}`)
  }
  const report = isDirectory
    ? Scanner.scanContents(SkillDirectory.read(target), { schemaVersion: schema })
    : Scanner.scanArchive(new Uint8Array(readFileSync(target)), { schemaVersion: schema })
  output.stdout(format === "json" ? ReportFormat.toJson(report) : ReportFormat.toText(report, target))
  return report.clean ? 0 : 1
}

/**
 * Runs `vouch-scan` with its arguments (without `node` and the script); returns the exit
 * code: 0 clean, 1 threats found, 2 usage error or unreadable input.
 *
 * @category utilities
 * @since 0.2.0
 */
export const run = (argv: ReadonlyArray<string>, output: Output): number => {
  try {
    return main(argv, output)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    output.stderr(`vouch-scan: ${error.message}\n${usage}`)
    return 2
  }
}
