// The ledger's arithmetic, shared by the SQL and the in-memory layers: what a valid
// amount is and how large a hold may be.

/** The columns of a balance. */
export interface Sums {
  readonly creditsPosted: number
  readonly debitsPosted: number
  readonly debitsPending: number
}

/** A balance from its sums (zeros for a subject without an account). */
export const balance = (accountId: string, sums: Sums | undefined) => {
  const creditsPosted = sums?.creditsPosted ?? 0
  const debitsPosted = sums?.debitsPosted ?? 0
  const debitsPending = sums?.debitsPending ?? 0
  return {
    accountId,
    creditsPosted,
    debitsPosted,
    debitsPending,
    available: creditsPosted - debitsPosted - debitsPending
  }
}

/** A whole, non-negative number of credits. */
export const isCount = (value: number): boolean => Number.isSafeInteger(value) && value >= 0

/** Why a grant of `amount` is refused, if it is. */
export const invalidGrant = (amount: number): string | undefined =>
  !isCount(amount) || amount === 0 ? "A grant is a positive whole number of credits." : undefined

/** Why a hold of `requested` down to `floor` is refused, if it is. */
export const invalidHold = (requested: number, floor: number): string | undefined =>
  !isCount(requested) || requested === 0 || !isCount(floor) || floor > requested
    ? "A hold requests a positive amount with a floor no larger than it."
    : undefined

/** Why a charge is refused, if it is. */
export const invalidCharge = (charge: number): string | undefined =>
  isCount(charge) ? undefined : "A charge is a whole number of credits."

/** The floor a hold actually needs: at least one credit. */
export const effectiveFloor = (floor: number): number => Math.max(1, floor)

/**
 * The size of a hold: the whole `requested` amount when `available` covers it, all of
 * `available` (truncated) when that still reaches `floor`, none otherwise.
 */
export const holdAmount = (available: number, requested: number, floor: number): number | undefined =>
  available < floor || available <= 0 ? undefined : Math.min(requested, available)

/** The entries of a journal page: at most 500, 50 unless told. */
export const pageSize = (limit: number | undefined): number => Math.min(Math.max(limit ?? 50, 1), 500)

/** How many due holds one `expireDue` expires. */
export const expiryBatch = 1000
