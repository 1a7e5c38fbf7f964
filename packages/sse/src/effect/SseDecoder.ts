/**
 * `SseDecoder` with its Effect edge: everything of `@vouch/sse/SseDecoder` (the
 * WHATWG-exact `createParser`), plus `channel`, `decode` and `decodeParts` over Effect
 * streams. A separate entry so that the core decoder loads without `effect`.
 *
 * @since 0.1.0
 */
import { Cause, Channel, Effect, Pull, Stream } from "effect"
import type { NonEmptyReadonlyArray } from "effect/Array"
import {
  createParser,
  type Event,
  EventTooLarge,
  type ParserCallbacks,
  type ParserOptions,
  type Part
} from "../SseDecoder.ts"

export * from "../SseDecoder.ts"

const makeChannel = <A, IE, Done>(
  collect: (out: Array<A>) => ParserCallbacks,
  options: ParserOptions | undefined
): Channel.Channel<
  NonEmptyReadonlyArray<A>,
  IE | EventTooLarge,
  Done,
  NonEmptyReadonlyArray<string | Uint8Array>,
  IE,
  Done
> =>
  Channel.fromTransform((upstream) =>
    Effect.sync(() => {
      const out: Array<A> = []
      const parser = createParser({ ...collect(out), maxEventSize: options?.maxEventSize })
      const pull: Pull.Pull<NonEmptyReadonlyArray<A>, IE | EventTooLarge, Done> = Pull.matchEffect(upstream, {
        onSuccess: (chunks): Pull.Pull<NonEmptyReadonlyArray<A>, IE | EventTooLarge, Done> => {
          try {
            for (const chunk of chunks) parser.feed(chunk)
          } catch (error) {
            if (error instanceof EventTooLarge) return Effect.fail(error)
            return Effect.die(error)
          }
          if (out.length === 0) return pull
          return Effect.succeed(out.splice(0, out.length) as unknown as NonEmptyReadonlyArray<A>)
        },
        onFailure: Effect.failCause,
        onDone: (leftover) => {
          parser.end()
          return Cause.done(leftover)
        }
      })
      return pull
    })
  )

/**
 * A channel from chunks of an event stream (strings or bytes) to its events.
 *
 * @category parsing
 * @since 0.1.0
 */
export const channel = <IE = never, Done = unknown>(
  options?: ParserOptions
): Channel.Channel<
  NonEmptyReadonlyArray<Event>,
  IE | EventTooLarge,
  Done,
  NonEmptyReadonlyArray<string | Uint8Array>,
  IE,
  Done
> => makeChannel<Event, IE, Done>((out) => ({ onEvent: (event) => out.push(event) }), options)

/**
 * Decodes a stream of chunks (strings or bytes) into its events.
 *
 * @example
 * ```ts
 * import * as SseDecoder from "@vouch/sse/effect/SseDecoder"
 * import { Effect, Stream } from "effect"
 *
 * const events = Stream.make("data: one\n\n", "data: two\n", "\n").pipe(SseDecoder.decode(), Stream.runCollect)
 * Effect.runPromise(events).then(console.log) // => two events, data "one" and "two"
 * ```
 *
 * @category parsing
 * @since 0.1.0
 */
export const decode =
  (options?: ParserOptions) =>
  <E, R>(self: Stream.Stream<string | Uint8Array, E, R>): Stream.Stream<Event, E | EventTooLarge, R> =>
    Stream.pipeThroughChannelOrFail(self, channel<E>(options))

/**
 * Decodes a stream of chunks into its parts: events, reconnection times and comments.
 *
 * @category parsing
 * @since 0.1.0
 */
export const decodeParts =
  (options?: ParserOptions) =>
  <E, R>(self: Stream.Stream<string | Uint8Array, E, R>): Stream.Stream<Part, E | EventTooLarge, R> =>
    Stream.pipeThroughChannelOrFail(
      self,
      makeChannel<Part, E, unknown>(
        (out) => ({
          onEvent: (event) => out.push({ _tag: "Event", event }),
          onRetry: (milliseconds) => out.push({ _tag: "Retry", milliseconds }),
          onComment: (comment) => out.push({ _tag: "Comment", comment })
        }),
        options
      )
    )
