/**
 * Why a command stopped, and what to do next. Every failure a command raises is one
 * `CliFailure` whose `reason` picks the exit code: `usage` (a bad argument, an
 * unreadable path) exits 2, everything else 1. Failures of the client (the server's
 * `ApiError`, the network, an answer that does not decode) become a `CliFailure` whose
 * `hint` names the next step.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"

/**
 * @category models
 * @since 0.1.0
 */
export const Reason = Schema.Literals(["usage", "threats", "refused", "signed-out", "server", "unreachable"])

/**
 * @category models
 * @since 0.1.0
 */
export type Reason = typeof Reason.Type

/**
 * @category errors
 * @since 0.1.0
 */
export class CliFailure extends Schema.TaggedError<CliFailure>()("CliFailure", {
  reason: Reason,
  message: Schema.String,
  hint: Schema.optionalKey(Schema.String)
}) {}

/**
 * @category constructors
 * @since 0.1.0
 */
export const make = (reason: Reason, message: string, hint?: string): CliFailure =>
  new CliFailure({ reason, message, ...(hint === undefined ? {} : { hint }) })

/**
 * The process exit code of a failure: 2 for usage, 1 otherwise.
 *
 * @category errors
 * @since 0.1.0
 */
export const exitCode = (failure: CliFailure): number => (failure.reason === "usage" ? 2 : 1)

const hints: Readonly<Record<string, string>> = {
  unauthorized: "Sign in with `vouch login`, or set VOUCH_TOKEN to an API key.",
  forbidden: "Your account may not do this: check the namespace, or ask its owner.",
  email_not_verified: "Verify your email address on the server's account page, then try again.",
  scan_required: "Save the version again with `vouch save` so that your scan report is attached.",
  not_found: "Check the name with `vouch search` or `vouch versions <ns/name>`.",
  gone: "The link expired, was revoked or the version was yanked: ask the sharer for a new link.",
  conflict: "Something changed on the server meanwhile: read the current state and try again.",
  payload_too_large: "The skill is over the 10 MiB archive limit: remove large files.",
  rate_limited: "Too many requests: wait a minute and try again.",
  key_limit_exceeded: "You have too many API keys: revoke one with `vouch keys revoke <key-id>`.",
  validation_error: "Check the arguments with `vouch <command> --help`."
}

/**
 * A client failure as a `CliFailure`: the server's own message and code, or what could
 * not be reached at `registry`.
 *
 * @category constructors
 * @since 0.1.0
 */
export const fromClient = (error: unknown, registry: string): CliFailure => {
  if (error instanceof CliFailure) return error
  const tagged = error as { readonly _tag?: string; readonly code?: string; readonly message?: string }
  if (tagged._tag === "ApiError" && typeof tagged.code === "string") {
    const code = tagged.code
    const reason: Reason = code === "unauthorized" ? "signed-out" : "server"
    return make(
      reason,
      `${tagged.message ?? code} (${code})`,
      hints[code] ?? "Try again; if it persists, report it with the request above."
    )
  }
  if (tagged._tag === "HttpClientError") {
    const cause = (
      error as { readonly reason?: { readonly _tag?: string; readonly response?: { readonly status?: number } } }
    ).reason
    if (cause?._tag !== "TransportError")
      return make(
        "server",
        `The server at ${registry} answered ${cause?.response?.status ?? "something"} that is not a Vouch envelope.`,
        "Check --registry (or VOUCH_REGISTRY): it must be the server's origin, such as http://localhost:8787."
      )
    return make(
      "unreachable",
      `Could not reach the Vouch server at ${registry}.`,
      "Start it (`pnpm start` in the Vouch repository) or point at another one with --registry or VOUCH_REGISTRY."
    )
  }
  if (tagged._tag === "SchemaError")
    return make(
      "server",
      `The server at ${registry} answered something this version of vouch does not understand: ${tagged.message ?? ""}`,
      "Update the CLI (`npm install --global @vouch/cli`) or check --registry."
    )
  return make("server", tagged.message ?? String(error))
}
