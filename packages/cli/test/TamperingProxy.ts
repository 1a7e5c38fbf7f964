/**
 * A machine in the middle for the install tests: every request is passed through to
 * the real server, except that downloads answer another archive.
 */
import { createServer, type Server } from "node:http"

export interface TamperingProxy {
  readonly url: string
  readonly close: () => Promise<void>
}

export const start = async (upstream: string, archive: Uint8Array): Promise<TamperingProxy> => {
  const proxy: Server = createServer(async (request, response) => {
    if (request.url?.endsWith("/download") === true) {
      response.writeHead(200, { "content-type": "application/zip" }).end(archive)
      return
    }
    const chunks: Array<Buffer> = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const answer = await fetch(`${upstream}${request.url}`, {
      method: request.method ?? "GET",
      headers: Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === "string" &&
            !["host", "connection", "keep-alive", "transfer-encoding"].includes(entry[0])
        )
      ),
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {})
    })
    response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" })
    response.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve))
  const address = proxy.address()
  const port = typeof address === "object" && address !== null ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve()))
  }
}
