// Runs before a package is packed (its `prepack` script). A package is published with
// pnpm only: pnpm applies `publishConfig` (the built `dist/` exports and commands) and
// replaces `workspace:` and `catalog:` versions; npm would pack the workspace's
// TypeScript exports and unresolvable versions. It also refuses to pack a package that
// has not been built.
import { existsSync } from "node:fs"

const agent = process.env.npm_config_user_agent ?? ""
if (!agent.startsWith("pnpm/")) {
  console.error(
    "This package is packed and published with pnpm (`pnpm pack`, or `pnpm release` at the repository root): " +
      "npm does not apply publishConfig nor replace workspace: and catalog: versions."
  )
  process.exit(1)
}
if (!existsSync("dist/index.js")) {
  console.error("dist/ is missing: run `pnpm build` at the repository root first (or `pnpm release`).")
  process.exit(1)
}
