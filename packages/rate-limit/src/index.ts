// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as RateLimitMiddleware from "./RateLimitMiddleware.ts"
export * as RateLimitStore from "./RateLimitStore.ts"
export * as RatePolicy from "./RatePolicy.ts"
