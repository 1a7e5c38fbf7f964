import { existsSync, readdirSync } from "node:fs"
import { availableParallelism } from "node:os"
import { join } from "node:path"
import { defineConfig } from "vitest/config"

// One vitest configuration for the whole workspace: every package and example
// with a `test/` folder becomes a project named after its folder.

// The pure packages' test files share one module graph per worker (`isolate: false`):
// none of them changes process-wide state (environment, spies on process streams,
// the CLI's configuration) or starts a server process, and loading effect and the
// package again for each file was a quarter of their time (measured on 6 of them:
// 148 s of CPU isolated, 116 s shared). The others keep a fresh graph per file.
const shared = new Set([
  "json-repair",
  "sse",
  "skill-archive",
  "writing-style",
  "shader-review",
  "swift-review",
  "models",
  "rate-limit",
  "envelope",
  "registry",
  "app-api",
  "identity",
  "database",
  "jobs",
  "ledger",
  "billing",
  "blob-storage",
  "creator",
  "chat",
  "sql-repository",
  "scanner",
  "server",
  "review-kit",
  "workspace"
])
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
      { extends: true, test: { name: "workspace", include: ["test/**/*.test.ts"], isolate: !shared.has("workspace") } },
      ...projectFolders.map(({ name, root }) => ({
        extends: true,
        test: {
          name,
          root,
          include: ["test/**/*.test.ts"],
          isolate: !shared.has(name)
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
