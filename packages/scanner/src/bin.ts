#!/usr/bin/env node
// vouch-scan: scan <dir|zip> [--format json|text] [--schema 1.0|1.1|1.2]
// Exit codes: 0 clean, 1 threats found, 2 usage error or unreadable input.
// The command itself is `node/Command.ts`.
// Node 22.18+ runs this TypeScript file directly (type stripping); the published
// package points its bin at the built dist/bin.js instead.
import * as Command from "./node/Command.ts"

process.exitCode = Command.run(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text)
})
