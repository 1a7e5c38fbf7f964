// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as Digest from "./Digest.ts"
export * as SemanticVersion from "./SemanticVersion.ts"
export * as SkillArchive from "./SkillArchive.ts"
export * as SkillManifest from "./SkillManifest.ts"
export * as Zip from "./Zip.ts"
