// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as ApiError from "./ApiError.ts"
export * as ApiMount from "./ApiMount.ts"
export * as Envelope from "./Envelope.ts"
export * as EnvelopeClient from "./EnvelopeClient.ts"
export * as ErrorCode from "./ErrorCode.ts"
export * as HttpEnvelope from "./HttpEnvelope.ts"
export * as InputGuard from "./InputGuard.ts"
export * as Pagination from "./Pagination.ts"
export * as RequestId from "./RequestId.ts"
export * as RoutePath from "./RoutePath.ts"
