// A loopback HTTP server that replays provider responses, in order, and records the
// requests it received. A reply is a status, headers and body chunks written one at a
// time; `cut` destroys the connection after the chunks (a stream cut off mid-body);
// `hold` keeps the response open after them until the server stops.
import { readFileSync } from "node:fs"
import { createServer, type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { Effect } from "effect"

export interface Reply {
  readonly status?: number
  readonly headers?: Readonly<Record<string, string>>
  readonly chunks: ReadonlyArray<string>
  readonly cut?: boolean
  readonly hold?: boolean
  /** Never answer at all (not even headers). */
  readonly silent?: boolean
}

export interface Recorded {
  readonly method: string
  readonly url: string
  readonly headers: IncomingHttpHeaders
  readonly body: unknown
}

export interface FixtureServer {
  readonly url: string
  readonly requests: Array<Recorded>
}

export const fixture = (name: string): string => readFileSync(join(import.meta.dirname, "fixtures", name), "utf8")

/** A server-sent-event fixture delivered frame by frame, each frame split in two. */
export const sse = (name: string, options: { readonly cut?: boolean; readonly until?: string } = {}): Reply => {
  let text = fixture(name)
  if (options.until !== undefined) text = text.slice(0, text.indexOf(options.until))
  const frames = text.split(/(?<=\r?\n\r?\n)/).filter((frame) => frame !== "")
  const chunks = frames.flatMap((frame) => [
    frame.slice(0, Math.ceil(frame.length / 2)),
    frame.slice(Math.ceil(frame.length / 2))
  ])
  return {
    status: 200,
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" },
    chunks,
    ...(options.cut === true ? { cut: true } : {})
  }
}

export const json = (status: number, name: string, headers: Readonly<Record<string, string>> = {}): Reply => ({
  status,
  headers: { "content-type": "application/json", ...headers },
  chunks: [fixture(name)]
})

const tick = () => new Promise((resolve) => setImmediate(resolve))

export const start = (
  replies: ReadonlyArray<Reply>
): Effect.Effect<FixtureServer, never, import("effect").Scope.Scope> =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const queue = [...replies]
      const requests: Array<Recorded> = []
      const server = createServer(async (request, response) => {
        let raw = ""
        for await (const chunk of request) raw += chunk
        let body: unknown = raw
        try {
          body = JSON.parse(raw)
        } catch {}
        requests.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body })
        const reply = queue.shift()
        if (reply === undefined) {
          response.writeHead(599, { "content-type": "text/plain" }).end("no more replies")
          return
        }
        if (reply.silent === true) return
        response.writeHead(reply.status ?? 200, reply.headers ?? {})
        response.flushHeaders()
        for (const chunk of reply.chunks) {
          response.write(chunk)
          await tick()
        }
        if (reply.cut === true) {
          await tick()
          response.socket?.destroy()
          return
        }
        if (reply.hold === true) return
        response.end()
      })
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
      const { port } = server.address() as AddressInfo
      return { server, url: `http://127.0.0.1:${port}`, requests }
    }),
    ({ server }) =>
      Effect.promise(
        () =>
          new Promise<void>((resolve) => {
            server.closeAllConnections()
            server.close(() => resolve())
          })
      )
  ).pipe(Effect.map(({ url, requests }) => ({ url, requests })))
