/**
 * Search ranking, pure: the sorts of the search, the order each one means (each
 * matches a partial index on public live skills, see the migrations), and the `hot`
 * score as a SQL expression over a skill row.
 */

/** The sorts of the search (see the README for their definitions). */
export type SearchSort = "popular" | "recent" | "verified" | "trending" | "hot"

export const searchSorts: ReadonlyArray<SearchSort> = ["popular", "recent", "verified", "trending", "hot"]

/** The `ORDER BY` of each sort, over `registry_skills s`. */
export const sortOrder: Readonly<Record<SearchSort, string>> = {
  recent: "s.updated_at DESC, s.skill_id",
  popular: "s.download_count DESC, s.star_count DESC, s.skill_id",
  verified: "s.verification_count DESC, s.download_count DESC, s.skill_id",
  trending: "s.recent_downloads DESC, s.download_count DESC, s.skill_id",
  hot: "s.hot_score DESC, s.skill_id"
}

/**
 * The `hot` score of a skill row: stars (twice) and downloads of the last 7 days,
 * decayed by the skill's age in hours: `(2 × stars + recent downloads + 1) / (hours + 2)^1.5`.
 */
export const hotScoreExpression =
  "(2 * star_count + recent_downloads + 1) / power(greatest(extract(epoch FROM (now() - created_at)), 0) / 3600 + 2, 1.5)"

/** The `hot` score as it will be once `column` (`star_count`, `recent_downloads`) moves by `delta` in the same update. */
export const hotScoreAfter = (column: "star_count" | "recent_downloads", delta: 1 | -1): string =>
  hotScoreExpression.replace(column, `(${column} ${delta > 0 ? "+" : "-"} 1)`)
