// @barrel: Auto-generated exports. Do not edit manually (pnpm codegen).

