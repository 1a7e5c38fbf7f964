// A literal transcription of the WHATWG rules for interpreting an event stream, written
// for clarity, not speed: the oracle the streaming decoder is compared against.
import type { Event } from "../src/SseDecoder.ts"

export interface Outcome {
  readonly events: Array<Event>
  readonly retries: Array<number>
  readonly comments: Array<string>
}

/** Interprets a whole, already decoded stream. */
export const interpret = (text: string): Outcome => {
  const outcome: Outcome = { events: [], retries: [], comments: [] }
  let dataBuffer = ""
  let eventType = ""
  let lastEventIdBuffer = ""
  const dispatch = () => {
    const lastEventId = lastEventIdBuffer
    if (dataBuffer === "") {
      eventType = ""
      return
    }
    const data = dataBuffer.endsWith("\n") ? dataBuffer.slice(0, -1) : dataBuffer
    outcome.events.push({ type: eventType === "" ? "message" : eventType, data, lastEventId })
    dataBuffer = ""
    eventType = ""
  }
  const processField = (field: string, value: string) => {
    if (field === "event") eventType = value
    else if (field === "data") dataBuffer += `${value}\n`
    else if (field === "id") {
      if (!value.includes("\u0000")) lastEventIdBuffer = value
    } else if (field === "retry") {
      if (/^[0-9]+$/.test(value)) outcome.retries.push(Number(value))
    }
  }
  let position = 0
  for (;;) {
    let end = position
    while (end < text.length && text[end] !== "\r" && text[end] !== "\n") end++
    if (end === text.length) break // an unterminated last line is never interpreted
    const line = text.slice(position, end)
    position = text[end] === "\r" && text[end + 1] === "\n" ? end + 2 : end + 1
    if (line === "") dispatch()
    else if (line.startsWith(":")) outcome.comments.push(line.slice(line.startsWith(": ") ? 2 : 1))
    else if (line.includes(":")) {
      const colon = line.indexOf(":")
      let value = line.slice(colon + 1)
      if (value.startsWith(" ")) value = value.slice(1)
      processField(line.slice(0, colon), value)
    } else processField(line, "")
  }
  return outcome
}

/** Interprets a whole stream of bytes: UTF-8 decoding removes one leading BOM. */
export const interpretBytes = (bytes: Uint8Array): Outcome => interpret(new TextDecoder().decode(bytes))
