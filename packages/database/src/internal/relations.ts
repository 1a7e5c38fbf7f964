/**
 * What a migration statement would create, read from its SQL text (a pattern, not a
 * parser: migrations are plain statements).
 */
// `CREATE [OR REPLACE] [UNIQUE] TABLE|INDEX|SEQUENCE|VIEW [IF NOT EXISTS] name`, the name
// possibly schema-qualified and quoted.
const identifier = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)`
const createPattern = new RegExp(
  String.raw`\bCREATE\s+(?:OR\s+REPLACE\s+)?(?:UNLOGGED\s+)?(?:UNIQUE\s+)?(?:TABLE|INDEX|SEQUENCE|VIEW|MATERIALIZED\s+VIEW)\s+(?:CONCURRENTLY\s+)?(?:IF\s+NOT\s+EXISTS\s+)?(${identifier}(?:\s*\.\s*${identifier})?)`,
  "gi"
)

/** The unqualified relation name as PostgreSQL stores it (unquoted names fold to lower case). */
const relationName = (qualified: string): string => {
  const parts = qualified.match(new RegExp(identifier, "g")) ?? [qualified]
  const last = parts[parts.length - 1]!
  return last.startsWith('"') ? last.slice(1, -1).replaceAll('""', '"') : last.toLowerCase()
}

/** The relations a statement would create, as PostgreSQL names them. */
export const createdRelations = (statement: string): ReadonlyArray<string> =>
  Array.from(statement.matchAll(createPattern), (match) => relationName(match[1]!)).filter(
    // `CREATE INDEX ON things (...)`: an index without a name
    (name) => name !== "on"
  )
