// Installs packed tarballs into a fresh host outside the workspace, with npm, on the
// lowest versions of the peer dependencies the packages accept (the `peer` catalog of
// pnpm-workspace.yaml), and checks there what an integrator meets first:
//
// - the host resolves one copy of `effect` (peer dependencies, not private copies);
// - a host program that imports every public module of every package and composes the
//   packages' HTTP APIs with its own type-checks against the installed declarations
//   (TypeScript from the npm registry, strict) and runs on Node.
//
// Used by scripts/release.ts; `node scripts/HostCheck.ts <tarball>...` runs it alone.
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join, resolve } from "node:path"

interface Manifest {
  readonly name: string
  readonly exports: Record<string, unknown>
  readonly peerDependencies?: Record<string, string>
}

/** The lowest version of each range of the workspace's `peer` catalog (`^4.0.6` → `4.0.6`). */
export const lowestPeerVersions = (root: string): Record<string, string> => {
  const workspace = readFileSync(join(root, "pnpm-workspace.yaml"), "utf8")
  const block = /^ {2}peer:\n((?: {4}.+\n)+)/m.exec(workspace)?.[1] ?? ""
  return Object.fromEntries(
    [...block.matchAll(/^ {4}"?([^":]+)"?: *\^?([0-9][^\s]*)$/gm)].map(([, name, version]) => [name!, version!])
  )
}

const isTestHelper = (path: string) => path.endsWith("Test")

const manifestOf = (tarball: string): Manifest =>
  JSON.parse(execFileSync("tar", ["-xzOf", tarball, "package/package.json"], { encoding: "utf8" })) as Manifest

export const checkHost = (options: { readonly root: string; readonly tarballs: ReadonlyArray<string> }): void => {
  const host = mkdtempSync(join(tmpdir(), "vouch-host-"))
  try {
    const peers = lowestPeerVersions(options.root)
    const manifests = options.tarballs.map((file) => ({ file: resolve(file), manifest: manifestOf(file) }))
    const local = Object.fromEntries(manifests.map(({ file, manifest }) => [manifest.name, `file:${file}`]))
    // Optional peers too: the host program imports every module, including the adapters
    // that need them (`@vouch/swift-review/TreeSitter` declares web-tree-sitter's types).
    // Optional test-only peers (`@effect/vitest`) stay out: their modules are type-only here.
    const used = new Set(
      manifests.flatMap(({ manifest }) =>
        Object.keys(manifest.peerDependencies ?? {}).filter((name) => name !== "@effect/vitest")
      )
    )
    const peerVersions = Object.fromEntries(Object.entries(peers).filter(([name]) => used.has(name)))
    const typescript = JSON.parse(readFileSync(join(options.root, "node_modules/typescript/package.json"), "utf8"))
      .version as string
    const types = JSON.parse(readFileSync(join(options.root, "node_modules/@types/node/package.json"), "utf8"))
      .version as string
    writeFileSync(
      join(host, "package.json"),
      JSON.stringify(
        {
          name: "vouch-host",
          private: true,
          type: "module",
          dependencies: { ...peerVersions, ...local },
          // web-tree-sitter's declarations use Emscripten's global types without depending
          // on them: a host type-checking libraries installs them (pinned here).
          devDependencies: { typescript, "@types/node": types, "@types/emscripten": "1.41.6" },
          // The Vouch packages depend on each other by version: resolve them to the
          // tarballs, and keep effect's own Node packages on the same line as effect.
          overrides: {
            ...local,
            ...(peerVersions["@effect/platform-node"] === undefined
              ? {}
              : { "@effect/platform-node-shared": peerVersions["@effect/platform-node"] })
          }
        },
        null,
        2
      )
    )
    console.log(
      `host ${host}: ${Object.entries(peerVersions)
        .map(([name, version]) => `${name}@${version}`)
        .join(", ")}`
    )
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: host, stdio: "inherit" })

    const effects = execFileSync("npm", ["ls", "effect", "--all", "--parseable", "--long"], {
      cwd: host,
      encoding: "utf8"
    })
      .split("\n")
      .filter((line) => line.includes("effect@"))
      .map((line) => line.slice(line.lastIndexOf("effect@")))
    const copies = new Set(effects)
    if (copies.size !== 1)
      throw new Error(`the host resolves ${copies.size} copies of effect: ${[...copies].join(", ")}`)

    const imports = manifests.flatMap(({ manifest }) =>
      Object.keys(manifest.exports)
        .filter((path) => path !== "./package.json")
        .map((path) => (path === "." ? manifest.name : `${manifest.name}/${path.slice(2)}`))
    )
    const names = new Set(manifests.map(({ manifest }) => manifest.name))
    const composition = [
      ["@vouch/identity", 'import { IdentityApi } from "@vouch/identity"', ".addHttpApi(IdentityApi.Api)"],
      ["@vouch/registry", 'import { RegistryApi } from "@vouch/registry"', ".addHttpApi(RegistryApi.RegistryApi)"],
      ["@vouch/models", 'import { ModelsApi } from "@vouch/models"', ".add(ModelsApi.ModelsApi)"],
      ["@vouch/app-api", 'import { AppApi } from "@vouch/app-api"', ".addHttpApi(AppApi.Api)"]
    ].filter(([name]) => names.has(name!))
    writeFileSync(
      join(host, "host.ts"),
      [
        "// Generated by scripts/HostCheck.ts: an integrator's host program.",
        'import { Effect, Schema } from "effect"',
        'import { HttpApi, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"',
        ...composition.map(([, line]) => line!),
        // Test helpers (`…Test`) need the optional test peers: checked for types only.
        ...imports.map((path, index) =>
          isTestHelper(path)
            ? `import type * as Module${index} from "${path}"`
            : `import * as Module${index} from "${path}"`
        ),
        "",
        "// The host's own group beside the Vouch groups.",
        'const Hello = HttpApiGroup.make("hello").add(HttpApiEndpoint.get("hello", "/hello", { success: Schema.String }))',
        `export class HostApi extends HttpApi.make("host").add(Hello)${composition.map(([, , add]) => add).join("")} {}`,
        "",
        `const modules: ReadonlyArray<Record<string, unknown>> = [${imports
          .flatMap((path, index) => (isTestHelper(path) ? [] : [`Module${index}`]))
          .join(", ")}]`,
        "const empty = modules.filter((module) => Object.keys(module).length === 0).length",
        "if (empty > 0) throw new Error(`${empty} modules export nothing`)",
        "Effect.runSync(Effect.log(`host: ${modules.length} modules loaded, ${HostApi.groups === undefined ? 0 : Object.keys(HostApi.groups).length} API groups`))",
        ""
      ].join("\n")
    )
    writeFileSync(
      join(host, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2023",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: ["node", "emscripten"],
          lib: ["ES2023", "DOM"]
        },
        files: ["host.ts"]
      })
    )
    execFileSync(join(host, "node_modules", ".bin", "tsc"), ["-p", "tsconfig.json"], { cwd: host, stdio: "inherit" })
    execFileSync(process.execPath, ["host.ts"], { cwd: host, stdio: "inherit" })
    console.log(`host check passed: ${manifests.length} packages, ${imports.length} modules, ${[...copies][0]}`)
  } finally {
    rmSync(host, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  const tarballs = process.argv.slice(2)
  if (tarballs.length === 0) {
    console.error("usage: node scripts/HostCheck.ts <tarball>...")
    process.exit(2)
  }
  checkHost({ root: resolve(import.meta.dirname, ".."), tarballs })
  console.log(`checked ${tarballs.map((file) => basename(file)).join(", ")}`)
}
