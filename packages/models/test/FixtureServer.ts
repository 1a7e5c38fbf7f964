// A loopback HTTP server that replays provider responses, in order, and records the
// requests it received. A reply is a status, headers and body chunks written one at a
// time; `cut` destroys the connection after the chunks (a stream cut off mid-body);
// `hold` keeps the response open after them until the server stops.
import { readFileSync } from "node:fs"
import { createServer, type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { assert } from "@effect/vitest"
import { Effect, Exit, type Scope, Stream } from "effect"
import { FetchHttpClient, type HttpClient } from "effect/http"
import * as ModelProvider from "../src/ModelProvider.ts"

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

/** An event stream of the given frames (`event:`/`data:` lines), one write each. */
export const events = (...frames: ReadonlyArray<string>): Reply => ({
  status: 200,
  headers: { "content-type": "text/event-stream" },
  chunks: frames.map((frame) => `${frame}\n\n`)
})

export const json = (status: number, name: string, headers: Readonly<Record<string, string>> = {}): Reply => ({
  status,
  headers: { "content-type": "application/json", ...headers },
  chunks: [fixture(name)]
})

const tick = () => new Promise((resolve) => setImmediate(resolve))

export const start = (replies: ReadonlyArray<Reply>): Effect.Effect<FixtureServer, never, Scope.Scope> =>
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

/**
 * Serves `replies`, builds a provider against the server, streams `request` through
 * it and returns the exit of `collect`, the deltas seen on the way and the server.
 */
export const runProvider = (
  replies: ReadonlyArray<Reply>,
  make: (server: FixtureServer) => Effect.Effect<ModelProvider.ModelProvider, never, HttpClient.HttpClient>,
  request: ModelProvider.Request
) =>
  Effect.gen(function* () {
    const server = yield* start(replies)
    const model = yield* make(server).pipe(Effect.provide(FetchHttpClient.layer))
    const deltas: Array<string> = []
    const exit = yield* model.stream(request).pipe(
      Stream.tap((part) => Effect.sync(() => part._tag === "TextDelta" && deltas.push(part.text))),
      ModelProvider.collect,
      Effect.exit
    )
    return { server, exit, deltas }
  })

/** The reason of a stream that failed (asserting it did). */
export const failureReason = (exit: Exit.Exit<unknown, ModelProvider.ModelProviderError>) => {
  assert.isTrue(Exit.isFailure(exit), "the stream should have failed")
  const failure = Exit.isFailure(exit) ? exit.cause.reasons.find((reason) => reason._tag === "Fail") : undefined
  return (failure as { readonly error: ModelProvider.ModelProviderError } | undefined)?.error.reason
}

/** Asserts the stream failed at once (no retry) with `InvalidResponse` naming `field`. */
export const assertInvalidResponse = (
  {
    server,
    exit
  }: { readonly server: FixtureServer; readonly exit: Exit.Exit<unknown, ModelProvider.ModelProviderError> },
  field: string
) => {
  const reason = failureReason(exit)
  assert.strictEqual(reason?._tag, "InvalidResponse")
  assert.include(reason?.message, field)
  assert.strictEqual(server.requests.length, 1, "an invalid response is not retried")
}

/** The reply of a stream that succeeded (asserting it did). */
export const replyOf = (exit: Exit.Exit<ModelProvider.Reply, ModelProvider.ModelProviderError>) => {
  assert.isTrue(Exit.isSuccess(exit), "the stream should have succeeded")
  if (!Exit.isSuccess(exit)) throw new Error("the stream failed")
  return exit.value
}
