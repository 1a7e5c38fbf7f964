/**
 * The writing-style app (slug `writing-style`) on the review kit: lanes `discover`,
 * `codify`, `enforce` with their output caps, the prompts, validators and prose reader of
 * `@vouch/writing-style`, the uppercase dialect, and its part for the scripted model.
 *
 * ```ts
 * import { AppRuntime } from "@vouch/app-api"
 * import { WritingStyleApp } from "@vouch/review-kit"
 *
 * AppRuntime.AppRuntime.layer([WritingStyleApp.app])
 * ```
 *
 * @since 0.1.0
 */
import { Prompts, ProseReader, Validators, WritingStyle } from "@vouch/writing-style"
import * as Review from "./Review.ts"
import * as ReviewDialect from "./ReviewDialect.ts"

/**
 * The input schema: spec 3's fields and the kit's optional `$model`.
 *
 * @category models
 * @since 0.1.0
 */
export const Input = Review.withModelField(WritingStyle.WritingStyleInput)

/**
 * @category models
 * @since 0.1.0
 */
export type Input = typeof Input.Type

/**
 * The description of the app.
 *
 * @category constants
 * @since 0.1.0
 */
export const review: Review.ReviewApp<Input> = {
  slug: WritingStyle.slug,
  name: "Writing style",
  input: Input,
  lanes: Prompts.outputCaps,
  prompt: (input, options) => Prompts.prompt(input, options),
  check: (text, input) => Validators.check(text, input),
  retryNote: Validators.retryNote,
  prescan: ProseReader.withPrescan,
  dialect: ReviewDialect.writingStyle
}

/**
 * The app, for `AppRuntime.layer`.
 *
 * @category constants
 * @since 0.1.0
 */
export const app = Review.make(review)
