// `ShareLinkRepository.layerMemory`: the share links over the memory tables that
// `SkillRepository.layerMemory` reads its exposure from. `lockSkill` and `lockOwner`
// are no-ops: a transaction holds the store's only permit until it ends.
import { Effect } from "effect"
import type { InfoRow, LinkRow, ShareLinkRepository } from "../ShareLinkRepository.ts"
import { key, liveLink, newestFirst, type Store, type StoredLink, type Tables } from "./memory.ts"

type Service = ShareLinkRepository["Service"]

const linkRow = (link: StoredLink): LinkRow => ({
  share_id: link.share_id,
  skill_id: link.skill_id,
  version_id: link.version_id,
  version: link.version,
  visibility: link.visibility,
  expires_at: link.expires_at,
  created_at: link.created_at,
  revoked_at: link.revoked_at,
  download_count: link.download_count
})

/** A link with its skill and version (the SQL's inner join), when both exist. */
const infoRow = (tables: Tables, link: StoredLink, liveOnly: boolean): InfoRow | undefined => {
  const skill = tables.skills.get(link.skill_id)
  const version = tables.versions.get(link.version_id)
  if (skill === undefined || version === undefined) return undefined
  if (liveOnly && (skill.deleted_at !== null || version.deleted_at !== null)) return undefined
  return {
    ...linkRow(link),
    namespace: skill.namespace,
    name: skill.name,
    description: skill.description,
    tree_hash: version.tree_hash,
    scan_grade: version.scan_grade,
    reference_grade: version.reference_grade,
    yanked: version.yanked,
    yank_reason: version.yank_reason
  }
}

export const make = (store: Store): Service => {
  const statement = store.statement.bind(store)
  return {
    find: (shareId) =>
      statement((tables) => {
        const link = tables.links.get(shareId)
        return link === undefined ? undefined : infoRow(tables, link, true)
      }),

    forVersion: (versionId) =>
      statement((tables) =>
        [...tables.links.values()]
          .filter((link) => link.version_id === versionId)
          .sort(newestFirst((link) => link.share_id))
          .flatMap((link) => infoRow(tables, link, false) ?? [])
      ),

    // The transaction holds the store's only permit: nothing else runs until it ends.
    lockSkill: () => Effect.void,
    lockOwner: () => Effect.void,

    sharedSkills: (owner, now) =>
      statement((tables) => {
        const shared = new Set<string>()
        for (const link of tables.links.values()) {
          const skill = tables.skills.get(link.skill_id)
          if (skill === undefined || skill.deleted_at !== null || !liveLink(link, now)) continue
          if (skill.owner_kind === owner.kind && skill.owner_id === owner.id) shared.add(link.skill_id)
        }
        return shared
      }),

    insert: (link) =>
      statement((tables) => {
        if (tables.links.has(link.shareId)) throw new Error("memory registry: registry_share_links_pkey violated")
        if (!tables.skills.has(link.skillId) || !tables.versions.has(link.versionId)) {
          throw new Error("memory registry: registry_share_links foreign keys violated")
        }
        const stored: StoredLink = {
          share_id: link.shareId,
          skill_id: link.skillId,
          version_id: link.versionId,
          version: link.version,
          visibility: link.visibility,
          expires_at: link.expiresAt,
          created_at: link.createdAt,
          revoked_at: null,
          download_count: 0,
          created_by: link.createdBy
        }
        tables.links.set(link.shareId, stored)
        return linkRow(stored)
      }),

    revoke: (shareId, at) =>
      statement((tables) => {
        const link = tables.links.get(shareId)
        if (link !== undefined && link.revoked_at === null) tables.links.set(shareId, { ...link, revoked_at: at })
      }),

    livePublicLinks: (skillId, now) =>
      statement(
        (tables) =>
          [...tables.links.values()].filter(
            (link) => link.skill_id === skillId && link.visibility === "public" && liveLink(link, now)
          ).length
      ),

    countDownload: (download) =>
      statement((tables) => {
        const counted = key(download.shareId, download.identity, download.day)
        const link = tables.links.get(download.shareId)
        if (link === undefined) throw new Error("memory registry: registry_share_downloads_share_id_fkey violated")
        if (tables.linkDownloads.has(counted)) return
        tables.linkDownloads.add(counted)
        tables.links.set(download.shareId, { ...link, download_count: link.download_count + 1 })
      })
  }
}
