import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, assert, describe, it, vi } from "@effect/vitest"

// Runs every ```ts block of the README as a module, so the examples stay runnable.
const folder = join(import.meta.dirname, ".readme")
const blocks = [
  ...readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8").matchAll(/(`{3,4})ts\n([\s\S]*?)\n\1\n/g)
].map((match) => match[2]!)

describe("README", () => {
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it("has examples", () => assert.isAbove(blocks.length, 3))

  blocks.forEach((block, index) => {
    it(`runs example ${index + 1}`, async () => {
      mkdirSync(folder, { recursive: true })
      const file = join(folder, `example-${index + 1}.ts`)
      writeFileSync(file, block)
      const log = vi.spyOn(console, "log").mockImplementation(() => {})
      try {
        await import(file)
      } finally {
        log.mockRestore()
      }
    })
  })
})
