/**
 * The server a command talks to and who it is: the registry origin (`--registry`,
 * `VOUCH_REGISTRY`, else the local reference server), the key (`VOUCH_TOKEN`, else the
 * stored one) and the typed client of `@vouch/client` over a `fetch` that shows
 * progress. Every call's failure becomes a `CliFailure` that says what to do next.
 *
 * @since 0.1.0
 */
import { VouchClient } from "@vouch/client"
import { Effect } from "effect"
import { FetchHttpClient, type HttpClient } from "effect/http"
import * as CliFailure from "./CliFailure.ts"
import * as Credentials from "./Credentials.ts"
import * as Progress from "./Progress.ts"

/**
 * The reference server's address when it runs on its default port.
 *
 * @category constants
 * @since 0.1.0
 */
export const defaultRegistry = "http://localhost:8787"

/**
 * @category models
 * @since 0.1.0
 */
export interface Connection {
  readonly registry: string
  readonly token: string | undefined
  readonly client: VouchClient.Client
}

/**
 * A registry URL as an origin without a trailing slash; a usage failure when it is not
 * an http(s) URL.
 *
 * @category constructors
 * @since 0.1.0
 */
export const registryOf = (text: string): Effect.Effect<string, CliFailure.CliFailure> => {
  try {
    const url = new URL(text)
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http")
    return Effect.succeed(`${url.origin}${url.pathname.replace(/\/+$/, "")}`)
  } catch {
    return Effect.fail(
      CliFailure.make(
        "usage",
        `--registry ${text} is not an http(s) URL.`,
        `Use the server's origin, such as ${defaultRegistry}.`
      )
    )
  }
}

/**
 * A connection to `registry`; with `signedIn`, a `signed-out` failure when there is
 * no key.
 *
 * @category constructors
 * @since 0.1.0
 */
export const connect = (
  registryText: string,
  options: {
    readonly signedIn?: boolean
    readonly token?: string | undefined
    readonly transformClient?: (client: HttpClient.HttpClient) => HttpClient.HttpClient
  } = {}
): Effect.Effect<Connection, CliFailure.CliFailure> =>
  Effect.gen(function* () {
    const registry = yield* registryOf(registryText)
    const token = options.token ?? Credentials.token(registry)
    if (options.signedIn === true && token === undefined)
      return yield* CliFailure.make(
        "signed-out",
        `You are not signed in to ${registry}.`,
        "Run `vouch login`, or set VOUCH_TOKEN to an API key."
      )
    const client = yield* VouchClient.make({
      baseUrl: registry,
      token,
      fetch: Progress.fetchWithProgress(),
      transformClient: options.transformClient
    }).pipe(Effect.provide(FetchHttpClient.layer))
    return { registry, token, client }
  })

/**
 * Runs a client call, its failures as `CliFailure`s.
 *
 * @category constructors
 * @since 0.1.0
 */
export const call = <A, E>(
  connection: Pick<Connection, "registry">,
  effect: Effect.Effect<A, E>
): Effect.Effect<A, CliFailure.CliFailure> =>
  Effect.mapError(effect, (error) => CliFailure.fromClient(error, connection.registry))
