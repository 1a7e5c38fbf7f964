/**
 * `vouch mcp`: the MCP server of `@vouch/mcp` on stdin and stdout, against the registry
 * and with the key the command line is configured for. Nothing else writes to
 * standard output while it runs (the protocol owns it); notes go to standard error.
 * Besides the registry tools (`search_skills`, `get_skill`, `verify_download`) it has
 * the two that touch this machine's disk, which the HTTP server never offers:
 *
 * - `scan_folder`: scans a skill folder or `.zip` offline with the server's scanner
 *   (as `vouch scan` does);
 * - `install_skill`: verifies a download (as `verify_download`) and installs it into an
 *   agent's skills folder (the table of `Agents`) or any folder, as `vouch install`
 *   does. A `critical` verdict or a tree hash that differs is refused. Before writing,
 *   the user is asked through MCP elicitation when the client supports it; a client
 *   without elicitation must pass `confirm: true`, which an agent should only do after
 *   the user said yes.
 *
 * @since 0.1.0
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js"
import * as SkillVerification from "@vouch/mcp/SkillVerification"
import * as VouchMcp from "@vouch/mcp/VouchMcp"
import { Effect } from "effect"
import * as z from "zod"
import * as Agents from "./Agents.ts"
import type * as Connection from "./Connection.ts"
import * as LocalSkills from "./LocalSkills.ts"

/**
 * Registers `scan_folder` and `install_skill` on `server`.
 *
 * @category constructors
 * @since 0.1.0
 */
export const registerLocalTools = (server: McpServer, client: Connection.Connection["client"]): void => {
  server.registerTool(
    "scan_folder",
    {
      title: "Scan a local skill",
      description:
        "Scans a skill folder (with SKILL.md) or a .zip archive on this machine with the Vouch scanner, offline: the grade (A+ to F), whether it is clean, and every finding (rule, severity, file, line). Reads only the given path.",
      inputSchema: { path: z.string().min(1).describe("An absolute path to a skill folder or a .zip archive") },
      outputSchema: {
        path: z.string(),
        grade: z.string(),
        clean: z.boolean(),
        findings_count: z.number(),
        findings: z.array(
          z.object({
            rule: z.string(),
            severity: z.string(),
            file: z.string(),
            line: z.number(),
            message: z.string()
          })
        ),
        report: z.unknown().describe("The whole ScanReport 1.2")
      },
      annotations: { readOnlyHint: true, openWorldHint: false }
    },
    ({ path }) =>
      VouchMcp.run(
        Effect.suspend(() => {
          const scanned = LocalSkills.scan(path)
          if (scanned === undefined)
            return Effect.fail(new Error(`Cannot read ${path}: pass a skill folder or a .zip archive.`))
          const { report } = scanned
          return Effect.succeed(
            VouchMcp.json({
              path,
              grade: report.grade,
              clean: report.clean,
              findings_count: report.findings_count,
              findings: report.findings.map((finding) => ({
                rule: finding.rule,
                severity: finding.severity,
                file: finding.file,
                line: finding.line,
                message: finding.message
              })),
              report
            })
          )
        })
      )
  )

  server.registerTool(
    "install_skill",
    {
      title: "Install a verified skill",
      description: `Downloads a skill version (by reference or share link), checks its tree hash, scans it and asks the registry for the verdict, then installs it into an agent's skills folder (${Agents.all.map((agent) => `${agent.id}: ${agent.label}`).join("; ")}) or into dir. Refuses a critical verdict. Asks the user to confirm through elicitation when the client supports it; otherwise pass confirm: true only after the user agreed to this install.`,
      inputSchema: {
        source: VouchMcp.source,
        agent: z
          .enum(Agents.ids as [string, ...Array<string>])
          .optional()
          .describe("Whose skills folder to install into (claude by default)"),
        dir: z.string().min(1).optional().describe("Install into <dir>/<name> instead of an agent's folder"),
        replace: z.boolean().optional().describe("Replace an installed copy"),
        confirm: z
          .boolean()
          .optional()
          .describe("For clients without elicitation: true once the user agreed to install this skill")
      },
      outputSchema: {
        ...VouchMcp.verificationShape,
        destination: z.string(),
        installed: z.boolean(),
        outcome: z.enum(["installed", "refused", "declined", "unconfirmed", "exists", "unsafe"])
      },
      annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: true }
    },
    ({ source, agent, dir, replace, confirm }) =>
      VouchMcp.run(
        Effect.gen(function* () {
          const verified = yield* SkillVerification.verify(client, source)
          const destination = LocalSkills.destination(verified.target.name, { agent: agent ?? "claude", dir })!
          const summary = VouchMcp.verificationOf(verified)
          const answer = (
            outcome: "installed" | "refused" | "declined" | "unconfirmed" | "exists" | "unsafe",
            text: string
          ) => ({
            text,
            structured: { ...summary, destination, installed: outcome === "installed", outcome },
            isError: outcome !== "installed" && outcome !== "declined"
          })
          if (verified.refused)
            return answer(
              "refused",
              `Refused to install ${verified.label}: the verdict is ${verified.verification.verdict}${verified.treeHashMatches ? "" : " and the tree hash differs"} (${verified.verification.details}). Nothing was written; do not use this archive.`
            )
          const question = `Install ${verified.label} into ${destination}? Verdict: ${verified.verification.verdict} (${verified.verification.details}); local scan grade ${verified.report.grade} with ${verified.report.findings_count} finding(s).`
          if (server.server.getClientCapabilities()?.elicitation !== undefined) {
            const reply = yield* Effect.promise(() =>
              server.server.elicitInput({
                message: question,
                requestedSchema: {
                  type: "object",
                  properties: {
                    install: { type: "boolean", title: "Install", description: "Install this skill" }
                  },
                  required: ["install"]
                }
              })
            )
            if (reply.action !== "accept" || reply.content?.install !== true)
              return answer("declined", `The user declined: ${verified.label} was not installed.`)
          } else if (confirm !== true)
            return answer(
              "unconfirmed",
              `${question} This client cannot ask the user: ask them, and call install_skill again with confirm: true if they agree.`
            )
          const notInstalled = LocalSkills.install(verified.bytes, destination, { replace: replace === true })
          if (notInstalled !== undefined)
            return answer(
              notInstalled.reason,
              notInstalled.reason === "exists"
                ? `${notInstalled.message} Pass replace: true to replace it, or dir to install elsewhere.`
                : `${notInstalled.message} Nothing was written.`
            )
          return answer(
            "installed",
            `Installed ${verified.label} into ${destination} (verdict ${verified.verification.verdict}).`
          )
        })
      )
  )
}

/**
 * Serves the MCP server on stdin and stdout until the client closes the stream.
 *
 * @category utilities
 * @since 0.1.0
 */
export const serve = async (connection: Pick<Connection.Connection, "client">): Promise<void> => {
  const server = VouchMcp.make({ client: connection.client })
  registerLocalTools(server, connection.client)
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve
    process.stdin.once("end", resolve)
  })
  await server.connect(new StdioServerTransport())
  await closed
  await server.close()
}
