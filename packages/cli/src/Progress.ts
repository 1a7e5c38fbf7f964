/**
 * Progress of transfers that take more than a second: a `fetch` wrapper that draws a
 * bar on standard error (a terminal only) while a request body goes up and while a
 * response body comes down, and erases it when done. Nothing is drawn for quick
 * transfers, pipes or files.
 *
 * @since 0.1.0
 */
import * as Output from "./Output.ts"

/**
 * Where the bar is drawn.
 *
 * @category models
 * @since 0.1.0
 */
export interface Sink {
  readonly isTTY?: boolean
  readonly write: (text: string) => unknown
}

/**
 * One line of progress: `label [#####-----] 50% 1.0/2.0 MiB`, or without a bar when
 * the total is unknown.
 *
 * @category encoding
 * @since 0.1.0
 */
export const line = (label: string, done: number, total: number | undefined, width = 24): string => {
  if (total === undefined || total <= 0) return `${label} ${Output.bytes(done)}`
  const share = Math.min(1, done / total)
  const filled = Math.round(share * width)
  return `${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${String(Math.round(share * 100)).padStart(3)}% ${Output.bytes(done)}/${Output.bytes(total)}`
}

/**
 * `fetch` that reports its transfers on `sink` after `delayMilliseconds`.
 *
 * @category constructors
 * @since 0.1.0
 */
export const fetchWithProgress = (
  sink: Sink = process.stderr,
  delayMilliseconds = 1000,
  base: typeof globalThis.fetch = globalThis.fetch
): typeof globalThis.fetch => {
  if (sink.isTTY !== true) return base
  return async (input, init) => {
    const began = Date.now()
    let drawn = false
    const draw = (text: string) => {
      if (Date.now() - began < delayMilliseconds) return
      drawn = true
      sink.write(`\r\u001b[2K${text}`)
    }
    const erase = () => {
      if (drawn) sink.write("\r\u001b[2K")
      drawn = false
    }
    const upload = init?.body instanceof FormData ? init.body : undefined
    const uploadSize = upload === undefined ? undefined : await formSize(upload)
    const ticker =
      uploadSize === undefined ? undefined : setInterval(() => draw(line("uploading", uploadSize, undefined)), 200)
    let response: Response
    try {
      response = await base(input, init)
    } finally {
      if (ticker !== undefined) clearInterval(ticker)
      erase()
    }
    if (response.body === null) return response
    const length = Number(response.headers.get("content-length") ?? Number.NaN)
    const total = Number.isFinite(length) ? length : undefined
    let received = 0
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform: (chunk, controller) => {
          received += chunk.byteLength
          draw(line("downloading", received, total))
          controller.enqueue(chunk)
        },
        flush: () => erase()
      })
    )
    return new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers
    })
  }
}

const formSize = async (form: FormData): Promise<number> => {
  let size = 0
  for (const [, value] of form) size += typeof value === "string" ? value.length : value.size
  return size
}
