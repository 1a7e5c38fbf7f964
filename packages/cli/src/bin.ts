#!/usr/bin/env node
// vouch: the Vouch command line. `vouch --help` lists the commands.
// Node 22.18+ runs this TypeScript file directly (type stripping); the published
// package points its bin at the built dist/bin.js instead.
import * as Cli from "./Cli.ts"

process.exitCode = await Cli.run(process.argv.slice(2))
