// `SkillRepository.layerMemory`: every statement of the SQL repository over the memory
// tables of `internal/memory.ts`, with the same observable results (soft deletes, the
// counters, exposure at read time, the owners' running usage). `lock` and `findSkill`'s
// row lock are no-ops: a transaction holds the store's only permit until it ends.
import { Effect } from "effect"
import type { VersionFile } from "../RegistryApi.ts"
import type { NewVersion, SkillExposure, SkillRepository } from "../SkillRepository.ts"
import {
  byText,
  exposedVersion,
  hotScore,
  key,
  linkedVersion,
  ownedBy,
  publicCurrentVersion,
  publicSkill,
  type Store,
  type StoredSkill,
  type StoredVersion,
  skillRow,
  type Tables,
  throughJson,
  versionsOf,
  violated
} from "./memory.ts"
import * as MemoryFigures from "./memoryFigures.ts"
import * as MemorySearch from "./memorySearch.ts"
import * as MemoryUsage from "./memoryUsage.ts"
import { toSkill, type VersionRecord, type VersionRow } from "./rows.ts"

type Service = SkillRepository["Service"]

const versionRow = (version: StoredVersion): VersionRow => ({
  version_id: version.version_id,
  skill_id: version.skill_id,
  sequence: version.sequence,
  version: version.version,
  changelog: version.changelog,
  tree_hash: version.tree_hash,
  content_hash: version.content_hash,
  archive_size: version.archive_size,
  file_count: version.file_count,
  yanked: version.yanked,
  yank_reason: version.yank_reason,
  saved_at: version.saved_at,
  scan_grade: version.scan_grade,
  reference_grade: version.reference_grade
})

const versionRecord = (version: StoredVersion): VersionRecord => ({
  ...versionRow(version),
  scan_report: throughJson(version.scan_report),
  reference_report: throughJson(version.reference_report),
  verification_count: version.verification_count
})

const liveVersionIds = (tables: Tables, skillIds: ReadonlySet<string>) =>
  [...tables.versions.values()]
    .filter((version) => version.deleted_at === null && skillIds.has(version.skill_id))
    .map((version) => version.version_id)

const deleteVersions = (tables: Tables, versionIds: ReadonlyArray<string>, at: Date) => {
  for (const versionId of versionIds) tables.versions.get(versionId)!.deleted_at = at
}

export const make = (store: Store): Service => {
  const statement = store.statement.bind(store)
  const skillAt = (tables: Tables, namespace: string, name: string) => {
    for (const skill of tables.skills.values()) if (skill.namespace === namespace && skill.name === name) return skill
    return undefined
  }
  const exposureOf = (tables: Tables, skill: StoredSkill | undefined, now: Date): SkillExposure => ({
    public: skill !== undefined && publicSkill(tables, skill, now),
    current_version: skill === undefined ? null : publicCurrentVersion(tables, skill, now)
  })
  const liveVersionOf = (tables: Tables, skillId: string, version: string) =>
    [...tables.versions.values()].find(
      (stored) => stored.skill_id === skillId && stored.version === version && stored.deleted_at === null
    )
  /** Changes a skill row, if it exists (an `UPDATE ... WHERE skill_id`). */
  const updateSkill = (skillId: string, change: (skill: StoredSkill, now: Date, tables: Tables) => void) =>
    statement((tables, now) => {
      const skill = tables.skills.get(skillId)
      if (skill !== undefined) change(skill, now, tables)
    })
  const updateVersion = (versionId: string, change: (version: StoredVersion) => void) =>
    statement((tables) => {
      const version = tables.versions.get(versionId)
      if (version !== undefined) change(version)
    })

  const countDownload: Service["countDownload"] = (download) =>
    statement((tables, now) => {
      const counted = key(download.skillId, download.identity, download.day)
      if (tables.downloads.has(counted)) return undefined
      const skill = tables.skills.get(download.skillId)
      if (skill === undefined) throw violated("registry_downloads_skill_id_fkey")
      tables.downloads.set(counted, { skillId: download.skillId, day: download.day, version: download.version })
      skill.download_count += 1
      skill.recent_downloads += 1
      skill.hot_score = hotScore(skill, now)
      return skill.download_count
    })

  return {
    ...MemoryFigures.make(store),
    ...MemoryUsage.make(store),
    search: (filter, now) => statement((tables) => MemorySearch.search(tables, filter, now)),

    refreshRankings: (today) =>
      statement((tables, now) => {
        const since = Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000
        let changed = 0
        for (const skill of tables.skills.values()) {
          if (skill.deleted_at !== null) continue
          let recent = 0
          for (const download of tables.downloads.values()) {
            if (download.skillId === skill.skill_id && Date.parse(`${download.day}T00:00:00Z`) > since) recent++
          }
          if (recent !== skill.recent_downloads) changed++
          skill.recent_downloads = recent
          skill.hot_score = hotScore(skill, now)
        }
        return changed
      }),

    findSkill: (namespace, name) =>
      statement((tables) => {
        const skill = skillAt(tables, namespace, name)
        return skill === undefined ? undefined : skillRow(skill)
      }),

    findSkillExposed: (namespace, name) =>
      statement((tables, now) => {
        const skill = skillAt(tables, namespace, name)
        return skill === undefined ? undefined : { row: skillRow(skill), exposure: exposureOf(tables, skill, now) }
      }),

    skillById: (skillId) =>
      statement((tables) => {
        const skill = tables.skills.get(skillId)
        return skill === undefined ? undefined : skillRow(skill)
      }),

    ownerView: (skillId) =>
      Effect.flatMap(
        statement((tables, now) => {
          const skill = tables.skills.get(skillId)
          if (skill === undefined) return undefined
          return toSkill({ ...skillRow(skill), visibility: publicSkill(tables, skill, now) ? "public" : "private" })
        }),
        (skill) => (skill === undefined ? Effect.die(`no skill ${skillId}`) : Effect.succeed(skill))
      ),

    exposure: (skillId) => statement((tables, now) => exposureOf(tables, tables.skills.get(skillId), now)),

    versions: (skillId) => statement((tables) => versionsOf(tables, skillId).map(versionRow)),

    liveVersion: (skillId, version) =>
      statement((tables) => {
        const found = liveVersionOf(tables, skillId, version)
        return found === undefined ? undefined : versionRecord(found)
      }),

    liveVersionExposed: (skillId, version) =>
      statement((tables, now) => {
        const found = liveVersionOf(tables, skillId, version)
        const skill = tables.skills.get(skillId)
        if (found === undefined || skill === undefined) return undefined
        return { row: versionRecord(found), exposed: exposedVersion(tables, skill, found.version_id, now) }
      }),

    pageVersions: (skillId, page) =>
      statement((tables, now) => {
        const visible = versionsOf(tables, skillId).filter(
          (version) =>
            version.deleted_at === null && (!page.exposedOnly || linkedVersion(tables, version.version_id, now))
        )
        const rows = visible.filter((version) => version.sequence < page.before).slice(0, page.limit)
        return { rows: rows.map(versionRow), total: visible.length }
      }),

    files: (versionId) =>
      statement(
        (tables): ReadonlyArray<VersionFile> =>
          [...(tables.files.get(versionId) ?? [])].sort((a, b) => byText(a.path, b.path))
      ),

    countDownload,

    // No batching in memory: counted at once, as `countDownload`.
    queueDownload: (download) => Effect.map(countDownload(download), (count) => count !== undefined),

    yank: (versionId, reason, at) =>
      updateVersion(versionId, (version) => {
        if (version.yanked) return
        version.yanked = true
        version.yank_reason = reason
        version.yanked_at = at
      }),

    softDelete: (skillId, at) =>
      updateSkill(skillId, (skill, _now, tables) => {
        const live = liveVersionIds(tables, new Set([skillId]))
        MemoryUsage.release(tables, { kind: skill.owner_kind, id: skill.owner_id }, live)
        deleteVersions(tables, live, at)
        skill.deleted_at = at
        skill.updated_at = at
      }),

    softDeleteAllOf: (owner, at) =>
      statement((tables) => {
        const deleted = [...tables.skills.values()].filter(
          (skill) => ownedBy(skill, owner) && skill.deleted_at === null
        )
        for (const skill of deleted) {
          skill.deleted_at = at
          skill.updated_at = at
        }
        const live = liveVersionIds(tables, new Set(deleted.map((skill) => skill.skill_id)))
        MemoryUsage.release(tables, owner, live)
        deleteVersions(tables, live, at)
        return deleted.length
      }),

    setStar: (skillId, accountId, starred) =>
      updateSkill(skillId, (skill, now, tables) => {
        const star = key(skillId, accountId)
        if (tables.stars.has(star) === starred) return
        if (starred) tables.stars.add(star)
        else tables.stars.delete(star)
        skill.star_count += starred ? 1 : -1
        skill.hot_score = hotScore(skill, now)
      }),

    setCurrentVersion: (skillId, version, at) =>
      updateSkill(skillId, (skill, _now, tables) => {
        skill.current_version = version.name
        skill.updated_at = at
        skill.skill_document = tables.versions.get(version.id)?.skill_document ?? ""
      }),

    setVisibility: (skillId, visibility) =>
      updateSkill(skillId, (skill) => {
        skill.visibility = visibility
      }),

    storeSharerReport: (versionId, report, grade) =>
      updateVersion(versionId, (version) => {
        version.scan_report = throughJson(report)
        version.scan_grade = grade
      }),

    storeReferenceReport: (versionId, report, grade) =>
      updateVersion(versionId, (version) => {
        version.reference_report = throughJson(report)
        version.reference_grade = grade
        if (version.scan_report === null) version.scan_grade = grade
      }),

    countVerification: (skillId, versionId) =>
      Effect.andThen(
        versionId === undefined
          ? Effect.void
          : updateVersion(versionId, (version) => {
              version.verification_count += 1
            }),
        updateSkill(skillId, (skill) => {
          skill.verification_count += 1
        })
      ),

    blobReferences: (address, now) =>
      statement((tables) => {
        const live = [...tables.versions.values()].flatMap((version) => {
          const skill = tables.skills.get(version.skill_id)
          return version.deleted_at === null && skill !== undefined && skill.deleted_at === null
            ? [{ version, skill }]
            : []
        })
        const referenceOf = ({ version, skill }: { version: StoredVersion; skill: StoredSkill }) => ({
          owner_kind: skill.owner_kind,
          owner_id: skill.owner_id,
          yanked: version.yanked,
          exposed: exposedVersion(tables, skill, version.version_id, now)
        })
        const asFile = live.flatMap((entry) =>
          (tables.files.get(entry.version.version_id) ?? []).filter((file) => file.hash === address).map(() => entry)
        )
        const asArchive = live.filter((entry) => entry.version.tree_hash === address)
        return [...asFile, ...asArchive].map(referenceOf)
      }),

    grades: (skillId, version) =>
      statement((tables) => {
        const found = [...tables.versions.values()].find(
          (stored) => stored.skill_id === skillId && stored.version === version
        )
        return found === undefined
          ? undefined
          : {
              scan_grade: found.scan_grade,
              reference_grade: found.reference_grade,
              evaluation_score: found.evaluation_score
            }
      }),

    // The transaction holds the store's only permit: nothing else runs until it ends.
    lock: () => Effect.void,

    insertSkill: (skill) =>
      statement((tables) => {
        if (tables.skills.has(skill.skillId)) throw violated("registry_skills_pkey")
        if (skillAt(tables, skill.namespace, skill.name) !== undefined) {
          throw violated("registry_skills_namespace_name_key")
        }
        tables.skills.set(skill.skillId, {
          skill_id: skill.skillId,
          namespace: skill.namespace,
          name: skill.name,
          owner_kind: skill.owner.kind,
          owner_id: skill.owner.id,
          skill_type: "skill",
          description: "",
          category: "",
          tags: [],
          visibility: "private",
          current_version: null,
          download_count: 0,
          star_count: 0,
          verification_count: 0,
          created_at: skill.at,
          updated_at: skill.at,
          deleted_at: null,
          skill_document: "",
          recent_downloads: 0,
          hot_score: 0
        })
      }),

    insertVersion: (version: NewVersion) =>
      statement((tables, now) => {
        const skill = tables.skills.get(version.skillId)
        if (skill === undefined) throw violated("registry_versions_skill_id_fkey")
        for (const other of tables.versions.values()) {
          if (other.skill_id !== version.skillId) continue
          if (other.version === version.version) throw violated("registry_versions_skill_id_version_key")
          if (other.sequence === version.sequence) throw violated("registry_versions_skill_id_sequence_key")
        }
        tables.versions.set(version.versionId, {
          version_id: version.versionId,
          skill_id: version.skillId,
          sequence: version.sequence,
          version: version.version,
          changelog: version.changelog,
          tree_hash: version.treeHash,
          content_hash: version.contentHash,
          archive_size: version.archiveSize,
          files_size: version.filesSize,
          file_count: version.files.length,
          skill_document: version.document,
          saved_by: version.savedBy,
          saved_at: version.savedAt,
          yanked: false,
          yank_reason: null,
          yanked_at: null,
          scan_report: version.sharerReport === undefined ? null : throughJson(version.sharerReport),
          scan_grade: version.scanGrade,
          reference_report: throughJson(version.referenceReport),
          reference_grade: version.referenceGrade,
          verification_count: 0,
          evaluation_score: null,
          deleted_at: null
        })
        tables.files.set(
          version.versionId,
          version.files.map((file) => ({ ...file }))
        )
        skill.skill_type = version.skill.type
        skill.description = version.skill.description
        skill.category = version.skill.category
        skill.tags = [...version.skill.tags]
        skill.current_version = version.skill.currentVersion
        if (version.skill.documentMoves) skill.skill_document = version.document
        skill.updated_at = version.savedAt
        skill.hot_score = hotScore(skill, now)
        return MemoryUsage.reference(tables, version.owner, version.versionId)
      }),

    withTransaction: (effect) => store.withTransaction(effect)
  }
}
