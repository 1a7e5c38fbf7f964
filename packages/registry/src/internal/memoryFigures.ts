// The figures of `SkillRepository.layerMemory`: an owner's counts, the public and
// profile counts, and the verifications (recorded and listed), over the memory tables.
import type { SkillRepository } from "../SkillRepository.ts"
import {
  exposedVersion,
  liveLink,
  newestFirst,
  ownedBy,
  publicSkill,
  type Store,
  type StoredSkill,
  violated
} from "./memory.ts"

type Figures = Pick<
  SkillRepository["Service"],
  "ownerCounts" | "publicCounts" | "namespaceCounts" | "insertVerification" | "verifications"
>

export const make = (store: Store): Figures => {
  const statement = store.statement.bind(store)
  return {
    ownerCounts: (owner, now) =>
      statement((tables) => {
        const live = [...tables.skills.values()].filter((skill) => ownedBy(skill, owner) && skill.deleted_at === null)
        const links = [...tables.links.values()].filter((link) => liveLink(link, now))
        return {
          skill_count: live.length,
          public_skill_count: live.filter((skill) => publicSkill(tables, skill, now)).length,
          shared_skill_count: live.filter((skill) => links.some((link) => link.skill_id === skill.skill_id)).length
        }
      }),

    publicCounts: (now) =>
      statement((tables) => {
        const live = [...tables.skills.values()].filter((skill) => skill.deleted_at === null)
        const exposed = live.filter((skill) => publicSkill(tables, skill, now))
        const reports = [...tables.versions.values()].filter((version) => {
          const skill = tables.skills.get(version.skill_id)
          return (
            version.deleted_at === null &&
            version.scan_report !== null &&
            skill !== undefined &&
            skill.deleted_at === null &&
            exposedVersion(tables, skill, version.version_id, now)
          )
        })
        return {
          skills: exposed.length,
          publishers: new Set(exposed.map((skill) => skill.namespace)).size,
          scan_reports: reports.length
        }
      }),

    namespaceCounts: (namespace, now) =>
      statement((tables) => {
        const exposed = [...tables.skills.values()].filter(
          (skill) => skill.namespace === namespace && skill.deleted_at === null && publicSkill(tables, skill, now)
        )
        const sum = (figure: (skill: StoredSkill) => number) =>
          exposed.reduce((total, skill) => total + figure(skill), 0)
        return {
          public_skill_count: exposed.length,
          total_installs: sum((skill) => skill.download_count),
          total_stars: sum((skill) => skill.star_count),
          total_verifications: sum((skill) => skill.verification_count)
        }
      }),

    insertVerification: (verification, countable) =>
      statement((tables) => {
        if (tables.verifications.has(verification.verification_id)) throw violated("registry_verifications_pkey")
        const counted =
          countable &&
          ![...tables.verifications.values()].some(
            (other) =>
              other.counted &&
              other.version_id === verification.version_id &&
              other.account_id === verification.account_id
          )
        tables.verifications.set(verification.verification_id, {
          verification_id: verification.verification_id,
          version_id: verification.version_id,
          account_id: verification.account_id,
          verdict: verification.verdict,
          details: verification.details,
          consumer_tree_hash: verification.consumer_tree_hash,
          consumer_ruleset_version: verification.consumer_ruleset_version,
          compared_with: [...verification.compared_with],
          counted,
          created_at: verification.created_at
        })
        return counted
      }),

    verifications: (versionId, limit) =>
      statement((tables) =>
        [...tables.verifications.values()]
          .filter((row) => row.version_id === versionId)
          .sort(newestFirst((row) => row.verification_id))
          .slice(0, limit)
          .map(({ version_id: _version, account_id: _account, ...row }) => ({
            ...row,
            compared_with: [...row.compared_with]
          }))
      )
  }
}
