/**
 * README badges as SVG: a label and a value in the flat style people know from
 * shields.io, sized from the measured advance widths of Verdana 11px so the text never
 * overflows, every character escaped, and a `<title>` for screen readers.
 *
 * @since 0.1.0
 */

/**
 * The badge variants of `GET /v1/badge/@{ns}/{name}/{variant}`.
 *
 * @category models
 * @since 0.1.0
 */
export type Variant = "verified" | "installs" | "scan" | "eval"

/**
 * @category constants
 * @since 0.1.0
 */
export const variants: ReadonlyArray<Variant> = ["verified", "installs", "scan", "eval"]

/**
 * What a badge shows.
 *
 * @category models
 * @since 0.1.0
 */
export interface Badge {
  readonly label: string
  readonly value: string
  /** A CSS hex colour for the value side. */
  readonly color: string
}

const colors = {
  green: "#2ea44f",
  yellowGreen: "#a4a61d",
  yellow: "#dfb317",
  orange: "#fe7d37",
  red: "#e05d44",
  blue: "#007ec6",
  grey: "#9f9f9f"
} as const

// Advance widths of Verdana at 11px for printable ASCII (32..126), in pixels.
const widths = [
  3.87, 4.33, 5.05, 9.0, 7.0, 12.3, 8.0, 2.69, 5.0, 5.0, 7.0, 9.0, 4.0, 5.0, 4.0, 5.0, 7.0, 7.0, 7.0, 7.0, 7.0, 7.0,
  7.0, 7.0, 7.0, 7.0, 5.0, 5.0, 9.0, 9.0, 9.0, 6.0, 11.0, 7.52, 7.54, 7.68, 8.48, 6.96, 6.32, 8.53, 8.27, 4.63, 5.0,
  7.62, 6.12, 9.27, 8.23, 8.66, 6.63, 8.66, 7.65, 7.52, 6.78, 8.05, 7.52, 10.88, 7.54, 6.77, 7.54, 5.0, 5.0, 5.0, 9.0,
  7.0, 7.0, 6.61, 6.86, 5.73, 6.86, 6.55, 3.87, 6.86, 6.96, 3.02, 3.78, 6.51, 3.02, 10.7, 6.96, 6.68, 6.86, 6.86, 4.69,
  5.73, 4.33, 6.96, 6.51, 9.0, 6.51, 6.51, 5.78, 6.98, 5.0, 6.98, 9.0
]

/**
 * The rendered width of a text in Verdana 11px (non-ASCII characters count as wide).
 *
 * @category utilities
 * @since 0.1.0
 */
export const textWidth = (text: string): number => {
  let width = 0
  for (const character of text) {
    const code = character.codePointAt(0)!
    width += code >= 32 && code <= 126 ? widths[code - 32]! : 11
  }
  return width
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * Renders a badge as a standalone SVG document.
 *
 * @category encoding
 * @since 0.1.0
 */
export const render = (badge: Badge): string => {
  const label = badge.label.slice(0, 64)
  const value = badge.value.slice(0, 64)
  const labelWidth = Math.round(textWidth(label) + 10)
  const valueWidth = Math.round(textWidth(value) + 10)
  const width = labelWidth + valueWidth
  const title = escapeXml(`${label}: ${value}`)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>`,
    `<clipPath id="r"><rect width="${width}" height="20" rx="3" fill="#fff"/></clipPath>`,
    `<g clip-path="url(#r)"><rect width="${labelWidth}" height="20" fill="#555"/><rect x="${labelWidth}" width="${valueWidth}" height="20" fill="${badge.color}"/><rect width="${width}" height="20" fill="url(#s)"/></g>`,
    `<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">`,
    `<text x="${labelWidth / 2}" y="15" fill="#010101" fill-opacity=".3">${escapeXml(label)}</text><text x="${labelWidth / 2}" y="14">${escapeXml(label)}</text>`,
    `<text x="${labelWidth + valueWidth / 2}" y="15" fill="#010101" fill-opacity=".3">${escapeXml(value)}</text><text x="${labelWidth + valueWidth / 2}" y="14">${escapeXml(value)}</text>`,
    `</g></svg>`
  ].join("")
}

/**
 * A count as people read it: `999`, `1.2k`, `12k`, `3.4M`.
 *
 * @category encoding
 * @since 0.1.0
 */
export const formatCount = (count: number): string => {
  if (count < 1000) return String(count)
  const [divisor, suffix] =
    count < 1_000_000 ? [1000, "k"] : count < 1_000_000_000 ? [1_000_000, "M"] : [1_000_000_000, "B"]
  const value = count / divisor
  return `${value < 10 ? Math.floor(value * 10) / 10 : Math.floor(value)}${suffix}`
}

/**
 * The figures a skill's badges are made from.
 *
 * @category models
 * @since 0.1.0
 */
export interface Figures {
  readonly verificationCount: number
  readonly downloadCount: number
  /** The current version's scan grade (`A+` … `F`): the sharer's when they reported, else the server's. */
  readonly scanGrade: string | undefined
  /** The server's reference grade of the current version (`A` … `F`), when it scanned it. */
  readonly referenceGrade?: string | undefined
  /** The current version's evaluation score (0 to 100), when evaluated. */
  readonly evaluationScore: number | undefined
}

const gradeOrder = ["A+", "A", "B", "C", "D", "E", "F"]

/** The worse of two grades (`A+` and `A` are both A for the registry). */
const worse = (left: string, right: string) => (gradeOrder.indexOf(right) > gradeOrder.indexOf(left) ? right : left)

const sameGrade = (left: string, right: string) => left.replace("+", "") === right.replace("+", "")

/**
 * The value of the `scan` badge: the grade, and the server's reference grade beside it
 * when the sharer's report says otherwise (`A (server: E)`), coloured by the worse one.
 *
 * @category utilities
 * @since 0.1.0
 */
export const scanValue = (
  figures: Pick<Figures, "scanGrade" | "referenceGrade">
): { readonly value: string; readonly grade: string } | undefined => {
  const { scanGrade, referenceGrade } = figures
  if (scanGrade === undefined)
    return referenceGrade === undefined ? undefined : { value: referenceGrade, grade: referenceGrade }
  if (referenceGrade === undefined || sameGrade(scanGrade, referenceGrade))
    return { value: scanGrade, grade: scanGrade }
  return { value: `${scanGrade} (server: ${referenceGrade})`, grade: worse(scanGrade, referenceGrade) }
}

const gradeColor = (grade: string) =>
  grade.startsWith("A")
    ? colors.green
    : grade === "B"
      ? colors.yellowGreen
      : grade === "C"
        ? colors.yellow
        : grade === "D"
          ? colors.orange
          : colors.red

/**
 * The badge of a variant for a skill's figures.
 *
 * @category constructors
 * @since 0.1.0
 */
export const forVariant = (variant: Variant, figures: Figures): Badge => {
  switch (variant) {
    case "verified":
      return {
        label: "verified",
        value: figures.verificationCount === 0 ? "none" : `${formatCount(figures.verificationCount)}×`,
        color: figures.verificationCount === 0 ? colors.grey : colors.green
      }
    case "installs":
      return { label: "installs", value: formatCount(figures.downloadCount), color: colors.blue }
    case "scan": {
      const scan = scanValue(figures)
      return scan === undefined
        ? { label: "scan", value: "not scanned", color: colors.grey }
        : { label: "scan", value: scan.value, color: gradeColor(scan.grade) }
    }
    case "eval":
      return figures.evaluationScore === undefined
        ? { label: "eval", value: "n/a", color: colors.grey }
        : {
            label: "eval",
            value: `${Math.round(figures.evaluationScore)}%`,
            color:
              figures.evaluationScore >= 80 ? colors.green : figures.evaluationScore >= 50 ? colors.yellow : colors.red
          }
  }
}
