// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as Review from "./Review.ts"
export * as ReviewDialect from "./ReviewDialect.ts"
export * as ReviewEval from "./ReviewEval.ts"
export * as ShaderReviewApp from "./ShaderReviewApp.ts"
export * as ShaderReviewScript from "./ShaderReviewScript.ts"
export * as SwiftReviewApp from "./SwiftReviewApp.ts"
export * as SwiftReviewScript from "./SwiftReviewScript.ts"
export * as WritingStyleApp from "./WritingStyleApp.ts"
export * as WritingStyleScript from "./WritingStyleScript.ts"
