// The pure packages run in browsers and edge runtimes: every public module of theirs
// outside `node/` bundles with esbuild for `platform: "browser"` without a Node built-in,
// and the core entries of the light packages (the parsers, the envelope client) hold no
// `effect` at all. Sizes are deterministic for a pinned esbuild: the json-repair + SSE
// goal of issue 14 (under 25 KB minified and gzipped) is asserted as a bound.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { bundle, bundles, nodeImports } from "../scripts/BrowserBundle.ts"
import { publicModules } from "../scripts/PackageManifest.ts"

const root = join(import.meta.dirname, "..")

const nameOf = (folder: string) =>
  (JSON.parse(readFileSync(join(root, "packages", folder, "package.json"), "utf8")) as { name: string }).name

// The packages whose modules must all run in a browser (their `node/` entries excepted).
const browserPackages = [
  "json-repair",
  "sse",
  "envelope",
  "skill-archive",
  "scanner",
  "writing-style",
  "shader-review",
  "swift-review"
]

// glslx (the optional checker back-end) is one file holding its command line too, whose
// `require("fs")` and `require("path")` only run as a command: a browser build marks them
// external (esbuild `--external:fs --external:path`), as this test does.
const externals: Record<string, ReadonlyArray<string>> = {
  "@vouch/shader-review/checker/Glslx": ["fs", "path"]
}

describe("browser bundles", () => {
  for (const folder of browserPackages) {
    const name = nameOf(folder)
    const entries = [
      name,
      ...publicModules(join(root, "packages", folder)).map((module) => `${name}/${module}`)
    ].filter((entry) => !entry.includes("/node/"))
    it(`bundles every entry of ${name} outside node/ for the browser`, async () => {
      // One build for all the entries (each its own bundle); when it fails, each entry
      // alone, to name the one that does not bundle.
      const groups = new Map<string, Array<string>>()
      for (const entry of entries) {
        const key = (externals[entry] ?? []).join(",")
        groups.set(key, [...(groups.get(key) ?? []), entry])
      }
      for (const group of groups.values()) {
        const external = externals[group[0]!] ?? []
        const built = await bundles(
          group.map((entry) => `export * from "${entry}"`),
          { external }
        ).catch(async () => {
          for (const entry of group)
            await bundle(`export * from "${entry}"`, { external }).catch((error: unknown) =>
              assert.fail(`${entry} does not bundle for the browser: ${String(error)}`)
            )
          return assert.fail(`${group.join(", ")} bundle alone but not together`)
        })
        for (const [index, one] of built.entries())
          assert.deepStrictEqual(nodeImports(one.text), [], `${group[index]} imports Node built-ins`)
      }
    })
  }

  // The core entries without the Effect edge, and the readers: no effect in the bundle at all.
  const light = [
    "@vouch/json-repair",
    "@vouch/json-repair/JsonRepair",
    "@vouch/json-repair/IncrementalParser",
    "@vouch/json-repair/ReplyCheck",
    "@vouch/sse",
    "@vouch/sse/SseDecoder",
    "@vouch/sse/SseEncoder",
    "@vouch/sse/SseClient",
    "@vouch/envelope/EnvelopeClient",
    // The review apps' prescan readers (their schemas and validators need effect).
    "@vouch/writing-style/ProseReader",
    "@vouch/writing-style/Masker",
    "@vouch/shader-review/Clip",
    "@vouch/shader-review/GlslPreprocessor",
    "@vouch/shader-review/GlslReader",
    "@vouch/swift-review/SwiftReader"
  ]
  it("keeps effect out of the light core entries and the prescan readers", async () => {
    const built = await bundles(light.map((entry) => `export * from "${entry}"`))
    for (const [index, entry] of light.entries())
      assert.deepStrictEqual(built[index]!.packages, [], `${entry} bundles ${built[index]!.packages.join(", ")}`)
    // Through the barrel too: a host importing one module gets only it.
    const client = await bundle(`export { EnvelopeClient } from "@vouch/envelope"`)
    assert.deepStrictEqual(client.packages, [])
    assert.isBelow(client.gzipped, 4 * 1024)
  })

  // The scanner's core: scanning, the rules, the grading and the comparison of decoded
  // reports hold no effect (the Effect edge is `@vouch/scanner/effect/Scanner` and
  // `@vouch/scanner/effect/ReportComparison`, whose `verify` decodes with Schemas). The skill manifest's versions are effect's
  // SemVer, which tree-shakes to a few KB, so only `effect` itself is allowed there.
  it("scans, rates, grades and compares reports without the effect runtime", async () => {
    const core = [
      "@vouch/scanner/Scanner",
      "@vouch/scanner/Rules",
      "@vouch/scanner/Grading",
      "@vouch/scanner/ReportComparison",
      "@vouch/scanner/ReportConsistency",
      "@vouch/scanner/ReportFormat"
    ]
    const built = await bundles(core.map((entry) => `export * from "${entry}"`))
    for (const [index, entry] of core.entries())
      assert.notInclude(built[index]!.packages, "effect", `${entry} bundles effect`)
    const versions = await bundle(`export * from "@vouch/skill-archive/SemanticVersion"`)
    assert.isBelow(versions.gzipped, 12 * 1024)
  })

  it("bundles json-repair and the SSE core in under 25 KB, minified and gzipped", async () => {
    const built = await bundle(`export * from "@vouch/json-repair"\nexport * from "@vouch/sse"`)
    assert.deepStrictEqual(built.packages, [])
    assert.isBelow(built.gzipped, 25 * 1024)
  })

  it("sees a node: import when there is one (the check is not vacuous)", async () => {
    const error = await bundle(`export * from "@vouch/scanner/node/SkillDirectory"`).then(
      () => undefined,
      (error: unknown) => String(error)
    )
    assert.match(error ?? "", /node:fs/)
    assert.deepStrictEqual(nodeImports(`import{a}from"node:fs";const b=require("node:zlib")`), ["node:fs", "node:zlib"])
  })
})
