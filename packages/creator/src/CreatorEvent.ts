/**
 * The events of a creator chat turn (spec 1, Events), as sent in the stream:
 *
 * | event | data |
 * |---|---|
 * | `text` | `{delta}` |
 * | `tool_start` | `{id, name, args_preview}` |
 * | `tool_result` | `{id, name, ok, summary, url?, findings?}` |
 * | `confirm_request` | `{action, key, slug, title}`: the client echoes `key` in `confirmations` |
 * | `error` | `{code, message}` |
 * | `done` | `{stop, tools_used}` |
 *
 * and a `ping` event every 15 seconds.
 *
 * @since 0.1.0
 */

/**
 * @category models
 * @since 0.1.0
 */
export type CreatorEvent =
  | { readonly event: "text"; readonly data: { readonly delta: string } }
  | {
      readonly event: "tool_start"
      readonly data: { readonly id: string; readonly name: string; readonly args_preview: string }
    }
  | { readonly event: "tool_result"; readonly data: ToolResultData }
  | {
      readonly event: "confirm_request"
      readonly data: { readonly action: string; readonly key: string; readonly slug: string; readonly title: string }
    }
  | { readonly event: "error"; readonly data: { readonly code: string; readonly message: string } }
  | { readonly event: "done"; readonly data: { readonly stop: string; readonly tools_used: number } }

/**
 * @category models
 * @since 0.1.0
 */
export interface ToolResultData {
  readonly id: string
  readonly name: string
  readonly ok: boolean
  readonly summary: string
  readonly url?: string | undefined
  readonly findings?: ReadonlyArray<string> | undefined
}

/**
 * The event names, in the order of the table (the `ping` heartbeat aside).
 *
 * @category constants
 * @since 0.1.0
 */
export const names = ["text", "tool_start", "tool_result", "confirm_request", "error", "done"] as const
