/**
 * The per-app, per-subject JSON data store, metered (`AppMetering.prepaid` for writes,
 * `AppMetering.accrued` for reads, listings and deletions) and bounded (`limits`, the
 * guests' `guestDataBytes`).
 *
 * A write is one transaction: paid before it is stored (and refunded by the rollback
 * when a limit refuses it); the meter's row lock orders a subject's writes, so the
 * limits see every earlier write.
 *
 * @since 0.1.0
 */

import { CreditLedger } from "@vouch/ledger"
import { Transaction } from "@vouch/sql-repository"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import * as AppError from "./AppError.ts"
import * as AppMetering from "./AppMetering.ts"
import { DataKey, limits, type Subject } from "./AppModels.ts"
import { DataRepository, type Owner } from "./DataRepository.ts"
import { now } from "./internal/ids.ts"

/**
 * @category constants
 * @since 0.1.0
 */
export const defaults = {
  /** 256 KiB: four values of the largest size. */
  guestDataBytes: 262_144
} as const

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /**
   * The most bytes of JSON a guest stores in the data store of its app, all keys
   * together (`defaults.guestDataBytes`); a write beyond it is refused (`LimitReached`).
   */
  readonly guestDataBytes?: number | undefined
}

const ownerOf = (subject: Subject): Owner => ({ appSlug: subject.app_slug, subjectId: subject.subject_id })

const isDataKey = Schema.is(DataKey)

/**
 * `InvalidInput` unless `key` is a `DataKey`.
 *
 * @category validation
 * @since 0.1.0
 */
export const checkKey = (key: string): Effect.Effect<void, AppError.AppError> =>
  isDataKey(key)
    ? Effect.void
    : AppError.fail("InvalidInput", `A key is 1 to ${limits.dataKeyLength} of A-Z a-z 0-9 . _ : -.`, {
        location: "path",
        field: "key"
      })

/**
 * @category services
 * @since 0.1.0
 */
export class DataStore extends Context.Service<
  DataStore,
  {
    readonly keys: (subject: Subject) => Effect.Effect<ReadonlyArray<string>, AppError.AppError>
    readonly get: (subject: Subject, key: string) => Effect.Effect<unknown, AppError.AppError>
    readonly put: (subject: Subject, key: string, value: unknown) => Effect.Effect<void, AppError.AppError>
    readonly remove: (subject: Subject, key: string) => Effect.Effect<void, AppError.AppError>
  }
>()("@vouch/app-api/DataStore") {
  /**
   * The data store over a `DataRepository` (needs `SqlClient` for its transactions and
   * `CreditLedger`).
   *
   * @since 0.1.0
   */
  static readonly layerWithoutRepository = (options: Options = {}) =>
    Layer.effect(
      DataStore,
      Effect.gen(function* () {
        const repository = yield* DataRepository
        const ledger = yield* CreditLedger.CreditLedger
        const transaction = Transaction.make(yield* SqlClient.SqlClient)
        const guestDataBytes = options.guestDataBytes ?? defaults.guestDataBytes

        // Meters one operation by `rule`, charging the credits it makes due; holds the
        // subject's meter row lock until the caller's transaction ends.
        const meter = Effect.fn("DataStore.meter")(function* (
          subject: Subject,
          nanodollars: number,
          rule: (owed: number, cost: number) => AppMetering.MeterCharge
        ) {
          yield* transaction(
            Effect.gen(function* () {
              const row = yield* repository.lockMeter(subject.subject_id)
              const charge = rule(row.nanodollars, nanodollars)
              if (charge.credits > 0) {
                const holdId = `data:${subject.subject_id}:${row.charges + 1}`
                yield* ledger
                  .hold({
                    accountId: subject.subject_id,
                    holdId,
                    requested: charge.credits,
                    floor: charge.credits,
                    expiresAt: yield* now
                  })
                  .pipe(
                    Effect.catch(() =>
                      AppError.fail("InsufficientCredits", "The data store is metered and the balance is spent.", {
                        credits: charge.credits
                      })
                    )
                  )
                yield* ledger.settle(holdId, charge.credits).pipe(Effect.orDie)
              }
              yield* repository.updateMeter(subject.subject_id, { owed: charge.owed, charged: charge.credits > 0 })
            })
          )
        })

        return DataStore.of({
          keys: Effect.fn("DataStore.keys")(function* (subject: Subject) {
            yield* meter(subject, limits.dataReadNanodollars, AppMetering.accrued)
            return yield* repository.keys(ownerOf(subject))
          }),
          get: Effect.fn("DataStore.get")(function* (subject: Subject, key: string) {
            yield* checkKey(key)
            yield* meter(subject, limits.dataReadNanodollars, AppMetering.accrued)
            const value = yield* repository.get(ownerOf(subject), key)
            return Option.isSome(value) ? value.value : yield* AppError.fail("DataNotFound", "No value under this key.")
          }),
          put: Effect.fn("DataStore.put")(function* (subject: Subject, key: string, value: unknown) {
            yield* checkKey(key)
            const encoded = JSON.stringify(value ?? null)
            const sizeBytes = Buffer.byteLength(encoded)
            if (sizeBytes > limits.dataValueBytes)
              return yield* AppError.fail("ValueTooLarge", `A value is at most ${limits.dataValueBytes} bytes of JSON.`)
            const at = yield* now
            const owner = ownerOf(subject)
            yield* transaction(
              Effect.gen(function* () {
                yield* meter(subject, limits.dataWriteNanodollars, AppMetering.prepaid)
                const stored = yield* repository.usageExcept(owner, key)
                if (stored.count >= limits.dataKeys)
                  return yield* AppError.fail(
                    "LimitReached",
                    `At most ${limits.dataKeys} keys per app: delete some first.`
                  )
                if (subject.subject_type === "guest" && stored.bytes + sizeBytes > guestDataBytes)
                  return yield* AppError.fail(
                    "LimitReached",
                    `A guest stores at most ${guestDataBytes} bytes per app: sign in, or delete some first.`,
                    { limit_bytes: guestDataBytes, stored_bytes: stored.bytes }
                  )
                yield* repository.put(owner, { key, encoded, sizeBytes, at })
              })
            )
          }),
          remove: Effect.fn("DataStore.remove")(function* (subject: Subject, key: string) {
            yield* checkKey(key)
            yield* meter(subject, limits.dataWriteNanodollars, AppMetering.accrued)
            yield* repository.remove(ownerOf(subject), key)
          })
        })
      })
    )

  /**
   * The data store over SQL (needs `SqlClient` and `CreditLedger`).
   *
   * @since 0.1.0
   */
  static readonly layer = (options: Options = {}) =>
    DataStore.layerWithoutRepository(options).pipe(Layer.provide(DataRepository.layer))
}
