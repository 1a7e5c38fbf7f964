/**
 * The reference server for the client's and the command line's tests: a real child
 * process on loopback, on a fresh PostgreSQL database when one answers (it starts in
 * seconds), else on embedded PGlite; a signed-in person and the device flow approved
 * by their browser session.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Exit, Scope } from "effect"
import * as ServerProcess from "../../../examples/server/test/ServerProcess.ts"

export interface ServerTest {
  readonly url: string
  readonly directory: string
  /** Signs `email` in by the emailed code and answers the session cookie's value. */
  readonly signIn: (email: string) => Promise<string>
  /** Approves the device-flow session `sessionId` as the browser of `session` does. */
  readonly approve: (sessionId: string, session: string) => Promise<void>
  readonly stop: () => Promise<void>
}

export const start = async (environment: Record<string, string> = {}): Promise<ServerTest> => {
  const scope = Effect.runSync(Scope.make())
  const directory = mkdtempSync(join(tmpdir(), "vouch-client-server-"))
  const database = DatabaseTest.postgresEnabled
    ? { DATABASE_URL: await Effect.runPromise(Scope.provide(DatabaseTest.freshPostgresUrl("client"), scope)) }
    : {}
  const settings = { VOUCH_DATA_DIR: directory, VOUCH_RATE_LIMITS: "off", ...database, ...environment }
  // `ServerProcess.start` gives a server 60 s to become healthy; on a machine shared by
  // many test runs that is sometimes too short, so a second attempt is made.
  const server = await ServerProcess.start(settings).catch(() => ServerProcess.start(settings))
  return {
    url: server.url,
    directory,
    signIn: (email) => ServerProcess.signIn(server.url, directory, email),
    approve: async (sessionId, session) => {
      const approved = await fetch(`${server.url}/v1/auth/cli/${sessionId}/approve`, {
        method: "POST",
        headers: { cookie: `ss_session=${session}` }
      })
      if (approved.status !== 200) throw new Error(`approve answered ${approved.status}: ${await approved.text()}`)
    },
    stop: async () => {
      await server.stop()
      await Effect.runPromise(Scope.close(scope, Exit.void))
      ServerProcess.removeDirectory(directory)
    }
  }
}
