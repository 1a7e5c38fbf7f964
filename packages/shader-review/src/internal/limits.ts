// The limits of `ShaderReview.limits`, in a module without Schema so that the readers and the
// clipping, which need only these numbers, bundle without effect (`ShaderReview` re-exports them).
export const limits = {
  /** Spec: about 40 000 characters; a longer source is clipped by whole lines (see `Clip`). */
  shader: 40_000,
  /** Decided: the most a request may carry before clipping (the server clips what the client did not). */
  shaderSent: 200_000,
  /** Decided: the paired vertex shader, not clipped. */
  vertex: 40_000,
  /** Decided. */
  symptom: 2_000,
  carryover: 8_000,
  facts: 20_000,
  task: 100,
  /** Spec: output `headline` under 120 characters. */
  headline: 119,
  /** Spec: `budget.reduction_pct` an integer 0 to 95. */
  reductionPct: 95,
  /** Spec: explain `knobs` 3 to 8 entries. */
  knobsMin: 3,
  knobsMax: 8
} as const
