/**
 * Starts the reference server as a real child process (`node src/main.ts`) on a free
 * loopback port, for end-to-end tests and benchmarks: several processes can share one
 * database, and shutdown can be observed from outside.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

const main = join(import.meta.dirname, "..", "src", "main.ts")

export interface ServerProcess {
  readonly url: string
  readonly child: ChildProcess
  readonly output: () => string
  /** Milliseconds from spawn to the first healthy `GET /v1/health`. */
  readonly startMilliseconds: number
  readonly stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject()))
    })
  })

/** Removes a data directory and everything in it (PGlite's files, blobs, the outbox). */
export const removeDirectory = (directory: string): void => rmSync(directory, { recursive: true, force: true })

/**
 * Starts a server on a free port. The port is free when chosen, not when the child binds it:
 * another process of a parallel test run can take it in between, so a start that fails with
 * `EADDRINUSE` is tried again on another port (unless the caller chose the port).
 */
export const start = async (environment: Record<string, string> = {}): Promise<ServerProcess> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(environment)
    } catch (error) {
      const taken = error instanceof Error && error.message.includes("EADDRINUSE")
      if (!taken || environment.PORT !== undefined || attempt >= 5) throw error
    }
  }
}

const startOnce = async (environment: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort()
  // A data directory made here is removed once the server has exited (callers never see it).
  const ownDirectory = environment.VOUCH_DATA_DIR === undefined
  const dataDirectory = environment.VOUCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), "vouch-server-"))
  const began = performance.now()
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      VOUCH_DATA_DIR: dataDirectory,
      LOG_LEVEL: "Warn",
      ...environment
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      if (ownDirectory) removeDirectory(dataDirectory)
      resolve(code)
    })
  )
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`)
    try {
      // A server that accepts but never answers must not outlive the deadline.
      const response = await fetch(`${url}/v1/health`, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL")
      throw new Error(`the server did not become healthy within 180 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const startMilliseconds = performance.now() - began
  return {
    url,
    child,
    output: () => output,
    startMilliseconds,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal)
      return exited
    }
  }
}

const json = { "content-type": "application/json" }

/**
 * Signs an address in through the email code: asks `url` for a code, reads it from the
 * development outbox under `dataDirectory`, verifies it at `verifyUrl` (another process
 * of the same deployment, or the same one) and returns the session cookie's value.
 */
export const signIn = async (url: string, dataDirectory: string, email: string, verifyUrl = url): Promise<string> => {
  await fetch(`${url}/v1/auth/email/send-code`, { method: "POST", headers: json, body: JSON.stringify({ email }) })
  const outbox = join(dataDirectory, "outbox")
  const mail = readdirSync(outbox)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(outbox, name), "utf8")) as { to: string; text: string })
    .filter((message) => message.to === email)
    .at(-1)
  const code = /code is (\d{6})/.exec(mail?.text ?? "")?.[1] ?? ""
  const verified = await fetch(`${verifyUrl}/v1/auth/email/verify-code`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, code })
  })
  if (verified.status !== 200)
    throw new Error(`sign-in of ${email} answered ${verified.status}: ${await verified.text()}`)
  return /ss_session=([^;]+)/.exec(verified.headers.get("set-cookie") ?? "")?.[1] ?? ""
}

/** Mints a user token of the app `slug` on the app token page, as a signed-in person does. */
export const mintAppToken = async (url: string, session: string, slug: string): Promise<string> => {
  const cookie = `ss_session=${session}`
  const page = await (await fetch(`${url}/app-token?slug=${slug}`, { headers: { cookie } })).text()
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? ""
  const minted = await fetch(`${url}/app-token`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, slug }).toString()
  })
  const token = /id="token">([^<]+)</.exec(await minted.text())?.[1]
  if (token === undefined) throw new Error(`no app token for ${slug} (${minted.status})`)
  return token
}
