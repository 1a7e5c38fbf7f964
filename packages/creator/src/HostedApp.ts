/**
 * A hosted mini-app: an app made without code, stored in the database and served by
 * the app runtime like a built-in one (guest and user tokens, estimate, run,
 * run-stream, jobs, data store). Its definition is data: a slug, a name, an input form
 * (`AppForm`), a prompt template (`PromptTemplate`), a default model, a markup, whether
 * its owner sponsors the runs, and its visibility.
 *
 * - `private` (a draft): served only to user tokens of the account that created it
 *   (`POST /guest` names no such app), so its owner can try it before publishing.
 * - `public` (published): served to everyone, guests included (guests run it only when
 *   it is sponsored, since a guest has no balance).
 * - sponsored: the owner's ledger account (the account, or the organization) pays each
 *   run at the model's rates, without the markup.
 *
 * @since 0.1.0
 */
import { App } from "@vouch/app-api"
import { Result, Schema } from "effect"
import * as AppForm from "./AppForm.ts"
import * as PromptTemplate from "./PromptTemplate.ts"

/**
 * @category constants
 * @since 0.1.0
 */
export const limits = { name: 80, description: 500, markupBps: 5_000 } as const

/**
 * A slug: lowercase letters, digits and inner hyphens, 2 to 40 characters.
 *
 * @category models
 * @since 0.1.0
 */
export const Slug = Schema.String.check(Schema.isPattern(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/))

/**
 * Who owns an app: an account or an organization (its id is the ledger account that
 * pays when the app is sponsored).
 *
 * @category models
 * @since 0.1.0
 */
export const Owner = Schema.Struct({ kind: Schema.Literals(["account", "organization"]), id: Schema.String })

/**
 * @category models
 * @since 0.1.0
 */
export type Owner = typeof Owner.Type

/**
 * @category models
 * @since 0.1.0
 */
export const Visibility = Schema.Literals(["private", "public"])

/**
 * @category models
 * @since 0.1.0
 */
export type Visibility = typeof Visibility.Type

/**
 * A stored mini-app.
 *
 * @category models
 * @since 0.1.0
 */
export interface Definition {
  readonly slug: string
  readonly name: string
  readonly description: string
  readonly owner: Owner
  /** The account that created it: the one a draft is served to. */
  readonly createdBy: string
  readonly form: AppForm.Form
  readonly promptTemplate: string
  readonly defaultModel: string | null
  readonly markupBps: number
  readonly sponsored: boolean
  readonly visibility: Visibility
  readonly createdAt: Date
  readonly updatedAt: Date
}

/**
 * The definition checked as a whole: slug, name and description lengths, the form, the
 * template against the form, the markup (0 to 5,000 basis points).
 *
 * @category validation
 * @since 0.1.0
 */
export const check = (
  definition: Pick<Definition, "slug" | "name" | "description" | "form" | "promptTemplate" | "markupBps">
): Result.Result<void, string> => {
  if (!Schema.is(Slug)(definition.slug))
    return Result.fail("The slug must be 2 to 40 lowercase letters, digits or inner hyphens.")
  if (definition.name.trim().length === 0 || definition.name.length > limits.name)
    return Result.fail(`The name must be 1 to ${limits.name} characters.`)
  if (definition.description.length > limits.description)
    return Result.fail(`The description must be at most ${limits.description} characters.`)
  if (
    !Number.isSafeInteger(definition.markupBps) ||
    definition.markupBps < 0 ||
    definition.markupBps > limits.markupBps
  )
    return Result.fail(`The markup must be an integer from 0 to ${limits.markupBps} basis points.`)
  const form = AppForm.parse(definition.form)
  if (Result.isFailure(form)) return Result.fail(form.failure)
  const template = PromptTemplate.check(definition.promptTemplate, Object.keys(definition.form.properties))
  return Result.isFailure(template) ? Result.fail(template.failure) : Result.void
}

/**
 * The system prompt of every run of a hosted app.
 *
 * @category constructors
 * @since 0.1.0
 */
export const system = (definition: Pick<Definition, "name" | "description">): string =>
  `You are "${definition.name}", a small app${definition.description === "" ? "" : ` (${definition.description})`}. Follow the instructions of the user message and answer with the result only.`

/**
 * The app the runtime serves for a definition.
 *
 * @category constructors
 * @since 0.1.0
 */
export const toApp = (definition: Definition): App.App<AppForm.Input> =>
  App.make({
    slug: definition.slug,
    name: definition.name,
    input: AppForm.inputSchema(definition.form),
    model: (input) => input.$model,
    ...(definition.defaultModel === null ? {} : { defaultModel: definition.defaultModel }),
    prompt: (input) => ({
      system: system(definition),
      messages: [{ role: "user", content: PromptTemplate.render(definition.promptTemplate, input) }]
    }),
    markupBps: definition.markupBps,
    ...(definition.sponsored ? { sponsor: { account: definition.owner.id } } : {}),
    serves: (subject) =>
      definition.visibility === "public" ||
      (subject !== undefined && subject.subject_type === "user" && subject.subject_id === definition.createdBy)
  })
