/**
 * The Model Context Protocol server of a Vouch registry, on the official TypeScript
 * SDK (`@modelcontextprotocol/sdk`): an `McpServer` whose tools call the registry
 * through `@vouch/client` as the caller the client was built for. It reads no file and
 * imports no `node:` module, so a host mounts it over HTTP (`McpHttp`) and the command
 * line runs it over stdio (`vouch mcp`, which adds the tools that touch the local
 * disk: `scan_folder` and `install_skill`).
 *
 * | tool | what it does |
 * |---|---|
 * | `search_skills` | full-text search over public skills (`GET /v1/skills/search`) |
 * | `get_skill` | a skill, one of its versions (the latest by default) and that version's scan reports |
 * | `verify_download` | downloads a version, checks its tree hash, scans it and asks the registry for the verdict |
 *
 * ```ts
 * const client = yield* VouchClient.make({ baseUrl: "http://localhost:8787", token })
 * const server = VouchMcp.make({ client })
 * await server.connect(transport)
 * ```
 *
 * @since 0.1.0
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import type { VouchClient } from "@vouch/client"
import { Cause, Effect, Exit } from "effect"
import * as z from "zod"
import * as SkillVerification from "./SkillVerification.ts"

/**
 * The server's name in the `initialize` handshake.
 *
 * @category constants
 * @since 0.1.0
 */
export const serverName = "vouch"

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** The registry client, built for the caller (their key, or none). */
  readonly client: VouchClient.Client
  /** The version the server announces; `0.1.0` by default. */
  readonly version?: string | undefined
  /** Shown to the agent after `initialize`. */
  readonly instructions?: string | undefined
}

/**
 * What a failed registry call means for the agent: the server's `code` and message,
 * a registry that cannot be reached, or the verification's own reason.
 *
 * @category errors
 * @since 0.1.0
 */
export const describeFailure = (error: unknown): string => {
  const tagged = error as {
    readonly _tag?: string
    readonly code?: string
    readonly message?: string
    readonly reason?: { readonly _tag?: string; readonly response?: { readonly status?: number } }
  }
  if (tagged._tag === "ApiError" && typeof tagged.code === "string")
    return `${tagged.message ?? tagged.code} (${tagged.code})${
      tagged.code === "unauthorized"
        ? ": this needs a signed-in caller (over HTTP an API key as the bearer; for `vouch mcp`, `vouch login` or VOUCH_TOKEN)."
        : ""
    }`
  if (tagged._tag === "HttpClientError")
    return tagged.reason?._tag === "TransportError"
      ? "The Vouch registry could not be reached."
      : `The Vouch registry answered ${tagged.reason?.response?.status ?? "something"} that is not a Vouch envelope.`
  if (tagged._tag === "SkillVerificationError") return tagged.message ?? "The source cannot be verified."
  return tagged.message ?? String(error)
}

/**
 * A tool's answer: the text the agent reads and the structured content the tool's
 * output schema describes.
 *
 * @category models
 * @since 0.1.0
 */
export interface Answer {
  readonly text: string
  readonly structured: Record<string, unknown>
  readonly isError?: boolean | undefined
}

/**
 * Runs a tool's effect into the SDK's `CallToolResult`: a failure becomes a result
 * with `isError` and the failure described (the protocol's way of telling the agent a
 * tool failed), never a thrown protocol error.
 *
 * @category utilities
 * @since 0.1.0
 */
export const run = async <E>(effect: Effect.Effect<Answer, E>): Promise<CallToolResult> => {
  const exit = await Effect.runPromiseExit(effect)
  if (Exit.isSuccess(exit))
    return {
      content: [{ type: "text", text: exit.value.text }],
      structuredContent: exit.value.structured,
      ...(exit.value.isError === true ? { isError: true } : {})
    }
  return { content: [{ type: "text", text: describeFailure(Cause.squash(exit.cause)) }], isError: true }
}

/**
 * The text of an answer whose structured content says it all.
 *
 * @category utilities
 * @since 0.1.0
 */
export const json = (structured: Record<string, unknown>): Answer => ({
  text: JSON.stringify(structured, null, 2),
  structured
})

const skillReference = z
  .string()
  .regex(/^@?[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9][A-Za-z0-9._-]*(@[^@\s]+)?$/)
  .describe("A skill as ns/name, or ns/name@version for one version")

/**
 * The input of `verify_download` and `install_skill`: a skill reference or a share link.
 *
 * @category models
 * @since 0.1.0
 */
export const source = z
  .string()
  .min(1)
  .max(2048)
  .describe("ns/name[@version] (the latest version when none is given), or a share link's URL or shr_… id")

const skillShape = {
  namespace: z.string(),
  name: z.string(),
  type: z.string(),
  description: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  visibility: z.string(),
  current_version: z.string(),
  download_count: z.number(),
  star_count: z.number(),
  verification_count: z.number(),
  updated_at: z.string()
}

/**
 * The structured output of `verify_download` (and the verification part of
 * `install_skill`'s).
 *
 * @category models
 * @since 0.1.0
 */
export const verificationShape = {
  skill: z.string().describe("ns/name@version"),
  tree_hash: z.string().describe("The downloaded archive's tree hash"),
  expected_tree_hash: z.string().describe("The tree hash the registry stored for the version"),
  tree_hash_matches: z.boolean(),
  local_grade: z.string().describe("The grade of the local scan (A+ to F)"),
  findings_count: z.number(),
  verdict: z.enum(["verified", "divergent", "critical"]),
  details: z.string(),
  verification_id: z.string(),
  refused: z.boolean().describe("True when the verdict is critical or the tree hash differs: do not use it")
}

/**
 * A verified download as `verificationShape` describes it.
 *
 * @category utilities
 * @since 0.1.0
 */
export const verificationOf = (verified: SkillVerification.Verified) => ({
  skill: verified.label,
  tree_hash: verified.treeHash,
  expected_tree_hash: verified.target.treeHash,
  tree_hash_matches: verified.treeHashMatches,
  local_grade: verified.report.grade,
  findings_count: verified.report.findings_count,
  verdict: verified.verification.verdict,
  details: verified.verification.details,
  verification_id: verified.verification.verification_id,
  refused: verified.refused
})

/**
 * Registers the registry tools on an existing server: `search_skills`, `get_skill`
 * and `verify_download`.
 *
 * @category constructors
 * @since 0.1.0
 */
export const registerTools = (server: McpServer, client: VouchClient.Client): void => {
  server.registerTool(
    "search_skills",
    {
      title: "Search skills",
      description:
        "Search the public skills of the Vouch registry by words (name, description, tags, SKILL.md), optionally filtered by category, namespace or type, sorted by recency, popularity, verifications or trend.",
      inputSchema: {
        query: z.string().max(200).optional().describe("Words to look for"),
        category: z.string().max(100).optional(),
        namespace: z.string().max(100).optional().describe("Only skills of this user or organization"),
        type: z.enum(["skill", "skillset"]).optional(),
        sort: z.enum(["recent", "popular", "verified", "trending", "hot"]).optional().describe("recent by default"),
        limit: z.number().int().min(1).max(50).optional().describe("At most this many (20 by default)")
      },
      outputSchema: { skills: z.array(z.object(skillShape)) },
      annotations: { readOnlyHint: true, openWorldHint: true }
    },
    ({ query, category, namespace, type, sort, limit }) =>
      run(
        Effect.gen(function* () {
          const found = (yield* client.skills.search({
            query: {
              ...(query === undefined ? {} : { q: query }),
              ...(category === undefined ? {} : { category }),
              ...(namespace === undefined ? {} : { namespace }),
              ...(type === undefined ? {} : { type }),
              ...(sort === undefined ? {} : { sort }),
              limit: String(limit ?? 20)
            }
          })).data
          const skills = found.map((skill) => ({
            namespace: skill.namespace,
            name: skill.name,
            type: skill.type,
            description: skill.description,
            category: skill.category,
            tags: [...skill.tags],
            visibility: skill.visibility,
            current_version: skill.current_version,
            download_count: skill.download_count,
            star_count: skill.star_count,
            verification_count: skill.verification_count,
            updated_at: skill.updated_at
          }))
          return json({ skills })
        })
      )
  )

  server.registerTool(
    "get_skill",
    {
      title: "Skill details and scan report",
      description:
        "A skill of the Vouch registry and one of its versions (the latest unless ns/name@version names one): its description, counts, files, tree hash, grades, the sharer's scan report and the registry's reference scan report. Private skills need the caller's key.",
      inputSchema: { skill: skillReference },
      outputSchema: {
        skill: z.object(skillShape),
        version: z.object({
          version: z.string(),
          changelog: z.string(),
          tree_hash: z.string(),
          archive_size: z.number(),
          file_count: z.number(),
          yanked: z.boolean(),
          saved_at: z.string(),
          scan_grade: z.string().nullable(),
          reference_grade: z.string().nullable(),
          verification_count: z.number(),
          files: z.array(z.object({ path: z.string(), size: z.number(), executable: z.boolean() })),
          scan_report: z.unknown().describe("The sharer's ScanReport, or null"),
          reference_report: z.unknown().describe("The registry's reference ScanReport, or null")
        })
      },
      annotations: { readOnlyHint: true, openWorldHint: true }
    },
    ({ skill }) =>
      run(
        Effect.gen(function* () {
          const reference = SkillVerification.parseReference(skill)!
          const params = { ns: reference.namespace, name: reference.name }
          const found = (yield* client.skills.getSkill({ params })).data
          const detail = (yield* client.skills.getVersion({
            params: { ...params, version: reference.version ?? found.current_version }
          })).data
          return json({
            skill: {
              namespace: found.namespace,
              name: found.name,
              type: found.type,
              description: found.description,
              category: found.category,
              tags: [...found.tags],
              visibility: found.visibility,
              current_version: found.current_version,
              download_count: found.download_count,
              star_count: found.star_count,
              verification_count: found.verification_count,
              updated_at: found.updated_at
            },
            version: {
              version: detail.version,
              changelog: detail.changelog,
              tree_hash: detail.tree_hash,
              archive_size: detail.archive_size,
              file_count: detail.file_count,
              yanked: detail.yanked,
              saved_at: detail.saved_at,
              scan_grade: detail.scan_grade,
              reference_grade: detail.reference_grade,
              verification_count: detail.verification_count,
              files: detail.files.map((file) => ({ path: file.path, size: file.size, executable: file.executable })),
              scan_report: detail.scan_report ?? null,
              reference_report: detail.reference_report ?? null
            }
          })
        })
      )
  )

  server.registerTool(
    "verify_download",
    {
      title: "Verify a download",
      description:
        "Downloads a version of a skill (by reference or through a share link), checks its tree hash against the registry's, scans it with the Vouch scanner and submits the report to the registry, which answers a verdict: verified (the scans agree), divergent (they differ: read the details) or critical (the archive is not what was saved: do not use it). Writes nothing. Needs a signed-in caller.",
      inputSchema: { source },
      outputSchema: verificationShape,
      annotations: { readOnlyHint: false, idempotentHint: false, openWorldHint: true }
    },
    ({ source }) =>
      run(Effect.map(SkillVerification.verify(client, source), (verified) => json(verificationOf(verified))))
  )
}

/**
 * A new server with the registry tools (`registerTools`) on `options.client`.
 *
 * @category constructors
 * @since 0.1.0
 */
export const make = (options: Options): McpServer => {
  const server = new McpServer(
    { name: serverName, title: "Vouch registry", version: options.version ?? "0.1.0" },
    {
      capabilities: { tools: {} },
      instructions:
        options.instructions ??
        "Find, inspect and verify AI skills in a Vouch registry. Verify a download (verify_download) before using a skill; never use one whose verdict is critical."
    }
  )
  registerTools(server, options.client)
  return server
}
