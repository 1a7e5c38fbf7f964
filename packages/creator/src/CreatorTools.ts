/**
 * The server-side tools of the creator assistant. Each validates its arguments with a
 * Schema and answers the model with a clear error when they are bad (the turn goes
 * on, so the model can correct itself):
 *
 * | tool | does | consent |
 * |---|---|---|
 * | `create_app` | creates a private draft (slug, name, form, prompt template, model, markup, sponsoring, owner) | — |
 * | `update_app` | changes a draft's or app's prompt, form, name, model, markup or sponsoring | — |
 * | `test_run` | runs the app once through the app runtime with sample input, metered to the caller | — |
 * | `publish_app` | makes the app public | `publish:<slug>` |
 * | `unpublish_app` | makes it private again | `unpublish:<slug>` |
 * | `delete_app` | deletes it | `delete:<slug>` |
 *
 * A destructive or public action is never taken without consent: without its consent
 * string among the request's `confirmations`, the tool emits `confirm_request` with the
 * string as `key`, does nothing, and tells the model to wait for the person's answer.
 *
 * The request's attachment is read by tools only: `create_app` and `update_app` take
 * the prompt template from it with `prompt_template_from_attachment`, and `test_run`
 * puts it in the input field named by `attachment_field`. It never enters the model's
 * transcript.
 *
 * @since 0.1.0
 */
import { type AppModels, AppRuntime } from "@vouch/app-api"
import type { ModelProvider } from "@vouch/models"
import { Effect, Option, Result, Schema, Stream } from "effect"
import * as AppForm from "./AppForm.ts"
import type { Organization } from "./CreatorAccounts.ts"
import type { CreatorError } from "./CreatorError.ts"
import type { CreatorEvent, ToolResultData } from "./CreatorEvent.ts"
import type * as HostedApp from "./HostedApp.ts"
import { HostedApps } from "./HostedApps.ts"

/**
 * Who calls the tools, and what the request brought.
 *
 * @category models
 * @since 0.1.0
 */
export interface Context {
  readonly accountId: string
  readonly organizations: ReadonlyArray<Organization>
  readonly confirmations: ReadonlySet<string>
  readonly attachment: { readonly name: string; readonly content: string } | undefined
  /** The server's public address, for links to an app's token page. */
  readonly publicUrl: string
}

/**
 * What a tool call produced: the events to stream and the result the model reads.
 *
 * @category models
 * @since 0.1.0
 */
export interface Outcome {
  readonly events: ReadonlyArray<CreatorEvent>
  readonly result: ModelProvider.ToolResult
}

const slugParameter = { type: "string", description: "The app's slug: 2 to 40 lowercase letters, digits, hyphens." }
const formParameter = {
  type: "object",
  description:
    'The input form, a JSON Schema subset: {"type":"object","properties":{"<name>":{"type":"string"|"integer"|"number"|"boolean","title"?,"description"?,"minLength"?,"maxLength"?,"enum"?,"minimum"?,"maximum"?}},"required":["<name>"]}; at most 20 properties named like snake_case.'
}
const templateParameter = {
  type: "string",
  description: "The prompt template: text with {{name}} placeholders for the form's properties."
}
const definitionParameters = {
  name: { type: "string", description: "The app's display name (at most 80 characters)." },
  description: { type: "string", description: "One sentence saying what the app does." },
  form: formParameter,
  prompt_template: templateParameter,
  prompt_template_from_attachment: {
    type: "boolean",
    description: "Take the prompt template from the person's attachment instead of prompt_template."
  },
  default_model: { type: "string", description: "A model id or alias of the catalogue; none: the default model." },
  markup_bps: { type: "integer", description: "The publisher's cut in basis points (0 to 5000)." },
  sponsored: { type: "boolean", description: "Whether the owner pays for every run (guests may then run it)." }
}

/**
 * The tools as the model sees them.
 *
 * @category models
 * @since 0.1.0
 */
export const definitions: ReadonlyArray<ModelProvider.Tool> = [
  {
    name: "create_app",
    description: "Creates a new mini-app as a private draft owned by the person (or one of their organizations).",
    parameters: {
      type: "object",
      properties: {
        slug: slugParameter,
        ...definitionParameters,
        organization: { type: "string", description: "The namespace of an organization to own the app." }
      },
      required: ["slug", "name", "form"]
    }
  },
  {
    name: "update_app",
    description: "Changes a mini-app's prompt template, form, name, description, model, markup or sponsoring.",
    parameters: { type: "object", properties: { slug: slugParameter, ...definitionParameters }, required: ["slug"] }
  },
  {
    name: "test_run",
    description: "Runs the mini-app once with sample input and returns its output (metered to the person).",
    parameters: {
      type: "object",
      properties: {
        slug: slugParameter,
        input: { type: "object", description: "The sample input: a value for each form property." },
        attachment_field: { type: "string", description: "A form property to fill with the person's attachment." }
      },
      required: ["slug", "input"]
    }
  },
  ...(["publish", "unpublish", "delete"] as const).map((action) => ({
    name: `${action}_app`,
    description:
      action === "publish"
        ? "Makes the mini-app public (needs the person's confirmation)."
        : action === "unpublish"
          ? "Makes the mini-app private again (needs the person's confirmation)."
          : "Deletes the mini-app for good (needs the person's confirmation).",
    parameters: { type: "object", properties: { slug: slugParameter }, required: ["slug"] }
  }))
]

const optional = Schema.optionalKey
const definitionFields = {
  name: optional(Schema.String),
  description: optional(Schema.String),
  form: optional(Schema.Unknown),
  prompt_template: optional(Schema.String),
  prompt_template_from_attachment: optional(Schema.Boolean),
  default_model: optional(Schema.NullOr(Schema.String)),
  markup_bps: optional(Schema.Int),
  sponsored: optional(Schema.Boolean)
}

/**
 * The arguments of each tool.
 *
 * @category models
 * @since 0.1.0
 */
export const Arguments = {
  create_app: Schema.Struct({
    slug: Schema.String,
    ...definitionFields,
    name: Schema.String,
    form: Schema.Unknown,
    organization: optional(Schema.String)
  }),
  update_app: Schema.Struct({ slug: Schema.String, ...definitionFields }),
  test_run: Schema.Struct({
    slug: Schema.String,
    input: Schema.Record(Schema.String, Schema.Unknown),
    attachment_field: optional(Schema.String)
  }),
  publish_app: Schema.Struct({ slug: Schema.String }),
  unpublish_app: Schema.Struct({ slug: Schema.String }),
  delete_app: Schema.Struct({ slug: Schema.String })
} as const

/**
 * The arguments of a call: JSON, decoded by the tool's schema; the error tells the
 * model what is wrong.
 *
 * @category validation
 * @since 0.1.0
 */
export const decodeArguments = <Name extends keyof typeof Arguments>(
  name: Name,
  text: string
): Result.Result<(typeof Arguments)[Name]["Type"], string> => {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return Result.fail(`The arguments of ${name} are not valid JSON.`)
  }
  const decoded = Schema.decodeUnknownResult(Arguments[name] as Schema.Decoder<unknown>)(parsed)
  return Result.isFailure(decoded)
    ? Result.fail(`Invalid arguments for ${name}: ${decoded.failure.message}`)
    : Result.succeed(decoded.success as (typeof Arguments)[Name]["Type"])
}

const maxSummary = 2_000
const clip = (text: string) => (text.length > maxSummary ? `${text.slice(0, maxSummary)}…` : text)

const answer = (
  call: ModelProvider.ToolCall,
  data: Omit<ToolResultData, "id" | "name">,
  extra: ReadonlyArray<CreatorEvent> = []
): Outcome => ({
  events: [...extra, { event: "tool_result", data: { id: call.id, name: call.name, ...data } }],
  result: {
    id: call.id,
    name: call.name,
    content: JSON.stringify({
      ok: data.ok,
      summary: data.summary,
      ...(data.url === undefined ? {} : { url: data.url }),
      ...(data.findings === undefined ? {} : { findings: data.findings })
    }),
    isError: !data.ok
  }
})

const refuse = (call: ModelProvider.ToolCall, summary: string) => answer(call, { ok: false, summary: clip(summary) })

const describe = (app: HostedApp.Definition) =>
  `${app.name} (${app.slug}, ${app.visibility === "public" ? "published" : "draft"}; form: ${Object.keys(app.form.properties).join(", ")})`

/**
 * The tools over the hosted apps and the app runtime.
 *
 * @category constructors
 * @since 0.1.0
 */
export const make = Effect.gen(function* () {
  const apps = yield* HostedApps
  const runtime = yield* AppRuntime.AppRuntime

  const tokenPage = (context: Context, slug: string) => `${context.publicUrl}/app-token?slug=${slug}`

  // The caller's app: created by them, or owned by them or one of their organizations.
  const owned = (context: Context, slug: string) =>
    Effect.map(
      apps.find(slug),
      Option.filter(
        (app) =>
          app.createdBy === context.accountId ||
          app.owner.id === context.accountId ||
          context.organizations.some((organization) => organization.id === app.owner.id)
      )
    )

  const templateOf = (
    context: Context,
    args: { readonly prompt_template?: string; readonly prompt_template_from_attachment?: boolean }
  ): Result.Result<string | undefined, string> => {
    if (args.prompt_template_from_attachment !== true) return Result.succeed(args.prompt_template)
    return context.attachment === undefined
      ? Result.fail("prompt_template_from_attachment is set, but the person attached nothing.")
      : Result.succeed(context.attachment.content)
  }

  const formOf = (value: unknown): Result.Result<AppForm.Form | undefined, string> =>
    value === undefined ? Result.succeed(undefined) : AppForm.parse(value)

  const failure = (call: ModelProvider.ToolCall) => (error: CreatorError) => Effect.succeed(refuse(call, error.message))

  const create = (context: Context, call: ModelProvider.ToolCall, args: typeof Arguments.create_app.Type) =>
    Effect.gen(function* () {
      const form = formOf(args.form)
      if (Result.isFailure(form)) return refuse(call, form.failure)
      const template = templateOf(context, args)
      if (Result.isFailure(template)) return refuse(call, template.failure)
      const organization =
        args.organization === undefined
          ? undefined
          : context.organizations.find((candidate) => candidate.namespace === args.organization)
      if (args.organization !== undefined && organization === undefined)
        return refuse(call, `The person cannot create apps for the organization ${args.organization}.`)
      const formValue = form.success!
      const created = yield* apps.create({
        slug: args.slug,
        name: args.name,
        description: args.description ?? "",
        owner:
          organization === undefined
            ? { kind: "account", id: context.accountId }
            : { kind: "organization", id: organization.id },
        createdBy: context.accountId,
        form: formValue,
        // A template naming every property, when none was given.
        promptTemplate:
          template.success ??
          Object.keys(formValue.properties)
            .map((name) => `${name}: {{${name}}}`)
            .join("\n"),
        defaultModel: args.default_model ?? null,
        markupBps: args.markup_bps ?? 0,
        sponsored: args.sponsored ?? false,
        visibility: "private"
      })
      return answer(call, {
        ok: true,
        summary: `Created the draft ${describe(created)}. Test it with test_run, then publish it.`,
        url: tokenPage(context, created.slug)
      })
    }).pipe(Effect.catch(failure(call)))

  const update = (context: Context, call: ModelProvider.ToolCall, args: typeof Arguments.update_app.Type) =>
    Effect.gen(function* () {
      if (Option.isNone(yield* owned(context, args.slug))) return refuse(call, `The person has no app ${args.slug}.`)
      const form = formOf(args.form)
      if (Result.isFailure(form)) return refuse(call, form.failure)
      const template = templateOf(context, args)
      if (Result.isFailure(template)) return refuse(call, template.failure)
      const updated = yield* apps.update(args.slug, {
        ...(args.name === undefined ? {} : { name: args.name }),
        ...(args.description === undefined ? {} : { description: args.description }),
        ...(form.success === undefined ? {} : { form: form.success }),
        ...(template.success === undefined ? {} : { promptTemplate: template.success }),
        ...(args.default_model === undefined ? {} : { defaultModel: args.default_model }),
        ...(args.markup_bps === undefined ? {} : { markupBps: args.markup_bps }),
        ...(args.sponsored === undefined ? {} : { sponsored: args.sponsored })
      })
      return answer(call, { ok: true, summary: `Updated ${describe(updated)}.` })
    }).pipe(Effect.catch(failure(call)))

  const testRun = (context: Context, call: ModelProvider.ToolCall, args: typeof Arguments.test_run.Type) =>
    Effect.gen(function* () {
      const app = yield* owned(context, args.slug)
      if (Option.isNone(app)) return refuse(call, `The person has no app ${args.slug}.`)
      if (args.attachment_field !== undefined && context.attachment === undefined)
        return refuse(call, "attachment_field is set, but the person attached nothing.")
      const input =
        args.attachment_field === undefined
          ? args.input
          : { ...args.input, [args.attachment_field]: context.attachment?.content }
      const subject: AppModels.Subject = {
        app_slug: args.slug,
        subject_type: "user",
        subject_id: context.accountId
      }
      const submitted = yield* runtime.submit(subject, input, {
        idempotencyKey: `creator-test:${call.id}:${crypto.randomUUID()}`,
        scope: "run"
      })
      if (Option.isSome(submitted.events)) yield* Stream.runDrain(submitted.events.value)
      const job = yield* runtime.job(subject, submitted.job.job_id)
      const output = job.output as { readonly output?: unknown } | undefined
      const text = typeof output?.output === "string" ? output.output : JSON.stringify(job.output ?? null)
      return job.status === "succeeded"
        ? answer(call, {
            ok: true,
            summary: clip(`Test run of ${args.slug} succeeded (${job.charged_credits} credits). Output: ${text}`),
            findings: job.truncated ? ["The output was cut at the output cap."] : []
          })
        : refuse(call, `Test run of ${args.slug} failed: ${job.error?.message ?? job.status}`)
    }).pipe(Effect.catch((error) => Effect.succeed(refuse(call, `Test run refused: ${error.message}`))))

  const consented = (
    context: Context,
    call: ModelProvider.ToolCall,
    action: "publish" | "unpublish" | "delete",
    slug: string,
    perform: (app: HostedApp.Definition) => Effect.Effect<Outcome, CreatorError>
  ) =>
    Effect.gen(function* () {
      const app = yield* owned(context, slug)
      if (Option.isNone(app)) return refuse(call, `The person has no app ${slug}.`)
      const key = `${action}:${slug}`
      if (!context.confirmations.has(key)) {
        const title =
          action === "publish"
            ? `Publish ${app.value.name} for everyone`
            : action === "unpublish"
              ? `Unpublish ${app.value.name}`
              : `Delete ${app.value.name} for good`
        return answer(
          call,
          {
            ok: false,
            summary: `Not done: this needs the person's consent. Ask them to confirm "${title}"; it happens when they confirm and ask again.`
          },
          [{ event: "confirm_request", data: { action, key, slug, title } }]
        )
      }
      return yield* perform(app.value)
    }).pipe(Effect.catch(failure(call)))

  const publication = (
    context: Context,
    call: ModelProvider.ToolCall,
    slug: string,
    visibility: HostedApp.Visibility
  ) =>
    consented(context, call, visibility === "public" ? "publish" : "unpublish", slug, (app) =>
      Effect.map(apps.update(app.slug, { visibility }), (updated) =>
        answer(call, {
          ok: true,
          summary: visibility === "public" ? `Published ${describe(updated)}.` : `Unpublished ${describe(updated)}.`,
          url: tokenPage(context, slug)
        })
      )
    )

  /**
   * Runs one call: its arguments decoded, the tool's work done, its events and result.
   */
  const run = (context: Context, call: ModelProvider.ToolCall): Effect.Effect<Outcome> => {
    const decodedWith = <Name extends keyof typeof Arguments>(
      name: Name,
      use: (args: (typeof Arguments)[Name]["Type"]) => Effect.Effect<Outcome>
    ) => {
      const args = decodeArguments(name, call.arguments)
      return Result.isFailure(args) ? Effect.succeed(refuse(call, args.failure)) : use(args.success)
    }
    switch (call.name) {
      case "create_app":
        return decodedWith("create_app", (args) => create(context, call, args))
      case "update_app":
        return decodedWith("update_app", (args) => update(context, call, args))
      case "test_run":
        return decodedWith("test_run", (args) => testRun(context, call, args))
      case "publish_app":
        return decodedWith("publish_app", (args) => publication(context, call, args.slug, "public"))
      case "unpublish_app":
        return decodedWith("unpublish_app", (args) => publication(context, call, args.slug, "private"))
      case "delete_app":
        return decodedWith("delete_app", (args) =>
          consented(context, call, "delete", args.slug, (app) =>
            Effect.map(apps.remove(app.slug), () => answer(call, { ok: true, summary: `Deleted ${app.slug}.` }))
          )
        )
      default:
        return Effect.succeed(
          refuse(
            call,
            `There is no tool ${call.name}; the tools are ${definitions.map((tool) => tool.name).join(", ")}.`
          )
        )
    }
  }
  return { run }
})
