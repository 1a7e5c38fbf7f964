// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as Badge from "./Badge.ts"
