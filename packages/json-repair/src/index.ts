// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as IncrementalParser from "./IncrementalParser.ts"
export * as JsonRepair from "./JsonRepair.ts"
export * as ReplyCheck from "./ReplyCheck.ts"
