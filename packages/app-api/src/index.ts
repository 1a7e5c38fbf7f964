// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as App from "./App.ts"
export * as AppApi from "./AppApi.ts"
export * as AppAuthentication from "./AppAuthentication.ts"
export * as AppError from "./AppError.ts"
export * as AppHttp from "./AppHttp.ts"
export * as AppMetering from "./AppMetering.ts"
export * as AppMigrations from "./AppMigrations.ts"
export * as AppRuntime from "./AppRuntime.ts"
