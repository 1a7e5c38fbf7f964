/**
 * Bundles an entry of the workspace the way a host's browser build would (esbuild,
 * `platform: "browser"`, ESM, minified, tree-shaken), and reports what is in it. Used by
 * `test/BrowserBundles.test.ts` (each pure entry bundles, without `node:` imports and,
 * for the light packages, without `effect`) and by `scripts/bench/PackageWeight.bench.ts`
 * (sizes beside the peers).
 */
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
    bundle: true,
    minify: options.minify ?? true,
    format: "esm",
    platform: "browser",
    external: [...(options.external ?? [])],
    target: "es2022",
    write: false,
    metafile: true,
    logLevel: "silent"
  })
  const output = result.outputFiles[0]!
  const kept = Object.values(result.metafile.outputs)[0]!.inputs
  const packages = new Set<string>()
  for (const [path, input] of Object.entries(kept)) {
    const name = packageOf(path)
    if (name !== undefined && input.bytesInOutput > 0) packages.add(name)
  }
  return {
    minified: output.contents.length,
    gzipped: gzipSync(output.contents, { level: 9 }).length,
    packages: [...packages].sort(),
    text: output.text
  }
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
