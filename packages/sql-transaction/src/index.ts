// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as Transaction from "./Transaction.ts"
