// The publishing fields of a package's package.json, derived from its folder so they
// cannot drift (written by `pnpm codegen`, checked by test/Workspace.test.ts):
//
// - `exports`: one entry per public module, in the workspace pointing at the TypeScript
//   source (tests and tools run it directly), and in `publishConfig.exports` (what
//   `pnpm pack` publishes) at the built `dist/` files with their declarations. Public
//   modules are the PascalCase files of `src/` and of its folders other than
//   `src/internal/` (`src/node/` for Node-only adapters, for instance); `internal/`
//   and command-line entries (`bin.ts`) are never exported.
// - `./package.json`, so tools can read the manifest through the exports map.
// - `repository`, `homepage` and `bugs`, from the one repository address below.
// - `files`: the build, the source its maps point into, the README and the LICENSE;
// - the `build` and `prepack` scripts (scripts/build.ts, scripts/prepack.ts).
import { existsSync, readdirSync } from "node:fs"
import { join } from "node:path"

export const repository = "https://github.com/vouch-dev/vouch"

const isModule = (file: string) => /^[A-Z][A-Za-z0-9]*\.ts$/.test(file)

/** The public module paths of a package (`Envelope`, `node/Glslang`), in a stable order. */
export const publicModules = (folder: string): Array<string> => {
  const list = (sub: string) => {
    const directory = join(folder, "src", sub)
    if (!existsSync(directory)) return []
    return readdirSync(directory)
      .filter(isModule)
      .map((file) => `${sub === "" ? "" : `${sub}/`}${file.slice(0, -3)}`)
  }
  // Folders beside `internal/` group entries with other needs (`node/` for Node-only
  // adapters, `checker/` for optional heavy back-ends, `effect/` for the Effect edge of a
  // package whose core runs without effect).
  const folders = readdirSync(join(folder, "src"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "internal")
    .map((entry) => entry.name)
  return [...list(""), ...folders.flatMap(list)].sort((left, right) => (left < right ? -1 : left > right ? 1 : 0))
}

const withoutExtension = (path: string) => path.replace(/\.(ts|js)$/, "")

/** The manifest with its publishing fields rewritten; every other field keeps its place. */
export const publishingFields = (folder: string, manifest: Record<string, unknown>): Record<string, unknown> => {
  const modules = publicModules(folder)
  const source: Record<string, unknown> = { ".": "./src/index.ts" }
  const built: Record<string, unknown> = { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } }
  for (const module of modules) {
    source[`./${module}`] = `./src/${module}.ts`
    built[`./${module}`] = { types: `./dist/${module}.d.ts`, default: `./dist/${module}.js` }
  }
  source["./package.json"] = "./package.json"
  built["./package.json"] = "./package.json"
  const publishConfig = { ...(manifest.publishConfig as Record<string, unknown> | undefined) }
  // The published commands are the workspace's `bin` entries, built.
  if (manifest.bin !== undefined) {
    publishConfig.bin = Object.fromEntries(
      Object.entries(manifest.bin as Record<string, string>).map(([name, path]) => [
        name,
        `./dist/${withoutExtension(path.replace(/^\.\/(src|dist)\//, ""))}.js`
      ])
    )
  }
  const directory = folder.replaceAll("\\", "/")
  const links = {
    repository: { type: "git", url: `git+${repository}.git`, directory },
    homepage: `${repository}/tree/main/${directory}#readme`,
    bugs: { url: `${repository}/issues` }
  }
  const scripts = {
    ...(manifest.scripts as Record<string, string> | undefined),
    build: "node ../../scripts/build.ts .",
    prepack: "node ../../scripts/prepack.ts"
  }
  // Rebuild in a fixed order: identity, links, then the rest as it was.
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(manifest)) {
    if (key === "exports") result.exports = source
    else if (key === "publishConfig") result.publishConfig = { ...publishConfig, exports: built }
    else if (key === "scripts") result.scripts = scripts
    else if (key === "files") result.files = ["dist", "src", "README.md", "LICENSE"]
    else if (key in links) continue
    else result[key] = value
    if (key === "license") Object.assign(result, links)
  }
  if (!("exports" in result)) result.exports = source
  if (!("scripts" in result)) result.scripts = scripts
  if (!("publishConfig" in result)) result.publishConfig = { access: "public", exports: built }
  return result
}
