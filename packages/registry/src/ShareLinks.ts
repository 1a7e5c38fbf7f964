/**
 * Share links (spec 1: "Share links and verification"): an owner shares one version of
 * a skill through an unguessable link; anyone holding the link downloads the archive
 * without an account.
 *
 * Rules:
 *
 * - creating a link needs the skill's owner (its account, or an owner/admin of its
 *   organization), a verified email (403 `email_not_verified`) and the sharer's own
 *   scan report on that version (403 `scan_required`; the server's reference scan does
 *   not count: the owner vouches for the version with their report);
 * - the free tier shares at most 5 skills: skills with at least one active link (not
 *   revoked, not expired), counted per owner of the skill; more links for an already
 *   shared skill are always allowed (403 `forbidden` otherwise);
 * - `visibility` `private` (default: link-only) or `public`: a public link makes the
 *   skill public (searchable) and exposes **its version**, and only that version, to
 *   everyone; revoking the last live public link makes the skill private again, and so
 *   does its expiry: visibility is decided at each read from the live public links
 *   (`internal/exposure.ts`, docs/decisions.md), so an expired last link hides the skill
 *   at once. Link changes of one skill are serialised (its row is locked), so a revoke
 *   never hides a skill whose other public link is being created;
 * - `expires_in` `1d`, `7d`, `30d` or `never` (default); time comes from `Clock`;
 * - downloads through a link need no account; an expired or revoked link answers 410,
 *   an unknown one (or one whose skill was deleted) 404; a yanked version 410. Each
 *   download counts for the skill (deduplicated per identity and UTC day, like every
 *   download) and for the link (same rule);
 * - ids are `shr_` followed by 192 random bits (base64url).
 *
 * @since 0.1.0
 */
import { BlobStorage } from "@vouch/blob-storage"
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import * as Checks from "./internal/access.ts"
import { type CreateRequest, isShareId, lifetimes, makeShareId, toInfo, toLink } from "./internal/shareLinks.ts"
import { OwnerLimits } from "./OwnerLimits.ts"
import type * as RegistryActor from "./RegistryActor.ts"
import type * as RegistryApi from "./RegistryApi.ts"
import { ShareLinkRepository } from "./ShareLinkRepository.ts"
import {
  AuthenticationRequired,
  NotAllowed,
  SkillNotFound,
  SkillRegistry,
  utcDay,
  VersionNotFound,
  VersionYanked
} from "./SkillRegistry.ts"
import { SkillRepository } from "./SkillRepository.ts"

export {
  type CreateRequest,
  type ExpiresIn,
  isShareId,
  lifetimes,
  makeShareId,
  parseCreateRequest,
  statusAt
} from "./internal/shareLinks.ts"

// ---------------------------------------------------------------------------
// Models
// ---------------------------------------------------------------------------

/**
 * @category models
 * @since 0.1.0
 */
export type Visibility = RegistryApi.ShareLink["visibility"]

/**
 * A share link (spec: ShareLink), exactly the spec's fields (the schema is `RegistryApi.ShareLink`).
 *
 * @category models
 * @since 0.1.0
 */
export type ShareLink = RegistryApi.ShareLink

/**
 * @category models
 * @since 0.1.0
 */
export type Status = RegistryApi.ShareInfo["status"]

/**
 * What `GET /v1/share/{shareId}` answers: the link, its status, and what a consumer
 * needs to download, scan and verify (the skill's name, the version's tree hash and
 * scan grade, and the server's reference grade shown beside it when they differ); the
 * schema is `RegistryApi.ShareInfo`.
 *
 * @category models
 * @since 0.1.0
 */
export type ShareInfo = RegistryApi.ShareInfo

/**
 * A create request for a version of a skill.
 *
 * @category models
 * @since 0.1.0
 */
export interface CreateInput {
  readonly actor: Option.Option<RegistryActor.Actor>
  readonly namespace: string
  readonly name: string
  readonly version: string
  readonly request: CreateRequest
}

// ---------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------

/**
 * Sharing needs a verified email address.
 *
 * @category errors
 * @since 0.1.0
 */
export class EmailNotVerified extends Schema.TaggedError<EmailNotVerified>()("EmailNotVerified", {}) {}

/**
 * Sharing needs the sharer's scan report on the version.
 *
 * @category errors
 * @since 0.1.0
 */
export class ScanRequired extends Schema.TaggedError<ScanRequired>()("ScanRequired", { version: Schema.String }) {}

/**
 * The tier's number of shared skills is reached.
 *
 * @category errors
 * @since 0.1.0
 */
export class SharedSkillLimit extends Schema.TaggedError<SharedSkillLimit>()("SharedSkillLimit", {
  tier: Schema.String,
  limit: Schema.Number
}) {}

/**
 * No such link (never existed, or its skill or version was deleted).
 *
 * @category errors
 * @since 0.1.0
 */
export class ShareLinkNotFound extends Schema.TaggedError<ShareLinkNotFound>()("ShareLinkNotFound", {
  share_id: Schema.String
}) {}

/**
 * The link was revoked or has expired.
 *
 * @category errors
 * @since 0.1.0
 */
export class ShareLinkGone extends Schema.TaggedError<ShareLinkGone>()("ShareLinkGone", {
  share_id: Schema.String,
  status: Schema.Literals(["expired", "revoked"]),
  at: Schema.String
}) {}

/**
 * The one error of share links.
 *
 * @category errors
 * @since 0.1.0
 */
export class ShareLinkError extends Schema.TaggedError<ShareLinkError>()("ShareLinkError", {
  reason: Schema.Union([
    SkillNotFound,
    VersionNotFound,
    AuthenticationRequired,
    NotAllowed,
    VersionYanked,
    EmailNotVerified,
    ScanRequired,
    SharedSkillLimit,
    ShareLinkNotFound,
    ShareLinkGone
  ])
}) {}

const fail = (reason: ShareLinkError["reason"]) => Effect.fail(new ShareLinkError({ reason }))
const wrap = <A, R>(effect: Effect.Effect<A, ShareLinkError["reason"], R>) =>
  Effect.mapError(effect, (reason) => new ShareLinkError({ reason }))

// ---------------------------------------------------------------------------
// Service
// ---------------------------------------------------------------------------

/**
 * Options of the share-link layer.
 *
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** Shared skills allowed per tier (absent: unlimited); `{ free: 5 }` by default. */
  readonly sharedSkillLimits?: Partial<Record<RegistryActor.Actor["tier"], number>> | undefined
}

/**
 * @category services
 * @since 0.1.0
 */
export class ShareLinks extends Context.Service<
  ShareLinks,
  {
    /** Creates a link to one version (owner, verified email, sharer's scan report, tier limit). */
    readonly create: (input: CreateInput) => Effect.Effect<ShareLink, ShareLinkError>
    /** Every link of a version, newest first, revoked and expired ones included (owner). */
    readonly list: (
      actor: Option.Option<RegistryActor.Actor>,
      namespace: string,
      name: string,
      version: string
    ) => Effect.Effect<ReadonlyArray<ShareInfo>, ShareLinkError>
    /** A link's information, whatever its status (anyone holding the id). */
    readonly info: (shareId: string) => Effect.Effect<ShareInfo, ShareLinkError>
    /** Revokes a link (owner; idempotent); the skill turns private when its last live public link goes. */
    readonly revoke: (
      actor: Option.Option<RegistryActor.Actor>,
      shareId: string
    ) => Effect.Effect<ShareInfo & { readonly skill_visibility: Visibility }, ShareLinkError>
    /** The archive through an active link, counted for the skill and for the link. */
    readonly download: (input: {
      readonly shareId: string
      readonly identity: string
    }) => Effect.Effect<{ readonly bytes: Uint8Array; readonly info: ShareInfo }, ShareLinkError>
    /** Whether the link is active and points at that version (a consumer's right to verify it). */
    readonly grants: (shareId: string, versionId: string) => Effect.Effect<boolean>
  }
>()("@vouch/registry/ShareLinks") {
  /** Share links on the ambient `SqlClient`, `BlobStorage` and `SkillRegistry` (with their own `SkillRepository` and `ShareLinkRepository`). */
  static readonly layer = (options?: Options) =>
    onRepositories(options).pipe(Layer.provide(Layer.mergeAll(SkillRepository.layer, ShareLinkRepository.layer)))

  /**
   * Share links on the memory repositories (`SkillRepository.layerMemory`,
   * `ShareLinkRepository.layerMemory`), the ambient `BlobStorage` and `SkillRegistry`:
   * no database, for unit tests (build it with `SkillRegistry.layerMemory` to share
   * one store).
   */
  static readonly layerMemory = (options?: Options) =>
    onRepositories(options).pipe(
      Layer.provide(Layer.mergeAll(SkillRepository.layerMemory, ShareLinkRepository.layerMemory))
    )
}

const onRepositories = (options: Options | undefined) =>
  Layer.effect(
    ShareLinks,
    Effect.gen(function* () {
      const links = yield* ShareLinkRepository
      const blobs = yield* BlobStorage.BlobStorage
      const registry = yield* SkillRegistry
      const repository = yield* SkillRepository
      const checks = Checks.make(repository)
      const limits = options?.sharedSkillLimits ?? { free: 5 }
      const ownerLimits = yield* OwnerLimits
      /** A live skill the caller may share (a writer of it), as they see it. */
      const shareable = Effect.fnUntraced(function* (
        actor: Option.Option<RegistryActor.Actor>,
        namespace: string,
        name: string
      ) {
        const skill = yield* wrap(checks.skill(actor, namespace, name, "share"))
        if (Option.isNone(actor)) return yield* fail(new AuthenticationRequired())
        return { row: skill, actor: actor.value }
      })

      const findInfo = (shareId: string) => (isShareId(shareId) ? links.find(shareId) : Effect.succeed(undefined))

      const existing = Effect.fnUntraced(function* (shareId: string) {
        const row = yield* findInfo(shareId)
        if (row === undefined) return yield* fail(new ShareLinkNotFound({ share_id: shareId }))
        return row
      })

      const create = Effect.fn("ShareLinks.create")(function* (input: CreateInput) {
        const { row: skill, actor } = yield* shareable(input.actor, input.namespace, input.name)
        const version = yield* wrap(checks.liveVersion(skill.skill_id, input.version))
        if (version.yanked) {
          return yield* fail(new VersionYanked({ version: version.version, reason: version.yank_reason ?? "" }))
        }
        if (!actor.email_verified) return yield* fail(new EmailNotVerified())
        if (version.scan_report === null) return yield* fail(new ScanRequired({ version: version.version }))
        const nowMillis = yield* Clock.currentTimeMillis
        const now = new Date(nowMillis)
        const lifetime = lifetimes[input.request.expires_in]
        const expiresAt = lifetime === undefined ? null : new Date(nowMillis + lifetime)
        const shareId = makeShareId()
        const owner = { kind: skill.owner_kind, id: skill.owner_id }
        const ownLimit = (yield* ownerLimits.of(owner, actor.tier)).sharedSkills
        const limit = ownLimit === undefined ? limits[actor.tier] : (ownLimit ?? undefined)
        return yield* repository.withTransaction(
          Effect.gen(function* () {
            // Link changes of one skill are serialised: its row is locked.
            yield* links.lockSkill(skill.skill_id)
            if (limit !== undefined) {
              // One owner's shares are counted and created one at a time.
              yield* links.lockOwner(owner)
              const shared = yield* links.sharedSkills(owner, now)
              if (!shared.has(skill.skill_id) && shared.size >= limit) {
                return yield* fail(new SharedSkillLimit({ tier: actor.tier, limit }))
              }
            }
            const inserted = yield* links.insert({
              shareId,
              skillId: skill.skill_id,
              versionId: version.version_id,
              version: version.version,
              visibility: input.request.visibility,
              expiresAt,
              createdBy: actor.account_id,
              createdAt: now
            })
            if (input.request.visibility === "public") {
              yield* registry.setVisibility(skill.namespace, skill.name, "public").pipe(Effect.orDie)
            }
            return toLink(inserted)
          })
        )
      })

      const list = Effect.fn("ShareLinks.list")(function* (
        actor: Option.Option<RegistryActor.Actor>,
        namespace: string,
        name: string,
        version: string
      ) {
        const { row: skill } = yield* shareable(actor, namespace, name)
        const row = yield* wrap(checks.liveVersion(skill.skill_id, version))
        const now = yield* Clock.currentTimeMillis
        const rows = yield* links.forVersion(row.version_id)
        return rows.map((link) => toInfo(link, now))
      })

      const info = Effect.fn("ShareLinks.info")(function* (shareId: string) {
        const row = yield* existing(shareId)
        return toInfo(row, yield* Clock.currentTimeMillis)
      })

      const revoke = Effect.fn("ShareLinks.revoke")(function* (
        actor: Option.Option<RegistryActor.Actor>,
        shareId: string
      ) {
        if (Option.isNone(actor)) return yield* fail(new AuthenticationRequired())
        const row = yield* existing(shareId)
        const owned = yield* shareable(actor, row.namespace, row.name).pipe(Effect.option)
        if (Option.isNone(owned)) {
          return yield* fail(new NotAllowed({ message: "Only the owner of the skill may revoke its share links." }))
        }
        // The stored flag, which the links' changes keep (the visibility in effect is decided at each read).
        const skill = { ...owned.value.row, visibility: (yield* repository.skillById(row.skill_id))!.visibility }
        const nowMillis = yield* Clock.currentTimeMillis
        const now = new Date(nowMillis)
        const visibility = yield* repository.withTransaction(
          Effect.gen(function* () {
            yield* links.lockSkill(skill.skill_id)
            yield* links.revoke(shareId, now)
            if ((yield* links.livePublicLinks(skill.skill_id, now)) > 0) return skill.visibility
            // No live public link is left (revoked or expired): the flag follows.
            if (skill.visibility === "public") {
              yield* registry.setVisibility(skill.namespace, skill.name, "private").pipe(Effect.orDie)
            }
            return "private" as const
          })
        )
        const revoked = yield* existing(shareId)
        return { ...toInfo(revoked, nowMillis), skill_visibility: visibility }
      })

      const download = Effect.fn("ShareLinks.download")(function* (input: {
        readonly shareId: string
        readonly identity: string
      }) {
        const row = yield* existing(input.shareId)
        const nowMillis = yield* Clock.currentTimeMillis
        const current = toInfo(row, nowMillis)
        if (current.status === "revoked") {
          return yield* fail(
            new ShareLinkGone({ share_id: input.shareId, status: "revoked", at: current.revoked_at ?? "" })
          )
        }
        if (current.status === "expired") {
          return yield* fail(
            new ShareLinkGone({ share_id: input.shareId, status: "expired", at: current.expires_at ?? "" })
          )
        }
        if (row.yanked) {
          return yield* fail(new VersionYanked({ version: row.version, reason: row.yank_reason ?? "" }))
        }
        const bytes = yield* blobs.get(row.tree_hash as BlobStorage.BlobAddress).pipe(Effect.orDie)
        if (Option.isNone(bytes)) return yield* Effect.die(new Error(`the archive ${row.tree_hash} is missing`))
        const day = utcDay(nowMillis)
        yield* repository.withTransaction(
          Effect.andThen(
            repository.countDownload({ skillId: row.skill_id, identity: input.identity, day, version: row.version }),
            links.countDownload({ shareId: input.shareId, identity: input.identity, day })
          )
        )
        return { bytes: bytes.value, info: toInfo(yield* existing(input.shareId), nowMillis) }
      })

      const grants = Effect.fn("ShareLinks.grants")(function* (shareId: string, versionId: string) {
        const row = yield* findInfo(shareId)
        if (row === undefined || row.version_id !== versionId) return false
        return toInfo(row, yield* Clock.currentTimeMillis).status === "active"
      })

      return ShareLinks.of({ create, list, info, revoke, download, grants })
    })
  )
