// The limits of `SwiftReview.limits`, in a module without Schema so that the readers and the
// clipping, which need only these numbers, bundle without effect (`SwiftReview` re-exports them).
export const limits = {
  /** Spec: `code` up to 100 000 characters; longer code is clipped middle-out to this. */
  code: 100_000,
  /** Decided: the longest paste accepted at all (clipped to `code` before the prompt). */
  paste: 400_000,
  /** Decided: `notes`, free context. */
  notes: 4_000,
  /** Decided: prescan entries per list, lines per entry, id and label lengths. */
  entries: 500,
  lines: 2_000,
  id: 200,
  label: 200
} as const
