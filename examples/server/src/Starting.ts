/**
 * The listener of a server that is not ready yet. The port is bound first, so a client
 * never waits on a connection nobody reads: until the application attaches its own
 * `request` handler (database opened and migrated, services built), every request is
 * answered at once with 503 `service_unavailable`, `Retry-After: 1` and
 * `Connection: close`, in the envelope of its path. Once the application detaches its
 * handler at shutdown, late requests get the same answer instead of no answer.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { Envelope, HttpEnvelope, RequestId } from "@vouch/envelope"

/** Seconds a client is asked to wait before it tries again. */
export const retryAfterSeconds = 1

/** The answer to a request that arrives before the server is ready (or after it stopped serving). */
export const answerNotReady = (request: IncomingMessage, response: ServerResponse): void => {
  const incoming = request.headers[RequestId.header]
  const requestId = RequestId.fromIncoming(typeof incoming === "string" ? incoming : undefined)
  const path = (request.url ?? "/").split("?", 1)[0]!
  const body = Envelope.failure(
    HttpEnvelope.dialectOfPath(path),
    { code: "service_unavailable", message: "The server is starting; try again shortly." },
    { request_id: requestId }
  )
  // The request body, if any, is not read: the connection closes after the answer.
  response.writeHead(503, {
    "content-type": "application/json",
    "retry-after": String(retryAfterSeconds),
    [RequestId.header]: requestId,
    connection: "close"
  })
  response.end(JSON.stringify(body))
}

/**
 * A Node HTTP server that answers `answerNotReady` while it has no other `request`
 * listener: pass it to `NodeHttpServer.layer` in place of `createServer`.
 */
export const createStartingServer = (): Server => {
  const server = createServer()
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (server.listenerCount("request") === 1) answerNotReady(request, response)
  })
  return server
}
