import { existsSync, readdirSync } from "node:fs"
import { availableParallelism } from "node:os"
import { join } from "node:path"
import { defineConfig } from "vitest/config"

// One vitest configuration for the whole workspace: every package and example
// with a `test/` folder becomes a project named after its folder.

// Test files share one module graph per worker (`isolate: false`): loading effect and
// the packages again for each file cost about 0.5 s of CPU per file (measured with
// `process.cpuUsage()` around each file: 309 s of CPU in vitest's workers, 239 s of it
// inside the files). Their tests leave no process-wide state behind: resources (PGlite
// workers, servers, databases) live in scopes or `afterAll`, the one spy (on
// `crypto.getRandomValues` in envelope) is restored after each test, and vitest
// resets `vi.setConfig` after each file. The command line's tests keep a fresh graph
// per file: they set the environment, spy on the process's streams and load the CLI's
// configuration around in-process commands.
const isolated = new Set(["cli"])
// Node's compile cache for every process of a run (vitest's workers, the servers, CLIs and
// README examples the tests start): each loads effect and the packages again, and reusing
// the compiled code cut the user CPU of two README suites by about 12% (measured here
// back to back, two runs each). A cache set by the caller is kept.
process.env.NODE_COMPILE_CACHE ??= join(import.meta.dirname, "node_modules", ".cache", "vouch-test-compile")

const projectFolders = ["packages", "examples"].flatMap((parent) =>
  existsSync(parent)
    ? readdirSync(parent, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(parent, entry.name, "test")))
        .map((entry) => ({ name: entry.name, root: join(parent, entry.name) }))
    : []
)

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: "workspace", include: ["test/**/*.test.ts"], isolate: isolated.has("workspace") }
      },
      ...projectFolders.map(({ name, root }) => ({
        extends: true,
        test: {
          name,
          root,
          include: ["test/**/*.test.ts"],
          isolate: isolated.has(name)
        }
      }))
    ],
    // Vitest's default is one worker fewer than the cores (a single worker on 2 cores):
    // many files here wait on child processes, sockets and databases, so one worker more
    // than the cores keeps them busy (measured on 2 cores: 509 s with 1 worker, 375 s
    // with 3, 375 s with 5).
    maxWorkers: availableParallelism() + 1,
    testTimeout: 30_000,
    hookTimeout: 60_000
  }
})
