/**
 * The errors of the registry: one `RegistryError` with a reason union (re-exported by
 * `SkillRegistry`, where hosts find them).
 */
import { Effect, Schema } from "effect"

/**
 * The skill does not exist, is deleted, or is private and not the caller's.
 *
 * @category errors
 * @since 0.1.0
 */
export class SkillNotFound extends Schema.TaggedError<SkillNotFound>()("SkillNotFound", {
  namespace: Schema.String,
  name: Schema.String
}) {}

/**
 * @category errors
 * @since 0.1.0
 */
export class VersionNotFound extends Schema.TaggedError<VersionNotFound>()("VersionNotFound", {
  version: Schema.String
}) {}

/**
 * No blob at that address that the caller may read.
 *
 * @category errors
 * @since 0.1.0
 */
export class BlobNotFound extends Schema.TaggedError<BlobNotFound>()("BlobNotFound", { address: Schema.String }) {}

/**
 * The operation needs an authenticated caller.
 *
 * @category errors
 * @since 0.1.0
 */
export class AuthenticationRequired extends Schema.TaggedError<AuthenticationRequired>()(
  "AuthenticationRequired",
  {}
) {}

/**
 * The caller may see the skill but not do this to it (or may not write in the namespace).
 *
 * @category errors
 * @since 0.1.0
 */
export class NotAllowed extends Schema.TaggedError<NotAllowed>()("NotAllowed", { message: Schema.String }) {}

/**
 * The archive was refused by `SkillArchive.read`; `status` is 413 for sizes, 400 otherwise.
 *
 * @category errors
 * @since 0.1.0
 */
export class ArchiveRejected extends Schema.TaggedError<ArchiveRejected>()("ArchiveRejected", {
  kind: Schema.String,
  message: Schema.String,
  path: Schema.optionalKey(Schema.String),
  status: Schema.Literals([400, 413])
}) {}

/**
 * A field of the request (metadata, name) broke its rule.
 *
 * @category errors
 * @since 0.1.0
 */
export class InvalidInput extends Schema.TaggedError<InvalidInput>()("InvalidInput", {
  field: Schema.String,
  message: Schema.String
}) {}

/**
 * The requested version already exists (versions are immutable), or the skill name is
 * reserved by a deleted skill.
 *
 * @category errors
 * @since 0.1.0
 */
export class Conflict extends Schema.TaggedError<Conflict>()("Conflict", { message: Schema.String }) {}

/**
 * The version is yanked: it stays in the history but cannot be downloaded.
 *
 * @category errors
 * @since 0.1.0
 */
export class VersionYanked extends Schema.TaggedError<VersionYanked>()("VersionYanked", {
  version: Schema.String,
  reason: Schema.String
}) {}

/**
 * Saving would take the owner's storage over its quota.
 *
 * @category errors
 * @since 0.1.0
 */
export class StorageLimitExceeded extends Schema.TaggedError<StorageLimitExceeded>()("StorageLimitExceeded", {
  used: Schema.Number,
  adding: Schema.Number,
  limit: Schema.Number
}) {}

/**
 * Too many saves are being read and scanned (the concurrency limit or the memory
 * budget of `Options`, with the waiting line full or waited out): retry later.
 *
 * @category errors
 * @since 0.1.0
 */
export class ServiceBusy extends Schema.TaggedError<ServiceBusy>()("ServiceBusy", {
  retryAfterSeconds: Schema.Number
}) {}

/**
 * The one error of the registry.
 *
 * @category errors
 * @since 0.1.0
 */
export class RegistryError extends Schema.TaggedError<RegistryError>()("RegistryError", {
  reason: Schema.Union([
    SkillNotFound,
    VersionNotFound,
    BlobNotFound,
    AuthenticationRequired,
    NotAllowed,
    ArchiveRejected,
    InvalidInput,
    Conflict,
    VersionYanked,
    StorageLimitExceeded,
    ServiceBusy
  ])
}) {}

/** Fails with a `RegistryError` of that reason. */
export const fail = (reason: RegistryError["reason"]) => Effect.fail(new RegistryError({ reason }))
