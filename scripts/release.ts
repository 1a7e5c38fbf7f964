// `pnpm release [--dry-run]`: the release path of the packages.
//
//   1. build every package (scripts/build.ts);
//   2. pack each one with pnpm (publishConfig applied, workspace: and catalog: versions
//      replaced) into .release/;
//   3. lint each tarball with publint and arethetypeswrong (ESM only);
//   4. install the tarballs with npm into a fresh host outside the workspace, on the
//      lowest versions of the peer dependencies we support, and there: type-check a host
//      program against the installed declarations, run it, and check that the host has
//      one copy of effect (scripts/HostCheck.ts);
//   5. without --dry-run: publish with changesets (`changeset publish`), which publishes
//      the versions `changeset version` wrote and tags them.
//
// CI runs the dry run, so every commit on main is publishable.
import { execFileSync, spawn, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { basename, join, resolve } from "node:path"
import { checkHost } from "./HostCheck.ts"

const root = resolve(import.meta.dirname, "..")
const dryRun = process.argv.includes("--dry-run")
const bin = (name: string) => join(root, "node_modules", ".bin", name)
const step = (title: string) => console.log(`\n== ${title}`)

const run = (command: string, args: ReadonlyArray<string>, cwd = root) => {
  const result = spawnSync(command, args, { cwd, stdio: "inherit" })
  if (result.status !== 0) {
    console.error(`release: ${command} ${args.join(" ")} failed`)
    process.exit(result.status ?? 1)
  }
}

const packages = readdirSync(join(root, "packages"))
  .filter((name) => existsSync(join(root, "packages", name, "package.json")))
  .sort()

step("build")
run(process.execPath, [join(root, "scripts", "build.ts")])

step("pack")
const output = join(root, ".release")
rmSync(output, { recursive: true, force: true })
mkdirSync(output)
const tarballs = packages.map((name) => {
  const folder = join(root, "packages", name)
  const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { name: string; version: string }
  execFileSync("pnpm", ["pack", "--pack-destination", output], { cwd: folder, stdio: ["ignore", "ignore", "inherit"] })
  const file = join(output, `${manifest.name.replace("@", "").replace("/", "-")}-${manifest.version}.tgz`)
  if (!existsSync(file)) throw new Error(`pnpm pack did not write ${file}`)
  console.log(`packed ${manifest.name}@${manifest.version}`)
  return { name: manifest.name, file }
})

step("lint the tarballs (publint, arethetypeswrong)")
// Four at a time; each tool's output is printed only when it fails.
const lint = (name: string, command: string, args: ReadonlyArray<string>) =>
  new Promise<boolean>((done) => {
    const child = spawn(command, args, { cwd: root })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    child.on("close", (code) => {
      if (code !== 0) console.error(`-- ${name}: ${basename(command)} failed\n${output}`)
      done(code === 0)
    })
  })
const checks = tarballs.flatMap(({ name, file }) => [
  () => lint(name, bin("publint"), ["run", file, "--strict", "--level", "warning"]),
  () => lint(name, bin("attw"), [file, "--profile", "esm-only", "--format", "table-flipped"])
])
let failed = 0
const workers = Array.from({ length: 4 }, async () => {
  for (let check = checks.shift(); check !== undefined; check = checks.shift()) if (!(await check())) failed++
})
await Promise.all(workers)
if (failed > 0) {
  console.error(`release: ${failed} tarball checks failed`)
  process.exit(1)
}
console.log(`${tarballs.length} tarballs pass publint (strict) and arethetypeswrong (ESM only)`)

step("install into fresh hosts on the lowest supported peer versions")
checkHost({ root, tarballs: tarballs.map(({ file }) => file) })

if (dryRun) {
  console.log("\nrelease: dry run complete; nothing published")
} else {
  step("publish")
  run(bin("changeset"), ["publish"])
}
