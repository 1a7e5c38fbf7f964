/**
 * The search over public skills and its ranking columns, for `SkillRepository`: the
 * page by keyset (a cursor) or offset (a numbered page) and a count that does not scan
 * (exact up to `searchCountCap`, then the planner's estimate).
 */
import { Effect, Schema } from "effect"
import type { SqlClient } from "effect/sql"
import * as Exposure from "./exposure.ts"
import { hotScoreExpression, type SearchSort, searchCountCap, sortKeys, sortOrder } from "./ranking.ts"
import { decodeFirst, decodeRows, Figure, SkillRow } from "./rows.ts"

const Total = Schema.Struct({ total: Figure })
const Id = Schema.Struct({ skill_id: Schema.String })
const Key = Schema.Struct({ sort_key: Schema.String })
const Plan = Schema.Struct({ "QUERY PLAN": Schema.Unknown })

/** The planner's row estimate from `EXPLAIN (FORMAT JSON)` (the JSON arrives parsed or as text). */
const planRows = (plan: unknown): number => {
  const parsed: unknown = typeof plan === "string" ? JSON.parse(plan) : plan
  const rows = Array.isArray(parsed) ? (parsed[0] as { Plan?: { "Plan Rows"?: unknown } })?.Plan?.["Plan Rows"] : 0
  return typeof rows === "number" && Number.isFinite(rows) ? Math.round(rows) : 0
}

/** The filters and page of a search over public skills. */
export interface SearchFilter {
  readonly text?: string | undefined
  readonly category?: string | undefined
  readonly namespace?: string | undefined
  readonly type?: "skill" | "skillset" | undefined
  readonly sort: SearchSort
  readonly limit: number
  /** Numbered pages: rows to skip. */
  readonly offset?: number | undefined
  /** Cursor pages: the sort key (`sortKeys`, as text) of the last row of the previous page. */
  readonly after?: ReadonlyArray<string> | undefined
}

export const make = (sql: SqlClient.SqlClient) => {
  const skills = decodeRows(SkillRow)
  const run = <A>(statement: Effect.Effect<A, unknown>) => Effect.asVoid(Effect.orDie(statement))
  const total = (query: Effect.Effect<ReadonlyArray<unknown>, unknown>) =>
    Effect.map(decodeFirst(Total)(Effect.orDie(query)), (row) => row?.total ?? 0)

  return {
    /**
     * Public skills as everyone sees them at `now`, a page after a key (cursor) or an
     * offset (numbered page), the key of its last row when more follow, and how many
     * match: exact up to `searchCountCap`, else the planner's estimate (`exact` false).
     */
    search: (filter: SearchFilter, now: Date) =>
      Effect.gen(function* () {
        const text = filter.text?.trim()
        const conditions = [Exposure.publicSkill(sql, now), sql`s.deleted_at IS NULL`]
        if (text !== undefined && text !== "") {
          conditions.push(sql`s.search_vector @@ websearch_to_tsquery('english', ${text}::text)`)
        }
        if (filter.category !== undefined) conditions.push(sql`s.category = ${filter.category}`)
        if (filter.namespace !== undefined) conditions.push(sql`s.namespace = ${filter.namespace}`)
        // the type as a literal: the skillsets' partial indexes (migration 0006) are chosen only
        // when the planner reads the value in the statement, not in a parameter
        if (filter.type !== undefined) {
          conditions.push(
            sql.literal(filter.type === "skillset" ? "s.skill_type = 'skillset'" : "s.skill_type = 'skill'")
          )
        }
        const keys = sortKeys[filter.sort]
        const page = [...conditions]
        if (filter.after !== undefined) {
          const after = filter.after
          const bounds = keys.map((key, index) => sql`${after[index]}::${sql.literal(key.type)}`)
          page.push(sql`(${sql.literal(keys.map((key) => key.column).join(", "))}) < (${sql.csv(bounds)})`)
        }
        // Only a numbered page past the first has an OFFSET: its statement is another
        // prepared statement, so the plans of deep pages (sorting the matches from another
        // index can be cheaper there) never become the cached plan of first and cursor pages.
        const offset =
          filter.offset !== undefined && filter.offset > 0 ? sql` OFFSET ${filter.offset}` : sql.literal("")
        const keyText = keys.map((key) => `${key.column}::text`).join(", ")
        const pageOf = Effect.gen(function* () {
          const raw = yield* Effect.orDie(sql`
          SELECT ${Exposure.publicSkillColumns(sql, now)}, json_build_array(${sql.literal(keyText)})::text AS sort_key
          FROM registry_skills s
          WHERE ${sql.and(page)}
          ORDER BY ${sql.literal(sortOrder[filter.sort])}
          LIMIT ${filter.limit + 1}${offset}`)
          const rows = yield* skills(Effect.succeed(raw.slice(0, filter.limit)))
          const last =
            raw.length > filter.limit ? yield* decodeFirst(Key)(Effect.succeed([raw[filter.limit - 1]])) : undefined
          const next = last === undefined ? undefined : (JSON.parse(last.sort_key) as ReadonlyArray<string>)
          return { rows, next }
        })
        const where = sql.and(conditions)
        const countOf = Effect.gen(function* () {
          const counted = yield* total(sql`
          SELECT count(*) AS total FROM (
            SELECT 1 FROM registry_skills s WHERE ${where} LIMIT ${searchCountCap + 1}
          ) capped`)
          if (counted <= searchCountCap) return { total: counted, exact: true }
          const plan = yield* decodeFirst(Plan)(
            Effect.orDie(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM registry_skills s WHERE ${where}`)
          )
          return { total: Math.max(searchCountCap + 1, planRows(plan?.["QUERY PLAN"])), exact: false }
        })
        // The page and the count are independent round trips: on a pool they overlap.
        const [found, counted] = yield* Effect.all([pageOf, countOf], { concurrency: 2 })
        return { ...found, ...counted }
      }),

    /** Recomputes the ranking columns (downloads after `today` − 7 days, `hot`); how many recent counts changed. */
    refreshRankings: (today: string) =>
      Effect.gen(function* () {
        const updated = yield* decodeRows(Id)(sql`
        UPDATE registry_skills s SET recent_downloads = fresh.recent
        FROM (
          SELECT skill_id, coalesce((
            SELECT count(*) FROM registry_downloads d
            WHERE d.skill_id = k.skill_id AND d.day > ${today}::date - 7
          ), 0) AS recent
          FROM registry_skills k WHERE k.deleted_at IS NULL
        ) AS fresh
        WHERE s.skill_id = fresh.skill_id AND s.recent_downloads <> fresh.recent
        RETURNING s.skill_id`)
        yield* run(
          sql`UPDATE registry_skills SET hot_score = ${sql.literal(hotScoreExpression)} WHERE deleted_at IS NULL`
        )
        return updated.length
      })
  }
}
