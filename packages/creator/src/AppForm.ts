/**
 * The input form of a hosted mini-app: a small subset of JSON Schema that a person (or
 * the creator assistant) writes, that a browser can render as a form, and that becomes
 * the app's input `Schema` on the server. The subset (decision, `docs/decisions.md`):
 *
 * ```json
 * {
 *   "type": "object",
 *   "properties": {
 *     "topic": { "type": "string", "title": "Topic", "maxLength": 200 },
 *     "tone": { "type": "string", "enum": ["calm", "playful"] },
 *     "lines": { "type": "integer", "minimum": 1, "maximum": 10 },
 *     "rhyme": { "type": "boolean" }
 *   },
 *   "required": ["topic"]
 * }
 * ```
 *
 * - at most 20 properties, named `^[a-z][a-z0-9_]{0,39}$`; `required` names some of them;
 * - a property's `type` is `string`, `integer`, `number` or `boolean`, with `title` and
 *   `description` (at most 200 and 1000 characters) for the form;
 * - strings: `minLength`, `maxLength` (at most 20,000; 4,000 when absent), or `enum`
 *   (1 to 50 strings of at most 200 characters) instead;
 * - numbers and integers: `minimum`, `maximum`;
 * - anything else (`$ref`, nested objects, arrays, `pattern`, `format`, other keys) is
 *   refused with the path of the offending key, so a form never means more than it says.
 *
 * The input also accepts `$model` (a model id or alias), as every app does; other keys
 * of a body are dropped before the prompt sees it.
 *
 * @since 0.1.0
 */
import { Result, Schema } from "effect"

/**
 * @category constants
 * @since 0.1.0
 */
export const limits = {
  properties: 20,
  stringLength: 20_000,
  defaultStringLength: 4_000,
  enumValues: 50,
  enumValueLength: 200,
  title: 200,
  description: 1_000
} as const

/**
 * A property name.
 *
 * @category models
 * @since 0.1.0
 */
export const PropertyName = Schema.String.check(Schema.isPattern(/^[a-z][a-z0-9_]{0,39}$/))

const common = {
  title: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(limits.title))),
  description: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(limits.description)))
}

const Length = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: limits.stringLength }))

/**
 * A string property: free text up to `maxLength`, or one of `enum`.
 *
 * @category models
 * @since 0.1.0
 */
export const StringProperty = Schema.Struct({
  type: Schema.Literal("string"),
  ...common,
  minLength: Schema.optionalKey(Length),
  maxLength: Schema.optionalKey(Length),
  enum: Schema.optionalKey(
    Schema.Array(Schema.String.check(Schema.isMaxLength(limits.enumValueLength))).check(
      Schema.isMinLength(1),
      Schema.isMaxLength(limits.enumValues)
    )
  )
})

/**
 * A number or integer property.
 *
 * @category models
 * @since 0.1.0
 */
export const NumberProperty = Schema.Struct({
  type: Schema.Literals(["integer", "number"]),
  ...common,
  minimum: Schema.optionalKey(Schema.Finite),
  maximum: Schema.optionalKey(Schema.Finite)
})

/**
 * A yes-or-no property.
 *
 * @category models
 * @since 0.1.0
 */
export const BooleanProperty = Schema.Struct({ type: Schema.Literal("boolean"), ...common })

/**
 * @category models
 * @since 0.1.0
 */
export const Property = Schema.Union([StringProperty, NumberProperty, BooleanProperty])

/**
 * @category models
 * @since 0.1.0
 */
export type Property = typeof Property.Type

/**
 * A form: the subset of JSON Schema described in the module.
 *
 * @category models
 * @since 0.1.0
 */
export const Form = Schema.Struct({
  type: Schema.Literal("object"),
  properties: Schema.Record(PropertyName, Property),
  required: Schema.optionalKey(Schema.Array(PropertyName))
})

/**
 * @category models
 * @since 0.1.0
 */
export type Form = typeof Form.Type

const allowedKeys: Readonly<Record<string, ReadonlySet<string>>> = {
  form: new Set(["type", "properties", "required"]),
  string: new Set(["type", "title", "description", "minLength", "maxLength", "enum"]),
  integer: new Set(["type", "title", "description", "minimum", "maximum"]),
  number: new Set(["type", "title", "description", "minimum", "maximum"]),
  boolean: new Set(["type", "title", "description"])
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

// Keys outside the subset: the schema alone would drop them silently.
const unknownKey = (value: unknown): string | undefined => {
  if (!isRecord(value)) return undefined
  for (const key of Object.keys(value)) if (!allowedKeys.form!.has(key)) return key
  if (!isRecord(value.properties)) return undefined
  for (const [name, property] of Object.entries(value.properties)) {
    if (!Schema.is(PropertyName)(name)) return `properties.${name}`
    if (!isRecord(property)) continue
    const allowed = allowedKeys[String(property.type)]
    if (allowed === undefined) continue
    for (const key of Object.keys(property)) if (!allowed.has(key)) return `properties.${name}.${key}`
  }
  return undefined
}

/**
 * A form as written, checked: the subset's shape, no key outside it, at most 20
 * properties, `required` naming only properties, bounds in order. The error says what
 * is wrong and where.
 *
 * @category validation
 * @since 0.1.0
 */
export const parse = (value: unknown): Result.Result<Form, string> => {
  const extra = unknownKey(value)
  if (extra !== undefined)
    return Result.fail(
      `The form may not use "${extra}": it is outside the supported subset (property names are lowercase letters, digits and underscores, starting with a letter).`
    )
  const decoded = Schema.decodeUnknownResult(Form)(value)
  if (Result.isFailure(decoded)) return Result.fail(`The form is not valid: ${decoded.failure.message}`)
  const form = decoded.success
  const names = Object.keys(form.properties)
  if (names.length === 0) return Result.fail("The form needs at least one property.")
  if (names.length > limits.properties) return Result.fail(`The form has more than ${limits.properties} properties.`)
  for (const name of form.required ?? [])
    if (!names.includes(name)) return Result.fail(`required names "${name}", which is not a property.`)
  for (const [name, property] of Object.entries(form.properties)) {
    if (property.type === "string") {
      if (
        property.minLength !== undefined &&
        property.maxLength !== undefined &&
        property.minLength > property.maxLength
      )
        return Result.fail(`properties.${name}: minLength is above maxLength.`)
      if (property.enum !== undefined && (property.minLength !== undefined || property.maxLength !== undefined))
        return Result.fail(`properties.${name}: an enum takes no minLength or maxLength.`)
    } else if (property.type !== "boolean") {
      if (property.minimum !== undefined && property.maximum !== undefined && property.minimum > property.maximum)
        return Result.fail(`properties.${name}: minimum is above maximum.`)
    }
  }
  return Result.succeed(form)
}

const fieldOf = (property: Property): Schema.Top => {
  switch (property.type) {
    case "string": {
      if (property.enum !== undefined) return Schema.Literals(property.enum)
      return Schema.String.check(
        Schema.isMinLength(property.minLength ?? 0),
        Schema.isMaxLength(property.maxLength ?? limits.defaultStringLength)
      )
    }
    case "boolean":
      return Schema.Boolean
    default: {
      const base = property.type === "integer" ? Schema.Int : Schema.Finite
      return base.check(
        Schema.isGreaterThanOrEqualTo(property.minimum ?? Number.MIN_SAFE_INTEGER),
        Schema.isLessThanOrEqualTo(property.maximum ?? Number.MAX_SAFE_INTEGER)
      )
    }
  }
}

/**
 * The input of an app with this form.
 *
 * @category models
 * @since 0.1.0
 */
export type Input = Readonly<Record<string, unknown>> & { readonly $model?: string | undefined }

/**
 * The input schema of an app with this form: each property by its type and bounds,
 * required or optional, plus an optional `$model`.
 *
 * @category constructors
 * @since 0.1.0
 */
export const inputSchema = (form: Form): Schema.Codec<Input, unknown> => {
  const required = new Set(form.required ?? [])
  const fields: Record<string, Schema.Top> = {
    $model: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(100)))
  }
  for (const [name, property] of Object.entries(form.properties)) {
    const field = fieldOf(property)
    fields[name] = required.has(name) ? field : Schema.optionalKey(field)
  }
  return Schema.Struct(fields) as unknown as Schema.Codec<Input, unknown>
}
