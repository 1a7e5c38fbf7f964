/**
 * What the CLI prints: colours only when standard output is a terminal (and neither
 * `NO_COLOR` nor `--json` is set), JSON for scripts, sizes people read.
 *
 * @since 0.1.0
 */

const colours = {
  bold: [1, 22],
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  cyan: [36, 39]
} as const

/**
 * @category models
 * @since 0.1.0
 */
export type Colour = keyof typeof colours

/**
 * Whether `stream` shows colours.
 *
 * @category encoding
 * @since 0.1.0
 */
export const colourful = (stream: { readonly isTTY?: boolean } = process.stdout): boolean =>
  stream.isTTY === true && process.env.NO_COLOR === undefined && process.env.TERM !== "dumb"

/**
 * `text` in `colour` when standard output shows colours, else as is.
 *
 * @category encoding
 * @since 0.1.0
 */
export const paint = (colour: Colour, text: string): string =>
  colourful() ? `\u001b[${colours[colour][0]}m${text}\u001b[${colours[colour][1]}m` : text

/**
 * The colour of a grade or verdict: green for good, yellow for doubtful, red for bad.
 *
 * @category encoding
 * @since 0.1.0
 */
export const judged = (value: string): string =>
  paint(/^(A\+?|B|verified|clean)$/.test(value) ? "green" : /^(C|D|divergent)$/.test(value) ? "yellow" : "red", value)

/**
 * @category encoding
 * @since 0.1.0
 */
export const bytes = (count: number): string =>
  count < 1024
    ? `${count} B`
    : count < 1024 * 1024
      ? `${(count / 1024).toFixed(1)} KiB`
      : `${(count / 1024 / 1024).toFixed(1)} MiB`

/**
 * @category encoding
 * @since 0.1.0
 */
export const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`

/**
 * Rows as aligned columns.
 *
 * @category encoding
 * @since 0.1.0
 */
export const table = (rows: ReadonlyArray<ReadonlyArray<string>>): string => {
  const width = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "").length
  const widths: Array<number> = []
  for (const row of rows)
    for (const [index, cell] of row.entries()) widths[index] = Math.max(widths[index] ?? 0, width(cell))
  return rows
    .map((row) =>
      row
        .map((cell, index) => (index === row.length - 1 ? cell : cell + " ".repeat(widths[index]! - width(cell))))
        .join("  ")
    )
    .join("\n")
    .concat(rows.length > 0 ? "\n" : "")
}
