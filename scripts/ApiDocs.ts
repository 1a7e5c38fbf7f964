// Generates the API reference into `docs/api/` (Markdown, TypeDoc with
// typedoc-plugin-markdown): one page per public module of every package, the same modules
// the packages export (`publicModules`, as `pnpm codegen` writes them), named as they are
// imported (`@vouch/scanner/Rules`). `docs/api/` is not committed: CI generates it
// (`pnpm docs:api`) and fails on any TypeDoc error or warning, so a broken `{@link}` or a
// tag TypeDoc does not know stops the run. See docs/decisions.md.
//
//   node scripts/ApiDocs.ts [--out <folder>] [--only <package folder>]
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative, sep } from "node:path"
import {
  Application,
  Comment,
  CommentTag,
  Converter,
  DeclarationReflection,
  ReflectionKind,
  type TypeDocOptions
} from "typedoc"
import type { PluginOptions } from "typedoc-plugin-markdown"
import { publicModules, repository } from "./PackageManifest.ts"

const outIndex = process.argv.indexOf("--out")
const out = outIndex === -1 ? "docs/api" : process.argv[outIndex + 1]!
const onlyIndex = process.argv.indexOf("--only")
const only = onlyIndex === -1 ? undefined : process.argv[onlyIndex + 1]

// Entry point file -> module name as imported.
const modules = new Map<string, string>()
for (const entry of readdirSync("packages", { withFileTypes: true })) {
  const folder = join("packages", entry.name)
  if (!entry.isDirectory() || !existsSync(join(folder, "package.json"))) continue
  if (only !== undefined && entry.name !== only) continue
  const { name } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { name: string }
  for (const module of publicModules(folder)) modules.set(join(folder, "src", `${module}.ts`), `${name}/${module}`)
}

// TypeDoc roots `{path}` of source links at the entry points' common folder.
const commonPrefix = (left: ReadonlyArray<string>, right: ReadonlyArray<string>) => {
  let length = 0
  while (length < left.length && left[length] === right[length]) length++
  return left.slice(0, length)
}
const common = [...modules.keys()]
  .map((file) => file.split("/").slice(0, -1))
  .reduce(commonPrefix)
  .join("/")

const options: Partial<TypeDocOptions & PluginOptions> = {
  entryPoints: [...modules.keys()],
  entryPointStrategy: "resolve",
  plugin: ["typedoc-plugin-markdown"],
  out,
  // The packages' sources only (the root tsconfig also covers tests and scripts).
  tsconfig: "tsconfig.api.json",
  name: "Vouch API reference",
  readme: "none",
  excludeInternal: true,
  excludePrivate: true,
  categorizeByGroup: false,
  disableGit: true,
  sourceLinkTemplate: `${repository}/blob/main/${common}/{path}#L{line}`,
  blockTags: [
    "@since",
    "@category",
    "@stability",
    "@example",
    "@see",
    "@returns",
    "@param",
    "@deprecated",
    "@throws",
    "@default",
    "@remarks",
    "@typeParam",
    "@module"
  ],
  validation: { notExported: false, invalidLink: true, rewrittenLink: true },
  outputFileStrategy: "modules",
  treatWarningsAsErrors: true,
  logLevel: "Warn"
}
const app = await Application.bootstrapWithPlugins(options)

// The module comment as docgen reads it: the file's first JSDoc comment when an import or
// another comment follows it (TypeDoc wants a `@module` tag). Its text is the summary,
// `@since` is kept, other tags are dropped.
const moduleComment = (file: string): Comment | undefined => {
  const text = readFileSync(file, "utf8")
  const match = /^(?:#![^\n]*\n)?\s*\/\*\*([\s\S]*?)\*\/\s*(import|export \* |\/[/*])/.exec(text)
  if (match === null) return undefined
  const lines = match[1]!.split("\n").map((line) => line.replace(/^\s*\* ?/, ""))
  const tagAt = lines.findIndex((line) => line.startsWith("@"))
  const summary = (tagAt === -1 ? lines : lines.slice(0, tagAt)).join("\n").trim()
  const since = lines
    .find((line) => line.startsWith("@since "))
    ?.slice("@since ".length)
    .trim()
  return new Comment(
    [{ kind: "text", text: summary }],
    since === undefined ? [] : [new CommentTag("@since", [{ kind: "text", text: since }])]
  )
}

// Modules named as imported (`@vouch/scanner/Rules`), not by their path (`scanner/src/Rules`).
app.converter.on(Converter.EVENT_CREATE_DECLARATION, (_context, reflection) => {
  if (!reflection.kindOf(ReflectionKind.Module)) return
  const file = reflection.sources?.[0]?.fullFileName
  if (file === undefined) return
  const name = modules.get(relative(process.cwd(), file).split(sep).join("/"))
  if (name !== undefined) reflection.name = name
  const comment = reflection.comment === undefined ? moduleComment(file) : undefined
  if (comment !== undefined) reflection.comment = comment
})

// Members a class or interface inherits from a dependency (Schema classes bring dozens
// from effect) are effect's to document, not ours.
app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
  for (const reflection of Object.values(context.project.reflections)) {
    if (!(reflection instanceof DeclarationReflection)) continue
    if (!reflection.parent?.kindOf(ReflectionKind.ClassOrInterface)) continue
    const sources = reflection.sources ?? []
    if (sources.length > 0 && sources.every((source) => source.fullFileName.includes("/node_modules/")))
      context.project.removeReflection(reflection)
  }
})

const project = await app.convert()
if (project !== undefined) app.validate(project)
if (project === undefined || app.logger.hasErrors() || app.logger.hasWarnings()) {
  console.error("docs:api: TypeDoc reported problems (above)")
  process.exit(1)
}
await app.generateOutputs(project)
if (app.logger.hasErrors() || app.logger.hasWarnings()) process.exit(1)
console.log(
  `docs:api: ${modules.size} modules of ${new Set([...modules.values()].map((name) => name.split("/").slice(0, 2).join("/"))).size} packages written to ${out}`
)
