/**
 * The creator's configuration from the environment:
 *
 * - `VOUCH_CREATOR` (`on` or `off`, default `on`): `off` answers every chat turn 503;
 * - `VOUCH_CREATOR_MODEL`: the model id or alias of the assistant (default: the
 *   catalogue's default model); an unknown or unavailable one answers 503.
 *
 * @since 0.1.0
 */
import { Config } from "effect"

/**
 * @category constants
 * @since 0.1.0
 */
export const config = Config.all({
  enabled: Config.Literals(["on", "off"], "VOUCH_CREATOR").pipe(
    Config.withDefault("on" as const),
    Config.map((value) => value === "on")
  ),
  model: Config.option(Config.NonEmptyString("VOUCH_CREATOR_MODEL"))
})
