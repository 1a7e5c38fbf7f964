import { defineConfig } from "tsup"

// One shared build for every package: run from the package folder
// (`tsup --config ../../tsup.config.ts`), one entry per public module, plus the
// scripts of worker threads (`src/internal/*Worker.ts`), which are loaded by path.
export default defineConfig({
  entry: ["src/*.ts", "src/internal/*Worker.ts"],
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
