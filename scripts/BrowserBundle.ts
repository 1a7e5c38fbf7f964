/**
 * Bundles an entry of the workspace the way a host's browser build would (esbuild,
 * `platform: "browser"`, ESM, minified, tree-shaken), and reports what is in it. Used by
 * `test/BrowserBundles.test.ts` (each pure entry bundles, without `node:` imports and,
 * for the light packages, without `effect`) and by `scripts/bench/PackageWeight.bench.ts`
 * (sizes beside the peers).
 */
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import * as esbuild from "esbuild"

const root = new URL("..", import.meta.url).pathname

/** One bundle: its minified bytes, gzipped bytes, the packages it holds and its output. */
export interface Bundle {
  readonly minified: number
  readonly gzipped: number
  /** The npm packages (from `node_modules`) whose code is in the bundle, sorted. */
  readonly packages: ReadonlyArray<string>
  readonly text: string
}

const packageOf = (path: string): string | undefined => {
  const at = path.lastIndexOf("node_modules/")
  if (at === -1) return undefined
  const parts = path.slice(at + "node_modules/".length).split("/")
  return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]
}

const browserOptions = (options: { readonly minify?: boolean; readonly external?: ReadonlyArray<string> }) => ({
  bundle: true,
  minify: options.minify ?? true,
  format: "esm" as const,
  platform: "browser" as const,
  external: [...(options.external ?? [])],
  target: "es2022",
  write: false as const,
  metafile: true as const,
  logLevel: "silent" as const
})

const described = (output: esbuild.OutputFile, inputs: esbuild.Metafile["outputs"][string]["inputs"]): Bundle => {
  const packages = new Set<string>()
  for (const [path, input] of Object.entries(inputs)) {
    const name = packageOf(path)
    if (name !== undefined && input.bytesInOutput > 0) packages.add(name)
  }
  let gzipped: number | undefined
  return {
    minified: output.contents.length,
    // Compressed when asked for: most callers only look at the packages or the text.
    get gzipped() {
      gzipped ??= gzipSync(output.contents, { level: 9 }).length
      return gzipped
    },
    packages: [...packages].sort(),
    text: output.text
  }
}

/**
 * Bundles `source` (an ES module's text, e.g. `export * from "@vouch/sse"`), resolved
 * from the repository's root. Fails as esbuild does: a `node:` built-in cannot be
 * resolved for the browser.
 */
export const bundle = async (
  source: string,
  options: { readonly minify?: boolean; readonly external?: ReadonlyArray<string> } = {}
): Promise<Bundle> => {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: root, loader: "ts", sourcefile: "entry.ts" },
    ...browserOptions(options)
  })
  return described(result.outputFiles[0]!, Object.values(result.metafile.outputs)[0]!.inputs)
}

/**
 * Bundles each of `sources` as `bundle` does, in one esbuild build (each source an entry
 * point of its own, without code splitting: every output is the whole bundle of its
 * entry, as a build of that entry alone; the files they share are read and parsed once).
 * Fails as esbuild does when any of them fails.
 */
export const bundles = async (
  sources: ReadonlyArray<string>,
  options: { readonly minify?: boolean; readonly external?: ReadonlyArray<string> } = {}
): Promise<ReadonlyArray<Bundle>> => {
  const result = await esbuild.build({
    entryPoints: sources.map((_, index) => ({ in: `entry:${index}`, out: `entry-${index}` })),
    absWorkingDir: root,
    outdir: join(root, "bundles"),
    plugins: [
      {
        name: "entries",
        setup: (build) => {
          build.onResolve({ filter: /^entry:\d+$/ }, (args) => ({ path: args.path, namespace: "entries" }))
          build.onLoad({ filter: /.*/, namespace: "entries" }, (args) => ({
            contents: sources[Number(args.path.slice("entry:".length))]!,
            resolveDir: root,
            loader: "ts"
          }))
        }
      }
    ],
    ...browserOptions(options)
  })
  return sources.map((_, index) => {
    const path = join(root, "bundles", `entry-${index}.js`)
    const output = result.outputFiles.find((file) => file.path === path)!
    const meta = Object.entries(result.metafile.outputs).find(([file]) => join(root, file) === path)![1]
    return described(output, meta.inputs)
  })
}

/**
 * Bundles `source` for Node (ESM, not minified, every package inlined) into a file
 * `file`, for measuring the time a host takes to import it; returns its path.
 */
export const bundleForNode = async (source: string, file: string): Promise<string> => {
  await esbuild.build({
    stdin: { contents: source, resolveDir: root, loader: "ts", sourcefile: "entry.ts" },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node22",
    // CommonJS packages inside an ES module bundle `require` Node built-ins.
    banner: {
      js: `import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);`
    },
    outfile: file,
    logLevel: "silent"
  })
  return file
}

/** The `node:` modules the bundle still imports or requires (none for a browser-safe entry). */
export const nodeImports = (text: string): ReadonlyArray<string> =>
  [...text.matchAll(/(?:from|import|require)\s*\(?\s*["'](node:[a-z_/]+)["']/g)].map((match) => match[1]!)
