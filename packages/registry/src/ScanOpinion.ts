/**
 * The port of the optional second opinion by a model on a saved version: after the
 * deterministic reference scan of a new version, the registry asks it for findings and
 * adds them to the reference report with `@vouch/scanner`'s `SecondOpinion.merge`
 * (advisories of rule `model/<category>`: never removing or changing a deterministic
 * finding, never changing the grade). The registry knows no model: the host fills the
 * port (the reference server from `@vouch/models`, metered to the saving account) and
 * decides what a failure means; whatever it answers, the save goes on.
 *
 * Off by default: without a host implementation there is no opinion and the reference
 * report is the deterministic one, unchanged.
 *
 * @since 0.1.0
 */
import type { ScanReport, SecondOpinion, SkillFile } from "@vouch/scanner"
import { Context, Effect } from "effect"
import type { Owner } from "./Access.ts"
import type { Actor } from "./RegistryActor.ts"

/**
 * What the opinion is asked about: the version being saved, who saves it and for whom,
 * its files and its deterministic reference report.
 *
 * @category models
 * @since 0.1.0
 */
export interface Request {
  readonly actor: Actor
  readonly owner: Owner
  readonly namespace: string
  readonly name: string
  readonly files: ReadonlyArray<SkillFile.SkillFile>
  readonly report: ScanReport.ScanReport
}

/**
 * @category models
 * @since 0.1.0
 */
export interface Service {
  /** The model's findings on a version; empty when there is no opinion. Never fails. */
  readonly opinions: (request: Request) => Effect.Effect<ReadonlyArray<SecondOpinion.Opinion>>
}

/**
 * No opinion: the default.
 *
 * @category constructors
 * @since 0.1.0
 */
export const none: Service = { opinions: () => Effect.succeed([]) }

/**
 * The port, by default `none`.
 *
 * @category services
 * @since 0.1.0
 */
export const ScanOpinion = Context.Reference<Service>("@vouch/registry/ScanOpinion", { defaultValue: () => none })
