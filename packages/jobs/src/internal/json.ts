// What the SQL and the in-memory job stores write alike.

/** A value as stored in a nullable `jsonb` column: `null` when absent. */
export const encodeOrNull = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value))

/** The error of a job cancelled while still queued. */
export const cancelledBeforeStart = {
  code: "cancelled",
  message: "The job was cancelled before it started."
} as const
