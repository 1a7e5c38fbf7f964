// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as CreditLedger from "./CreditLedger.ts"
export * as LedgerMigrations from "./LedgerMigrations.ts"
