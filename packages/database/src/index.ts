// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as Database from "./Database.ts"
export * as Migrations from "./Migrations.ts"
export * as Transaction from "./Transaction.ts"
