import { Effect } from "effect"
import * as ReadmeExamples from "../../../scripts/ReadmeExamples.ts"
import * as FixtureServer from "./FixtureServer.ts"

// The OpenAI-compatible server the first example talks to is a loopback stand-in for Ollama.
ReadmeExamples.suite(import.meta.dirname, {
  minimum: 2,
  env: Effect.map(FixtureServer.start([FixtureServer.sse("openai/ollama.sse")]), (server) => ({
    OPENAI_BASE_URL: `${server.url}/v1`
  }))
})
