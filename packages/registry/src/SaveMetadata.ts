/**
 * The `metadata` part of a save (`POST /v1/skills/{ns}/{name}`): a JSON object with
 * the optional fields `version`, `description`, `category`, `tags`, `changelog` and
 * `type`, read by a plain function; and the rule choosing the version a save gets.
 *
 * Rules: `version` is semver 2.0.0 of at most 100 characters (`maximumVersionLength`); `description` 1 to 1,024 characters; `category` a
 * lowercase slug of at most 64 characters; `tags` at most 20 lowercase slugs of at most
 * 32 characters; `changelog` at most 10,000 characters; `type` is `skill` or
 * `skillset`. `visibility` may only be `private`: a skill becomes public through a
 * public share link (spec: scan report and verified email required), never by a save.
 * Unknown fields are refused, so a typo is not silently ignored.
 *
 * @since 0.1.0
 */

import { InputGuard } from "@vouch/envelope"
import { SemanticVersion } from "@vouch/skill-archive"

/**
 * @category models
 * @since 0.1.0
 */
export interface SaveMetadata {
  readonly version: string | undefined
  readonly description: string | undefined
  readonly category: string | undefined
  readonly tags: ReadonlyArray<string> | undefined
  readonly changelog: string | undefined
  readonly type: "skill" | "skillset" | undefined
}

/**
 * A field that failed its rule.
 *
 * @category models
 * @since 0.1.0
 */
export interface Problem {
  readonly field: string
  readonly message: string
}

/**
 * @category models
 * @since 0.1.0
 */
export type Result =
  | { readonly ok: true; readonly value: SaveMetadata }
  | { readonly ok: false; readonly problem: Problem }

/**
 * The longest version a save accepts: the longest path parameter the router matches
 * (`maxParamLength` of Effect's router, 100 by default), so that every saved version
 * can be addressed by `…/versions/{version}`, `…/download/{version}` and the rest.
 * Longer ones are refused where they are accepted (`metadata.version`, the `SKILL.md`
 * version), with 400 `validation_error`.
 *
 * @category constants
 * @since 0.1.0
 */
export const maximumVersionLength = 100

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const known = new Set(["version", "description", "category", "tags", "changelog", "type", "visibility"])

/**
 * Metadata with every field absent.
 *
 * @category constructors
 * @since 0.1.0
 */
export const empty: SaveMetadata = {
  version: undefined,
  description: undefined,
  category: undefined,
  tags: undefined,
  changelog: undefined,
  type: undefined
}

const refuse = (field: string, message: string): Result => ({ ok: false, problem: { field, message } })

/**
 * Reads the metadata part (JSON text, or absent / blank for none).
 *
 * @category parsing
 * @since 0.1.0
 */
export const parse = (text: string | undefined): Result => {
  if (text === undefined || text.trim() === "") return { ok: true, value: empty }
  const unreadable = unreadableJson(text)
  if (unreadable !== undefined) return refuse("metadata", `metadata ${unreadable}`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return refuse("metadata", "metadata is not valid JSON.")
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return refuse("metadata", "metadata must be a JSON object.")
  }
  const record = value as Record<string, unknown>
  for (const key of Object.keys(record)) {
    if (!known.has(key)) return refuse(`metadata.${key}`, `Unknown metadata field ${JSON.stringify(key)}.`)
  }
  const optionalString = (key: string): string | undefined | Problem => {
    const field = record[key]
    if (field === undefined || field === null) return undefined
    if (typeof field !== "string") return { field: `metadata.${key}`, message: `${key} must be a string.` }
    return field
  }
  const isProblem = (candidate: unknown): candidate is Problem =>
    typeof candidate === "object" && candidate !== null && "field" in candidate

  const version = optionalString("version")
  if (isProblem(version)) return { ok: false, problem: version }
  if (version !== undefined && !SemanticVersion.isValid(version)) {
    return refuse("metadata.version", `${JSON.stringify(version)} is not a semantic version (like 1.2.3).`)
  }
  if (version !== undefined && version.length > maximumVersionLength) {
    return refuse(
      "metadata.version",
      `version has ${version.length} characters; at most ${maximumVersionLength} (the longest a URL path segment can address).`
    )
  }
  const description = optionalString("description")
  if (isProblem(description)) return { ok: false, problem: description }
  if (description !== undefined && (description.trim().length === 0 || description.length > 1024)) {
    return refuse("metadata.description", "description must have 1 to 1,024 characters.")
  }
  const category = optionalString("category")
  if (isProblem(category)) return { ok: false, problem: category }
  if (category !== undefined && (!slug.test(category) || category.length > 64)) {
    return refuse("metadata.category", "category must be a lowercase slug (letters, digits, hyphens).")
  }
  const changelog = optionalString("changelog")
  if (isProblem(changelog)) return { ok: false, problem: changelog }
  if (changelog !== undefined && changelog.length > 10_000) {
    return refuse("metadata.changelog", "changelog must have at most 10,000 characters.")
  }
  const type = optionalString("type")
  if (isProblem(type)) return { ok: false, problem: type }
  if (type !== undefined && type !== "skill" && type !== "skillset") {
    return refuse("metadata.type", 'type must be "skill" or "skillset".')
  }
  const visibility = optionalString("visibility")
  if (isProblem(visibility)) return { ok: false, problem: visibility }
  if (visibility !== undefined && visibility !== "private") {
    return refuse(
      "metadata.visibility",
      "A save is always private; a skill becomes public through a public share link of a scanned version."
    )
  }
  let tags: Array<string> | undefined
  if (record.tags !== undefined && record.tags !== null) {
    if (!Array.isArray(record.tags) || record.tags.length > 20) {
      return refuse("metadata.tags", "tags must be an array of at most 20 slugs.")
    }
    tags = []
    for (const tag of record.tags) {
      if (typeof tag !== "string" || !slug.test(tag) || tag.length > 32) {
        return refuse("metadata.tags", "Each tag must be a lowercase slug of at most 32 characters.")
      }
      if (!tags.includes(tag)) tags.push(tag)
    }
  }
  return {
    ok: true,
    value: { version, description: description?.trim(), category, tags, changelog, type }
  }
}

/**
 * The version a save gets: the one requested in the metadata; else the `SKILL.md`
 * version when it is not taken yet; else the next patch of the highest existing
 * version; else `1.0.0` for a first save. `undefined` when the requested version
 * already exists (versions are immutable).
 *
 * @category constructors
 * @since 0.1.0
 */
export const resolveVersion = (options: {
  readonly requested: string | undefined
  readonly manifestVersion: string | undefined
  readonly existing: ReadonlyArray<string>
}): { readonly ok: true; readonly version: string } | { readonly ok: false; readonly taken: string } => {
  const taken = new Set(options.existing)
  if (options.requested !== undefined) {
    return taken.has(options.requested)
      ? { ok: false, taken: options.requested }
      : { ok: true, version: options.requested }
  }
  if (
    options.manifestVersion !== undefined &&
    SemanticVersion.isValid(options.manifestVersion) &&
    !taken.has(options.manifestVersion)
  ) {
    return { ok: true, version: options.manifestVersion }
  }
  const parsed = options.existing.flatMap((text) => {
    const version = SemanticVersion.parse(text)
    return version === undefined ? [] : [version]
  })
  const highest = SemanticVersion.latest(parsed)
  if (highest === undefined) return { ok: true, version: "1.0.0" }
  let next = SemanticVersion.incrementPatch(highest)
  while (taken.has(SemanticVersion.format(next))) next = SemanticVersion.incrementPatch(next)
  return { ok: true, version: SemanticVersion.format(next) }
}

/**
 * Why JSON text sent in a multipart part cannot be read, or `undefined` when it can: a
 * NUL character (raw or `\u0000`, which PostgreSQL cannot store in text) or nesting
 * deeper than the edge allows for JSON bodies.
 *
 * @category parsing
 * @since 0.1.0
 */
export const unreadableJson = (text: string): string | undefined => {
  switch (InputGuard.inspectJson(text)) {
    case "nul_character":
      return "contains a NUL character (U+0000), which is not accepted."
    case "json_too_deep":
      return "is nested too deeply."
    default:
      return undefined
  }
}
