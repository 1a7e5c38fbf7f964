// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as ReadCache from "./ReadCache.ts"
export * as Rows from "./Rows.ts"
export * as Transaction from "./Transaction.ts"
