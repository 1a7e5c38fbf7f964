// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as Masker from "./Masker.ts"
export * as Prompts from "./Prompts.ts"
export * as ProseReader from "./ProseReader.ts"
export * as Validators from "./Validators.ts"
export * as WritingStyle from "./WritingStyle.ts"
