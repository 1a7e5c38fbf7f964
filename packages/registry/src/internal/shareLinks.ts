/**
 * Share links, pure: ids, statuses, the create request's body and the conversion of
 * rows to the wire models (`ShareLinks` re-exports the public ones).
 */
import { randomBytes } from "node:crypto"
import type * as RegistryApi from "../RegistryApi.ts"
import type { InfoRow, LinkRow } from "../ShareLinkRepository.ts"
import { iso } from "./rows.ts"

type ShareLink = RegistryApi.ShareLink
type ShareInfo = RegistryApi.ShareInfo
type Status = ShareInfo["status"]
type Visibility = ShareLink["visibility"]

export type ExpiresIn = "1d" | "7d" | "30d" | "never"

/**
 * The lifetime of each `expires_in`, in milliseconds (`undefined`: never expires).
 */
export const lifetimes: Readonly<Record<ExpiresIn, number | undefined>> = {
  "1d": 86_400_000,
  "7d": 7 * 86_400_000,
  "30d": 30 * 86_400_000,
  never: undefined
}

/**
 * The body of a create request.
 */
export interface CreateRequest {
  readonly visibility: Visibility
  readonly expires_in: ExpiresIn
}

/**
 * A new share id: `shr_` and 192 random bits in base64url (32 characters).
 */
export const makeShareId = (): string => `shr_${randomBytes(24).toString("base64url")}`

/**
 * Whether a string has the shape of a share id (any other string is unknown at once).
 */
export const isShareId = (value: string): boolean => /^shr_[A-Za-z0-9_-]{16,64}$/.test(value)

/**
 * The status of a link at a time.
 */
export const statusAt = (
  link: { readonly revoked_at: string | null; readonly expires_at: string | null },
  now: number
): Status =>
  link.revoked_at !== null
    ? "revoked"
    : link.expires_at !== null && Date.parse(link.expires_at) <= now
      ? "expired"
      : "active"

/**
 * Reads the body of a create request: empty, or a JSON object with the optional
 * `visibility` (`private` default, `public`) and `expires_in` (`1d`, `7d`, `30d`,
 * `never` default). Unknown fields are refused.
 */
export const parseCreateRequest = (
  text: string
):
  | { readonly ok: true; readonly value: CreateRequest }
  | { readonly ok: false; readonly field: string; readonly message: string } => {
  if (text.trim() === "") return { ok: true, value: { visibility: "private", expires_in: "never" } }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, field: "body", message: 'The body must be a JSON object like {"visibility": "public"}.' }
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, field: "body", message: 'The body must be a JSON object like {"visibility": "public"}.' }
  }
  const record = body as Record<string, unknown>
  const unknown = Object.keys(record).find((key) => key !== "visibility" && key !== "expires_in")
  if (unknown !== undefined) {
    return { ok: false, field: unknown, message: `Unknown field ${JSON.stringify(unknown)}.` }
  }
  const visibility = record.visibility ?? "private"
  if (visibility !== "private" && visibility !== "public") {
    return { ok: false, field: "visibility", message: "visibility must be private or public." }
  }
  const expiresIn = record.expires_in ?? "never"
  if (typeof expiresIn !== "string" || !Object.hasOwn(lifetimes, expiresIn)) {
    return { ok: false, field: "expires_in", message: "expires_in must be 1d, 7d, 30d or never." }
  }
  return { ok: true, value: { visibility, expires_in: expiresIn as ExpiresIn } }
}

export const toLink = (row: LinkRow): ShareLink => ({
  share_id: row.share_id,
  skill_id: row.skill_id,
  version: row.version,
  visibility: row.visibility,
  expires_at: row.expires_at === null ? null : iso(row.expires_at),
  created_at: iso(row.created_at),
  download_count: row.download_count
})

export const toInfo = (row: InfoRow, now: number): ShareInfo => {
  const link = toLink(row)
  const revokedAt = row.revoked_at === null ? null : iso(row.revoked_at)
  return {
    ...link,
    status: statusAt({ revoked_at: revokedAt, expires_at: link.expires_at }, now),
    revoked_at: revokedAt,
    namespace: row.namespace,
    name: row.name,
    description: row.description,
    tree_hash: row.tree_hash,
    scan_grade: row.scan_grade,
    reference_grade: row.reference_grade
  }
}
