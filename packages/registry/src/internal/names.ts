/**
 * Names and identities, pure: namespaces from path segments, valid skill names, the
 * UTC day of download deduplication and the identity a download counts for.
 */
import { createHash } from "node:crypto"
import { Option } from "effect"
import type * as RegistryActor from "../RegistryActor.ts"

const skillName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A namespace from a path segment: the leading `@` stripped, lower-cased. */
export const normalizeNamespace = (segment: string): string =>
  (segment.startsWith("@") ? segment.slice(1) : segment).toLowerCase()

/** Whether a skill name is valid: 1 to 64 lowercase letters, digits and single hyphens. */
export const isValidName = (name: string): boolean => name.length <= 64 && skillName.test(name)

/** The UTC day (`YYYY-MM-DD`) of a time in milliseconds: the unit of download deduplication. */
export const utcDay = (millis: number): string => {
  // Every download asks: the day last formatted is reused while the time stays within it.
  if (millis >= lastDay.from && millis < lastDay.from + dayMillis) return lastDay.text
  const from = millis - (((millis % dayMillis) + dayMillis) % dayMillis)
  lastDay = { from, text: new Date(millis).toISOString().slice(0, 10) }
  return lastDay.text
}
const dayMillis = 86_400_000
let lastDay = { from: Number.NaN, text: "" }

/**
 * The identity a download is counted for: the account when authenticated, otherwise
 * a SHA-256 digest of the client address (no raw address is stored).
 */
export const downloadIdentity = (actor: Option.Option<RegistryActor.Actor>, address: string | undefined): string =>
  Option.isSome(actor)
    ? `account:${actor.value.account_id}`
    : `address:${createHash("sha256")
        .update(address ?? "unknown")
        .digest("hex")}`
