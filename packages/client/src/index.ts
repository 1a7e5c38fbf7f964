// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as VouchApi from "./VouchApi.ts"
export * as VouchClient from "./VouchClient.ts"
export * as VouchFetch from "./VouchFetch.ts"
