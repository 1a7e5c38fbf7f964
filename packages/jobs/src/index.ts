// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as JobMigrations from "./JobMigrations.ts"
export * as JobStore from "./JobStore.ts"
