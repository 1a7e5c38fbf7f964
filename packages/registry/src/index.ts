// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as Badge from "./Badge.ts"
export * as RegistryActor from "./RegistryActor.ts"
export * as RegistryApi from "./RegistryApi.ts"
export * as RegistryHttp from "./RegistryHttp.ts"
export * as RegistryMigrations from "./RegistryMigrations.ts"
export * as RegistryStats from "./RegistryStats.ts"
export * as SaveMetadata from "./SaveMetadata.ts"
export * as ShareLinks from "./ShareLinks.ts"
export * as SkillRegistry from "./SkillRegistry.ts"
export * as StorageQuota from "./StorageQuota.ts"
export * as Verifications from "./Verifications.ts"
export * as VersionScans from "./VersionScans.ts"
