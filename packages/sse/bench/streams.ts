// Event streams shaped like the two providers' streaming chat APIs, built
// deterministically (about 512 KiB each).

const words = ["The", " voice", " of", " the", " draft", " drifts", " café", " 東京", " ✨", ",", " and", " then", "."]

const pick = (index: number) => words[(index * 7 + (index >> 3)) % words.length]!

/** OpenAI chat completions: one `data:` line per chunk, `[DONE]` at the end. */
export const openAiStream = (targetLength = 512 * 1024): string => {
  const parts: Array<string> = []
  let length = 0
  for (let index = 0; length < targetLength; index++) {
    const chunk = {
      id: "chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT",
      object: "chat.completion.chunk",
      created: 1741570283,
      model: "gpt-4o-2024-08-06",
      system_fingerprint: "fp_eb9dce56a8",
      choices: [{ index: 0, delta: { content: pick(index) }, logprobs: null, finish_reason: null }]
    }
    const frame = `data: ${JSON.stringify(chunk)}\n\n`
    parts.push(frame)
    length += frame.length
  }
  parts.push("data: [DONE]\n\n")
  return parts.join("")
}

/** Anthropic messages: named events, `ping`s, deltas and the closing events. */
export const anthropicStream = (targetLength = 512 * 1024): string => {
  const frame = (type: string, data: unknown) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`
  const parts: Array<string> = [
    frame("message_start", {
      type: "message_start",
      message: {
        id: "msg_01XFDUDYJgAACzvnptvVoYEL",
        type: "message",
        role: "assistant",
        content: [],
        model: "claude-sonnet-4-5",
        stop_reason: null,
        usage: { input_tokens: 472, output_tokens: 2 }
      }
    }),
    frame("content_block_start", { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } }),
    frame("ping", { type: "ping" })
  ]
  let length = parts.reduce((total, part) => total + part.length, 0)
  for (let index = 0; length < targetLength; index++) {
    const part = frame("content_block_delta", {
      type: "content_block_delta",
      index: 0,
      delta: { type: "text_delta", text: pick(index) }
    })
    parts.push(part)
    length += part.length
  }
  parts.push(frame("content_block_stop", { type: "content_block_stop", index: 0 }))
  parts.push(
    frame("message_delta", {
      type: "message_delta",
      delta: { stop_reason: "end_turn", stop_sequence: null },
      usage: { output_tokens: 15 }
    })
  )
  parts.push(frame("message_stop", { type: "message_stop" }))
  return parts.join("")
}

/** Cuts text into pieces of `size` UTF-16 code units. */
export const chunkText = (text: string, size: number): Array<string> => {
  const chunks: Array<string> = []
  for (let index = 0; index < text.length; index += size) chunks.push(text.slice(index, index + size))
  return chunks
}

/** Cuts bytes into pieces of `size` bytes (so multi-byte characters get split). */
export const chunkBytes = (bytes: Uint8Array, size: number): Array<Uint8Array> => {
  const chunks: Array<Uint8Array> = []
  for (let index = 0; index < bytes.length; index += size) chunks.push(bytes.subarray(index, index + size))
  return chunks
}
