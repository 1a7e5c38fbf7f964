import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { format } from "node:util"
import { afterAll, assert, describe, it, vi } from "@effect/vitest"
import { Effect } from "effect"
import * as FixtureServer from "./FixtureServer.ts"

// Runs every ```ts block of the README as a module, so the examples stay runnable. The
// OpenAI-compatible server of the first example is a loopback stand-in for Ollama.
const folder = join(import.meta.dirname, ".readme")
const blocks = [
  ...readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8").matchAll(/(`{3,4})ts\n([\s\S]*?)\n\1\n/g)
].map((match) => match[2]!)

describe("README", () => {
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it("has examples", () => assert.isAtLeast(blocks.length, 2))

  blocks.forEach((block, index) => {
    it(`runs example ${index + 1}`, () =>
      Effect.runPromise(
        Effect.scoped(
          Effect.gen(function* () {
            const server = yield* FixtureServer.start([FixtureServer.sse("openai/ollama.sse")])
            mkdirSync(folder, { recursive: true })
            const file = join(folder, `example-${index + 1}.ts`)
            writeFileSync(file, block)
            const lines: Array<string> = []
            const log = vi.spyOn(console, "log").mockImplementation((...values) => {
              lines.push(format(...values))
            })
            const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true)
            const previous = process.env.OPENAI_BASE_URL
            process.env.OPENAI_BASE_URL = `${server.url}/v1`
            yield* Effect.promise(() => import(file)).pipe(
              Effect.ensuring(
                Effect.sync(() => {
                  log.mockRestore()
                  write.mockRestore()
                  if (previous === undefined) delete process.env.OPENAI_BASE_URL
                  else process.env.OPENAI_BASE_URL = previous
                })
              )
            )
            // Every `// => value` after a console.log is what the example printed.
            const expected = [...block.matchAll(/console\.log\([\s\S]*?\)\s*(?:\/\/ => (.*)|\n\s*\/\/ => (.*))/g)].map(
              (match) => (match[1] ?? match[2])!.trim()
            )
            for (const line of expected) assert.include(lines.join("\n"), line)
          })
        )
      ))
  })
})
