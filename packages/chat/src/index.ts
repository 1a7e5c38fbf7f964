// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as ChatApp from "./ChatApp.ts"
