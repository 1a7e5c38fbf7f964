import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { categoryPattern, vocabulary } from "../scripts/CategoryVocabulary.ts"
import { publishingFields } from "../scripts/PackageManifest.ts"

// Imports every public module of every package through its package name, so a
// dependency that does not load on the pinned effect version fails CI here.
const root = join(import.meta.dirname, "..")
const packages = readdirSync(join(root, "packages"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, "packages", entry.name, "package.json")))
  .map((entry) => {
    const folder = join(root, "packages", entry.name)
    const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { name: string }
    const modules = readdirSync(join(folder, "src"))
      .filter((file) => /^[A-Z][A-Za-z0-9]*\.ts$/.test(file))
      .map((file) => file.slice(0, -3))
    return { folder, name: manifest.name, directory: entry.name, modules }
  })

// Test helpers (`<Name>Test`) are imported by their own path and stay out of the barrel,
// so that importing a package never loads them.
const isTestHelper = (module: string) => module.endsWith("Test")

describe("workspace", () => {
  it("names every package after its folder", () => {
    assert.isAbove(packages.length, 0)
    for (const pkg of packages) assert.strictEqual(pkg.name, `@vouch/${pkg.directory}`)
  })

  for (const pkg of packages) {
    it(`loads every public module of ${pkg.name}`, async () => {
      const index = (await import(pkg.name)) as Record<string, unknown>
      for (const module of pkg.modules) {
        const loaded = (await import(`${pkg.name}/${module}`)) as Record<string, unknown>
        assert.isAbove(Object.keys(loaded).length, 0, `${pkg.name}/${module} exports nothing`)
        if (isTestHelper(module)) {
          assert.isUndefined(index[module], `${pkg.name} re-exports the test helper ${module}`)
          continue
        }
        assert.isDefined(index[module], `${pkg.name} does not re-export ${module}`)
        assert.deepStrictEqual(Object.keys(index[module] as object).sort(), Object.keys(loaded).sort())
      }
    })

    it(`has a README with an example and a barrel that is up to date: ${pkg.name}`, () => {
      assert.isTrue(existsSync(join(pkg.folder, "README.md")), `${pkg.name} has no README.md`)
      const barrel = readFileSync(join(pkg.folder, "src", "index.ts"), "utf8")
      for (const module of pkg.modules)
        if (isTestHelper(module)) assert.notInclude(barrel, `./${module}.ts`)
        else assert.include(barrel, `export * as ${module} from "./${module}.ts"`)
    })
  }

  it("lists every package and its run-time Vouch dependencies in docs/architecture.md", () => {
    const document = readFileSync(join(root, "docs", "architecture.md"), "utf8")
    const rows = new Map(
      [...document.matchAll(/^\| `(@vouch\/[a-z-]+)` \| [^|]+ \| ([^|]+) \|$/gm)].map(([, name, uses]) => [
        name!,
        [...uses!.matchAll(/`([a-z-]+)`/g)].map(([, folder]) => `@vouch/${folder}`).sort()
      ])
    )
    for (const pkg of packages) {
      const manifest = JSON.parse(readFileSync(join(pkg.folder, "package.json"), "utf8")) as {
        dependencies?: Record<string, string>
      }
      const uses = Object.keys(manifest.dependencies ?? {})
        .filter((name) => name.startsWith("@vouch/"))
        .sort()
      assert.isTrue(rows.has(pkg.name), `docs/architecture.md does not list ${pkg.name}`)
      assert.deepStrictEqual(rows.get(pkg.name), uses, `docs/architecture.md: the dependencies of ${pkg.name}`)
    }
    assert.strictEqual(rows.size, packages.length, "docs/architecture.md lists a package that does not exist")
  })

  for (const pkg of packages) {
    it(`is publishable: ${pkg.name}`, () => {
      const text = readFileSync(join(pkg.folder, "package.json"), "utf8")
      const manifest = JSON.parse(text) as Record<string, unknown> & {
        dependencies?: Record<string, string>
        peerDependencies?: Record<string, string>
        peerDependenciesMeta?: Record<string, { readonly optional?: boolean }>
      }
      // Explicit exports, links, files and scripts as `pnpm codegen` writes them.
      assert.deepStrictEqual(manifest, publishingFields(join("packages", pkg.directory), manifest))
      assert.strictEqual(
        readFileSync(join(pkg.folder, "LICENSE"), "utf8"),
        readFileSync(join(root, "LICENSE"), "utf8"),
        `${pkg.name} ships the repository's LICENSE (pnpm codegen)`
      )
      // effect and effect's own packages come from the host, with a range.
      for (const name of Object.keys(manifest.dependencies ?? {}))
        assert.isFalse(
          name === "effect" || name.startsWith("@effect/"),
          `${pkg.name} depends on ${name}: make it a peer`
        )
      for (const [name, range] of Object.entries(manifest.peerDependencies ?? {}))
        if (name === "effect" || name.startsWith("@effect/"))
          assert.strictEqual(range, "catalog:peer", `${name} in ${pkg.name}`)
      // An optional effect peer promises a core without effect: effect is imported only
      // by the Effect edge under `src/effect/` (deep imports `<package>/effect/<Module>`).
      if (manifest.peerDependenciesMeta?.effect?.optional === true) {
        const core = readdirSync(join(pkg.folder, "src"), { recursive: true, encoding: "utf8" }).filter(
          (file) => file.endsWith(".ts") && !file.startsWith("effect/")
        )
        for (const file of core)
          assert.notMatch(
            readFileSync(join(pkg.folder, "src", file), "utf8"),
            /^(?:import|export|\})[^\n]* from "(?:effect|@effect\/)/m,
            `${pkg.name}: src/${file} imports effect although effect is an optional peer`
          )
      }
      // README links resolve outside the repository too.
      const readme = readFileSync(join(pkg.folder, "README.md"), "utf8")
      assert.notMatch(readme, /\]\(\.\.\//, `${pkg.name}/README.md links outside its folder by a relative path`)
    })
  }

  // The API reference groups declarations by `@category`: a fixed, small vocabulary
  // (scripts/CategoryVocabulary.ts); `node scripts/categories.ts` maps older names onto it.
  it("uses only the @category vocabulary in every package's sources", () => {
    const sources = (folder: string): Array<string> =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(folder, entry.name))
          : entry.name.endsWith(".ts")
            ? [join(folder, entry.name)]
            : []
      )
    const outside: Array<string> = []
    for (const pkg of packages)
      for (const file of sources(join(pkg.folder, "src")))
        for (const [, name] of readFileSync(file, "utf8").matchAll(categoryPattern))
          if (!Object.hasOwn(vocabulary, name!)) outside.push(`${file.slice(root.length + 1)}: @category ${name}`)
    assert.deepStrictEqual(outside, [], "categories outside the vocabulary (run node scripts/categories.ts)")
  })
})
