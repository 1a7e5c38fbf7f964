/**
 * The reference server as one esbuild bundle, for `./vouch start` (`start.ts`): loading
 * one bundle instead of ~1,300 modules (each resolved, read, type-stripped, linked) is
 * most of what a start spends before it can serve. The sources stay the truth: the
 * bundle is a cache under `node_modules/.cache/vouch-server/`, rebuilt when a
 * workspace source it was built from changes or the installed packages change, and
 * `node src/main.ts` still runs the server from source.
 *
 * Built by `node src/Bundle.ts` (what `start.ts` runs in the background when the bundle
 * is missing or stale). Every module keeps its own `import.meta.url` (rewritten to the
 * source file's URL), so the PGlite and scan workers, and the files packages find next
 * to their modules (`pglite.wasm`), resolve as they do from source.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { dirname, join, relative, resolve } from "node:path"
import { pathToFileURL } from "node:url"

/** The server's folder (`examples/server`). */
const serverFolder = resolve(import.meta.dirname, "..")
const workspaceRoot = resolve(serverFolder, "..", "..")

/** Where the bundles and their manifest are kept. */
export const cacheFolder = join(serverFolder, "node_modules", ".cache", "vouch-server")

/** The file naming the current bundle of a cache folder: `{ folder, inputs }`. */
const manifestOf = (folder: string) => join(folder, "manifest.json")

/** Changes with the way bundles are built: a bundle of another format is never run. */
const format = 2

/** pnpm's copy of the lockfile it installed: it changes whenever `node_modules` does. */
const installedLockfile = join(workspaceRoot, "node_modules", ".pnpm", "lock.yaml")

/** A file as the manifest records it: path (relative to the workspace), size, modification time. */
type Stamp = readonly [path: string, size: number, modified: number]

interface Manifest {
  readonly format: number
  readonly node: string
  /** The bundle's folder, relative to the cache folder. */
  readonly folder: string
  /** The workspace sources the bundle was built from, this file, and the installed lockfile. */
  readonly inputs: ReadonlyArray<Stamp>
}

const stamp = (path: string): Stamp => {
  const stats = statSync(join(workspaceRoot, path))
  return [path, stats.size, stats.mtimeMs]
}

/**
 * The entry of the current bundle when it was built from the sources and packages on
 * disk now, else `undefined` (none yet, or something changed since). Costs one `stat`
 * per workspace source of the bundle (a few hundred).
 */
export const freshEntry = (folder: string = cacheFolder): string | undefined => {
  try {
    const manifest = JSON.parse(readFileSync(manifestOf(folder), "utf8")) as Manifest
    if (manifest.format !== format || manifest.node !== process.version) return undefined
    for (const [path, size, modified] of manifest.inputs) {
      const [, nowSize, nowModified] = stamp(path)
      if (nowSize !== size || nowModified !== modified) return undefined
    }
    return join(folder, manifest.folder, "main.mjs")
  } catch {
    return undefined
  }
}

/**
 * Rewrites `import.meta.url`, `import.meta.dirname` and `import.meta.filename` to the
 * module's own source location, so that a module of the bundle finds its neighbours
 * (worker scripts, `.wasm` files) where they are on disk; `import.meta.main` is false (a
 * module of the server is never the script that was run, even inside `main.mjs`).
 */
const keepSourceLocations = {
  name: "keep-source-locations",
  setup(build: import("esbuild").PluginBuild) {
    // The workspace's sources and PGlite (which finds pglite.wasm next to its module);
    // no other package of the graph reads `import.meta` (effect mentions it in comments).
    build.onLoad({ filter: /(\/packages\/|\/examples\/|@electric-sql).*\.(ts|js|mjs)$/ }, async (args) => {
      const text = await readFile(args.path, "utf8")
      if (!text.includes("import.meta.")) return undefined
      const contents = text
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll("import.meta.dirname", JSON.stringify(dirname(args.path)))
        .replaceAll("import.meta.filename", JSON.stringify(args.path))
        .replaceAll("import.meta.main", "false")
      return { contents, loader: args.path.endsWith(".ts") ? "ts" : "js", resolveDir: dirname(args.path) }
    })
  }
}

/**
 * Builds the bundle into a new folder of the cache and makes it current; keeps the
 * previous bundles a running server may still load chunks from (its lazy imports), up
 * to three, and removes older ones.
 */
export const build = async (cache: string = cacheFolder): Promise<string> => {
  const esbuild = await import("esbuild")
  mkdirSync(cache, { recursive: true })
  const folder = `bundle-${Date.now().toString(36)}-${process.pid}`
  const output = join(cache, folder)
  const installedBefore = stamp(relative(workspaceRoot, installedLockfile))
  const result = await esbuild.build({
    entryPoints: [join(serverFolder, "src", "main.ts")],
    outdir: output,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: `node${process.versions.node.split(".")[0]}`,
    sourcemap: "linked",
    // `.mjs`: no package.json above a folder in node_modules says `"type": "module"`, and
    // Node would otherwise parse every chunk twice to find out.
    outExtension: { ".js": ".mjs" },
    metafile: true,
    logLevel: "warning",
    // CommonJS packages inside an ES module bundle still call `require`.
    banner: {
      js: "import { createRequire as __vouchCreateRequire } from 'node:module'; const require = __vouchCreateRequire(import.meta.url);"
    },
    plugins: [keepSourceLocations]
  })
  const inputs = Object.keys(result.metafile.inputs)
    .map((path) => relative(workspaceRoot, resolve(process.cwd(), path)))
    .filter((path) => !path.startsWith("node_modules/") && !path.includes("/node_modules/"))
    .sort()
    .map(stamp)
  const manifest: Manifest = {
    format,
    node: process.version,
    folder,
    // This file too: a bundle built another way is not current.
    inputs: [...inputs, stamp(relative(workspaceRoot, import.meta.filename)), installedBefore]
  }
  const partial = `${manifestOf(cache)}.${process.pid}`
  writeFileSync(partial, JSON.stringify(manifest))
  renameSync(partial, manifestOf(cache))
  const bundles = readdirSync(cache)
    .filter((name) => name.startsWith("bundle-") && name !== folder)
    .map((name) => ({ name, modified: statSync(join(cache, name)).mtimeMs }))
    .sort((a, b) => b.modified - a.modified)
  for (const old of bundles.slice(2)) rmSync(join(cache, old.name), { recursive: true, force: true })
  return join(output, "main.mjs")
}

if (import.meta.main) {
  const began = performance.now()
  const entry = await build()
  console.log(`bundled the server in ${Math.round(performance.now() - began)} ms: ${entry}`)
}
