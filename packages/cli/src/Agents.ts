/**
 * The agents `vouch install` knows, and where each one reads its skills: the skill is
 * written to `<folder>/<name>/`. `--dir` picks any other folder.
 *
 * | agent | folder |
 * |---|---|
 * | `claude` (default) | `~/.claude/skills` |
 * | `claude-project` | `./.claude/skills` (the current project) |
 * | `codex` | `~/.codex/skills` |
 * | `agents` | `./.agents/skills` (the current project) |
 *
 * @since 0.1.0
 */
import { homedir } from "node:os"
import { join, resolve } from "node:path"

/**
 * @category models
 * @since 0.1.0
 */
export interface Agent {
  readonly id: string
  readonly label: string
  /** The folder that holds one sub-folder per skill. */
  readonly folder: () => string
}

/**
 * @category constants
 * @since 0.1.0
 */
export const all: ReadonlyArray<Agent> = [
  { id: "claude", label: "Claude Code (your user)", folder: () => join(homedir(), ".claude", "skills") },
  { id: "claude-project", label: "Claude Code (this project)", folder: () => resolve(".claude", "skills") },
  { id: "codex", label: "OpenAI Codex (your user)", folder: () => join(homedir(), ".codex", "skills") },
  { id: "agents", label: "Agents following .agents/skills (this project)", folder: () => resolve(".agents", "skills") }
]

/**
 * @category constants
 * @since 0.1.0
 */
export const ids = all.map((agent) => agent.id) as ReadonlyArray<string>

/**
 * @category parsing
 * @since 0.1.0
 */
export const byId = (id: string): Agent | undefined => all.find((agent) => agent.id === id)
