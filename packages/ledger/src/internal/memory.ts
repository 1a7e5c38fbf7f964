// The ledger in memory (`CreditLedger.layerMemory`). Every operation reads the clock
// first, then checks and changes the state in one synchronous step: fibers never see
// (or write) a half-done operation, which gives the guarantees the SQL layer gets from
// row locks and constraints.
import { Clock, Effect } from "effect"
import {
  type Balance,
  type CreditLedger,
  type Entry,
  HoldAlreadyResolved,
  HoldNotFound,
  InsufficientCredits,
  InvalidAmount,
  LedgerError
} from "../CreditLedger.ts"
import * as Rules from "./rules.ts"

type Service = CreditLedger["Service"]

interface Account {
  creditsPosted: number
  debitsPosted: number
  debitsPending: number
}

interface StoredHold {
  readonly holdId: string
  readonly accountId: string
  readonly amount: number
  readonly expiresAt: number
  status: "pending" | "posted" | "voided" | "expired"
}

interface StoredEntry extends Entry {
  readonly accountId: string
}

const fail = (reason: LedgerError["reason"]) => Effect.fail(new LedgerError({ reason }))

const invalid = (message: string | undefined) =>
  message === undefined ? Effect.void : fail(new InvalidAmount({ message }))

export const make = (): Service => {
  const accounts = new Map<string, Account>()
  const holds = new Map<string, StoredHold>()
  const journal: Array<StoredEntry> = []
  const booked = new Set<string>()

  const balanceOf = (accountId: string): Balance => Rules.balance(accountId, accounts.get(accountId))

  // Appends a journal line unless `(kind, reference)` is already booked.
  const book = (
    accountId: string,
    kind: Entry["kind"],
    reference: string,
    amount: number,
    now: number,
    memo = ""
  ): boolean => {
    const key = `${kind}\u0000${reference}`
    if (booked.has(key)) return false
    booked.add(key)
    journal.push({ entryId: journal.length + 1, accountId, kind, reference, amount, memo, createdAt: new Date(now) })
    return true
  }

  const resolve = Effect.fnUntraced(function* (holdId: string, status: "posted" | "voided", charge: number) {
    yield* invalid(Rules.invalidCharge(charge))
    const now = yield* Clock.currentTimeMillis
    const hold = holds.get(holdId)
    if (hold === undefined) return yield* fail(new HoldNotFound({ holdId }))
    if (hold.status !== "pending") return yield* fail(new HoldAlreadyResolved({ holdId, status: hold.status }))
    const charged = Math.min(charge, hold.amount)
    const account = accounts.get(hold.accountId)!
    hold.status = status
    account.debitsPending -= hold.amount
    account.debitsPosted += charged
    if (charged > 0) book(hold.accountId, "charge", holdId, charged, now)
    if (hold.amount > charged) book(hold.accountId, "release", holdId, hold.amount - charged, now)
    return { holdId, status, charged, released: hold.amount - charged }
  })

  return {
    balance: Effect.fn("CreditLedger.balance")(function* (accountId: string) {
      return balanceOf(accountId)
    }),

    grant: Effect.fn("CreditLedger.grant")(function* (options) {
      yield* invalid(Rules.invalidGrant(options.amount))
      const now = yield* Clock.currentTimeMillis
      if (!accounts.has(options.accountId))
        accounts.set(options.accountId, { creditsPosted: 0, debitsPosted: 0, debitsPending: 0 })
      const granted = book(options.accountId, "grant", options.grantId, options.amount, now, options.memo ?? "")
      if (granted) accounts.get(options.accountId)!.creditsPosted += options.amount
      return { granted, balance: balanceOf(options.accountId) }
    }),

    hold: Effect.fn("CreditLedger.hold")(function* (options) {
      yield* invalid(Rules.invalidHold(options.requested, options.floor))
      const floor = Rules.effectiveFloor(options.floor)
      const now = yield* Clock.currentTimeMillis
      const existing = holds.get(options.holdId)
      if (existing !== undefined) {
        return yield* fail(new HoldAlreadyResolved({ holdId: options.holdId, status: existing.status }))
      }
      const account = accounts.get(options.accountId)
      const available = balanceOf(options.accountId).available
      const amount = Rules.holdAmount(available, options.requested, floor)
      if (account === undefined || amount === undefined) {
        return yield* fail(new InsufficientCredits({ accountId: options.accountId, available, floor }))
      }
      account.debitsPending += amount
      holds.set(options.holdId, {
        holdId: options.holdId,
        accountId: options.accountId,
        amount,
        expiresAt: options.expiresAt.getTime(),
        status: "pending"
      })
      book(options.accountId, "hold", options.holdId, amount, now)
      return {
        holdId: options.holdId,
        accountId: options.accountId,
        amount,
        requested: options.requested,
        truncated: amount < options.requested
      }
    }),

    settle: Effect.fn("CreditLedger.settle")((holdId: string, charge: number) => resolve(holdId, "posted", charge)),
    void: Effect.fn("CreditLedger.void")((holdId: string) => resolve(holdId, "voided", 0)),

    expireDue: Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const due = [...holds.values()]
        .filter((hold) => hold.status === "pending" && hold.expiresAt <= now)
        .sort((left, right) => left.expiresAt - right.expiresAt)
        .slice(0, Rules.expiryBatch)
      for (const hold of due) {
        hold.status = "expired"
        accounts.get(hold.accountId)!.debitsPending -= hold.amount
        book(hold.accountId, "release", hold.holdId, hold.amount, now)
      }
      return due.length
    }).pipe(Effect.withSpan("CreditLedger.expireDue")),

    entries: Effect.fn("CreditLedger.entries")(function* (accountId, options) {
      const before = options?.beforeEntryId ?? Number.MAX_SAFE_INTEGER
      const page: Array<Entry> = []
      for (let index = Math.min(before, journal.length + 1) - 2; index >= 0; index--) {
        const { accountId: owner, ...entry } = journal[index]!
        if (owner === accountId) page.push(entry)
        if (page.length === Rules.pageSize(options?.limit)) break
      }
      return page
    })
  }
}
