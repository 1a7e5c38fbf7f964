// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as McpHttp from "./McpHttp.ts"
export * as SkillVerification from "./SkillVerification.ts"
export * as VouchMcp from "./VouchMcp.ts"
