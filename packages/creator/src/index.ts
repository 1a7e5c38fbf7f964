// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as AppForm from "./AppForm.ts"
export * as CreatorAccounts from "./CreatorAccounts.ts"
export * as CreatorChat from "./CreatorChat.ts"
export * as CreatorConfig from "./CreatorConfig.ts"
export * as CreatorError from "./CreatorError.ts"
export * as CreatorEvent from "./CreatorEvent.ts"
export * as CreatorHttp from "./CreatorHttp.ts"
export * as CreatorMigrations from "./CreatorMigrations.ts"
export * as CreatorTools from "./CreatorTools.ts"
export * as HostedApp from "./HostedApp.ts"
export * as HostedApps from "./HostedApps.ts"
export * as PromptTemplate from "./PromptTemplate.ts"
