/**
 * The port through which the runtime finds apps it was not given at start: apps people
 * create without code (`@vouch/creator`'s hosted mini-apps), stored in the database and
 * looked up by slug at each request, so a change made in one process is served by every
 * process at once. The built-in apps given to `AppRuntime.layer` come first: a slug
 * they use is never looked up here. Without a directory in context there are no others.
 *
 * @since 0.1.0
 */
import { Context, Effect, Option } from "effect"
import type * as App from "./App.ts"

/**
 * @category services
 * @since 0.1.0
 */
export const AppDirectory = Context.Reference<{
  /** The app `slug`, if the directory holds one; a lookup that fails is a defect. */
  readonly find: (slug: string) => Effect.Effect<Option.Option<App.Any>>
}>("@vouch/app-api/AppDirectory", { defaultValue: () => ({ find: () => Effect.succeed(Option.none()) }) })

/**
 * @category services
 * @since 0.1.0
 */
export type AppDirectory = (typeof AppDirectory)["Service"]

/**
 * The lookup the runtime uses: a built-in app by slug, else the directory's.
 *
 * @category constructors
 * @since 0.1.0
 */
export const lookup =
  (builtIn: ReadonlyMap<string, App.Any>, directory: AppDirectory) =>
  (slug: string): Effect.Effect<Option.Option<App.Any>> => {
    const app = builtIn.get(slug)
    return app === undefined ? directory.find(slug) : Effect.succeed(Option.some(app))
  }
