// Builds the packages with one TypeScript program (all of them, or the folders named on
// the command line: `node scripts/build.ts packages/sse`):
//
// - one JavaScript file per module, no bundling, so `dist/` mirrors `src/` (no hashed
//   chunks, `node:` imports kept as written, each module tree-shakes on its own);
// - declarations with declaration maps that point into the shipped `src/`, so
//   go-to-definition lands in the TypeScript source;
// - source maps, rewritten to the shipped `src/` as well.
//
// Why not a bundler: a bundler's declaration roll-up cannot write declaration maps and
// names its chunks by hash; the packages are libraries whose hosts bundle them anyway.
import { spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"

const root = resolve(import.meta.dirname, "..")
const work = join(root, ".build")
const output = join(work, "out")

const named = process.argv.slice(2).map((folder) => relative(join(root, "packages"), resolve(folder)))
const packages = (
  named.length > 0
    ? named
    : readdirSync(join(root, "packages")).filter((name) => existsSync(join(root, "packages", name, "src")))
).sort()

rmSync(work, { recursive: true, force: true })
mkdirSync(work, { recursive: true })
writeFileSync(
  join(work, "tsconfig.json"),
  JSON.stringify({
    extends: "../tsconfig.base.json",
    compilerOptions: {
      noEmit: false,
      declaration: true,
      declarationMap: true,
      sourceMap: true,
      rewriteRelativeImportExtensions: true,
      rootDir: "../packages",
      outDir: "./out"
    },
    include: packages.map((name) => `../packages/${name}/src`)
  })
)

const compiler = spawnSync(join(root, "node_modules", ".bin", "tsc"), ["-p", join(work, "tsconfig.json")], {
  stdio: "inherit"
})
if (compiler.status !== 0) process.exit(compiler.status ?? 1)

const files = (directory: string): Array<string> =>
  readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })

// `./Module.ts` in a declaration names the built `./Module.js` (its `.d.ts` beside it).
const relativeTypeScript = /((?:from|import)\s*\(?\s*["'])(\.\.?\/[^"']+)\.ts(["'])/g

for (const name of packages) {
  const built = join(output, name, "src")
  const target = join(root, "packages", name, "dist")
  rmSync(target, { recursive: true, force: true })
  cpSync(built, target, { recursive: true })
  for (const file of files(target)) {
    if (file.endsWith(".d.ts")) {
      writeFileSync(file, readFileSync(file, "utf8").replace(relativeTypeScript, "$1$2.js$3"))
    } else if (file.endsWith(".map")) {
      const map = JSON.parse(readFileSync(file, "utf8")) as { sources: Array<string> }
      const from = dirname(join(built, relative(target, file)))
      map.sources = map.sources.map((source) => relative(dirname(file), resolve(from, source)).replaceAll("\\", "/"))
      writeFileSync(file, JSON.stringify(map))
    }
  }
  console.log(`built packages/${name}/dist`)
}
rmSync(work, { recursive: true, force: true })
