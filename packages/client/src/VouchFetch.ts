/**
 * The typed client for callers without Effect: the same groups and methods as
 * `VouchClient`, each returning a `Promise` of the envelope's `data` (the archive's
 * bytes for downloads) and rejecting with the envelope package's `EnvelopeError`
 * (`code`, `status`, `message`, `details`, `requestId`), also for failures that are
 * not envelopes (the network, a proxy's HTML page).
 *
 * ```ts
 * const vouch = VouchFetch.make({ baseUrl: "http://localhost:8787", token: process.env.VOUCH_TOKEN })
 * const skills = await vouch.skills.search({ query: { q: "csv" } })
 * ```
 *
 * @since 0.1.0
 */
import { EnvelopeError } from "@vouch/envelope/EnvelopeClient"
import { Cause, Effect, Exit } from "effect"
import { FetchHttpClient } from "effect/http"
import type { HttpApi, HttpApiClient, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import type { Api } from "./VouchApi.ts"
import * as VouchClient from "./VouchClient.ts"

/**
 * What a call resolves to: an envelope's `data`, or the value itself (bytes, text).
 *
 * @category models
 * @since 0.1.0
 */
export type Unwrapped<A> = A extends { readonly ok: true; readonly data: infer Data } ? Data : A

type ApiGroups<T> = T extends HttpApi.HttpApi<infer _Id, infer Groups> ? Groups : never

type EndpointFunction<Endpoint extends HttpApiEndpoint.ConstraintRequest> = (
  request: HttpApiEndpoint.ClientRequest<
    Endpoint["~Params"],
    Endpoint["~Query"],
    Endpoint["~Payload"],
    Endpoint["~Headers"],
    "decoded-only"
  >
) => Promise<Unwrapped<HttpApiClient.SuccessType<Endpoint["~Success"]>>>

/**
 * The facade's type: one property per group, one `Promise` function per endpoint.
 *
 * @category models
 * @since 0.1.0
 */
export type Facade = {
  readonly [Group in Extract<ApiGroups<typeof Api>, { readonly topLevel: false }> as HttpApiGroup.Identifier<Group>]: {
    readonly [Identifier in keyof Group["endpoints"]]: Group["endpoints"][Identifier] extends HttpApiEndpoint.ConstraintRequest
      ? EndpointFunction<Group["endpoints"][Identifier]>
      : never
  }
}

const unwrap = (value: unknown): unknown =>
  typeof value === "object" && value !== null && !(value instanceof Uint8Array) && "ok" in value && "data" in value
    ? (value as { readonly data: unknown }).data
    : value

const isApiError = (
  error: unknown
): error is {
  readonly _tag: "ApiError"
  readonly code: string
  readonly message: string
  readonly status: number
  readonly details?: unknown
} => typeof error === "object" && error !== null && (error as { readonly _tag?: unknown })._tag === "ApiError"

/**
 * The `EnvelopeError` a failed call rejects with: the server's decoded error as it
 * sent it, or `service_unavailable` (status 0) when no answer could be read.
 *
 * @category errors
 * @since 0.1.0
 */
export const toEnvelopeError = (error: unknown): EnvelopeError => {
  if (isApiError(error))
    return new EnvelopeError({
      code: error.code,
      message: error.message,
      status: error.status,
      ...(error.details === undefined ? {} : { details: error.details })
    })
  const response = (error as { readonly response?: { readonly status?: unknown } } | undefined)?.response
  const status = typeof response?.status === "number" ? response.status : 0
  const message = error instanceof Error ? error.message : String(error)
  return new EnvelopeError({
    code: status === 0 ? "service_unavailable" : "internal_error",
    message: status === 0 ? `the server could not be reached: ${message}` : message,
    status
  })
}

/**
 * The facade over `fetch` (`options.fetch`, else the global one).
 *
 * @category constructors
 * @since 0.1.0
 */
export const make = (options: VouchClient.Options): Facade => {
  const client = Effect.runSync(Effect.provide(VouchClient.make(options), FetchHttpClient.layer)) as unknown as Record<
    string,
    Record<string, (request: unknown) => Effect.Effect<unknown, unknown>>
  >
  const facade: Record<string, Record<string, (request: unknown) => Promise<unknown>>> = {}
  for (const [group, methods] of Object.entries(client)) {
    facade[group] = {}
    for (const [name, method] of Object.entries(methods))
      facade[group][name] = async (request) => {
        const exit = await Effect.runPromiseExit(method(request))
        if (Exit.isSuccess(exit)) return unwrap(exit.value)
        throw toEnvelopeError(Cause.squash(exit.cause))
      }
  }
  return facade as unknown as Facade
}
