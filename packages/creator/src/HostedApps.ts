/**
 * The hosted mini-apps in the database (`creator_apps`): created, changed, published
 * and deleted by the creator assistant's tools, and found by slug for the app runtime
 * through its `AppDirectory` port (`HostedApps.directory`), at every request, so every
 * server process serves a change at once.
 *
 * @since 0.1.0
 */
import { AppDirectory } from "@vouch/app-api"
import { Clock, Context, Effect, Layer, Option, Result, Schema } from "effect"
import { SqlClient } from "effect/sql"
import * as AppForm from "./AppForm.ts"
import * as CreatorError from "./CreatorError.ts"
import * as HostedApp from "./HostedApp.ts"

const Timestamp = Schema.Union([Schema.Date, Schema.DateFromString])

const Row = Schema.Struct({
  slug: Schema.String,
  name: Schema.String,
  description: Schema.String,
  owner_kind: Schema.Literals(["account", "organization"]),
  owner_id: Schema.String,
  created_by: Schema.String,
  form: Schema.fromJsonString(AppForm.Form),
  prompt_template: Schema.String,
  default_model: Schema.NullOr(Schema.String),
  markup_bps: Schema.Number,
  sponsored: Schema.Boolean,
  visibility: HostedApp.Visibility,
  created_at: Timestamp,
  updated_at: Timestamp
})

const decodeRows = Schema.decodeUnknownEffect(Schema.Array(Row))

const definitionOf = (row: typeof Row.Type): HostedApp.Definition => ({
  slug: row.slug,
  name: row.name,
  description: row.description,
  owner: { kind: row.owner_kind, id: row.owner_id },
  createdBy: row.created_by,
  form: row.form,
  promptTemplate: row.prompt_template,
  defaultModel: row.default_model,
  markupBps: row.markup_bps,
  sponsored: row.sponsored,
  visibility: row.visibility,
  createdAt: row.created_at,
  updatedAt: row.updated_at
})

/**
 * What a new app is made of.
 *
 * @category models
 * @since 0.1.0
 */
export type New = Omit<HostedApp.Definition, "createdAt" | "updatedAt">

/**
 * What an update may change.
 *
 * @category models
 * @since 0.1.0
 */
export type Change = Partial<
  Pick<
    HostedApp.Definition,
    "name" | "description" | "form" | "promptTemplate" | "defaultModel" | "markupBps" | "sponsored" | "visibility"
  >
>

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /** Slugs a hosted app may not take (the built-in apps', the creator's own). */
  readonly reserved: (slug: string) => boolean
}

/**
 * @category services
 * @since 0.1.0
 */
export class HostedApps extends Context.Service<
  HostedApps,
  {
    readonly find: (slug: string) => Effect.Effect<Option.Option<HostedApp.Definition>>
    /** The apps of these owners (account and organization ids), oldest first. */
    readonly ownedBy: (ownerIds: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<HostedApp.Definition>>
    readonly create: (app: New) => Effect.Effect<HostedApp.Definition, CreatorError.CreatorError>
    readonly update: (slug: string, change: Change) => Effect.Effect<HostedApp.Definition, CreatorError.CreatorError>
    readonly remove: (slug: string) => Effect.Effect<boolean>
  }
>()("@vouch/creator/HostedApps") {
  /**
   * The apps over `SqlClient`.
   *
   * @since 0.1.0
   */
  static readonly layer = (options: Options) =>
    Layer.effect(
      HostedApps,
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const rows = <E, R>(query: Effect.Effect<ReadonlyArray<unknown>, E, R>) =>
          query.pipe(
            Effect.flatMap(decodeRows),
            Effect.map((decoded) => decoded.map(definitionOf)),
            Effect.orDie
          )
        const columns = sql`slug, name, description, owner_kind, owner_id, created_by, form, prompt_template, default_model, markup_bps, sponsored, visibility, created_at, updated_at`
        const find = Effect.fn("HostedApps.find")(function* (slug: string) {
          const found = yield* rows(sql`SELECT ${columns} FROM creator_apps WHERE slug = ${slug}`)
          return Option.fromNullishOr(found[0])
        })
        const checked = (definition: HostedApp.Definition) => {
          const problem = HostedApp.check(definition)
          return Result.isFailure(problem)
            ? CreatorError.fail("InvalidDefinition", problem.failure)
            : Effect.succeed(definition)
        }
        return HostedApps.of({
          find,
          ownedBy: Effect.fn("HostedApps.ownedBy")(function* (ownerIds: ReadonlyArray<string>) {
            if (ownerIds.length === 0) return []
            return yield* rows(
              sql`SELECT ${columns} FROM creator_apps WHERE owner_id IN ${sql.in(ownerIds)} ORDER BY created_at, slug`
            )
          }),
          create: Effect.fn("HostedApps.create")(function* (app: New) {
            const at = new Date(yield* Clock.currentTimeMillis)
            const definition = yield* checked({ ...app, createdAt: at, updatedAt: at })
            if (options.reserved(app.slug))
              return yield* CreatorError.fail("SlugTaken", `The slug ${app.slug} is taken by another app.`)
            const inserted = yield* sql`
              INSERT INTO creator_apps (slug, name, description, owner_kind, owner_id, created_by, form, prompt_template,
                default_model, markup_bps, sponsored, visibility, created_at, updated_at)
              VALUES (${app.slug}, ${app.name}, ${app.description}, ${app.owner.kind}, ${app.owner.id}, ${app.createdBy},
                ${JSON.stringify(app.form)}, ${app.promptTemplate}, ${app.defaultModel}, ${app.markupBps}, ${app.sponsored},
                ${app.visibility}, ${at}, ${at})
              ON CONFLICT (slug) DO NOTHING
              RETURNING slug`.pipe(Effect.orDie)
            if (inserted.length === 0)
              return yield* CreatorError.fail("SlugTaken", `The slug ${app.slug} is taken by another app.`)
            return definition
          }),
          update: Effect.fn("HostedApps.update")(function* (slug: string, change: Change) {
            const current = yield* find(slug)
            if (Option.isNone(current)) return yield* CreatorError.fail("AppNotFound", `There is no app ${slug}.`)
            const at = new Date(yield* Clock.currentTimeMillis)
            const next = yield* checked({ ...current.value, ...change, updatedAt: at })
            yield* sql`
              UPDATE creator_apps SET name = ${next.name}, description = ${next.description}, form = ${JSON.stringify(next.form)},
                prompt_template = ${next.promptTemplate}, default_model = ${next.defaultModel}, markup_bps = ${next.markupBps},
                sponsored = ${next.sponsored}, visibility = ${next.visibility}, updated_at = ${at}
              WHERE slug = ${slug}`.pipe(Effect.orDie)
            return next
          }),
          remove: Effect.fn("HostedApps.remove")(function* (slug: string) {
            const removed = yield* sql`DELETE FROM creator_apps WHERE slug = ${slug} RETURNING slug`.pipe(Effect.orDie)
            return removed.length > 0
          })
        })
      })
    )

  /**
   * The runtime's `AppDirectory` over the hosted apps.
   *
   * @since 0.1.0
   */
  static readonly directory = Layer.effect(
    AppDirectory.AppDirectory,
    Effect.map(HostedApps, (apps) => ({
      find: (slug: string) => Effect.map(apps.find(slug), Option.map(HostedApp.toApp))
    }))
  )
}
