import { defineConfig } from "tsup"

// One shared build for every package: run from the package folder
// (`tsup --config ../../tsup.config.ts`), one entry per public module.
export default defineConfig({
  entry: ["src/*.ts"],
  format: ["esm"],
  target: "node22",
  platform: "neutral",
  dts: { compilerOptions: { noEmit: false, emitDeclarationOnly: true, allowImportingTsExtensions: true } },
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  outDir: "dist",
  tsconfig: "../../tsconfig.base.json"
})
