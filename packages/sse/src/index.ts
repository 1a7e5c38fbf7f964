// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as SseClient from "./SseClient.ts"
export * as SseDecoder from "./SseDecoder.ts"
export * as SseEncoder from "./SseEncoder.ts"
