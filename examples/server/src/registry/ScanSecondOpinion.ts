/**
 * The registry's second opinion (`ScanOpinion`) from a catalogue model, metered like an
 * app run. Off unless `VOUCH_SCAN_SECOND_OPINION=on`; `VOUCH_SCAN_SECOND_OPINION_MODEL`
 * names the model (id or alias; default the catalogue's default model; `scripted`
 * with `VOUCH_SCRIPTED_MODEL=on` offline), `VOUCH_SCAN_SECOND_OPINION_MAX_OUTPUT_TOKENS`
 * caps the reply (default 2,000) and `VOUCH_SCAN_SECOND_OPINION_BUDGET_CHARACTERS` the
 * skill text shown (default 48,000).
 *
 * For each new version: the prompt of `SecondOpinion.prompt`; a hold on the saving
 * account (the caller, also when saving into an organization) for the prompt plus the
 * full reply at the model's rates, at least the prompt plus one token (an output cap
 * scaled down to what the balance funds); the model's reply; the hold settled at the
 * reported usage (an estimate when the stream ended without it), and the reply read
 * with `SecondOpinion.parseReply`. A balance that cannot pay, an unavailable model or
 * any failure means no opinion (logged): the save goes on, with the hold released.
 *
 * @since 0.1.0
 */
import { randomUUID } from "node:crypto"
import { CreditLedger } from "@vouch/ledger"
import { ModelCatalogue, type ModelProvider, ModelProviders, TokenEstimate } from "@vouch/models"
import { ScanOpinion } from "@vouch/registry"
import { SecondOpinion } from "@vouch/scanner"
import { Clock, Config, Effect, Layer, Option, Schema, Stream } from "effect"

/** Settings of the model-backed opinion. */
export interface Settings {
  /** The catalogue model (id or alias); the default model when undefined. */
  readonly model?: string | undefined
  readonly maxOutputTokens?: number | undefined
  readonly budgetCharacters?: number | undefined
}

/** How long the hold of one opinion lives when nothing resolves it. */
const holdMinutes = 10

/** The opinion on `ModelCatalogue`, `ModelProviders` and `CreditLedger`. */
export const make = (settings: Settings = {}) =>
  Effect.gen(function* () {
    const catalogue = yield* ModelCatalogue.ModelCatalogue
    const providers = yield* ModelProviders.ModelProviders
    const ledger = yield* CreditLedger.CreditLedger

    const ask = Effect.fn("ScanSecondOpinion.opinions")(function* (request: ScanOpinion.Request) {
      const { model } = yield* catalogue.resolveAvailable(settings.model)
      const shown = SecondOpinion.prompt(request.files, request.report, settings.budgetCharacters)
      const messages: ReadonlyArray<ModelProvider.Message> = [{ role: "user", content: shown.user }]
      const promptTokens = TokenEstimate.prompt({ system: shown.system, messages })
      const cap = Math.min(settings.maxOutputTokens ?? 2_000, model.caps.maxOutputTokens)
      const accountId = request.actor.account_id
      const holdId = `scan_opinion_${randomUUID().replaceAll("-", "")}`
      const now = yield* Clock.currentTimeMillis
      const hold = yield* ledger.hold({
        accountId,
        holdId,
        requested: ModelCatalogue.credits(model.rates, { inputTokens: promptTokens, outputTokens: cap }),
        floor: ModelCatalogue.credits(model.rates, { inputTokens: promptTokens, outputTokens: 1 }),
        expiresAt: new Date(now + holdMinutes * 60_000)
      })
      const maxOutputTokens = Math.max(
        1,
        ModelCatalogue.affordableOutputTokens(model.rates, promptTokens, hold.amount, cap)
      )
      const reply = yield* providers
        .stream(model, { system: shown.system, messages, maxOutputTokens, temperature: 0 })
        .pipe(
          Stream.runFold(
            () => ({ text: "", usage: undefined as ModelProvider.Usage | undefined }),
            (state, part) =>
              part._tag === "TextDelta"
                ? { ...state, text: state.text + part.text }
                : part._tag === "Finish"
                  ? { ...state, usage: part.usage }
                  : state
          ),
          Effect.onError(() => ledger.void(holdId).pipe(Effect.ignore))
        )
      const usage = reply.usage ?? {
        inputTokens: promptTokens,
        outputTokens: TokenEstimate.output(reply.text, maxOutputTokens)
      }
      yield* ledger.settle(holdId, ModelCatalogue.credits(model.rates, usage))
      const read = SecondOpinion.parseReply(reply.text, shown.files)
      if (read.problems.length > 0) {
        yield* Effect.logWarning("second opinion: parts of the model's reply were ignored", {
          skill: `@${request.namespace}/${request.name}`,
          problems: read.problems.slice(0, 5)
        })
      }
      return read.findings
    })

    return {
      opinions: (request) =>
        ask(request).pipe(
          Effect.catchCause((cause) =>
            Effect.as(
              Effect.logWarning("second opinion: none for this version", {
                skill: `@${request.namespace}/${request.name}`,
                cause
              }),
              []
            )
          )
        )
    } satisfies ScanOpinion.Service
  })

/** The opinion as the registry's `ScanOpinion` port. */
export const layer = (settings: Settings = {}) => Layer.effect(ScanOpinion.ScanOpinion, make(settings))

const positive = (name: string, maximum: number) =>
  Config.option(Config.schema(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum })), name))

const configuration = Config.all({
  enabled: Config.Literals(["on", "off"], "VOUCH_SCAN_SECOND_OPINION").pipe(Config.withDefault("off" as const)),
  model: Config.option(Config.String("VOUCH_SCAN_SECOND_OPINION_MODEL")),
  maxOutputTokens: positive("VOUCH_SCAN_SECOND_OPINION_MAX_OUTPUT_TOKENS", 64_000),
  budgetCharacters: positive("VOUCH_SCAN_SECOND_OPINION_BUDGET_CHARACTERS", 1_000_000)
})

/** From the environment: the model-backed opinion when on, else none (the registry's default). */
export const layerConfig = Layer.unwrap(
  Effect.gen(function* () {
    const read = yield* configuration
    return read.enabled === "on"
      ? layer({
          model: Option.getOrUndefined(read.model),
          maxOutputTokens: Option.getOrUndefined(read.maxOutputTokens),
          budgetCharacters: Option.getOrUndefined(read.budgetCharacters)
        })
      : Layer.empty
  })
)
