/**
 * The prompt template of a hosted mini-app (decision, `docs/decisions.md`): plain text
 * in which `{{name}}` (spaces allowed inside the braces) is replaced by the input's
 * value of the form property `name`: a string as it is, a number or a boolean as JSON,
 * an absent optional value as the empty string. There is nothing else: no
 * conditionals, loops, filters or escapes, so a template cannot run code or read
 * anything but the input. A placeholder naming no property of the form is refused
 * when the template is saved. The rendered text is the user message of the run; the
 * system prompt is fixed by the runtime (`HostedApp.system`).
 *
 * @since 0.1.0
 */
import { Result } from "effect"

/**
 * @category constants
 * @since 0.1.0
 */
export const maxLength = 20_000

const placeholder = /\{\{\s*([A-Za-z0-9_$-]*)\s*\}\}/g

/**
 * The property names the template uses, in order of first use.
 *
 * @category parsing
 * @since 0.1.0
 */
export const placeholders = (template: string): ReadonlyArray<string> => [
  ...new Set([...template.matchAll(placeholder)].map((match) => match[1] ?? ""))
]

/**
 * The template checked against the form's property names: not empty, at most 20,000
 * characters, every placeholder a property.
 *
 * @category validation
 * @since 0.1.0
 */
export const check = (template: string, properties: ReadonlyArray<string>): Result.Result<string, string> => {
  if (template.trim().length === 0) return Result.fail("The prompt template is empty.")
  if (template.length > maxLength) return Result.fail(`The prompt template is longer than ${maxLength} characters.`)
  const unknown = placeholders(template).filter((name) => !properties.includes(name))
  if (unknown.length > 0)
    return Result.fail(
      `The prompt template uses ${unknown.map((name) => `{{${name}}}`).join(", ")}, which the form does not have (it has ${properties.join(", ")}).`
    )
  return Result.succeed(template)
}

const valueText = (value: unknown): string =>
  value === undefined || value === null ? "" : typeof value === "string" ? value : JSON.stringify(value)

/**
 * The template with every placeholder replaced by the input's value.
 *
 * @category encoding
 * @since 0.1.0
 */
export const render = (template: string, input: Readonly<Record<string, unknown>>): string =>
  template.replace(placeholder, (_, name: string) => valueText(Object.hasOwn(input, name) ? input[name] : undefined))
