// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as Agents from "./Agents.ts"
export * as Cli from "./Cli.ts"
export * as CliFailure from "./CliFailure.ts"
export * as Commands from "./Commands.ts"
export * as Connection from "./Connection.ts"
export * as Credentials from "./Credentials.ts"
export * as LocalSkills from "./LocalSkills.ts"
export * as McpStdio from "./McpStdio.ts"
export * as Output from "./Output.ts"
export * as Progress from "./Progress.ts"
export * as Sarif from "./Sarif.ts"
export * as SkillZip from "./SkillZip.ts"
