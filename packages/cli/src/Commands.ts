/**
 * Every `vouch` command on effect's CLI module: typed arguments and flags, help,
 * `--version` and shell completions come from the command tree. Each handler talks to
 * the server only through `@vouch/client` (see `Connection`) and fails only with a
 * `CliFailure`.
 *
 * @since 0.1.0
 */
import { spawn } from "node:child_process"
import { createHash } from "node:crypto"
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import * as Grading from "@vouch/scanner/Grading"
import * as SkillDirectory from "@vouch/scanner/node/SkillDirectory"
import * as ReportFormat from "@vouch/scanner/ReportFormat"
import * as Scanner from "@vouch/scanner/Scanner"
import type { ScanReport } from "@vouch/scanner/ScanReport"
import * as SkillArchive from "@vouch/skill-archive/SkillArchive"
import * as SkillManifest from "@vouch/skill-archive/SkillManifest"
import { Config, Effect, Option } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import { HttpClient, HttpClientRequest } from "effect/http"
import * as Agents from "./Agents.ts"
import * as CliFailure from "./CliFailure.ts"
import * as Connection from "./Connection.ts"
import * as Credentials from "./Credentials.ts"
import * as Output from "./Output.ts"
import * as Sarif from "./Sarif.ts"
import * as SkillZip from "./SkillZip.ts"

// ---------------------------------------------------------------------------
// Shared pieces

/**
 * The root command and its shared flag `--registry`.
 *
 * @category commands
 * @since 0.1.0
 */
export const vouch = Command.make("vouch").pipe(
  Command.withSharedFlags({
    registry: Flag.String("registry").pipe(
      Flag.withDescription(`The Vouch server (env VOUCH_REGISTRY; default ${Connection.defaultRegistry})`),
      Flag.withFallbackConfig(Config.String("VOUCH_REGISTRY")),
      Flag.withDefault(Connection.defaultRegistry)
    )
  }),
  Command.withDescription("Scan, save, share and install AI skills with a Vouch registry.")
)

const json = Flag.Boolean("json").pipe(Flag.withDescription("Print JSON for scripts"), Flag.withDefault(false))

const connect = (options?: Parameters<typeof Connection.connect>[1]) =>
  Effect.flatMap(vouch, ({ registry }) => Connection.connect(registry, options))

const print = (text: string) => Effect.sync(() => process.stdout.write(text.endsWith("\n") ? text : `${text}\n`))
const note = (text: string) => Effect.sync(() => process.stderr.write(`${text}\n`))

/**
 * A skill reference `ns/name[@version]` (the namespace may be written `@ns`).
 *
 * @category models
 * @since 0.1.0
 */
export interface Reference {
  readonly namespace: string
  readonly name: string
  readonly version: string | undefined
}

/**
 * Parses a skill reference; `version: "required"` insists on `@version`.
 *
 * @category parsing
 * @since 0.1.0
 */
export const parseReference = (
  text: string,
  version: "required" | "optional" | "none" = "optional"
): Effect.Effect<Reference, CliFailure.CliFailure> => {
  const match = /^@?([A-Za-z0-9][A-Za-z0-9._-]*)\/([A-Za-z0-9][A-Za-z0-9._-]*)(?:@([^@\s]+))?$/.exec(text)
  const shape = version === "required" ? "ns/name@version" : version === "none" ? "ns/name" : "ns/name[@version]"
  if (
    match === null ||
    (version === "required" && match[3] === undefined) ||
    (version === "none" && match[3] !== undefined)
  )
    return Effect.fail(
      CliFailure.make(
        "usage",
        `"${text}" is not a skill reference.`,
        `Write it as ${shape}, such as ada/csv-tidy${version === "none" ? "" : "@1.0.0"}.`
      )
    )
  return Effect.succeed({ namespace: match[1]!, name: match[2]!, version: match[3] })
}

/**
 * A share link's id from its URL (`…/share/<id>`) or the id itself, and the server
 * origin when a URL names one.
 *
 * @category parsing
 * @since 0.1.0
 */
export const parseShare = (
  text: string
): { readonly shareId: string; readonly origin: string | undefined } | undefined => {
  if (/^shr_[A-Za-z0-9_-]+$/.test(text)) return { shareId: text, origin: undefined }
  try {
    const url = new URL(text)
    const id = /\/share\/(shr_[A-Za-z0-9_-]+)\/?$/.exec(url.pathname)?.[1]
    return id === undefined ? undefined : { shareId: id, origin: url.origin }
  } catch {
    return undefined
  }
}

const sha256 = (bytes: Uint8Array) => `sha256:${createHash("sha256").update(bytes).digest("hex")}`

// ---------------------------------------------------------------------------
// Signing in

const openBrowser = (url: string): void => {
  const [command, ...args] =
    process.platform === "darwin"
      ? ["open", url]
      : process.platform === "win32"
        ? ["cmd", "/c", "start", "", url]
        : ["xdg-open", url]
  try {
    const child = spawn(command!, args, { stdio: "ignore", detached: true })
    child.on("error", () => {})
    child.unref()
  } catch {
    // No browser here: the URL is printed.
  }
}

const login = Command.make(
  "login",
  {
    browser: Flag.Boolean("browser").pipe(
      Flag.withDescription("Open the approval page in a browser (when on a terminal)"),
      Flag.withDefault(true)
    ),
    label: Flag.String("label").pipe(Flag.withDescription("Names the key on your account page"), Flag.optional)
  },
  Effect.fn("Commands.login")(function* ({ browser, label }) {
    const connection = yield* connect({ token: "" })
    const { client } = connection
    const started = yield* Connection.call(
      connection,
      client.auth.startCli({ payload: { label: Option.getOrElse(label, () => `vouch on ${process.platform}`) } })
    )
    const { session_id, login_url, interval, expires_in } = started.data
    // The request's code is the end of its session id: the page's address ends with it, so
    // a person can tell their own request from someone else's.
    const code = session_id.slice(-8)
    yield* print(
      `To sign in, open this page and approve the request whose code is ${Output.paint("bold", code)} (the end of the address):\n\n  ${login_url}\n`
    )
    if (browser && process.stdout.isTTY === true) openBrowser(login_url)
    yield* print(
      Output.paint(
        "dim",
        `Waiting for approval (checking every ${interval} s; the request expires in ${Math.round(expires_in / 60)} min)...`
      )
    )
    for (;;) {
      yield* Effect.sleep(`${Math.max(1, interval)} seconds`)
      const polled = yield* Connection.call(connection, client.auth.pollCli({ params: { session_id } }))
      if (polled.data.status === "expired")
        return yield* CliFailure.make(
          "refused",
          "The sign-in request expired before it was approved.",
          "Run `vouch login` again."
        )
      if (polled.data.status === "approved" && polled.data.api_key !== undefined) {
        const apiKey = polled.data.api_key
        const signedIn = yield* Connection.connect(connection.registry, { token: apiKey })
        const account = yield* Connection.call(signedIn, signedIn.client.account.get())
        Credentials.save(connection.registry, {
          api_key: apiKey,
          username: account.data.username,
          saved_at: new Date().toISOString()
        })
        yield* print(
          `Signed in to ${connection.registry} as ${Output.paint("bold", `@${account.data.username}`)}. The key is in ${Credentials.file()}.`
        )
        return
      }
    }
  })
).pipe(Command.withDescription("Sign in through your browser (the device flow) and store an API key"))

const logout = Command.make(
  "logout",
  {},
  Effect.fn("Commands.logout")(function* () {
    const { registry } = yield* vouch
    const origin = yield* Connection.registryOf(registry)
    const stored = Credentials.read().registries[origin]
    if (stored === undefined) {
      yield* print(
        `Not signed in to ${origin}${process.env.VOUCH_TOKEN ? " (VOUCH_TOKEN is set: unset it yourself)" : ""}.`
      )
      return
    }
    const connection = yield* Connection.connect(origin, { token: stored.api_key })
    // The key is revoked on the server first; a key the server no longer knows is forgotten all the same.
    yield* Effect.ignore(Connection.call(connection, connection.client.auth.logout()))
    Credentials.remove(origin)
    yield* print(`Signed out of ${origin}; the key is revoked.`)
  })
).pipe(Command.withDescription("Revoke the stored key and forget it"))

const whoami = Command.make(
  "whoami",
  { json },
  Effect.fn("Commands.whoami")(function* ({ json }) {
    const connection = yield* connect({ signedIn: true })
    const account = (yield* Connection.call(connection, connection.client.account.get())).data
    if (json) return yield* print(Output.json(account))
    yield* print(
      `@${account.username} <${account.email}>${account.email_verified ? "" : " (email not verified)"}, ${account.tier} tier, on ${connection.registry}`
    )
  })
).pipe(Command.withDescription("Show who you are signed in as"))

// ---------------------------------------------------------------------------
// Scanning and saving

const readTarget = (
  target: string
): Effect.Effect<{ readonly report: ScanReport; readonly directory: boolean }, CliFailure.CliFailure> =>
  Effect.suspend(() => {
    let directory: boolean
    try {
      directory = statSync(target).isDirectory()
    } catch {
      return Effect.fail(CliFailure.make("usage", `Cannot read ${target}.`, "Pass a skill folder or a .zip archive."))
    }
    return Effect.succeed({
      directory,
      report: directory
        ? Scanner.scanContents(SkillDirectory.read(target))
        : Scanner.scanArchive(new Uint8Array(readFileSync(target)))
    })
  })

const scan = Command.make(
  "scan",
  {
    target: Argument.Path("target").pipe(Argument.withDescription("A skill folder or a .zip archive")),
    format: Flag.Literals("format", ["text", "json", "sarif"]).pipe(
      Flag.withDescription("text for people, json (a ScanReport 1.2), sarif (SARIF 2.1.0 for code hosts)"),
      Flag.withDefault("text")
    )
  },
  Effect.fn("Commands.scan")(function* ({ target, format }) {
    const { report } = yield* readTarget(target)
    yield* print(
      format === "json"
        ? ReportFormat.toJson(report)
        : format === "sarif"
          ? Output.json(Sarif.fromReport(report))
          : ReportFormat.toText(report, target)
    )
    if (!report.clean) return yield* CliFailure.make("threats", "")
  })
).pipe(Command.withDescription("Scan a skill offline with the server's scanner (exit 0 clean, 1 threats, 2 usage)"))

const findingKeys = (report: { readonly findings: ReadonlyArray<{ rule: string; file: string; line: number }> }) =>
  new Set(report.findings.map((finding) => `${finding.rule} ${finding.file}:${finding.line}`))

const save = Command.make(
  "save",
  {
    directory: Argument.Directory("directory").pipe(Argument.withDescription("The skill folder (with SKILL.md)")),
    namespace: Flag.String("namespace").pipe(
      Flag.withDescription("Save under an organization (default: your own)"),
      Flag.optional
    ),
    name: Flag.String("name").pipe(Flag.withDescription("The skill's name (default: SKILL.md's name)"), Flag.optional),
    version: Flag.String("set-version").pipe(
      Flag.withDescription("The version (default: the next patch)"),
      Flag.optional
    ),
    changelog: Flag.String("changelog").pipe(Flag.withDescription("What changed"), Flag.optional),
    json
  },
  Effect.fn("Commands.save")(function* ({ directory, namespace, name, version, changelog, json }) {
    const connection = yield* connect({ signedIn: true })
    const zipped = SkillZip.fromDirectory(directory)
    if (!zipped.ok)
      return yield* CliFailure.make(
        "usage",
        `${directory} cannot be archived:\n${zipped.issues.map((issue) => `  ${issue.file}: ${issue.detail}`).join("\n")}`,
        "Remove links and unreadable files, and stay under the archive limits."
      )
    const manifestFile = zipped.files.find((file) => file.path === "SKILL.md")
    const manifest = manifestFile === undefined ? undefined : SkillManifest.parse(manifestFile.bytes)
    const skillName = Option.getOrUndefined(name) ?? (manifest?.ok === true ? manifest.manifest.name : undefined)
    if (skillName === undefined)
      return yield* CliFailure.make(
        "usage",
        manifest?.ok === false ? `SKILL.md: ${manifest.message}` : `${directory} has no SKILL.md.`,
        "Add a SKILL.md whose frontmatter has `name` and `description`, or pass --name."
      )
    const owner = Option.isSome(namespace)
      ? namespace.value
      : (yield* Connection.call(connection, connection.client.account.get())).data.username
    const report = Scanner.scanArchive(zipped.archive)
    // The registry grades A to F (A+ counts as A): the local grade on the same scale.
    const localGrade = Grading.toRegistryGrade(report.grade)
    const form = new FormData()
    form.append(
      "archive",
      new Blob([zipped.archive as Uint8Array<ArrayBuffer>], { type: "application/zip" }),
      `${skillName}.zip`
    )
    const metadata = {
      ...(Option.isSome(version) ? { version: version.value } : {}),
      ...(Option.isSome(changelog) ? { changelog: changelog.value } : {})
    }
    if (Object.keys(metadata).length > 0) form.append("metadata", JSON.stringify(metadata))
    form.append("scan_report", JSON.stringify(report))
    const saved = (yield* Connection.call(
      connection,
      connection.client.skills.save({ params: { ns: owner, name: skillName }, payload: form })
    )).data
    const detail = (yield* Connection.call(
      connection,
      connection.client.skills.getVersion({ params: { ns: owner, name: skillName, version: saved.version.version } })
    )).data
    const reference = detail.reference_report as {
      readonly findings?: ReadonlyArray<{ rule: string; file: string; line: number }>
    } | null
    const local = findingKeys(report)
    const remote = reference?.findings === undefined ? undefined : findingKeys({ findings: reference.findings })
    const onlyLocal = remote === undefined ? [] : [...local].filter((key) => !remote.has(key))
    const onlyReference = remote === undefined ? [] : [...remote].filter((key) => !local.has(key))
    if (json)
      return yield* print(
        Output.json({
          ...saved,
          local_grade: localGrade,
          differences: { only_local: onlyLocal, only_reference: onlyReference }
        })
      )
    const reference_ = saved.version.reference_grade ?? "pending"
    yield* print(
      `${saved.created ? "Saved" : "Unchanged:"} ${owner}/${skillName}@${saved.version.version} (${Output.bytes(saved.version.archive_size)}, ${saved.version.file_count} files, ${saved.version.tree_hash.slice(0, 19)}…)`
    )
    yield* print(`  your scan: grade ${Output.judged(localGrade)}   reference scan: grade ${Output.judged(reference_)}`)
    if (onlyLocal.length + onlyReference.length === 0)
      yield* print("  the reference scan agrees with yours finding by finding")
    else {
      for (const key of onlyLocal) yield* print(`  only in your scan:      ${key}`)
      for (const key of onlyReference) yield* print(`  only in the reference:  ${key}`)
    }
    yield* print(Output.paint("dim", `Share it with: vouch share ${owner}/${skillName}@${saved.version.version}`))
  })
).pipe(Command.withDescription("Archive a skill folder, scan it and save it as a private version"))

const versions = Command.make(
  "versions",
  { skill: Argument.String("skill").pipe(Argument.withDescription("ns/name")), json },
  Effect.fn("Commands.versions")(function* ({ skill, json }) {
    const reference = yield* parseReference(skill, "none")
    const connection = yield* connect()
    const list = (yield* Connection.call(
      connection,
      connection.client.skills.listVersions({ params: { ns: reference.namespace, name: reference.name }, query: {} })
    )).data
    if (json) return yield* print(Output.json(list))
    yield* print(
      Output.table([
        ["VERSION", "SAVED", "GRADE", "REFERENCE", "SIZE", ""].map((cell) => Output.paint("dim", cell)),
        ...list.map((version) => [
          version.version,
          version.saved_at.slice(0, 16).replace("T", " "),
          Output.judged(version.scan_grade ?? "-"),
          Output.judged(version.reference_grade ?? "-"),
          Output.bytes(version.archive_size),
          version.yanked
            ? Output.paint("red", `yanked${version.yank_reason === null ? "" : `: ${version.yank_reason}`}`)
            : ""
        ])
      ])
    )
  })
).pipe(Command.withDescription("List the versions of a skill"))

const withBody = (body: unknown) => (client: HttpClient.HttpClient) =>
  HttpClient.mapRequest(client, HttpClientRequest.bodyJsonUnsafe(body))

const yank = Command.make(
  "yank",
  {
    skill: Argument.String("skill").pipe(Argument.withDescription("ns/name@version")),
    reason: Flag.String("reason").pipe(Flag.withDescription("Why (shown to people who download it)"), Flag.optional)
  },
  Effect.fn("Commands.yank")(function* ({ skill, reason }) {
    const reference = yield* parseReference(skill, "required")
    const connection = yield* connect({
      signedIn: true,
      ...(Option.isSome(reason) ? { transformClient: withBody({ reason: reason.value }) } : {})
    })
    const version = (yield* Connection.call(
      connection,
      connection.client.skills.yank({
        params: { ns: reference.namespace, name: reference.name, version: reference.version! }
      })
    )).data
    yield* print(`Yanked ${reference.namespace}/${reference.name}@${version.version}.`)
  })
).pipe(Command.withDescription("Withdraw a version (its links stop downloading)"))

const remove = Command.make(
  "delete",
  {
    skill: Argument.String("skill").pipe(Argument.withDescription("ns/name")),
    yes: Flag.Boolean("yes").pipe(
      Flag.withDescription("Confirm: the skill and every version go"),
      Flag.withDefault(false)
    )
  },
  Effect.fn("Commands.delete")(function* ({ skill, yes }) {
    const reference = yield* parseReference(skill, "none")
    if (!yes)
      return yield* CliFailure.make(
        "usage",
        `Deleting ${skill} removes every version and link.`,
        `Run \`vouch delete ${skill} --yes\` to confirm.`
      )
    const connection = yield* connect({ signedIn: true })
    yield* Connection.call(
      connection,
      connection.client.skills.deleteSkill({ params: { ns: reference.namespace, name: reference.name } })
    )
    yield* print(`Deleted ${reference.namespace}/${reference.name}.`)
  })
).pipe(Command.withDescription("Delete a skill and all its versions"))

// ---------------------------------------------------------------------------
// Sharing

const share = Command.make(
  "share",
  {
    skill: Argument.String("skill").pipe(Argument.withDescription("ns/name@version")),
    public: Flag.Boolean("public").pipe(Flag.withDescription("Make the skill searchable too"), Flag.withDefault(false)),
    expires: Flag.Literals("expires", ["1d", "7d", "30d", "never"]).pipe(
      Flag.withDescription("When the link stops working"),
      Flag.withDefault("never")
    ),
    json
  },
  Effect.fn("Commands.share")(function* ({ skill, public: isPublic, expires, json }) {
    const reference = yield* parseReference(skill, "required")
    const connection = yield* connect({
      signedIn: true,
      transformClient: withBody({ visibility: isPublic ? "public" : "private", expires_in: expires })
    })
    const link = (yield* Connection.call(
      connection,
      connection.client.sharing.createShare({
        params: { ns: reference.namespace, name: reference.name, version: reference.version! }
      })
    )).data
    const url = `${connection.registry}/v1/share/${link.share_id}`
    if (json) return yield* print(Output.json({ ...link, url }))
    yield* print(
      `Shared ${reference.namespace}/${reference.name}@${link.version} (${link.visibility}${link.expires_at === null ? "" : `, until ${link.expires_at}`}):\n\n  ${url}\n`
    )
    yield* print(Output.paint("dim", `Anyone with the link installs it with: vouch install ${url}`))
  })
).pipe(Command.withDescription("Create a share link for a version"))

const shares = Command.make(
  "shares",
  { skill: Argument.String("skill").pipe(Argument.withDescription("ns/name@version")), json },
  Effect.fn("Commands.shares")(function* ({ skill, json }) {
    const reference = yield* parseReference(skill, "required")
    const connection = yield* connect({ signedIn: true })
    const list = (yield* Connection.call(
      connection,
      connection.client.sharing.listShares({
        params: { ns: reference.namespace, name: reference.name, version: reference.version! }
      })
    )).data
    if (json) return yield* print(Output.json(list))
    yield* print(
      Output.table([
        ["LINK", "STATUS", "VISIBILITY", "EXPIRES", "DOWNLOADS"].map((cell) => Output.paint("dim", cell)),
        ...list.map((link) => [
          link.share_id,
          link.status === "active" ? Output.paint("green", link.status) : Output.paint("red", link.status),
          link.visibility,
          link.expires_at ?? "never",
          String(link.download_count)
        ])
      ])
    )
  })
).pipe(Command.withDescription("List the share links of a version"))

const revoke = Command.make(
  "revoke",
  { link: Argument.String("link").pipe(Argument.withDescription("A share link's URL or id")) },
  Effect.fn("Commands.revoke")(function* ({ link }) {
    const parsed = parseShare(link)
    if (parsed === undefined)
      return yield* CliFailure.make(
        "usage",
        `"${link}" is not a share link.`,
        "Pass the URL `vouch share` printed, or its shr_… id."
      )
    const connection = yield* connect({ signedIn: true })
    const revoked = (yield* Connection.call(
      connection,
      connection.client.sharing.revokeShare({ params: { shareId: parsed.shareId } })
    )).data
    yield* print(
      `Revoked ${revoked.share_id}; ${revoked.namespace}/${revoked.name} is now ${revoked.skill_visibility}.`
    )
  })
).pipe(Command.withDescription("Revoke a share link for good"))

// ---------------------------------------------------------------------------
// Installing

const writeSkill = (target: string, files: ReadonlyArray<SkillArchive.SkillFile>): void => {
  // Written into a fresh sibling folder and renamed into place: never half a skill.
  const staging = `${target}.vouch-${process.pid}`
  rmSync(staging, { recursive: true, force: true })
  for (const file of files) {
    const path = join(staging, ...file.path.split("/"))
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, file.bytes)
    if (file.executable) chmodSync(path, 0o755)
  }
  mkdirSync(dirname(target), { recursive: true })
  rmSync(target, { recursive: true, force: true })
  renameSync(staging, target)
}

const install = Command.make(
  "install",
  {
    source: Argument.String("source").pipe(Argument.withDescription("ns/name[@version], or a share link's URL")),
    agent: Flag.Literals("agent", Agents.ids as ReadonlyArray<string>).pipe(
      Flag.withDescription("Whose skills folder to install into (see the README's table)"),
      Flag.withDefault("claude")
    ),
    dir: Flag.String("dir").pipe(Flag.withDescription("Install into <dir>/<name> instead"), Flag.optional),
    force: Flag.Boolean("force").pipe(
      Flag.withDescription("Install even a critical verdict, and replace an installed copy"),
      Flag.withDefault(false)
    ),
    json
  },
  Effect.fn("Commands.install")(function* ({ source, agent, dir, force, json }) {
    const shared = parseShare(source)
    const root = yield* vouch
    // The server verifies a download only for a signed-in caller: ask before fetching anything.
    const connection = yield* Connection.connect(shared?.origin ?? root.registry, { signedIn: true })
    const { client } = connection
    const target = yield* Effect.gen(function* () {
      if (shared !== undefined) {
        const info = (yield* Connection.call(
          connection,
          client.sharing.shareInfo({ params: { shareId: shared.shareId } })
        )).data
        if (info.status !== "active")
          return yield* CliFailure.make("refused", `The link is ${info.status}.`, "Ask the sharer for a new link.")
        return {
          namespace: info.namespace,
          name: info.name,
          version: info.version,
          treeHash: info.tree_hash,
          shareId: info.share_id
        }
      }
      const reference = yield* parseReference(source)
      const version =
        reference.version ??
        (yield* Connection.call(
          connection,
          client.skills.getSkill({ params: { ns: reference.namespace, name: reference.name } })
        )).data.current_version
      const detail = (yield* Connection.call(
        connection,
        client.skills.getVersion({ params: { ns: reference.namespace, name: reference.name, version } })
      )).data
      return {
        namespace: reference.namespace,
        name: reference.name,
        version,
        treeHash: detail.tree_hash,
        shareId: undefined
      }
    })
    const label = `${target.namespace}/${target.name}@${target.version}`
    const bytes =
      target.shareId === undefined
        ? yield* Connection.call(
            connection,
            client.skills.download({ params: { ns: target.namespace, name: target.name, version: target.version } })
          )
        : yield* Connection.call(connection, client.sharing.shareDownload({ params: { shareId: target.shareId } }))
    const treeHash = sha256(bytes)
    const hashMatches = treeHash === target.treeHash
    const report = Scanner.scanArchive(bytes)
    const verification = (yield* Connection.call(
      connection,
      client.sharing.verify({
        params: { ns: target.namespace, name: target.name, version: target.version },
        payload: {
          scan_report: report as unknown as Record<string, unknown>,
          ...(target.shareId === undefined ? {} : { share_id: target.shareId })
        }
      })
    )).data
    const folder = Option.isSome(dir) ? resolve(dir.value) : Agents.byId(agent)!.folder()
    const destination = join(folder, target.name)
    const refused = verification.verdict === "critical" || !hashMatches
    if (json)
      yield* print(
        Output.json({
          skill: label,
          tree_hash: treeHash,
          tree_hash_matches: hashMatches,
          grade: report.grade,
          ...verification,
          destination,
          installed: !refused || force
        })
      )
    else {
      yield* print(
        `${label}: ${Output.bytes(bytes.length)}, tree hash ${hashMatches ? Output.paint("green", "matches") : Output.paint("red", `DIFFERS (expected ${target.treeHash}, got ${treeHash})`)}`
      )
      yield* print(`  local scan: grade ${Output.judged(report.grade)}, ${report.findings_count} finding(s)`)
      yield* print(`  verdict: ${Output.judged(verification.verdict)}: ${verification.details}`)
    }
    if (refused && !force)
      return yield* CliFailure.make(
        "refused",
        `Refused to install ${label}: the verdict is critical; nothing was written.`,
        "The archive is not what was saved. Do not use it; if you trust the source anyway, pass --force."
      )
    if (verification.verdict === "divergent" && !json)
      yield* note(
        Output.paint("yellow", "Note: the scans disagree (see the verdict's details); read the skill before using it.")
      )
    const skill = SkillArchive.read(bytes)
    if (!skill.ok)
      return yield* CliFailure.make(
        "refused",
        `The archive cannot be unpacked safely: ${skill.problem.message}`,
        "Nothing was written; report it to the sharer."
      )
    if (existsSync(destination) && !force)
      return yield* CliFailure.make(
        "usage",
        `${destination} already exists.`,
        "Pass --force to replace it, or --dir to install elsewhere."
      )
    writeSkill(destination, skill.skill.files)
    if (!json) yield* print(`Installed into ${destination}`)
  })
).pipe(Command.withDescription("Download, check, scan and verify a skill, then install it for an agent"))

// ---------------------------------------------------------------------------
// Finding skills

const search = Command.make(
  "search",
  {
    query: Argument.String("query").pipe(Argument.withDescription("Words to look for"), Argument.optional),
    sort: Flag.Literals("sort", ["recent", "popular", "verified", "trending", "hot"]).pipe(Flag.withDefault("recent")),
    limit: Flag.Int("limit").pipe(Flag.withDefault(20)),
    json
  },
  Effect.fn("Commands.search")(function* ({ query, sort, limit, json }) {
    const connection = yield* connect()
    const found = (yield* Connection.call(
      connection,
      connection.client.skills.search({
        query: { ...(Option.isSome(query) ? { q: query.value } : {}), sort, limit: String(limit) }
      })
    )).data
    if (json) return yield* print(Output.json(found))
    if (found.length === 0) return yield* print("No skills found.")
    yield* print(
      Output.table([
        ["SKILL", "VERSION", "STARS", "DOWNLOADS", "DESCRIPTION"].map((cell) => Output.paint("dim", cell)),
        ...found.map((skill) => [
          `${skill.namespace}/${skill.name}`,
          skill.current_version,
          String(skill.star_count),
          String(skill.download_count),
          skill.description.slice(0, 60)
        ])
      ])
    )
  })
).pipe(Command.withDescription("Search public skills"))

const info = Command.make(
  "info",
  { skill: Argument.String("skill").pipe(Argument.withDescription("ns/name[@version]")), json },
  Effect.fn("Commands.info")(function* ({ skill, json }) {
    const reference = yield* parseReference(skill)
    const connection = yield* connect()
    const found = (yield* Connection.call(
      connection,
      connection.client.skills.getSkill({ params: { ns: reference.namespace, name: reference.name } })
    )).data
    const version = (yield* Connection.call(
      connection,
      connection.client.skills.getVersion({
        params: { ns: reference.namespace, name: reference.name, version: reference.version ?? found.current_version }
      })
    )).data
    if (json) return yield* print(Output.json({ ...found, version }))
    yield* print(`${Output.paint("bold", `${found.namespace}/${found.name}`)}@${version.version} (${found.visibility})`)
    yield* print(`  ${found.description}`)
    yield* print(
      `  ${found.star_count} stars, ${found.download_count} downloads, ${found.verification_count} verifications`
    )
    yield* print(
      `  grade ${Output.judged(version.scan_grade ?? "-")}, reference ${Output.judged(version.reference_grade ?? "-")}, ${version.file_count} files, ${Output.bytes(version.archive_size)}`
    )
    yield* print(`  tree hash ${version.tree_hash}`)
  })
).pipe(Command.withDescription("Show a skill and one of its versions"))

const star = Command.make(
  "star",
  {
    skill: Argument.String("skill").pipe(Argument.withDescription("ns/name")),
    remove: Flag.Boolean("remove").pipe(Flag.withDescription("Take the star back"), Flag.withDefault(false))
  },
  Effect.fn("Commands.star")(function* ({ skill, remove }) {
    const reference = yield* parseReference(skill, "none")
    const connection = yield* connect({ signedIn: true })
    const params = { ns: reference.namespace, name: reference.name }
    const state = (yield* Connection.call(
      connection,
      remove ? connection.client.skills.unstar({ params }) : connection.client.skills.star({ params })
    )).data
    yield* print(`${state.starred ? "Starred" : "Unstarred"} ${skill} (${state.star_count} stars).`)
  })
).pipe(Command.withDescription("Star a skill (or --remove the star)"))

// ---------------------------------------------------------------------------
// API keys

const keysList = Command.make(
  "list",
  { json },
  Effect.fn("Commands.keysList")(function* ({ json }) {
    const connection = yield* connect({ signedIn: true })
    const keys = (yield* Connection.call(connection, connection.client.account.listKeys())).data
    if (json) return yield* print(Output.json(keys))
    yield* print(
      Output.table([
        ["KEY", "KIND", "LABEL", "CREATED", "EXPIRES", "LAST USED"].map((cell) => Output.paint("dim", cell)),
        ...keys.map((key) => [
          key.key_id,
          key.kind,
          key.label ?? "",
          key.created_at.slice(0, 10),
          key.expires_at?.slice(0, 10) ?? "never",
          key.last_used_at?.slice(0, 16).replace("T", " ") ?? "-"
        ])
      ])
    )
  })
).pipe(Command.withDescription("List your API keys"))

const keysCreate = Command.make(
  "create",
  {
    label: Flag.String("label").pipe(Flag.withDescription("What the key is for"), Flag.optional),
    expires: Flag.Int("expires-in-days").pipe(Flag.withDescription("Days until it stops working"), Flag.optional),
    json
  },
  Effect.fn("Commands.keysCreate")(function* ({ label, expires, json }) {
    const connection = yield* connect({ signedIn: true })
    const issued = (yield* Connection.call(
      connection,
      connection.client.account.createKey({
        payload: {
          ...(Option.isSome(label) ? { label: label.value } : {}),
          ...(Option.isSome(expires) ? { expires_in_days: expires.value } : {})
        }
      })
    )).data
    if (json) return yield* print(Output.json(issued))
    yield* print(
      `Created ${issued.key_id}${issued.expires_at === null ? "" : `, expires ${issued.expires_at}`}. The key is shown once:\n\n  ${issued.api_key}\n`
    )
  })
).pipe(Command.withDescription("Create an API key (shown once)"))

const keysRevoke = Command.make(
  "revoke",
  { keyId: Argument.String("key-id") },
  Effect.fn("Commands.keysRevoke")(function* ({ keyId }) {
    const connection = yield* connect({ signedIn: true })
    yield* Connection.call(connection, connection.client.account.revokeKey({ params: { keyId } }))
    yield* print(`Revoked ${keyId}.`)
  })
).pipe(Command.withDescription("Revoke an API key"))

const keys = Command.make("keys").pipe(
  Command.withDescription("Manage your API keys"),
  Command.withSubcommands([keysList, keysCreate, keysRevoke])
)

/**
 * The whole command tree.
 *
 * @category commands
 * @since 0.1.0
 */
export const command = vouch.pipe(
  Command.withSubcommands([
    login,
    logout,
    whoami,
    scan,
    save,
    versions,
    yank,
    remove,
    share,
    shares,
    revoke,
    install,
    search,
    info,
    star,
    keys
  ])
)
