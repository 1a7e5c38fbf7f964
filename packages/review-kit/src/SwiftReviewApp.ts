/**
 * The Swift concurrency migration review app (slug `swift-review`) on the review kit:
 * one run task (no lanes) with its output cap, the prompt, validators and Swift reader of
 * `@vouch/swift-review` (the reader clips the code middle-out to 100 000 characters and
 * prescans it when the client sent no prescan; a caller's `retry_note` is dropped and the
 * reformat retry writes its own), and the Swift dialect. Guests never run (403). Given
 * a toolchain (the server's `swiftc`, `@vouch/swift-review/node/Swiftc`), the validators
 * compile the rewrite (Swift 6 language mode); given `null`, they note it was not compiled.
 *
 * ```ts
 * import { AppRuntime } from "@vouch/app-api"
 * import { SwiftReviewApp } from "@vouch/review-kit"
 *
 * AppRuntime.AppRuntime.layer([SwiftReviewApp.make({ toolchain: null }).app])
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
 * @category models
 * @since 0.1.0
 */
export const Input = Review.withModelField(SwiftReview.SwiftReviewInput)

/**
 * @category models
 * @since 0.1.0
 */
export type Input = typeof Input.Type

/**
 * The description of the app, with a Swift toolchain (the server's `swiftc`, or `null`
 * where there is none: the problems say the rewrite was not compiled) or without
 * (`undefined`: the reader's checks only).
 *
 * @category constants
 * @since 0.1.0
 */
export const description = (
  options: { readonly toolchain?: Validators.Compiler | null | undefined } = {}
): Review.ReviewApp<Input> => {
  const { toolchain } = options
  return {
    slug: SwiftReview.slug,
    name: "Swift concurrency review",
    input: Input,
    prompt: (input, promptOptions) =>
      Prompts.prompt(promptOptions.retryNote === undefined ? input : { ...input, retry_note: promptOptions.retryNote }),
    check: (text, input) => Validators.check(text, { ...input, toolchain }),
    isNote: Validators.isNote,
    retryNote: Validators.retryNote,
    prescan: SwiftReader.withPrescan,
    dialect: ReviewDialect.swiftReview
  }
}

/**
 * The description and the app, for `AppRuntime.layer`.
 *
 * @category constants
 * @since 0.1.0
 */
export const make = (options: { readonly toolchain?: Validators.Compiler | null | undefined } = {}) => {
  const review = description(options)
  return { review, app: Review.make(review) }
}

/**
 * The app without a toolchain (the reader's checks only).
 *
 * @category constants
 * @since 0.1.0
 */
export const { review, app } = make()
