// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as Clip from "./Clip.ts"
export * as GlslPreprocessor from "./GlslPreprocessor.ts"
export * as GlslReader from "./GlslReader.ts"
export * as Prompts from "./Prompts.ts"
export * as ShaderReview from "./ShaderReview.ts"
export * as Validators from "./Validators.ts"
