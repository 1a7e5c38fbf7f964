/**
 * The Swift concurrency migration review app (slug `swift-review`) on the review kit:
 * one run task (no lanes) with its output cap, the prompt, validators and Swift reader of
 * `@vouch/swift-review` (the reader clips the code middle-out to 100 000 characters and
 * prescans it when the client sent no prescan; a caller's `retry_note` is dropped and the
 * reformat retry writes its own), and the Swift dialect. Guests never run (403).
 *
 * ```ts
 * import { AppRuntime } from "@vouch/app-api"
 * import { SwiftReviewApp } from "@vouch/review-kit"
 *
 * AppRuntime.AppRuntime.layer([SwiftReviewApp.app])
 * ```
 *
 * @since 0.1.0
 */
import { Prompts, SwiftReader, SwiftReview, Validators } from "@vouch/swift-review"
import * as Review from "./Review.ts"
import * as ReviewDialect from "./ReviewDialect.ts"

/**
 * The input schema: spec 3's fields and the kit's optional `$model`.
 *
 * @category schemas
 * @since 0.1.0
 */
export const Input = Review.withModelField(SwiftReview.SwiftReviewInput)

/**
 * @category models
 * @since 0.1.0
 */
export type Input = typeof Input.Type

/**
 * The description of the app. The retry's note reaches the prompt as `retry_note`.
 *
 * @category apps
 * @since 0.1.0
 */
export const review: Review.ReviewApp<Input> = {
  slug: SwiftReview.slug,
  name: "Swift concurrency review",
  input: Input,
  prompt: (input, options) =>
    Prompts.prompt(options.retryNote === undefined ? input : { ...input, retry_note: options.retryNote }),
  check: (text, input) => Validators.check(text, input),
  retryNote: Validators.retryNote,
  prescan: SwiftReader.withPrescan,
  dialect: ReviewDialect.swiftReview
}

/**
 * The app, for `AppRuntime.layer`.
 *
 * @category apps
 * @since 0.1.0
 */
export const app = Review.make(review)
