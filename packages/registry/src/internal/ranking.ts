/**
 * Search ranking, pure: the sorts of the search, the key and order each one means
 * (each matches a partial index on public live skills, see the migrations), the cap of
 * exact counts, and the `hot` score as a SQL expression over a skill row.
 */

/** The sorts of the search (see the README for their definitions). */
export type SearchSort = "popular" | "recent" | "verified" | "trending" | "hot"

export const searchSorts: ReadonlyArray<SearchSort> = ["popular", "recent", "verified", "trending", "hot"]

/** A column of a sort's key, all descending, and the SQL type its text spelling is read back as. */
export interface SortColumn {
  readonly column: string
  readonly type: "timestamptz" | "bigint" | "double precision" | "text"
}

const tiebreak: SortColumn = { column: "s.skill_id", type: "text" }

/**
 * The key of each sort over `registry_skills s`, every column descending and `skill_id`
 * last (unique), so the order is total and `(key) < (cursor's key)` continues it: the
 * keyset of the search's cursors. Each matches the partial indexes of migration 0004.
 */
export const sortKeys: Readonly<Record<SearchSort, ReadonlyArray<SortColumn>>> = {
  recent: [{ column: "s.updated_at", type: "timestamptz" }, tiebreak],
  popular: [{ column: "s.download_count", type: "bigint" }, { column: "s.star_count", type: "bigint" }, tiebreak],
  verified: [
    { column: "s.verification_count", type: "bigint" },
    { column: "s.download_count", type: "bigint" },
    tiebreak
  ],
  trending: [
    { column: "s.recent_downloads", type: "bigint" },
    { column: "s.download_count", type: "bigint" },
    tiebreak
  ],
  hot: [{ column: "s.hot_score", type: "double precision" }, tiebreak]
}

/** The `ORDER BY` of each sort, over `registry_skills s`. */
export const sortOrder: Readonly<Record<SearchSort, string>> = Object.fromEntries(
  searchSorts.map((sort) => [sort, sortKeys[sort].map((key) => `${key.column} DESC`).join(", ")])
) as Record<SearchSort, string>

/** Whether a value is a key of `sort` as `SkillRepository.search` returns it (text spellings, one per column). */
export const isSortKey = (sort: SearchSort, value: unknown): value is ReadonlyArray<string> =>
  Array.isArray(value) &&
  value.length === sortKeys[sort].length &&
  value.every((part) => typeof part === "string" && part.length <= 200)

/**
 * Searches count exactly up to this many matches; above it, `total_count` is the
 * planner's estimate, never below `searchCountCap + 1` (docs/decisions.md).
 */
export const searchCountCap = 1000

/**
 * The `hot` score of a skill row: stars (twice) and downloads of the last 7 days,
 * decayed by the skill's age in hours: `(2 × stars + recent downloads + 1) / (hours + 2)^1.5`.
 */
export const hotScoreExpression =
  "(2 * star_count + recent_downloads + 1) / power(greatest(extract(epoch FROM (now() - created_at)), 0) / 3600 + 2, 1.5)"

/** The `hot` score as it will be once `column` (`star_count`, `recent_downloads`) moves by `delta` in the same update. */
export const hotScoreAfter = (column: "star_count" | "recent_downloads", delta: 1 | -1): string =>
  hotScoreExpression.replace(column, `(${column} ${delta > 0 ? "+" : "-"} 1)`)

/** The `hot` score as it will be once `column` grows by the SQL expression `added` in the same update. */
export const hotScoreAdding = (column: "star_count" | "recent_downloads", added: string): string =>
  hotScoreExpression.replace(column, `(${column} + ${added})`)
