/**
 * Typed event catalogues: one Schema per event name, and the client rules of the app
 * API's event streams (spec 2, Events):
 *
 * - an event name the catalogue does not know, and an unnamed frame, are ignored;
 * - the `data:` lines of a frame are concatenated and trimmed; a frame without data
 *   or whose data is not JSON is skipped;
 * - a terminal event (`done`, `pending`) ends the stream after it is emitted;
 * - the failure event (`error`) is kept and surfaced when the stream closes.
 *
 * `read` applies the rules to one decoded event without an Effect runtime; `decode`
 * applies them to a stream of events.
 *
 * @since 0.1.0
 */
import { Effect, Result, Schema, Stream } from "effect"
import type * as SseDecoder from "../SseDecoder.ts"

/**
 * A schema per event name, which event names end the stream and which one reports
 * a failure.
 *
 * @category models
 * @since 0.1.0
 */
export interface Catalogue<Events extends Record<string, Schema.ConstraintDecoder<unknown>>> {
  readonly events: Events
  readonly terminal: ReadonlySet<string>
  readonly failure: string | undefined
}

/**
 * An event of the catalogue, decoded. The failure event is never an item: it is
 * surfaced as `RemoteFailure`.
 *
 * @category models
 * @since 0.1.0
 */
export type Item<Events extends Record<string, Schema.ConstraintDecoder<unknown>>> = {
  readonly [Name in keyof Events & string]: {
    readonly event: Name
    readonly data: Events[Name]["Type"]
    readonly lastEventId: string
  }
}[keyof Events & string]

/**
 * Makes a catalogue.
 *
 * @example
 * ```ts
 * import * as EventCatalogue from "@vouch/sse/effect/EventCatalogue"
 * import { Schema } from "effect"
 *
 * const Progress = EventCatalogue.make(
 *   { step: Schema.Struct({ n: Schema.Number }), finished: Schema.Struct({}), failed: Schema.Struct({ message: Schema.String }) },
 *   { terminal: ["finished"], failure: "failed" }
 * )
 * ```
 *
 * @category constructors
 * @since 0.1.0
 */
export const make = <
  const Events extends Record<string, Schema.ConstraintDecoder<unknown>>,
  const Terminal extends keyof Events & string = never,
  const Failure extends keyof Events & string = never
>(
  events: Events,
  options?: { readonly terminal?: ReadonlyArray<Terminal> | undefined; readonly failure?: Failure | undefined }
): Catalogue<Events> => ({
  events,
  terminal: new Set(options?.terminal ?? []),
  failure: options?.failure
})

/**
 * The payload of a `job` event of the app API.
 *
 * @category http
 * @since 0.1.0
 */
export const JobEvent = Schema.Struct({
  job_id: Schema.String,
  session_id: Schema.optionalKey(Schema.String),
  status: Schema.optionalKey(Schema.String)
})

/**
 * The payload of a `delta` event of the app API; a missing text counts as empty.
 *
 * @category http
 * @since 0.1.0
 */
export const DeltaEvent = Schema.Struct({
  text: Schema.String.pipe(Schema.withDecodingDefaultKey(Effect.succeed("")))
})

/**
 * The payload of a `done` or `pending` event of the app API. The review apps leave out
 * some fields, so only `job_id` is required; `output.output` is authoritative when no
 * delta was accumulated.
 *
 * @category http
 * @since 0.1.0
 */
export const DoneEvent = Schema.Struct({
  job_id: Schema.String,
  status: Schema.optionalKey(Schema.String),
  charged_credits: Schema.optionalKey(Schema.Number),
  output: Schema.optionalKey(Schema.Struct({ output: Schema.optionalKey(Schema.String) })),
  truncated: Schema.optionalKey(Schema.Boolean)
})

/**
 * The payload of an `error` event of the app API.
 *
 * @category http
 * @since 0.1.0
 */
export const ErrorEvent = Schema.Struct({
  message: Schema.optionalKey(Schema.String),
  code: Schema.optionalKey(Schema.String),
  job_id: Schema.optionalKey(Schema.String)
})

/**
 * The catalogue of `POST /sessions/{id}/messages` and `POST /run-stream` with
 * `stream` true: `job`, `delta`, terminal `done` and `pending`, and `error`.
 *
 * @category http
 * @since 0.1.0
 */
export const appApi = make(
  { job: JobEvent, delta: DeltaEvent, done: DoneEvent, pending: DoneEvent, error: ErrorEvent },
  { terminal: ["done", "pending"], failure: "error" }
)

/**
 * The payload of an event does not match its schema.
 *
 * @category errors
 * @since 0.1.0
 */
export class InvalidPayload extends Schema.TaggedError<InvalidPayload>()("InvalidPayload", {
  event: Schema.String,
  message: Schema.String
}) {}

/**
 * The stream carried the catalogue's failure event; `data` is its decoded payload.
 *
 * @category errors
 * @since 0.1.0
 */
export class RemoteFailure extends Schema.TaggedError<RemoteFailure>()("RemoteFailure", {
  event: Schema.String,
  data: Schema.Unknown,
  message: Schema.String
}) {}

/**
 * What one event means for a reader of the catalogue.
 *
 * @category models
 * @since 0.1.0
 */
export type Reading<Events extends Record<string, Schema.ConstraintDecoder<unknown>>> =
  | { readonly _tag: "Item"; readonly item: Item<Events>; readonly terminal: boolean }
  | { readonly _tag: "Failure"; readonly failure: RemoteFailure }
  | { readonly _tag: "Skipped"; readonly reason: "UnknownEvent" | "NoData" | "InvalidJson" }
  | { readonly _tag: "Invalid"; readonly error: InvalidPayload }

/**
 * The payload of a frame: its `data:` lines concatenated and trimmed, parsed as JSON;
 * `undefined` when there is no data or it is not JSON.
 *
 * @category parsing
 * @since 0.1.0
 */
export const payload = (data: string): { readonly json: unknown } | "NoData" | "InvalidJson" => {
  const text = (data.includes("\n") ? data.split("\n").join("") : data).trim()
  if (text === "") return "NoData"
  try {
    return { json: JSON.parse(text) }
  } catch {
    return "InvalidJson"
  }
}

const decoders = new WeakMap<object, (input: unknown) => Result.Result<unknown, Schema.SchemaError>>()
const decoderOf = (schema: Schema.ConstraintDecoder<unknown>) => {
  let decoder = decoders.get(schema)
  if (decoder === undefined) {
    decoder = Schema.decodeUnknownResult(schema)
    decoders.set(schema, decoder)
  }
  return decoder
}

/**
 * Reads one decoded event with the rules of the catalogue.
 *
 * @example
 * ```ts
 * import * as EventCatalogue from "@vouch/sse/effect/EventCatalogue"
 *
 * EventCatalogue.read(EventCatalogue.appApi, { type: "delta", data: "{}", lastEventId: "" })
 * // => { _tag: "Item", item: { event: "delta", data: { text: "" }, lastEventId: "" }, terminal: false }
 * ```
 *
 * @category parsing
 * @since 0.1.0
 */
export const read = <Events extends Record<string, Schema.ConstraintDecoder<unknown>>>(
  catalogue: Catalogue<Events>,
  event: SseDecoder.Event
): Reading<Events> => {
  const name = event.type
  if (!Object.hasOwn(catalogue.events, name)) return { _tag: "Skipped", reason: "UnknownEvent" }
  const parsed = payload(event.data)
  if (typeof parsed === "string") return { _tag: "Skipped", reason: parsed }
  const result = decoderOf(catalogue.events[name]!)(parsed.json)
  if (Result.isFailure(result)) {
    return { _tag: "Invalid", error: new InvalidPayload({ event: name, message: result.failure.message }) }
  }
  if (name === catalogue.failure) {
    const data = result.success
    const message =
      typeof data === "object" && data !== null && "message" in data && typeof data.message === "string"
        ? data.message
        : `The stream reported ${name}`
    return { _tag: "Failure", failure: new RemoteFailure({ event: name, data, message }) }
  }
  const item = { event: name, data: result.success, lastEventId: event.lastEventId } as Item<Events>
  return { _tag: "Item", item, terminal: catalogue.terminal.has(name) }
}

/**
 * Options of `decode`. `invalid` says what to do with a payload that is JSON but does
 * not match its schema: fail the stream (the default) or skip the frame.
 *
 * @category models
 * @since 0.1.0
 */
export interface DecodeOptions {
  readonly invalid?: "fail" | "skip" | undefined
}

/**
 * Applies a catalogue to a stream of decoded events: emits the typed items, ends after
 * a terminal event, and fails with `RemoteFailure` when the stream closes if a failure
 * event was seen.
 *
 * @example
 * ```ts
 * import * as EventCatalogue from "@vouch/sse/effect/EventCatalogue"
 * import * as SseDecoder from "@vouch/sse/effect/SseDecoder"
 * import { Effect, Stream } from "effect"
 *
 * const text = Stream.make('event: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: {"job_id":"job_1"}\n\n').pipe(
 *   SseDecoder.decode(),
 *   EventCatalogue.decode(EventCatalogue.appApi),
 *   Stream.runCollect
 * )
 * Effect.runPromise(text).then(console.log) // => the delta item, then the done item
 * ```
 *
 * @category parsing
 * @since 0.1.0
 */
export const decode =
  <Events extends Record<string, Schema.ConstraintDecoder<unknown>>>(
    catalogue: Catalogue<Events>,
    options?: DecodeOptions
  ) =>
  <E, R>(
    self: Stream.Stream<SseDecoder.Event, E, R>
  ): Stream.Stream<Item<Events>, E | InvalidPayload | RemoteFailure, R> => {
    const skipInvalid = options?.invalid === "skip"
    type Step = { readonly item: Item<Events> } | { readonly failure: RemoteFailure | InvalidPayload }
    return self.pipe(
      Stream.map((event) => read(catalogue, event)),
      Stream.takeUntil((reading) => reading._tag === "Item" && reading.terminal),
      Stream.mapAccum(
        (): RemoteFailure | undefined => undefined,
        (failure, reading): readonly [RemoteFailure | undefined, ReadonlyArray<Step>] => {
          switch (reading._tag) {
            case "Item":
              return [failure, [{ item: reading.item }]]
            case "Failure":
              return [reading.failure, []]
            case "Invalid":
              return skipInvalid ? [failure, []] : [failure, [{ failure: reading.error }]]
            case "Skipped":
              return [failure, []]
          }
        },
        { onHalt: (failure) => (failure === undefined ? [] : [{ failure }]) }
      ),
      Stream.mapEffect((step) => ("item" in step ? Effect.succeed(step.item) : Effect.fail(step.failure)))
    )
  }
