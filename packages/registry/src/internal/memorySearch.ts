// The search of `internal/search.ts` over the memory tables: the same filters, sorts,
// keyset cursors and offsets. Text matching approximates PostgreSQL's full-text search
// (docs/decisions.md, "The registry in memory"): the query's words (lower case, letters
// and digits) must each appear among the words of the skill's searched fields (name
// with `-` read as a space, description, tags, category, SKILL.md), compared after a
// crude English stemming (a final "s", "es", "ed" or "ing" dropped); a word written
// `-word` must not appear. Quoted phrases and `or` are read as plain words. The SQL
// search orders by the sort's key, never by relevance, so the field weights decide
// nothing here either.

import { publicCurrentVersion, publicSkill, type StoredSkill, skillRow, type Tables } from "./memory.ts"
import { type SearchSort, searchCountCap, sortKeys } from "./ranking.ts"
import type { SkillRow } from "./rows.ts"
import type { SearchFilter } from "./search.ts"

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

const stem = (word: string) => {
  for (const suffix of ["ing", "es", "ed", "s"]) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) return word.slice(0, -suffix.length)
  }
  return word
}

/** Whether a skill matches a search text (see the module's comment). */
export const matchesText = (skill: StoredSkill, text: string): boolean => {
  const fields = [skill.name.replaceAll("-", " "), skill.description, skill.tags.join(" "), skill.category]
  const present = new Set(words([...fields, skill.skill_document].join(" ")).map(stem))
  const terms = text.match(/-?[^\s"]+/g) ?? []
  let wanted = 0
  for (const term of terms) {
    const negated = term.startsWith("-")
    for (const word of words(negated ? term.slice(1) : term)) {
      if (!negated && word === "or") continue
      if (present.has(stem(word)) === negated) return false
      if (!negated) wanted++
    }
  }
  return wanted > 0
}

type KeyValue = number | string

const keyOf = (skill: StoredSkill, sort: SearchSort): ReadonlyArray<KeyValue> =>
  sortKeys[sort].map(({ column }) => {
    switch (column) {
      case "s.updated_at":
        return skill.updated_at.getTime()
      case "s.skill_id":
        return skill.skill_id
      case "s.hot_score":
        return skill.hot_score
      case "s.download_count":
        return skill.download_count
      case "s.star_count":
        return skill.star_count
      case "s.verification_count":
        return skill.verification_count
      default:
        return skill.recent_downloads
    }
  })

/** A key's text spelling (as the cursors carry it) and back. */
const spell = (sort: SearchSort, key: ReadonlyArray<KeyValue>): ReadonlyArray<string> =>
  key.map((value, index) =>
    sortKeys[sort][index]!.type === "timestamptz" ? new Date(value as number).toISOString() : String(value)
  )

const read = (sort: SearchSort, spelled: ReadonlyArray<string>): ReadonlyArray<KeyValue> =>
  sortKeys[sort].map(({ type }, index) => {
    const text = spelled[index] ?? ""
    if (type === "text") return text
    return type === "timestamptz" ? Date.parse(text) : Number(text)
  })

/** Compares keys in the sort's ascending order (every column is sorted descending). */
const compare = (left: ReadonlyArray<KeyValue>, right: ReadonlyArray<KeyValue>) => {
  for (let index = 0; index < left.length; index++) {
    const [a, b] = [left[index]!, right[index]!]
    if (a < b) return -1
    if (a > b) return 1
  }
  return 0
}

/** The search of `SkillRepository` at `now`. */
export const search = (tables: Tables, filter: SearchFilter, now: Date) => {
  const text = filter.text?.trim()
  const matching = [...tables.skills.values()].filter(
    (skill) =>
      skill.deleted_at === null &&
      publicSkill(tables, skill, now) &&
      (text === undefined || text === "" || matchesText(skill, text)) &&
      (filter.category === undefined || skill.category === filter.category) &&
      (filter.namespace === undefined || skill.namespace === filter.namespace) &&
      (filter.type === undefined || skill.skill_type === filter.type)
  )
  const keyed = matching
    .map((skill) => ({ skill, key: keyOf(skill, filter.sort) }))
    .sort((left, right) => compare(right.key, left.key))
  const after = filter.after === undefined ? undefined : read(filter.sort, filter.after)
  const offset = filter.offset ?? 0
  const page = keyed
    .filter((entry) => after === undefined || compare(entry.key, after) < 0)
    .slice(offset, offset + filter.limit + 1)
  const rows: Array<SkillRow> = page
    .slice(0, filter.limit)
    .map(({ skill }) => ({ ...skillRow(skill), current_version: publicCurrentVersion(tables, skill, now) }))
  const last = page.length > filter.limit ? page[filter.limit - 1] : undefined
  const next = last === undefined ? undefined : spell(filter.sort, last.key)
  return { rows, next, total: matching.length, exact: matching.length <= searchCountCap }
}
