/**
 * `ReportComparison` with the decoding of reports as received: everything of
 * `@vouch/scanner/ReportComparison`, plus `verify` (objects or JSON strings, decoded with
 * the Schemas of `ScanReport`) and `verifyEffect`. A separate entry so that the
 * comparison itself loads without `effect`.
 *
 * @since 0.1.0
 */
import { Effect, Result } from "effect"
import { type Options, type Verification, verifyReports } from "../ReportComparison.ts"
import type { ScanReport } from "../ScanReport.ts"
import { decode, ScanReportDecodeError } from "../ScanReport.ts"

export * from "../ReportComparison.ts"

/**
 * Verifies from reports as received (objects or JSON strings). A malformed report
 * fails with `ScanReportDecodeError` naming the report and the offending field.
 *
 * @category validation
 * @since 0.1.0
 */
export const verify = (input: {
  readonly expectedTreeHash: string
  readonly actualTreeHash?: string | undefined
  readonly consumer: unknown
  readonly sharer?: unknown
  readonly reference?: unknown
  readonly options?: Options | undefined
}): Result.Result<Verification, ScanReportDecodeError> => {
  const decodeNamed = (name: string, value: unknown): Result.Result<ScanReport, ScanReportDecodeError> =>
    Result.mapError(decode(value), (error) => new ScanReportDecodeError({ message: `${name}: ${error.message}` }))
  const consumer = decodeNamed("consumer report", input.consumer)
  if (Result.isFailure(consumer)) return Result.fail(consumer.failure)
  const sharer = input.sharer === undefined ? undefined : decodeNamed("sharer report", input.sharer)
  if (sharer !== undefined && Result.isFailure(sharer)) return Result.fail(sharer.failure)
  const reference = input.reference === undefined ? undefined : decodeNamed("reference report", input.reference)
  if (reference !== undefined && Result.isFailure(reference)) return Result.fail(reference.failure)
  return Result.succeed(
    verifyReports({
      expectedTreeHash: input.expectedTreeHash,
      actualTreeHash: input.actualTreeHash,
      consumer: consumer.success,
      sharer: sharer?.success,
      reference: reference?.success,
      options: input.options
    })
  )
}

/**
 * `verify` as an Effect, failing with `ScanReportDecodeError`.
 *
 * @category validation
 * @since 0.1.0
 */
export const verifyEffect = (input: Parameters<typeof verify>[0]): Effect.Effect<Verification, ScanReportDecodeError> =>
  Effect.suspend(() => Effect.fromResult(verify(input)))
