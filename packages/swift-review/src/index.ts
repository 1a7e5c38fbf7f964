// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as Prompts from "./Prompts.ts"
export * as SwiftReader from "./SwiftReader.ts"
export * as SwiftReview from "./SwiftReview.ts"
export * as TreeSitter from "./TreeSitter.ts"
export * as Validators from "./Validators.ts"
