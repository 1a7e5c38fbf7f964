// `pnpm bench`: runs every benchmark of the workspace, one after another, each in its
// own Node process (files `packages/*/bench/*.bench.ts`, `examples/*/bench/*.bench.ts` and
// `scripts/bench/*.bench.ts`).
// Pass words to run only the files whose path contains one of them: `pnpm bench sse`.
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync } from "node:fs"
import { join } from "node:path"

const filters = process.argv.slice(2)
const files = ["packages", "examples"]
  .flatMap((parent) =>
    existsSync(parent)
      ? readdirSync(parent).flatMap((name) => {
          const folder = join(parent, name, "bench")
          return existsSync(folder)
            ? readdirSync(folder)
                .filter((file) => file.endsWith(".bench.ts"))
                .sort()
                .map((file) => join(folder, file))
            : []
        })
      : []
  )
  .concat(
    // Workspace-wide benchmarks (package weight): `scripts/bench/*.bench.ts`.
    readdirSync(join("scripts", "bench"))
      .filter((file) => file.endsWith(".bench.ts"))
      .sort()
      .map((file) => join("scripts", "bench", file))
  )
// A word matches a path case-insensitively, hyphens ignored: `run-stream` selects RunStream.bench.ts.
const normalise = (text: string) => text.toLowerCase().replaceAll("-", "")
const selected =
  filters.length === 0
    ? files
    : files.filter((file) => filters.some((word) => normalise(file).includes(normalise(word))))
let failed = 0
for (const file of selected) {
  console.log(`\n=== ${file}`)
  const result = spawnSync(process.execPath, [file], { stdio: "inherit" })
  if (result.status !== 0) {
    failed++
    console.error(`benchmark failed: ${file} (exit ${result.status})`)
  }
}
if (selected.length === 0) console.log("no benchmark matched")
process.exit(failed > 0 ? 1 : 0)
