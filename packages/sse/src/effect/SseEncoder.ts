/**
 * `SseEncoder` with its Effect edge: everything of `@vouch/sse/SseEncoder`, plus
 * `encodeStream` and `withHeartbeat` over Effect streams. A separate entry so that the
 * core encoder loads without `effect`.
 *
 * @since 0.1.0
 */
import { type Duration, Effect, Stream } from "effect"
import { type EventInit, encode, encodeHeartbeat, type Heartbeat, InvalidEvent } from "../SseEncoder.ts"

export * from "../SseEncoder.ts"

/**
 * Encodes a stream of events into the text of their frames, failing with
 * `InvalidEvent` at the first event that cannot be written safely.
 *
 * @category parsing
 * @since 0.1.0
 */
export const encodeStream = <E, R>(self: Stream.Stream<EventInit, E, R>): Stream.Stream<string, E | InvalidEvent, R> =>
  Stream.mapEffect(self, (event) =>
    Effect.try({
      try: () => encode(event),
      catch: (error) =>
        error instanceof InvalidEvent ? error : new InvalidEvent({ field: "type", message: String(error) })
    })
  )

/**
 * Adds a heartbeat every `interval` between the frames of an encoded stream (never
 * inside a frame); the result ends when the stream ends.
 *
 * @example
 * ```ts
 * import * as SseEncoder from "@vouch/sse/effect/SseEncoder"
 * import { Stream } from "effect"
 *
 * const body = Stream.make({ type: "delta", data: "{\"text\":\"Hi\"}" }).pipe(
 *   SseEncoder.encodeStream,
 *   SseEncoder.withHeartbeat({ interval: "15 seconds", heartbeat: "comment" }),
 *   Stream.encodeText
 * )
 * ```
 *
 * @category parsing
 * @since 0.1.0
 */
export const withHeartbeat =
  (options: { readonly interval: Duration.Input; readonly heartbeat?: Heartbeat | undefined }) =>
  <E, R>(self: Stream.Stream<string, E, R>): Stream.Stream<string, E, R> => {
    const frame = encodeHeartbeat(options.heartbeat ?? "comment")
    return Stream.merge(
      self,
      Stream.tick(options.interval).pipe(
        Stream.drop(1),
        Stream.map(() => frame)
      ),
      { haltStrategy: "left" }
    )
  }
