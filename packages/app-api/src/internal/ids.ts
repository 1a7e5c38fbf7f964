/** Identifiers and the current time, as the services use them. */
import { randomBytes } from "node:crypto"
import { Clock, Effect } from "effect"

/** A fresh identifier with a prefix (`job_`, `ses_`): 26 hex characters after it. */
export const newId = (prefix: string): string => `${prefix}${randomBytes(13).toString("hex")}`

/** A process name for job leases. */
export const processName = (): string => `app-runtime-${randomBytes(6).toString("hex")}`

/** The current time from `Clock`. */
export const now: Effect.Effect<Date> = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))
