import * as ReadmeExamples from "../../../scripts/ReadmeExamples.ts"

// The examples run as the README advises one-shot scripts that load the grammar: without
// V8's background optimisation of its WebAssembly, which an exiting process waits for
// (about 20 s on 2 cores for the tree-sitter example).
ReadmeExamples.suite(import.meta.dirname, {
  minimum: 2,
  nodeArguments: ["--no-wasm-dynamic-tiering", "--no-wasm-tier-up"]
})
