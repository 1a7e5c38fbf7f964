// The side-by-side benchmark harness shared by the packages' benchmarks: every candidate of a row runs in this one
// process, interleaved round by round, and the median of the rounds is kept.
import { arch, cpus, platform } from "node:os"

export interface Candidate {
  readonly name: string
  /** One pass over the row's input (a promise is awaited); the result is kept alive. */
  readonly run: () => unknown
}

export interface Measured {
  readonly name: string
  /** Median milliseconds per pass. */
  readonly milliseconds: number
}

let sink: unknown

const timeOnce = async (run: () => unknown, passes: number): Promise<number> => {
  const started = process.hrtime.bigint()
  for (let pass = 0; pass < passes; pass++) {
    sink = run()
    if (sink instanceof Promise) sink = await sink
  }
  return Number(process.hrtime.bigint() - started) / 1e6 / passes
}

/**
 * Measures the candidates of one row: calibrates a number of passes per round so a
 * round lasts about `roundMilliseconds`, then runs `rounds` rounds, candidates in turn.
 */
export const measure = async (
  candidates: ReadonlyArray<Candidate>,
  options: { readonly rounds?: number; readonly roundMilliseconds?: number; readonly warmups?: number } = {}
): Promise<Array<Measured>> => {
  const rounds = options.rounds ?? 7
  const roundMilliseconds = options.roundMilliseconds ?? 40
  const passes: Array<number> = []
  for (const candidate of candidates) {
    for (let warm = 0; warm < (options.warmups ?? 3); warm++) await timeOnce(candidate.run, 1)
    const single = Math.max(await timeOnce(candidate.run, 1), 0.001)
    passes.push(Math.max(1, Math.round(roundMilliseconds / single)))
  }
  const samples: Array<Array<number>> = candidates.map(() => [])
  for (let round = 0; round < rounds; round++) {
    for (const [index, candidate] of candidates.entries()) {
      samples[index]!.push(await timeOnce(candidate.run, passes[index]!))
    }
  }
  if (sink === Symbol.for("never")) console.log(sink)
  return candidates.map((candidate, index) => {
    const sorted = samples[index]!.sort((left, right) => left - right)
    return { name: candidate.name, milliseconds: sorted[Math.floor(sorted.length / 2)]! }
  })
}

export const formatMilliseconds = (milliseconds: number): string =>
  milliseconds >= 100
    ? `${milliseconds.toFixed(0)} ms`
    : milliseconds >= 1
      ? `${milliseconds.toFixed(2)} ms`
      : `${(milliseconds * 1000).toFixed(1)} µs`

/** A markdown table row per candidate set: time of each, and `peer / ours` ratios. */
export const table = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): string => {
  const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`]
  for (const row of rows) lines.push(`| ${row.join(" | ")} |`)
  return lines.join("\n")
}

export const environment = (): string =>
  `Node ${process.version}, ${platform()} ${arch()}, ${cpus()[0]?.model ?? "unknown CPU"} (${cpus().length} cores).`
