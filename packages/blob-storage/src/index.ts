// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

export * as BlobStorage from "./BlobStorage.ts"
export * as BlobStorageMigrations from "./BlobStorageMigrations.ts"
