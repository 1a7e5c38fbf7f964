// Each owner's running usage in `SkillRepository.layerMemory` (`internal/usage.ts`'s
// rule over the memory tables): the blobs its live versions reference, each counted once
// with how many versions reference it, and their sum.
import type { Owner } from "../Access.ts"
import type { SkillRepository } from "../SkillRepository.ts"
import { ownerKey, type Store, type Tables } from "./memory.ts"

/** Each distinct blob of some versions (archives and files): its size and how many of them reference it. */
const referencesOf = (tables: Tables, versionIds: ReadonlyArray<string>) => {
  const references = new Map<string, { size: number; versions: Set<string> }>()
  const add = (address: string, size: number, versionId: string) => {
    const found = references.get(address) ?? { size, versions: new Set<string>() }
    found.size = Math.max(found.size, size)
    found.versions.add(versionId)
    references.set(address, found)
  }
  for (const versionId of versionIds) {
    const version = tables.versions.get(versionId)
    if (version !== undefined) add(version.tree_hash, version.archive_size, versionId)
    for (const file of tables.files.get(versionId) ?? []) add(file.hash, file.size, versionId)
  }
  return references
}

const blobsOf = (tables: Tables, owner: Owner) => {
  const found = tables.ownerBlobs.get(ownerKey(owner)) ?? new Map<string, { size: number; versionCount: number }>()
  tables.ownerBlobs.set(ownerKey(owner), found)
  return found
}

/** `internal/usage.ts`'s `reference`: counts a new version's blobs to its owner. */
export const reference = (tables: Tables, owner: Owner, versionId: string) => {
  const blobs = blobsOf(tables, owner)
  let added = 0
  for (const [address, { size }] of referencesOf(tables, [versionId])) {
    const known = blobs.get(address)
    if (known === undefined) {
      blobs.set(address, { size, versionCount: 1 })
      added += size
    } else known.versionCount += 1
  }
  const usedBefore = tables.ownerUsage.get(ownerKey(owner)) ?? 0
  tables.ownerUsage.set(ownerKey(owner), usedBefore + added)
  return { usedBefore, added }
}

/** `internal/usage.ts`'s `release`: takes back the references of live versions about to be deleted. */
export const release = (tables: Tables, owner: Owner, versionIds: ReadonlyArray<string>) => {
  const blobs = blobsOf(tables, owner)
  let released = 0
  for (const [address, { versions }] of referencesOf(tables, versionIds)) {
    const known = blobs.get(address)
    if (known === undefined) continue
    known.versionCount -= versions.size
    if (known.versionCount <= 0) {
      blobs.delete(address)
      released += known.size
    }
  }
  if (released > 0) {
    tables.ownerUsage.set(ownerKey(owner), (tables.ownerUsage.get(ownerKey(owner)) ?? 0) - released)
  }
}

export const make = (store: Store): Pick<SkillRepository["Service"], "usedBytes" | "addedBytes"> => {
  const statement = store.statement.bind(store)
  return {
    usedBytes: (owner) => statement((tables) => tables.ownerUsage.get(ownerKey(owner)) ?? 0),

    addedBytes: (owner, blobs) =>
      statement((tables) => {
        const known = tables.ownerBlobs.get(ownerKey(owner))
        let adding = 0
        for (const [address, size] of blobs) if (known?.has(address) !== true) adding += size
        return adding
      })
  }
}
