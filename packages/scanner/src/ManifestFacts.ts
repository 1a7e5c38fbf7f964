/**
 * The facts of a SKILL.md front matter the scanner needs: name, description and the
 * declared capabilities. The front matter is read by `@vouch/skill-archive`'s
 * `SkillManifest.readFrontmatter` (the same YAML reader the registry validates with,
 * in its lenient mode that never throws), so the scanner and the registry never see
 * different declarations.
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
 * - `capabilities` (or `permissions`) lists what the bundled scripts do: `network` (any
 *   network access) and `shell` (running processes or shell commands; aliases
 *   `process`, `subprocess`, `exec`). Other values are kept in `unknownCapabilities`.
 * - `allowed-tools` (also `allowed_tools`, `tools`), a list or a comma-separated string,
 *   also declares: `Bash` or `Bash(...)` declares `shell`; `WebFetch`, `WebSearch`, or
 *   `Bash(...)` naming `curl`, `wget`, `ssh`, `scp`, `rsync`, `git`, `gh`, `http` or `nc`
 *   declares `network`.
 *
 * @since 0.2.0
 */
import * as SkillManifest from "@vouch/skill-archive/SkillManifest"

/**
 * @category models
 * @since 0.2.0
 */
export type Capability = "network" | "shell"

/**
 * @category models
 * @since 0.2.0
 */
export interface ManifestFacts {
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

/** A list field: a YAML list of strings, or a comma-separated string (commas as `SkillManifest.parse` splits them). */
const listOf = (value: unknown): Array<string> => {
  if (typeof value === "string") {
    return value
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item.length > 0)
  }
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string")
  return []
}

const textOf = (value: unknown): string | undefined => (typeof value === "string" ? value.trim() : undefined)

/**
 * Reads the facts of a SKILL.md text. Never throws: a missing or unreadable front
 * matter gives no facts.
 *
 * @category parsing
 * @since 0.2.0
 */
export const parse = (text: string): ManifestFacts => {
  const { fields, lines } = SkillManifest.readFrontmatter(text)
  const allowedTools = [
    ...listOf(fields["allowed-tools"]),
    ...listOf(fields["allowed_tools"]),
    ...listOf(fields["tools"])
  ]
  const declared = new Set<Capability>()
  const unknownCapabilities: Array<string> = []
  for (const value of [...listOf(fields["capabilities"]), ...listOf(fields["permissions"])]) {
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
    name: textOf(fields["name"]),
    description: textOf(fields["description"]),
    allowedTools,
    capabilities: [...declared].sort(),
    unknownCapabilities,
    frontMatterLines: lines
  }
}
