// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as SemanticVersion from "./SemanticVersion.ts"
export * as SkillArchive from "./SkillArchive.ts"
export * as SkillManifest from "./SkillManifest.ts"
export * as Zip from "./Zip.ts"
