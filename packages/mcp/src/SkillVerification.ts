/**
 * Verifying a download before anything is written: the version a source names (a
 * skill reference `ns/name[@version]` or a share link), its archive downloaded, its
 * tree hash checked against the one the registry stored, the archive scanned locally
 * with `@vouch/scanner`, and the local report submitted to the registry
 * (`POST …/verify`), whose verdict is `verified`, `divergent` or `critical`. Every
 * call goes through `@vouch/client`. The MCP tools `verify_download` and
 * `install_skill` and the command `vouch install` share it.
 *
 * @since 0.1.0
 */
import type { VouchClient } from "@vouch/client"
import * as Scanner from "@vouch/scanner/Scanner"
import type { ScanReport } from "@vouch/scanner/ScanReport"
import { sha256 } from "@vouch/scanner/SkillFile"
import { Effect, Schema } from "effect"

/**
 * A skill reference `ns/name[@version]`.
 *
 * @category models
 * @since 0.1.0
 */
export interface Reference {
  readonly namespace: string
  readonly name: string
  readonly version: string | undefined
}

/**
 * Parses `ns/name[@version]` (the namespace may be written `@ns`); `undefined` when
 * the text is not one.
 *
 * @category parsing
 * @since 0.1.0
 */
export const parseReference = (text: string): Reference | undefined => {
  const match = /^@?([A-Za-z0-9][A-Za-z0-9._-]*)\/([A-Za-z0-9][A-Za-z0-9._-]*)(?:@([^@\s]+))?$/.exec(text)
  return match === null ? undefined : { namespace: match[1]!, name: match[2]!, version: match[3] }
}

/**
 * A share link's id from its URL (`…/share/<id>`) or the id itself, and the server
 * origin when a URL names one.
 *
 * @category parsing
 * @since 0.1.0
 */
export const parseShare = (
  text: string
): { readonly shareId: string; readonly origin: string | undefined } | undefined => {
  if (/^shr_[A-Za-z0-9_-]+$/.test(text)) return { shareId: text, origin: undefined }
  try {
    const url = new URL(text)
    const id = /\/share\/(shr_[A-Za-z0-9_-]+)\/?$/.exec(url.pathname)?.[1]
    return id === undefined ? undefined : { shareId: id, origin: url.origin }
  } catch {
    return undefined
  }
}

/**
 * Why a source cannot be verified: it is neither a reference nor a share link
 * (`invalid-source`), or its share link is expired or revoked (`inactive-link`).
 *
 * @category errors
 * @since 0.1.0
 */
export class SkillVerificationError extends Schema.TaggedError<SkillVerificationError>()("SkillVerificationError", {
  reason: Schema.Literals(["invalid-source", "inactive-link"]),
  message: Schema.String
}) {}

/**
 * The version to download, and the tree hash the registry stored for it.
 *
 * @category models
 * @since 0.1.0
 */
export interface Target {
  readonly namespace: string
  readonly name: string
  readonly version: string
  readonly treeHash: string
  readonly shareId: string | undefined
}

/**
 * A downloaded and verified version: `refused` when the verdict is `critical` or the
 * tree hash differs (nothing should be written then).
 *
 * @category models
 * @since 0.1.0
 */
export interface Verified {
  readonly target: Target
  /** `ns/name@version`. */
  readonly label: string
  readonly bytes: Uint8Array
  readonly treeHash: string
  readonly treeHashMatches: boolean
  readonly report: ScanReport
  readonly verification: {
    readonly verdict: "verified" | "divergent" | "critical"
    readonly details: string
    readonly verification_id: string
    readonly compared_with: ReadonlyArray<"sharer" | "reference">
    readonly counted: boolean
  }
  readonly refused: boolean
}

/**
 * The version a source names: a share link (its URL or `shr_…` id) or a reference
 * (its latest version when none is given).
 *
 * @category parsing
 * @since 0.1.0
 */
export const resolve = Effect.fn("SkillVerification.resolve")(function* (client: VouchClient.Client, source: string) {
  const shared = parseShare(source)
  if (shared !== undefined) {
    const info = (yield* client.sharing.shareInfo({ params: { shareId: shared.shareId } })).data
    if (info.status !== "active")
      return yield* new SkillVerificationError({
        reason: "inactive-link",
        message: `The link is ${info.status}. Ask the sharer for a new link.`
      })
    return {
      namespace: info.namespace,
      name: info.name,
      version: info.version,
      treeHash: info.tree_hash,
      shareId: info.share_id
    } satisfies Target as Target
  }
  const reference = parseReference(source)
  if (reference === undefined)
    return yield* new SkillVerificationError({
      reason: "invalid-source",
      message: `"${source}" is neither a skill reference (ns/name[@version]) nor a share link.`
    })
  const version =
    reference.version ??
    (yield* client.skills.getSkill({ params: { ns: reference.namespace, name: reference.name } })).data.current_version
  const detail = (yield* client.skills.getVersion({
    params: { ns: reference.namespace, name: reference.name, version }
  })).data
  return {
    namespace: reference.namespace,
    name: reference.name,
    version,
    treeHash: detail.tree_hash,
    shareId: undefined
  } satisfies Target as Target
})

/**
 * Downloads `target` (through its share link when it has one), checks its tree hash,
 * scans it and asks the registry for the verdict.
 *
 * @category validation
 * @since 0.1.0
 */
export const downloadAndVerify = Effect.fn("SkillVerification.downloadAndVerify")(function* (
  client: VouchClient.Client,
  target: Target
) {
  const params = { ns: target.namespace, name: target.name, version: target.version }
  const bytes =
    target.shareId === undefined
      ? yield* client.skills.download({ params })
      : yield* client.sharing.shareDownload({ params: { shareId: target.shareId } })
  const treeHash = sha256(bytes)
  const treeHashMatches = treeHash === target.treeHash
  const report = Scanner.scanArchive(bytes)
  const verification = (yield* client.sharing.verify({
    params,
    payload: {
      scan_report: report as unknown as Record<string, unknown>,
      ...(target.shareId === undefined ? {} : { share_id: target.shareId })
    }
  })).data
  return {
    target,
    label: `${target.namespace}/${target.name}@${target.version}`,
    bytes,
    treeHash,
    treeHashMatches,
    report,
    verification,
    refused: verification.verdict === "critical" || !treeHashMatches
  } satisfies Verified as Verified
})

/**
 * `resolve`, then `downloadAndVerify`.
 *
 * @category validation
 * @since 0.1.0
 */
export const verify = (client: VouchClient.Client, source: string) =>
  Effect.flatMap(resolve(client, source), (target) => downloadAndVerify(client, target))
