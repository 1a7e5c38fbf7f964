/**
 * The SKILL.md front matter as far as the scanner needs it: name, description and the
 * declared capabilities.
 *
 * Declaration format (YAML front matter between `---` lines at the top of SKILL.md):
 *
 * ```yaml
 * ---
 * name: deploy-preview
 * description: Deploys the current branch to a preview environment.
 * allowed-tools: Bash(git:*), Bash(curl:*), Read   # Claude Code convention
 * capabilities: [network, shell]                   # Vouch; also a block list or "network, shell"
 * ---
 * ```
 *
 * - `capabilities` lists what the bundled scripts do: `network` (any network access)
 *   and `shell` (running processes or shell commands; aliases `process`, `subprocess`,
 *   `exec`). Other values are kept in `unknownCapabilities` and ignored.
 * - `allowed-tools` also declares: `Bash` or `Bash(...)` declares `shell`;
 *   `WebFetch`, `WebSearch`, or `Bash(...)` naming `curl`, `wget`, `ssh`, `scp`,
 *   `rsync`, `git`, `gh`, `http` or `nc` declares `network`.
 *
 * @since 0.1.0
 */
import { captured } from "./internal/checked.ts"

/**
 * @category models
 * @since 0.1.0
 */
export type Capability = "network" | "shell"

/**
 * @category models
 * @since 0.1.0
 */
export interface SkillManifest {
  readonly name: string | undefined
  readonly description: string | undefined
  readonly allowedTools: ReadonlyArray<string>
  readonly capabilities: ReadonlyArray<Capability>
  readonly unknownCapabilities: ReadonlyArray<string>
  /** Number of lines of the front matter block including both `---` lines (0 when absent). */
  readonly frontMatterLines: number
}

const capabilityAliases: Readonly<Record<string, Capability>> = {
  network: "network",
  net: "network",
  internet: "network",
  egress: "network",
  shell: "shell",
  process: "shell",
  processes: "shell",
  subprocess: "shell",
  exec: "shell"
}

const networkTool = /\b(curl|wget|ssh|scp|rsync|git|gh|http|https|nc)\b/

const unquote = (value: string): string => {
  const trimmed = value.trim()
  if (trimmed.length >= 2 && (trimmed[0] === '"' || trimmed[0] === "'") && trimmed.at(-1) === trimmed[0]) {
    return trimmed.slice(1, -1)
  }
  return trimmed
}

const stripComment = (value: string): string => {
  const match = /\s#/.exec(value)
  return match === null ? value : value.slice(0, match.index)
}

/** Splits `a, b(c, d), e` on commas outside parentheses. */
const splitList = (value: string): Array<string> => {
  const items: Array<string> = []
  let depth = 0
  let current = ""
  for (const character of value) {
    if (character === "(") depth++
    if (character === ")") depth = Math.max(0, depth - 1)
    if (character === "," && depth === 0) {
      items.push(current)
      current = ""
    } else current += character
  }
  items.push(current)
  return items.map(unquote).filter((item) => item.length > 0)
}

const parseValue = (inline: string, block: ReadonlyArray<string>): Array<string> => {
  const value = stripComment(inline).trim()
  if (value.startsWith("[") && value.endsWith("]")) return splitList(value.slice(1, -1))
  if (value.length > 0) return splitList(value)
  return block.map((line) => unquote(stripComment(line).replace(/^\s*-\s*/, ""))).filter((item) => item.length > 0)
}

/**
 * Reads the front matter of a SKILL.md text. Tolerant: anything it does not understand
 * is ignored, never thrown.
 *
 * @category parsing
 * @since 0.1.0
 */
export const parse = (text: string): SkillManifest => {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/)
  const empty: SkillManifest = {
    name: undefined,
    description: undefined,
    allowedTools: [],
    capabilities: [],
    unknownCapabilities: [],
    frontMatterLines: 0
  }
  if (lines[0]?.trim() !== "---") return empty
  const end = lines.findIndex((line, index) => index > 0 && (line.trim() === "---" || line.trim() === "..."))
  if (end < 0) return empty
  const fields = new Map<string, { inline: string; block: Array<string> }>()
  let current: { inline: string; block: Array<string> } | undefined
  for (const line of lines.slice(1, end)) {
    const key = /^([A-Za-z_][\w-]*)\s*:(.*)$/.exec(line)
    if (key !== null) {
      // both groups are not optional: they are strings whenever the pattern matches
      current = { inline: captured(key, 2), block: [] }
      fields.set(captured(key, 1).toLowerCase(), current)
    } else if (current !== undefined && /^\s+\S/.test(line)) {
      current.block.push(line)
    }
  }
  const scalar = (key: string): string | undefined => {
    const field = fields.get(key)
    if (field === undefined) return undefined
    const inline = unquote(stripComment(field.inline))
    if (inline === "|" || inline === ">" || inline === "|-" || inline === ">-") {
      return field.block.map((line) => line.trim()).join(" ")
    }
    return inline
  }
  const list = (key: string): Array<string> => {
    const field = fields.get(key)
    return field === undefined ? [] : parseValue(field.inline, field.block)
  }
  const allowedTools = [...list("allowed-tools"), ...list("allowed_tools"), ...list("tools")]
  const declared = new Set<Capability>()
  const unknownCapabilities: Array<string> = []
  for (const value of [...list("capabilities"), ...list("permissions")]) {
    const capability = capabilityAliases[value.toLowerCase()]
    if (capability === undefined) unknownCapabilities.push(value)
    else declared.add(capability)
  }
  for (const tool of allowedTools) {
    const lower = tool.toLowerCase()
    if (lower === "bash" || lower.startsWith("bash(")) declared.add("shell")
    if (lower === "webfetch" || lower === "websearch") declared.add("network")
    if (lower.startsWith("bash(") && networkTool.test(lower)) declared.add("network")
  }
  return {
    name: scalar("name"),
    description: scalar("description"),
    allowedTools,
    capabilities: [...declared].sort(),
    unknownCapabilities,
    frontMatterLines: end + 1
  }
}
