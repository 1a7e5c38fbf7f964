#!/usr/bin/env node
// vouch-scan: scan <dir|zip> [--format json|text] [--schema 1.0|1.1|1.2]
// Exit codes: 0 clean, 1 threats found, 2 usage error or unreadable input.
// Node 22.18+ runs this TypeScript file directly (type stripping); the published
// package points its bin at the built dist/bin.js instead.
import { readFileSync, statSync } from "node:fs"
import * as SkillDirectory from "./node/SkillDirectory.ts"
import * as ReportFormat from "./ReportFormat.ts"
import * as Scanner from "./Scanner.ts"
import type { SchemaVersion } from "./ScanReport.ts"

const usage = "usage: vouch-scan scan <dir|zip> [--format json|text] [--schema 1.0|1.1|1.2]\n"

const fail = (message: string): never => {
  process.stderr.write(`vouch-scan: ${message}\n${usage}`)
  process.exit(2)
}

const main = (argv: ReadonlyArray<string>): number => {
  const positional: Array<string> = []
  let format = "text"
  let schema: SchemaVersion = "1.2"
  const argumentsLeft = argv[Symbol.iterator]()
  for (const argument of argumentsLeft) {
    if (argument === "--help" || argument === "-h") {
      process.stdout.write(usage)
      return 0
    }
    if (argument === "--format" || argument.startsWith("--format=")) {
      const value = argument.includes("=") ? argument.slice("--format=".length) : argumentsLeft.next().value
      if (value !== "json" && value !== "text") return fail(`unknown format ${value ?? "(missing)"}`)
      format = value
    } else if (argument === "--schema" || argument.startsWith("--schema=")) {
      const value = argument.includes("=") ? argument.slice("--schema=".length) : argumentsLeft.next().value
      if (value !== "1.0" && value !== "1.1" && value !== "1.2") return fail(`unknown schema ${value ?? "(missing)"}`)
      schema = value
    } else if (argument.startsWith("-")) return fail(`unknown option ${argument}`)
    else positional.push(argument)
  }
  const [command, target, ...extra] = positional
  if (command !== "scan" || target === undefined || extra.length > 0) return fail("expected: scan <dir|zip>")
  let isDirectory: boolean
  try {
    isDirectory = statSync(target).isDirectory()
  } catch {
    return fail(`cannot read ${target}`)
  }
  const report = isDirectory
    ? Scanner.scanContents(SkillDirectory.read(target), { schemaVersion: schema })
    : Scanner.scanArchive(new Uint8Array(readFileSync(target)), { schemaVersion: schema })
  process.stdout.write(format === "json" ? ReportFormat.toJson(report) : ReportFormat.toText(report, target))
  return report.clean ? 0 : 1
}

process.exitCode = main(process.argv.slice(2))
