/**
 * The `SKILL.md` manifest: YAML frontmatter between `---` lines at the top of the file,
 * then the instructions in Markdown.
 *
 * Rules: the frontmatter is at most 16 KiB of YAML mapping (aliases limited, duplicate
 * keys refused); `name` is required, 1 to 64 characters of lowercase letters, digits and
 * single hyphens; `description` is required, 1 to 1,024 characters; `version` when
 * present is semver; `tags` at most 20 slugs of at most 32 characters; `category` a
 * slug; `allowed-tools` a list of strings or a comma-separated string; other keys are
 * kept in `metadata`.
 *
 * @since 0.1.0
 */
import { parseDocument } from "yaml"
import * as SemanticVersion from "./SemanticVersion.ts"

/**
 * @category models
 * @since 0.1.0
 */
export interface Manifest {
  readonly name: string
  readonly description: string
  readonly version: string | undefined
  readonly tags: ReadonlyArray<string>
  readonly category: string | undefined
  readonly license: string | undefined
  readonly allowedTools: ReadonlyArray<string>
  readonly metadata: Readonly<Record<string, unknown>>
  /** The Markdown after the frontmatter. */
  readonly body: string
}

/**
 * @category models
 * @since 0.1.0
 */
export type Result =
  | { readonly ok: true; readonly manifest: Manifest }
  | { readonly ok: false; readonly message: string }

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const known = new Set(["name", "description", "version", "tags", "category", "license", "allowed-tools"])
const maximumFrontmatterBytes = 16 * 1024

const fail = (message: string): Result => ({ ok: false, message })
const isString = (value: unknown): value is string => typeof value === "string"

/**
 * The frontmatter of a SKILL.md read without judging it: the YAML mapping, or `{}` with
 * a `problem` when there is none or it cannot be read. Never throws. Readers that only
 * need facts (the scanner) use it so they see exactly what `parse` sees.
 *
 * @category models
 * @since 0.2.0
 */
export interface Frontmatter {
  readonly fields: Readonly<Record<string, unknown>>
  /** Lines of the frontmatter block including both `---` lines (0 when absent). */
  readonly lines: number
  readonly problem: string | undefined
}

type Split = {
  readonly ok: true
  readonly frontmatter: string
  readonly closing: number
  readonly lines: ReadonlyArray<string>
}

const split = (input: Uint8Array | string): Split | { readonly ok: false; readonly message: string } => {
  let text: string
  try {
    text = typeof input === "string" ? input : new TextDecoder("utf-8", { fatal: true }).decode(input)
  } catch {
    return { ok: false, message: "SKILL.md is not valid UTF-8." }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  const lines = text.split(/\r?\n/)
  if (lines[0]?.trimEnd() !== "---")
    return { ok: false, message: "SKILL.md must start with a `---` line opening its frontmatter." }
  const closing = lines.findIndex((line, index) => index > 0 && line.trimEnd() === "---")
  if (closing < 0) return { ok: false, message: "The frontmatter of SKILL.md has no closing `---` line." }
  const frontmatter = lines.slice(1, closing).join("\n")
  if (new TextEncoder().encode(frontmatter).length > maximumFrontmatterBytes) {
    return { ok: false, message: "The frontmatter of SKILL.md is larger than 16 KiB." }
  }
  return { ok: true, frontmatter, closing, lines }
}

const mapping = (
  frontmatter: string
):
  | { readonly ok: true; readonly fields: Record<string, unknown> }
  | { readonly ok: false; readonly message: string } => {
  const document = parseDocument(frontmatter, { uniqueKeys: true, prettyErrors: false })
  if (document.errors.length > 0)
    return { ok: false, message: `The frontmatter of SKILL.md is not valid YAML: ${document.errors[0]!.message}` }
  let data: unknown
  try {
    data = document.toJS({ maxAliasCount: 16 })
  } catch (error) {
    return {
      ok: false,
      message: `The frontmatter of SKILL.md cannot be read: ${error instanceof Error ? error.message : String(error)}`
    }
  }
  if (typeof data !== "object" || data === null || Array.isArray(data))
    return { ok: false, message: "The frontmatter of SKILL.md must be a mapping of keys to values." }
  return { ok: true, fields: data as Record<string, unknown> }
}

/**
 * Reads the frontmatter leniently (see `Frontmatter`): the same splitting and YAML
 * reading as `parse`, without its field rules.
 *
 * @category parsing
 * @since 0.2.0
 */
export const readFrontmatter = (input: Uint8Array | string): Frontmatter => {
  try {
    const parts = split(input)
    if (!parts.ok) return { fields: {}, lines: 0, problem: parts.message }
    const read = mapping(parts.frontmatter)
    return read.ok
      ? { fields: read.fields, lines: parts.closing + 1, problem: undefined }
      : { fields: {}, lines: parts.closing + 1, problem: read.message }
  } catch (error) {
    return { fields: {}, lines: 0, problem: error instanceof Error ? error.message : String(error) }
  }
}

/**
 * Parses a SKILL.md file (bytes or text).
 *
 * @category parsing
 * @since 0.1.0
 */
export const parse = (input: Uint8Array | string): Result => {
  const parts = split(input)
  if (!parts.ok) return fail(parts.message)
  const { closing, lines } = parts
  const read = mapping(parts.frontmatter)
  if (!read.ok) return fail(read.message)
  const fields = read.fields

  const name = fields.name
  if (!isString(name) || name.length === 0 || name.length > 64 || !slug.test(name)) {
    return fail("`name` is required: 1 to 64 lowercase letters, digits and single hyphens.")
  }
  const description = isString(fields.description) ? fields.description.trim() : undefined
  if (description === undefined || description.length === 0 || description.length > 1024) {
    return fail("`description` is required: 1 to 1,024 characters.")
  }
  const version = fields.version === undefined ? undefined : String(fields.version)
  if (version !== undefined && !SemanticVersion.isValid(version))
    return fail("`version` must be a semantic version such as 1.0.0.")
  const tags = fields.tags === undefined ? [] : fields.tags
  if (
    !Array.isArray(tags) ||
    tags.length > 20 ||
    !tags.every((tag) => isString(tag) && tag.length <= 32 && slug.test(tag))
  ) {
    return fail("`tags` must be a list of at most 20 lowercase slugs of at most 32 characters.")
  }
  const category = fields.category
  if (category !== undefined && (!isString(category) || category.length > 64 || !slug.test(category))) {
    return fail("`category` must be a lowercase slug.")
  }
  const license = fields.license
  if (license !== undefined && !isString(license)) return fail("`license` must be a string.")
  const tools = fields["allowed-tools"]
  const allowedTools =
    tools === undefined
      ? []
      : isString(tools)
        ? tools
            .split(",")
            .map((tool) => tool.trim())
            .filter((tool) => tool.length > 0)
        : Array.isArray(tools) && tools.every(isString)
          ? tools
          : undefined
  if (allowedTools === undefined) return fail("`allowed-tools` must be a list of strings or a comma-separated string.")

  const metadata: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (!known.has(key))
      Object.defineProperty(metadata, key, { value, enumerable: true, writable: true, configurable: true })
  }
  return {
    ok: true,
    manifest: {
      name,
      description,
      version,
      tags: tags as ReadonlyArray<string>,
      category,
      license,
      allowedTools,
      metadata,
      body: lines.slice(closing + 1).join("\n")
    }
  }
}
