/**
 * The rule catalogue: every rule the scanner applies, with a stable id, a threat
 * family, a severity and the message of its findings. The catalogue is versioned as a
 * whole by `rulesetVersion`; each rule records the rule-set version that introduced it,
 * so report comparison can tell whether a newer rule set explains a difference.
 *
 * Ids are `VS-<FAMILY>-<NNN>` and are never reused.
 *
 * @since 0.1.0
 */
import type { Severity } from "./ScanReport.ts"

/**
 * Version of the rule set, a date. Bumped whenever a rule is added, removed or changes
 * what it matches or its severity.
 *
 * @category constants
 * @since 0.1.0
 */
export const rulesetVersion = "2026.12.01"

/**
 * The threat families.
 *
 * @category models
 * @since 0.1.0
 */
export type Family =
  | "prompt-injection"
  | "inducement"
  | "remote-script"
  | "dangerous-execution"
  | "exfiltration"
  | "credential-access"
  | "hardcoded-secret"
  | "obfuscation"
  | "hidden-unicode"
  | "persistence-privilege"
  | "agent-tampering"
  | "destructive"
  | "supply-chain"
  | "bundled-binary"
  | "undeclared-capability"
  | "archive-integrity"

/**
 * Every family with a one-line description, in catalogue order.
 *
 * @category constants
 * @since 0.1.0
 */
export const families: ReadonlyArray<{ readonly family: Family; readonly description: string }> = [
  { family: "prompt-injection", description: "instruction override, role hijack, concealment, guardrail bypass" },
  { family: "inducement", description: 'fake prerequisites, "run this first", ClickFix, quarantine bypass' },
  { family: "remote-script", description: "remote code piped into a shell or interpreter" },
  { family: "dangerous-execution", description: "eval/exec, shell-outs, reverse shells" },
  { family: "exfiltration", description: "data sent to collection services, credential egress, raw IPs" },
  { family: "credential-access", description: "SSH keys, cloud credentials, keychains, browser data, wallets" },
  { family: "hardcoded-secret", description: "keys and tokens in the files (always redacted)" },
  { family: "obfuscation", description: "encoded payloads decoded and executed, char-code tricks" },
  { family: "hidden-unicode", description: "bidi controls, zero-width and tag characters, homoglyphs" },
  { family: "persistence-privilege", description: "cron, launchd, systemd, shell rc files, sudo, setuid" },
  { family: "agent-tampering", description: "writes to agent memory, instructions, settings, hooks, MCP config" },
  { family: "destructive", description: "rm -rf /, disk wiping, force-push to main, DROP DATABASE" },
  {
    family: "supply-chain",
    description: "typosquatted packages, installs from raw URLs or unpinned git refs, foreign package indexes"
  },
  { family: "bundled-binary", description: "executables, compiled code and nested archives" },
  { family: "undeclared-capability", description: "network or process use not declared in SKILL.md" },
  {
    family: "archive-integrity",
    description: "symlinks, path traversal, zip bombs, corrupt entries, archives readers see differently, hidden names"
  }
]

/**
 * Where a rule looks:
 * - `text`: every text file (documents, scripts, data);
 * - `scripts`: executable scripts only (by extension or shebang);
 * - `file`: the file as a whole (bytes, name), whether text or binary;
 * - `skill`: the skill as a whole (declarations against use);
 * - `archive`: the container (entries of the ZIP or the directory).
 *
 * @category models
 * @since 0.1.0
 */
export type Scope = "text" | "scripts" | "file" | "skill" | "archive"

/**
 * @category models
 * @since 0.1.0
 */
export interface Rule {
  readonly id: string
  readonly family: Family
  readonly severity: Severity
  readonly message: string
  readonly scope: Scope
  /**
   * Whether the documentation context may classify a finding of this rule as an
   * advisory (see the README). Rules about what the files *are* (secrets, hidden
   * characters, binaries) are never advisories.
   */
  readonly contextual: boolean
  /** The rule-set version that introduced the rule (or last changed what it matches). */
  readonly introduced: string
}

const rule = (
  id: string,
  family: Family,
  severity: Severity,
  scope: Scope,
  contextual: boolean,
  message: string,
  introduced = "2026.11.22"
): Rule => ({ id, family, severity, message, scope, contextual, introduced })

/**
 * Every rule, in id order.
 *
 * @category constants
 * @since 0.1.0
 */
export const all: ReadonlyArray<Rule> = [
  rule(
    "VS-PI-001",
    "prompt-injection",
    "high",
    "text",
    true,
    "Instruction override: tells the agent to ignore its previous instructions",
    "2026.11.27"
  ),
  rule(
    "VS-PI-002",
    "prompt-injection",
    "high",
    "text",
    true,
    "Role hijack: tries to install a new persona or system prompt",
    "2026.11.27"
  ),
  rule(
    "VS-PI-003",
    "prompt-injection",
    "high",
    "text",
    true,
    "Concealment: tells the agent to hide actions from the user",
    "2026.11.28"
  ),
  rule(
    "VS-PI-004",
    "prompt-injection",
    "high",
    "text",
    true,
    "Guardrail bypass: asks to disable safety checks, sandboxing or permission prompts",
    "2026.11.28"
  ),
  rule(
    "VS-PI-005",
    "prompt-injection",
    "medium",
    "text",
    true,
    "Asks the agent to reveal its system prompt or hidden instructions"
  ),
  rule(
    "VS-PI-006",
    "prompt-injection",
    "high",
    "text",
    true,
    "Directive block (<IMPORTANT>, <SYSTEM>, a hidden comment) telling the agent to access data, send it or act covertly",
    "2026.11.25"
  ),
  rule(
    "VS-PI-007",
    "prompt-injection",
    "high",
    "text",
    true,
    "Tool shadowing: changes what other tools do (adds recipients, sends their data elsewhere)",
    "2026.11.28"
  ),
  rule(
    "VS-PI-008",
    "prompt-injection",
    "high",
    "text",
    true,
    "Code sabotage: tells the agent to plant a backdoor (a hidden account, route or credential) in the code it writes",
    "2026.12.01"
  ),

  rule(
    "VS-IN-001",
    "inducement",
    "high",
    "text",
    true,
    'Fake prerequisite: "run this first" inducement to download or execute something'
  ),
  rule(
    "VS-IN-002",
    "inducement",
    "high",
    "text",
    true,
    "Password-protected archive to download and open (hides the payload from scanners)"
  ),
  rule(
    "VS-IN-003",
    "inducement",
    "high",
    "text",
    true,
    "ClickFix: asks the user to paste a command into a terminal or the Run dialog"
  ),
  rule(
    "VS-IN-004",
    "inducement",
    "high",
    "text",
    true,
    "Disables OS download protection (quarantine, Gatekeeper, execution policy)",
    "2026.11.27"
  ),
  rule(
    "VS-IN-005",
    "inducement",
    "high",
    "text",
    true,
    "Payment fraud: announces a changed bank account or fixes the payee's details in what the agent writes",
    "2026.12.01"
  ),
  rule(
    "VS-RS-001",
    "remote-script",
    "critical",
    "text",
    true,
    "Remote script piped into a shell or interpreter",
    "2026.11.27"
  ),
  rule(
    "VS-RS-002",
    "remote-script",
    "critical",
    "text",
    true,
    "PowerShell or LOLBin download cradle executing remote code"
  ),
  rule("VS-RS-003", "remote-script", "high", "text", true, "Downloads a file or code and executes it", "2026.11.27"),
  rule(
    "VS-RS-004",
    "remote-script",
    "high",
    "text",
    true,
    "Downloaded content is executed on a later line (download, then chmod/run/eval)",
    "2026.11.28"
  ),
  rule("VS-EX-001", "dangerous-execution", "high", "scripts", false, "Python eval/exec of dynamic code", "2026.11.27"),
  rule(
    "VS-EX-002",
    "dangerous-execution",
    "high",
    "scripts",
    false,
    "Shell command execution (os.system, os.popen, shell=True)",
    "2026.11.27"
  ),
  rule(
    "VS-EX-003",
    "dangerous-execution",
    "high",
    "scripts",
    false,
    "JavaScript eval, Function constructor or vm execution of dynamic code",
    "2026.11.27"
  ),
  rule(
    "VS-EX-004",
    "dangerous-execution",
    "high",
    "scripts",
    false,
    "Node child_process shell execution (exec/execSync or shell: true)",
    "2026.11.27"
  ),
  rule(
    "VS-EX-005",
    "dangerous-execution",
    "high",
    "scripts",
    false,
    "Shell eval or Invoke-Expression of a dynamic string"
  ),
  rule(
    "VS-EX-006",
    "dangerous-execution",
    "critical",
    "text",
    true,
    "Reverse shell or web shell (a remote command channel)",
    "2026.11.27"
  ),
  rule(
    "VS-EX-007",
    "dangerous-execution",
    "high",
    "text",
    true,
    "Runs a cryptocurrency miner or exhausts resources (miner binaries, mining pools, fork bombs)",
    "2026.11.30"
  ),
  rule(
    "VS-EXF-001",
    "exfiltration",
    "high",
    "text",
    true,
    "Sends data to a request-collection or tunnelling service",
    "2026.11.27"
  ),
  rule(
    "VS-EXF-002",
    "exfiltration",
    "critical",
    "text",
    true,
    "Sends environment variables, credentials or secret files over the network",
    "2026.11.28"
  ),
  rule(
    "VS-EXF-003",
    "exfiltration",
    "critical",
    "scripts",
    false,
    "Script collects credentials or the whole environment and also talks to the network",
    "2026.11.27"
  ),
  rule("VS-EXF-004", "exfiltration", "medium", "text", true, "Network call to a raw public IP address"),
  rule(
    "VS-EXF-005",
    "exfiltration",
    "high",
    "text",
    true,
    "Reads the cloud instance metadata service (instance credentials)"
  ),
  rule(
    "VS-EXF-006",
    "exfiltration",
    "critical",
    "text",
    true,
    "Secret or environment data reaches a network call (tracked across lines)",
    "2026.11.27"
  ),
  rule(
    "VS-EXF-007",
    "exfiltration",
    "high",
    "text",
    true,
    "DNS exfiltration: secret data encoded into a looked-up host name",
    "2026.11.28"
  ),
  rule(
    "VS-EXF-008",
    "exfiltration",
    "high",
    "text",
    true,
    "Data smuggled out through a URL the agent renders or opens (an image or link filled with the conversation or secrets)",
    "2026.11.28"
  ),

  rule(
    "VS-EXF-009",
    "exfiltration",
    "high",
    "text",
    true,
    "Instructions send a secret store or the user's private data (credential files, the environment, every token, email or conversation) to a destination outside",
    "2026.11.29"
  ),
  rule("VS-CR-001", "credential-access", "high", "text", true, "Reads SSH private keys"),
  rule(
    "VS-CR-002",
    "credential-access",
    "high",
    "text",
    true,
    "Reads cloud or developer credential files",
    "2026.11.27"
  ),
  rule("VS-CR-003", "credential-access", "high", "text", true, "Hunts for .env files outside the skill"),
  rule(
    "VS-CR-004",
    "credential-access",
    "critical",
    "text",
    true,
    "Reads the OS keychain or password store (dumps it, or runs a credential-dumping module)",
    "2026.11.27"
  ),
  rule(
    "VS-CR-005",
    "credential-access",
    "critical",
    "text",
    true,
    "Reads browser cookies, saved passwords or profile data",
    "2026.11.25"
  ),
  rule(
    "VS-CR-006",
    "credential-access",
    "critical",
    "text",
    true,
    "Targets cryptocurrency wallets or seed phrases",
    "2026.11.27"
  ),
  rule(
    "VS-CR-007",
    "credential-access",
    "critical",
    "text",
    true,
    "Instructs to collect credentials and disclose them (reply, file, upload)",
    "2026.11.28"
  ),
  rule("VS-SEC-001", "hardcoded-secret", "critical", "text", false, "Hard-coded AWS access key id (value redacted)"),
  rule("VS-SEC-002", "hardcoded-secret", "critical", "text", false, "Hard-coded GitHub token (value redacted)"),
  rule("VS-SEC-003", "hardcoded-secret", "critical", "text", false, "Private key material (value redacted)"),
  rule(
    "VS-SEC-004",
    "hardcoded-secret",
    "high",
    "text",
    false,
    "Hard-coded service token or webhook secret (value redacted)",
    "2026.11.27"
  ),
  rule(
    "VS-SEC-005",
    "hardcoded-secret",
    "high",
    "text",
    false,
    "Hard-coded high-entropy secret or password (value redacted)",
    "2026.11.27"
  ),
  rule(
    "VS-OB-001",
    "obfuscation",
    "critical",
    "text",
    true,
    "Decodes an encoded payload and executes it",
    "2026.11.25"
  ),
  rule(
    "VS-OB-002",
    "obfuscation",
    "critical",
    "text",
    true,
    "Encoded blob that decodes to a dangerous payload",
    "2026.11.28"
  ),
  rule(
    "VS-OB-003",
    "obfuscation",
    "high",
    "text",
    true,
    "Builds strings from character codes, long escape sequences or words split across literals",
    "2026.12.01"
  ),
  rule("VS-UNI-001", "hidden-unicode", "high", "text", false, "Bidirectional control characters (Trojan Source)"),
  rule("VS-UNI-002", "hidden-unicode", "medium", "text", false, "Zero-width characters hidden in text", "2026.11.27"),
  rule("VS-UNI-003", "hidden-unicode", "critical", "text", false, "Invisible Unicode tag characters (ASCII smuggling)"),
  rule(
    "VS-UNI-004",
    "hidden-unicode",
    "high",
    "text",
    false,
    "Homoglyphs: a word or domain mixes Latin with Cyrillic or Greek look-alikes"
  ),
  rule(
    "VS-PER-001",
    "persistence-privilege",
    "high",
    "text",
    true,
    "Installs a scheduled task (cron, schtasks, Run key)"
  ),
  rule(
    "VS-PER-002",
    "persistence-privilege",
    "high",
    "text",
    true,
    "Installs a launchd agent or systemd/init service",
    "2026.11.27"
  ),
  rule(
    "VS-PER-003",
    "persistence-privilege",
    "high",
    "text",
    true,
    "Writes to a shell start-up file (.bashrc, .zshrc, .profile, $PROFILE)",
    "2026.11.25"
  ),
  rule(
    "VS-PER-004",
    "persistence-privilege",
    "critical",
    "text",
    true,
    "Privilege escalation: sudoers, setuid bits, privileged groups"
  ),
  rule(
    "VS-PER-005",
    "persistence-privilege",
    "medium",
    "scripts",
    false,
    "Script runs commands as root (sudo, doas, RunAs)"
  ),
  rule("VS-PER-006", "persistence-privilege", "high", "text", true, "Writes SSH authorized_keys or git hooks"),
  rule(
    "VS-PER-007",
    "persistence-privilege",
    "high",
    "text",
    true,
    "Opens up permissions of system paths (chmod 777, chown of system folders)",
    "2026.11.25"
  ),
  rule(
    "VS-PER-008",
    "persistence-privilege",
    "high",
    "text",
    true,
    "Writes to system configuration under /etc",
    "2026.11.25"
  ),
  rule(
    "VS-PER-009",
    "persistence-privilege",
    "high",
    "text",
    true,
    "Wipes logs or shell history (covers tracks)",
    "2026.11.25"
  ),
  rule(
    "VS-PER-010",
    "persistence-privilege",
    "high",
    "text",
    true,
    "Disables host security controls (firewall, SELinux or AppArmor, audit logging, endpoint agents, certificate checks behind a proxy, trusted roots)",
    "2026.11.28"
  ),
  rule(
    "VS-MEM-001",
    "agent-tampering",
    "high",
    "text",
    true,
    "Writes to agent memory or instruction files (CLAUDE.md, AGENTS.md, .cursor/rules)",
    "2026.11.27"
  ),
  rule(
    "VS-MEM-002",
    "agent-tampering",
    "critical",
    "text",
    true,
    "Modifies agent settings, hooks or MCP server configuration",
    "2026.11.27"
  ),
  rule(
    "VS-MEM-003",
    "agent-tampering",
    "high",
    "text",
    true,
    "Asks the agent to store standing permissions or instructions in its long-term memory",
    "2026.11.25"
  ),

  rule(
    "VS-DST-001",
    "destructive",
    "critical",
    "text",
    true,
    "Recursive deletion of the root, the home directory, a user folder or a system directory (any shell or language)",
    "2026.11.27"
  ),
  rule(
    "VS-DST-002",
    "destructive",
    "critical",
    "text",
    true,
    "Wipes or formats a disk, deletes shadow copies or backups, or a fork bomb",
    "2026.11.26"
  ),
  rule("VS-DST-003", "destructive", "high", "text", true, "Force-pushes to a main branch", "2026.11.27"),
  rule("VS-DST-004", "destructive", "high", "text", true, "Drops a database or flushes a data store", "2026.11.27"),
  rule(
    "VS-DST-005",
    "destructive",
    "critical",
    "text",
    true,
    "Logic bomb: a destructive action armed by a date (it runs later, after review)",
    "2026.12.01"
  ),
  rule(
    "VS-SC-001",
    "supply-chain",
    "high",
    "text",
    true,
    "Installs a package whose name is one edit away from a popular package (typosquat)",
    "2026.11.25"
  ),
  rule(
    "VS-SC-002",
    "supply-chain",
    "high",
    "text",
    true,
    "Installs a package from a raw URL or an unpinned git reference",
    "2026.11.27"
  ),
  rule(
    "VS-SC-003",
    "supply-chain",
    "high",
    "text",
    true,
    "Installs from a package index or registry other than the official one (dependency confusion)",
    "2026.11.27"
  ),
  rule(
    "VS-SC-004",
    "supply-chain",
    "high",
    "text",
    false,
    "An install hook of a package manifest (npm preinstall, install, postinstall, prepare) reaches the network or runs code from a string",
    "2026.11.29"
  ),
  rule(
    "VS-SC-005",
    "supply-chain",
    "high",
    "text",
    true,
    "A CI workflow runs a pull request's own code with the repository's secrets (pull_request_target with the pull request's head checked out)",
    "2026.12.01"
  ),
  rule("VS-BIN-001", "bundled-binary", "critical", "file", false, "Bundled native executable (ELF, Mach-O or PE)"),
  rule(
    "VS-BIN-002",
    "bundled-binary",
    "high",
    "file",
    false,
    "Bundled binary or compiled file (.exe, .dll, .so, .pyc, .jar, installer)"
  ),
  rule("VS-BIN-003", "bundled-binary", "medium", "file", false, "Nested archive (its content is not scanned)"),
  rule(
    "VS-CAP-001",
    "undeclared-capability",
    "high",
    "skill",
    false,
    "Script uses the network but SKILL.md does not declare it"
  ),
  rule(
    "VS-CAP-002",
    "undeclared-capability",
    "medium",
    "skill",
    false,
    "Script runs processes or shell commands but SKILL.md does not declare it"
  ),
  rule(
    "VS-CAP-003",
    "undeclared-capability",
    "medium",
    "skill",
    false,
    "No SKILL.md at the root of the skill: nothing is declared"
  ),
  rule(
    "VS-CAP-004",
    "undeclared-capability",
    "high",
    "text",
    false,
    "Claims unrestricted permissions in its manifest (root, every secret, the whole filesystem, an unrestricted shell)",
    "2026.11.30"
  ),
  rule("VS-ARC-001", "archive-integrity", "high", "archive", false, "Symbolic link entry (not followed)"),
  rule(
    "VS-ARC-002",
    "archive-integrity",
    "critical",
    "archive",
    false,
    "Entry path escapes the skill (absolute path or ..)"
  ),
  rule(
    "VS-ARC-003",
    "archive-integrity",
    "high",
    "archive",
    false,
    "Archive limits exceeded (entries, size or compression ratio); the rest is not scanned"
  ),
  rule(
    "VS-ARC-004",
    "archive-integrity",
    "high",
    "archive",
    false,
    "Unreadable archive or entry (corrupt, encrypted, unsupported, duplicate, overlapping, multi-disk)",
    // 2026.11.23: also overlapping entries and multi-disk archives.
    "2026.11.23"
  ),
  rule(
    "VS-ARC-005",
    "archive-integrity",
    "critical",
    "archive",
    false,
    "Archive readers would disagree: a local header differs from the central directory, or bytes lie outside every entry (hidden local record, prefix, gap, trailing data)",
    "2026.11.24"
  ),
  rule(
    "VS-ARC-006",
    "archive-integrity",
    "high",
    "archive",
    false,
    "Entry name with a control, bidirectional or invisible character (it can show as another name)",
    "2026.11.24"
  )
]

/**
 * Rules whose findings are always advisories: facts about the declaration, not evidence
 * of an attack (public skills rarely declare what their scripts do).
 *
 * @category constants
 * @since 0.2.0
 */
export const alwaysAdvisory: ReadonlySet<string> = new Set(["VS-CAP-001", "VS-CAP-002"])

const index = new Map(all.map((entry) => [entry.id, entry]))

/**
 * The rule of an id, if the catalogue has it.
 *
 * @category utilities
 * @since 0.1.0
 */
export const byId = (id: string): Rule | undefined => index.get(id)

/**
 * The rules of a family.
 *
 * @category utilities
 * @since 0.1.0
 */
export const ofFamily = (family: Family): ReadonlyArray<Rule> => all.filter((entry) => entry.family === family)

/**
 * The rule table of the README, one row per rule: id, family, severity, where it is
 * classified (`classified`, `always threat`, `always advisory`) and message. The README
 * carries it between `<!-- rules:start -->` and `<!-- rules:end -->`; a test fails
 * when the two drift.
 *
 * @category utilities
 * @since 0.2.0
 */
export const markdownTable = (): string =>
  [
    "| id | family | severity | context | message |",
    "|---|---|---|---|---|",
    ...all.map((entry) => {
      const context = alwaysAdvisory.has(entry.id)
        ? "always advisory"
        : entry.contextual
          ? "classified"
          : "always threat"
      return `| ${entry.id} | ${entry.family} | ${entry.severity} | ${context} | ${entry.message.replaceAll("|", "\\|")} |`
    })
  ].join("\n")
