/**
 * The shader review app (slug `shader-review`) on the review kit: lanes `diagnose`,
 * `explain`, `optimize`, `port` with their output caps, the prompts, validators and GLSL
 * reader of `@vouch/shader-review`, and its dialect (`ReviewDialect.shaderReview`). The
 * server's reader clips an over-long `shader` and writes the `facts` a client did not
 * send; given a compiler (the server's glslang, `@vouch/shader-review/node/Glslang`, or
 * the pure JavaScript glslx, `@vouch/shader-review/checker/Glslx`, where glslang does not
 * run), the facts carry its diagnostics, naming it, and the validators compile
 * `repair.patched_source` and the port's shaders. `app` uses glslx.
 *
 * ```ts
 * import { AppRuntime } from "@vouch/app-api"
 * import { ShaderReviewApp } from "@vouch/review-kit"
 *
 * AppRuntime.AppRuntime.layer([ShaderReviewApp.make().app])
 * ```
 *
 * @since 0.1.0
 */
import { GlslReader, Prompts, ShaderReview, Validators } from "@vouch/shader-review"
import * as Glslx from "@vouch/shader-review/checker/Glslx"
import * as Review from "./Review.ts"
import * as ReviewDialect from "./ReviewDialect.ts"

/**
 * The input schema: spec 3's fields and the kit's optional `$model`.
 *
 * @category models
 * @since 0.1.0
 */
export const Input = Review.withModelField(ShaderReview.ShaderReviewInput)

/**
 * @category models
 * @since 0.1.0
 */
export type Input = typeof Input.Type

/**
 * The description of the app, with a compiler (server) or without (the reader only).
 *
 * @category constants
 * @since 0.1.0
 */
export const description = (
  options: { readonly compiler?: GlslReader.Compiler | undefined } = {}
): Review.ReviewApp<Input> => {
  const { compiler } = options
  return {
    slug: ShaderReview.slug,
    name: "Shader review",
    input: Input,
    lanes: Prompts.outputCaps,
    prompt: (input, promptOptions) => Prompts.prompt(input, promptOptions),
    check: (text, input) => Validators.check(text, { ...input, compiler }),
    retryNote: Validators.retryNote,
    prescan: (input) => GlslReader.prepare(input, compiler),
    dialect: ReviewDialect.shaderReview
  }
}

/**
 * The description and the app, for `AppRuntime.layer`.
 *
 * @category constants
 * @since 0.1.0
 */
export const make = (options: { readonly compiler?: GlslReader.Compiler | undefined } = {}) => {
  const review = description(options)
  return { review, app: Review.make(review) }
}

/**
 * The app with the pure JavaScript checker (glslx), which runs anywhere; a server with
 * glslang passes it to `make`.
 *
 * @category constants
 * @since 0.1.0
 */
export const { review, app } = make({ compiler: Glslx.compiler })
