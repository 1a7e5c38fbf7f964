/**
 * The versions of a skill once saved: listing, detail, download (counted once per
 * identity and UTC day), yanking, the current version and the sharer's scan report.
 * Access is `Access`'s: members see every live version, anyone else the versions a
 * live public link exposes; writes need a writer of the skill.
 *
 * `SkillRegistry` offers these operations to hosts; this service is their home.
 *
 * @since 0.1.0
 */
import { BlobStorage } from "@vouch/blob-storage"
import { Clock, Context, Effect, Layer, Option } from "effect"
import * as Access from "./Access.ts"
import * as Checks from "./internal/access.ts"
import { Conflict, fail, InvalidInput, type RegistryError, VersionYanked } from "./internal/errors.ts"
import { normalizeNamespace, utcDay } from "./internal/names.ts"
import { ownerOf, skillOf, toSkill, toVersion, versionOf } from "./internal/rows.ts"
import { hotSpan } from "./internal/spans.ts"
import type * as RegistryActor from "./RegistryActor.ts"
import type { Skill, SkillVersion, VersionDetail } from "./RegistryApi.ts"
import { SkillRepository } from "./SkillRepository.ts"
import * as VersionScans from "./VersionScans.ts"

type Actor = Option.Option<RegistryActor.Actor>

/**
 * A version of a skill, as a caller names it.
 *
 * @category models
 * @since 0.1.0
 */
export interface VersionAddress {
  readonly actor: Actor
  readonly namespace: string
  readonly name: string
  readonly version: string
}

/**
 * A page of versions, newest first; `next` is the `sequence` cursor of the next page.
 *
 * @category models
 * @since 0.1.0
 */
export interface VersionPage {
  readonly items: ReadonlyArray<SkillVersion>
  readonly next: number | undefined
  readonly total_count: number
}

/**
 * A downloaded archive; `public`: the version is exposed to everyone (a shared cache may keep it).
 *
 * @category models
 * @since 0.1.0
 */
export interface Download {
  readonly bytes: Uint8Array
  readonly skill: Skill
  readonly version: SkillVersion
  readonly public: boolean
}

const wrap = <A, R>(effect: Effect.Effect<A, Checks.Refusal, R>): Effect.Effect<A, RegistryError, R> =>
  Effect.catch(effect, fail)

const make = Effect.gen(function* () {
  const repository = yield* SkillRepository
  const blobs = yield* BlobStorage.BlobStorage
  const checks = Checks.make(repository)

  const list = Effect.fn("Versions.list")(function* (
    actor: Actor,
    namespace: string,
    name: string,
    options: { readonly limit: number; readonly before?: number | undefined }
  ) {
    const skill = yield* wrap(checks.skill(actor, namespace, name, "readVersion"))
    const page = yield* repository.pageVersions(skill.skill_id, {
      exposedOnly: !Access.isMember(actor, ownerOf(skill)),
      before: options.before ?? 2_147_483_647,
      limit: options.limit + 1
    })
    const items = page.rows.slice(0, options.limit)
    const hasMore = page.rows.length > options.limit
    return {
      items: items.map(toVersion),
      next: hasMore ? items[items.length - 1]?.sequence : undefined,
      total_count: page.total
    } satisfies VersionPage
  })

  const get = Effect.fn("Versions.get")(function* (address: VersionAddress) {
    const skill = yield* wrap(checks.skill(address.actor, address.namespace, address.name, "readVersion"))
    const row = yield* wrap(checks.version(address.actor, skill, address.version, "readVersion"))
    return {
      ...toVersion(row),
      files: yield* repository.files(row.version_id),
      scan_report: row.scan_report,
      reference_report: row.reference_report,
      reference_grade: row.reference_grade,
      verification_count: row.verification_count
    } satisfies VersionDetail
  })

  // On every download: traced without a stack trace per call (capturing one cost more
  // than the rest of the download once its rows are cached), only when a tracer other
  // than the native one would see the span (`hotSpan`), and without a generator:
  // each of its steps is work on every request. The version is made once per kept row.
  const download = (input: VersionAddress & { readonly identity: string }): Effect.Effect<Download, RegistryError> =>
    wrap(
      Effect.flatMap(checks.skill(input.actor, input.namespace, input.name, "download"), (skill) =>
        Effect.map(checks.versionExposed(input.actor, skill, input.version, "download"), (found) => ({
          skill,
          ...found
        }))
      )
    ).pipe(
      Effect.flatMap(({ skill, row, exposed }) => {
        if (row.yanked) return fail(new VersionYanked({ version: row.version, reason: row.yank_reason ?? "" }))
        return Effect.flatMap(Effect.orDie(blobs.get(row.tree_hash as BlobStorage.BlobAddress)), (bytes) => {
          if (Option.isNone(bytes)) return Effect.die(new Error(`the archive ${row.tree_hash} is missing`))
          return Effect.withFiber((fiber) =>
            Effect.map(
              // Counted off the request path (`SkillRepository.ReadCacheSettings`); the skill as read plus this download.
              repository.queueDownload({
                skillId: skill.skill_id,
                identity: input.identity,
                day: utcDay(fiber.getRef(Clock.Clock).currentTimeMillisUnsafe()),
                version: row.version
              }),
              (counted): Download => ({
                bytes: bytes.value,
                skill: counted ? toSkill({ ...skill, download_count: skill.download_count + 1 }) : skillOf(skill),
                version: versionOf(row),
                public: exposed
              })
            )
          )
        })
      }),
      hotSpan("Versions.download")
    )

  const yank = Effect.fn("Versions.yank")(function* (address: VersionAddress & { readonly reason: string }) {
    const skill = yield* wrap(checks.skill(address.actor, address.namespace, address.name, "write"))
    const row = yield* wrap(checks.liveVersion(skill.skill_id, address.version))
    if (!row.yanked) yield* repository.yank(row.version_id, address.reason, new Date(yield* Clock.currentTimeMillis))
    return toVersion(yield* wrap(checks.liveVersion(skill.skill_id, address.version)))
  })

  const setCurrent = Effect.fn("Versions.setCurrent")(function* (address: VersionAddress) {
    const skill = yield* wrap(checks.skill(address.actor, address.namespace, address.name, "write"))
    const row = yield* wrap(checks.liveVersion(skill.skill_id, address.version))
    if (row.yanked) {
      return yield* fail(
        new Conflict({ message: `Version ${address.version} is yanked and cannot be the current version.` })
      )
    }
    const now = new Date(yield* Clock.currentTimeMillis)
    yield* repository.setCurrentVersion(skill.skill_id, { id: row.version_id, name: row.version }, now)
    return yield* repository.ownerView(skill.skill_id)
  })

  const submitScanReport = Effect.fn("Versions.submitScanReport")(function* (
    address: VersionAddress & { readonly report: unknown }
  ) {
    const skill = yield* wrap(checks.skill(address.actor, address.namespace, address.name, "write"))
    const row = yield* wrap(checks.liveVersion(skill.skill_id, address.version))
    const parsed = VersionScans.parseSharerReport(address.report, row.tree_hash)
    if (!parsed.ok) {
      return yield* fail(new InvalidInput({ field: parsed.problem.field, message: parsed.problem.message }))
    }
    yield* repository.storeSharerReport(row.version_id, parsed.report, VersionScans.gradeOf(parsed.report))
    return yield* get(address)
  })

  /** Attaches a sharer's report and grade to a version, with no access check or validation. */
  const attachScanReport = Effect.fn("Versions.attachScanReport")(function* (input: {
    readonly namespace: string
    readonly name: string
    readonly version: string
    readonly report: unknown
    readonly grade: string
  }) {
    const row = yield* wrap(trusted(input.namespace, input.name))
    const version = yield* wrap(checks.liveVersion(row.skill_id, input.version))
    yield* repository.storeSharerReport(version.version_id, input.report, input.grade)
  })

  /** A live skill by name, with no access check (for the host's own work). */
  const trusted = Effect.fnUntraced(function* (namespace: string, name: string) {
    const row = yield* checks.liveSkill(namespace, name)
    if (row === undefined) {
      return yield* Effect.fail(Checks.refusal("SkillHidden", { namespace: normalizeNamespace(namespace), name }))
    }
    return row
  })

  return { list, get, download, yank, setCurrent, submitScanReport, attachScanReport, trusted }
})

/**
 * @category services
 * @since 0.1.0
 */
export class Versions extends Context.Service<Versions, Effect.Success<typeof make>>()("@vouch/registry/Versions") {
  /** The versions on `SkillRepository` and the ambient `BlobStorage`. */
  static readonly layer = Layer.effect(Versions, make)
}
