/**
 * Runs `vouch` on a list of arguments and answers the exit code: 0 done, 1 threats
 * found or the command failed, 2 a usage error. A failure is printed on standard
 * error with what to do next.
 *
 * @since 0.1.0
 */
import * as NodeServices from "@effect/platform-node/NodeServices"
import { Cause, Effect, Exit } from "effect"
import { CliError, Command } from "effect/cli"
import * as CliFailure from "./CliFailure.ts"
import * as Commands from "./Commands.ts"
import * as Output from "./Output.ts"

/**
 * The CLI's version (the package's).
 *
 * @category constants
 * @since 0.1.0
 */
export const version = "0.1.0"

/**
 * @category utilities
 * @since 0.1.0
 */
export const run = async (argv: ReadonlyArray<string>): Promise<number> => {
  const exit = await Effect.runPromiseExit(
    Command.runWith(Commands.command, { version })(argv).pipe(Effect.provide(NodeServices.layer))
  )
  if (Exit.isSuccess(exit)) return 0
  const error = Cause.squash(exit.cause)
  if (error instanceof CliFailure.CliFailure) {
    if (error.message !== "")
      process.stderr.write(
        `${Output.paint("red", "error:")} ${error.message}\n${error.hint === undefined ? "" : `${error.hint}\n`}`
      )
    return CliFailure.exitCode(error)
  }
  // The CLI module has already shown a parse error with the command's help.
  if (CliError.isCliError(error)) return 2
  process.stderr.write(`${Output.paint("red", "error:")} ${Cause.pretty(exit.cause)}\n`)
  return 1
}
