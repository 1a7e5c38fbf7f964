/**
 * The metering rules of the app runtime, as pure functions: the hold formula (what a run
 * holds, its floor and its output cap), what a run is charged, what the data store
 * charges and when, and how many tokens a run consumed when its provider never said.
 * The one place to change a price rule; the services only apply it.
 *
 * - **Hold.** A run holds the worst case: the prompt's tokens plus its output cap (the
 *   prompt's or lane's cap, never above the model's), at the model's rates plus the
 *   markup. Its floor (`min_credits`) is the prompt plus one output token. A balance
 *   between the floor and the hold places a partial hold and scales the output cap down
 *   to what it affords (`truncated`).
 * - **Charge.** A run is charged its real usage at the same rates, never more than its
 *   hold; the rest is refunded.
 * - **Retry.** An app with a reformat retry holds for two attempts: twice the prompt plus
 *   what the retry's note may add, and twice the output cap; its floor stays one
 *   attempt's. The retry runs only when what is left of the hold covers it
 *   (`retryAffordable`); the job is charged what both attempts used.
 * - **Sponsored runs** are paid by the app's publisher, who is not charged its own
 *   markup: they are priced at the model's rates (`markupOf`).
 * - **Data store.** Operations cost nanodollars (spec 2: about 400 per write and 100
 *   per read); the ledger counts whole credits (1 credit = 100,000 nanodollars). A
 *   subject's meter holds what it owes in nanodollars, negative when paid ahead. A
 *   write is paid before it is stored, rounded up to whole credits: its cost is taken
 *   from what was paid ahead, and when that is not enough, whole credits are charged
 *   first (a subject without credits stores nothing). Reads, listings and deletions
 *   store nothing: they add to what is owed, charged once it reaches a whole credit.
 * - **Unreported usage.** A run cancelled, cut off or abandoned before its provider
 *   reported usage is charged for an estimate of what it consumed. The hold was sized
 *   with `TokenEstimate`'s upper bound (never under the real count, about four times it
 *   for English); charging that bound would make stopping a run cost more than letting
 *   it finish. The estimate here is a typical count instead, the same for the prompt and
 *   the received output: about four bytes per token for ASCII text and one token per
 *   other character.
 *
 * @since 0.1.0
 */
import { ModelCatalogue, type TokenEstimate } from "@vouch/models"

/**
 * @category constants
 * @since 0.1.0
 */
export const nanodollarsPerCredit = 100_000

/**
 * What one metered operation does to a subject's meter: the whole `credits` to charge
 * now, and what is `owed` afterwards in nanodollars (negative when paid ahead).
 *
 * @category models
 * @since 0.1.0
 */
export interface MeterCharge {
  readonly credits: number
  readonly owed: number
}

/**
 * A write that stores data: paid before it happens. What was paid ahead covers it
 * first; any rest is charged now, rounded up to whole credits, and the surplus stays
 * paid ahead. Never free: a positive cost on a meter that owes anything or has nothing
 * paid ahead always charges at least one credit.
 *
 * @category utilities
 * @since 0.1.0
 */
export const prepaid = (owed: number, cost: number): MeterCharge => {
  const total = owed + cost
  const credits = total > 0 ? Math.ceil(total / nanodollarsPerCredit) : 0
  return { credits, owed: total - credits * nanodollarsPerCredit }
}

/**
 * An operation that stores nothing (a read, a listing, a deletion): added to what is
 * owed, charged in whole credits once at least one is due.
 *
 * @category utilities
 * @since 0.1.0
 */
export const accrued = (owed: number, cost: number): MeterCharge => {
  const total = owed + cost
  const credits = total >= nanodollarsPerCredit ? Math.floor(total / nanodollarsPerCredit) : 0
  return { credits, owed: total - credits * nanodollarsPerCredit }
}

/**
 * A typical token count of a text, for charging usage a provider did not report: one
 * token per four ASCII bytes (rounded up) and one per other character. English prose
 * and code come out close to real tokenizers; it is not an upper bound (that is
 * `TokenEstimate.text`, which sizes holds).
 *
 * @category utilities
 * @since 0.1.0
 */
export const typicalTokens = (text: string): number => {
  let ascii = 0
  let other = 0
  for (const character of text) {
    if (character.charCodeAt(0) < 0x80) ascii++
    else other++
  }
  return Math.ceil(ascii / 4) + other
}

/**
 * The usage charged for a run stopped before its provider reported it (cancelled,
 * timed out, abandoned): the prompt and the output received so far, counted alike by
 * `typicalTokens`, the output capped at what the run was allowed to generate.
 *
 * @category utilities
 * @since 0.1.0
 */
export const unreportedUsage = (
  prompt: TokenEstimate.Prompt,
  received: string,
  maxOutputTokens: number
): { readonly inputTokens: number; readonly outputTokens: number; readonly estimated: true } => {
  let inputTokens = prompt.system === undefined ? 0 : typicalTokens(prompt.system)
  for (const message of prompt.messages) inputTokens += typicalTokens(message.content)
  return { inputTokens, outputTokens: Math.min(maxOutputTokens, typicalTokens(received)), estimated: true }
}

/**
 * The markup a run is priced with: the app's, except on a sponsored run, which the
 * publisher pays and where its own cut would only move its credits in a circle.
 *
 * @category utilities
 * @since 0.1.0
 */
export const markupOf = (app: { readonly markupBps?: number | undefined }, sponsored: boolean): number =>
  sponsored ? 0 : (app.markupBps ?? 0)

/**
 * The output cap of a run: the requested cap (the prompt's or the lane's) bounded by
 * the model's, and at least one token.
 *
 * @category utilities
 * @since 0.1.0
 */
export const outputCap = (requested: number | undefined, modelCap: number): number =>
  Math.max(1, Math.min(requested ?? modelCap, modelCap))

/**
 * What a run holds and its floor.
 *
 * @category models
 * @since 0.1.0
 */
export interface Hold {
  /** The worst case: the prompt and the full output cap. */
  readonly holdCredits: number
  /** The cost of the prompt and a single output token; a balance below it is refused. */
  readonly minCredits: number
}

/**
 * The hold formula: the prompt's tokens plus `maxOutputTokens` at the model's rates
 * and the markup, and the floor of the prompt plus one output token. With `retry`, the
 * hold covers a second attempt whose prompt is at most `extraPromptTokens` longer.
 *
 * @category utilities
 * @since 0.1.0
 */
export const hold = (
  rates: ModelCatalogue.Rates,
  promptTokens: number,
  maxOutputTokens: number,
  markupBps: number,
  retry?: { readonly extraPromptTokens: number } | undefined
): Hold => ({
  holdCredits: ModelCatalogue.credits(
    rates,
    retry === undefined
      ? { inputTokens: promptTokens, outputTokens: maxOutputTokens }
      : { inputTokens: 2 * promptTokens + retry.extraPromptTokens, outputTokens: 2 * maxOutputTokens },
    markupBps
  ),
  minCredits: ModelCatalogue.credits(rates, { inputTokens: promptTokens, outputTokens: 1 }, markupBps)
})

/**
 * Whether a retry fits in what is left of a hold: `held` minus the cost of what the
 * first attempt used must pay for the retry's prompt and its full output cap.
 *
 * @category utilities
 * @since 0.1.0
 */
export const retryAffordable = (
  rates: ModelCatalogue.Rates,
  options: {
    readonly held: number
    readonly used: { readonly inputTokens: number; readonly outputTokens: number }
    readonly retryPromptTokens: number
    readonly maxOutputTokens: number
    readonly markupBps: number
  }
): boolean =>
  ModelCatalogue.credits(
    rates,
    {
      inputTokens: options.used.inputTokens + options.retryPromptTokens,
      outputTokens: options.used.outputTokens + options.maxOutputTokens
    },
    options.markupBps
  ) <= options.held

/**
 * The output cap of a run whose hold was partial (`held` credits): as many output
 * tokens as `held` pays for after the prompt, at least one, at most `maxOutputTokens`.
 *
 * @category utilities
 * @since 0.1.0
 */
export const truncatedCap = (
  rates: ModelCatalogue.Rates,
  promptTokens: number,
  held: number,
  maxOutputTokens: number,
  markupBps: number
): number => Math.max(1, ModelCatalogue.affordableOutputTokens(rates, promptTokens, held, maxOutputTokens, markupBps))

/**
 * What a run is charged for its usage: its cost at the rates and markup it was held
 * with, never more than its hold; a model no longer in the catalogue charges nothing.
 *
 * @category utilities
 * @since 0.1.0
 */
export const charge = (
  rates: ModelCatalogue.Rates | undefined,
  usage: { readonly inputTokens: number; readonly outputTokens: number },
  markupBps: number,
  holdCredits: number
): number => Math.min(rates === undefined ? 0 : ModelCatalogue.credits(rates, usage, markupBps), holdCredits)
