/**
 * The HTTP contract of the registry (spec 1: skills and versions, search, blobs,
 * badges): groups, paths and schemas, apart from the handlers (`RegistryHttp`) so a
 * client and the OpenAPI document come from the same definition.
 *
 * The `skills` and `blobs` groups use the `RegistryAuthentication` middleware, whose
 * implementation the host supplies; `badges` is public. A host mounts the groups in
 * its own `HttpApi` (`.add(RegistryApi.SkillsApi).add(...)`), or serves `RegistryApi`
 * whole.
 *
 * @since 0.1.0
 */
import { ApiError, Envelope, HttpEnvelope } from "@vouch/envelope"
import { Schema } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { RegistryAuthentication } from "./RegistryActor.ts"

/**
 * The largest multipart body a save accepts: the 10 MiB archive limit plus room for
 * the metadata part and a sharer's scan report (at most 1 MiB). Larger bodies are refused with 413 before they are buffered.
 *
 * @category constants
 * @since 0.1.0
 */
export const maximumSaveBodyBytes = 10 * 1024 * 1024 + 1024 * 1024 + 128 * 1024

/**
 * @category models
 * @since 0.1.0
 */
export const Skill = Schema.Struct({
  skill_id: Schema.String,
  namespace: Schema.String,
  name: Schema.String,
  type: Schema.Literals(["skill", "skillset"]),
  description: Schema.String,
  category: Schema.String,
  tags: Schema.Array(Schema.String),
  visibility: Schema.Literals(["private", "public"]),
  current_version: Schema.String,
  download_count: Schema.Int,
  star_count: Schema.Int,
  verification_count: Schema.Int,
  created_at: Schema.String,
  updated_at: Schema.String
}).annotate({ identifier: "Skill" })

/**
 * @category models
 * @since 0.1.0
 */
export type Skill = typeof Skill.Type

/**
 * @category models
 * @since 0.1.0
 */
export const SkillVersion = Schema.Struct({
  version_id: Schema.String,
  version: Schema.String,
  changelog: Schema.String,
  tree_hash: Schema.String,
  content_hash: Schema.String,
  archive_size: Schema.Int,
  file_count: Schema.Int,
  yanked: Schema.Boolean,
  yank_reason: Schema.NullOr(Schema.String),
  saved_at: Schema.String,
  scan_grade: Schema.NullOr(Schema.String),
  reference_grade: Schema.NullOr(Schema.String).annotate({
    description:
      "The server's reference grade (A..F) from its own scan on save; shown beside scan_grade, the sharer's, when they differ."
  })
}).annotate({ identifier: "SkillVersion" })

/**
 * @category models
 * @since 0.1.0
 */
export type SkillVersion = typeof SkillVersion.Type

/**
 * @category models
 * @since 0.1.0
 */
export const VersionFile = Schema.Struct({
  path: Schema.String,
  hash: Schema.String,
  size: Schema.Int,
  executable: Schema.Boolean
}).annotate({ identifier: "VersionFile" })

/**
 * @category models
 * @since 0.1.0
 */
export type VersionFile = typeof VersionFile.Type

/**
 * A version with its files and scan reports: `scan_report` is the sharer's (null until
 * the owner submits one), `reference_report` the server's scan on save.
 *
 * @category models
 * @since 0.1.0
 */
export const VersionDetail = Schema.Struct({
  ...SkillVersion.fields,
  files: Schema.Array(VersionFile),
  scan_report: Schema.Unknown.annotate({
    description: "The sharer's ScanReport (1.0, 1.1 or 1.2) as submitted, or null."
  }),
  reference_report: Schema.Unknown.annotate({
    description: "The server's reference ScanReport (1.2) made on save with `@vouch/scanner`."
  }),
  reference_grade: Schema.NullOr(Schema.String),
  verification_count: Schema.Int
}).annotate({ identifier: "SkillVersionDetail" })

/**
 * @category models
 * @since 0.1.0
 */
export type VersionDetail = typeof VersionDetail.Type

/**
 * A scan report as a verify or submit body carries it: a ScanReport object or a JSON
 * string of one (checked against the ScanReport schemas by the handler, so the error
 * names the offending field).
 *
 * @category models
 * @since 0.1.0
 */
export const ScanReportInput = Schema.Union([Schema.String, Schema.Record(Schema.String, Schema.Unknown)]).annotate({
  identifier: "ScanReportInput",
  description: "A ScanReport (schema 1.0, 1.1 or 1.2) as an object, or a JSON string of one."
})

/**
 * @category models
 * @since 0.1.0
 */
export const SaveCreated = Schema.Struct({
  created: Schema.Literal(true),
  skill: Skill,
  version: SkillVersion
}).annotate({ identifier: "SaveCreated" })

/**
 * @category models
 * @since 0.1.0
 */
export const SaveSkipped = Schema.Struct({
  created: Schema.Literal(false),
  skill: Skill,
  version: SkillVersion
}).annotate({ identifier: "SaveSkipped" })

/**
 * @category models
 * @since 0.1.0
 */
export const StarState = Schema.Struct({ starred: Schema.Boolean, star_count: Schema.Int }).annotate({
  identifier: "StarState"
})

/**
 * The multipart body of a save, for the OpenAPI document (the handler reads the
 * parts as a stream, bounded by `maximumSaveBodyBytes`).
 *
 * @category models
 * @since 0.1.0
 */
export const SavePayload = Schema.Struct({
  archive: Schema.Uint8Array.annotate({ description: "The skill as a ZIP archive (at most 10 MiB)." }),
  metadata: Schema.optional(
    Schema.String.annotate({
      description:
        "JSON object with the optional fields `version`, `description`, `category`, `tags`, `changelog`, `type`."
    })
  ),
  scan_report: Schema.optional(
    Schema.String.annotate({
      description:
        "The sharer's own ScanReport of this archive as JSON (at most 1 MiB; its `tree_hash` must be the archive's)."
    })
  )
}).pipe(
  HttpApiSchema.asMultipartStream({
    maxParts: 4,
    maxFieldSize: 1024 * 1024 + 1024,
    maxFileSize: maximumSaveBodyBytes,
    maxTotalSize: maximumSaveBodyBytes
  })
)

const skillPath = { ns: Schema.String, name: Schema.String }
const versionPath = { ...skillPath, version: Schema.String }

const failures = (...codes: Parameters<typeof ApiError.failures>[1]) =>
  ApiError.failures("registry", [...codes, "rate_limited", "internal_error"])

// The multipart `archive` part is a file: the generated document would show the
// `Uint8Array` as a base64 string, which is the JSON encoding, not the multipart one.
const archiveAsBinary: NonNullable<Parameters<typeof OpenApi.annotations>[0]["transform"]> = (operation) => {
  const schema = operation.requestBody?.content?.["multipart/form-data"]?.schema
  if (schema?.properties?.archive !== undefined) {
    schema.properties.archive = {
      type: "string",
      format: "binary",
      contentMediaType: "application/zip",
      description: "The skill as a ZIP archive (at most 10 MiB)."
    }
  }
  return operation
}

const zipBody = Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/zip" }))
const octetBody = Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/octet-stream" }))
const svgBody = Schema.String.pipe(HttpApiSchema.asText({ contentType: "image/svg+xml" }))

/**
 * Skills and versions.
 *
 * @category http
 * @since 0.1.0
 */
export class SkillsApi extends HttpApiGroup.make("skills")
  .add(
    HttpApiEndpoint.get("search", "/v1/skills/search", {
      query: {
        q: Schema.optional(Schema.String),
        category: Schema.optional(Schema.String),
        namespace: Schema.optional(Schema.String),
        type: Schema.optional(Schema.Literals(["skill", "skillset"])),
        sort: Schema.optional(Schema.Literals(["popular", "recent", "verified", "trending", "hot"])),
        limit: Schema.optional(Schema.String),
        cursor: Schema.optional(Schema.String),
        page: Schema.optional(Schema.String)
      },
      success: Envelope.Success(Schema.Array(Skill)),
      error: failures("validation_error")
    })
      .annotate(OpenApi.Summary, "Search public skills")
      .annotateMerge(
        OpenApi.annotations({
          description:
            "Full-text search over public skills (name, description, tags, category, SKILL.md). Sorts: `recent` (default, last update), `popular` (downloads, then stars), `verified` (verifications), `trending` (downloads in the last 7 days), `hot` (stars and recent downloads decayed by age). `page` overrides `cursor`."
        })
      ),
    HttpApiEndpoint.get("getSkill", "/v1/skills/:ns/:name", {
      params: skillPath,
      success: Envelope.Success(Skill),
      error: failures("unauthorized", "not_found")
    }).annotate(OpenApi.Summary, "Get a skill"),
    HttpApiEndpoint.post("save", "/v1/skills/:ns/:name", {
      params: skillPath,
      payload: SavePayload,
      success: [Envelope.Success(SaveCreated).annotate({ httpApiStatus: 201 }), Envelope.Success(SaveSkipped)],
      error: failures("validation_error", "unauthorized", "forbidden", "conflict", "payload_too_large")
    })
      .annotate(OpenApi.Summary, "Save a skill version")
      .annotateMerge(
        OpenApi.annotations({
          transform: archiveAsBinary,
          description:
            "Saves a version privately: 201 with the new version, or 200 when the content equals the latest version (nothing saved). The archive is checked (sizes, paths, links, duplicates, zip bombs) before anything is stored."
        })
      ),
    HttpApiEndpoint.delete("deleteSkill", "/v1/skills/:ns/:name", {
      params: skillPath,
      success: Envelope.Success(Schema.Struct({ deleted: Schema.Boolean })),
      error: failures("unauthorized", "forbidden", "not_found")
    }).annotate(OpenApi.Summary, "Delete a skill"),
    HttpApiEndpoint.get("listVersions", "/v1/skills/:ns/:name/versions", {
      params: skillPath,
      query: { limit: Schema.optional(Schema.String), cursor: Schema.optional(Schema.String) },
      success: Envelope.Success(Schema.Array(SkillVersion)),
      error: failures("validation_error", "unauthorized", "not_found")
    }).annotate(OpenApi.Summary, "List a skill's versions"),
    HttpApiEndpoint.get("getVersion", "/v1/skills/:ns/:name/versions/:version", {
      params: versionPath,
      success: Envelope.Success(VersionDetail),
      error: failures("unauthorized", "not_found")
    }).annotate(OpenApi.Summary, "Get a version"),
    HttpApiEndpoint.put("submitScanReport", "/v1/skills/:ns/:name/versions/:version/scan-report", {
      params: versionPath,
      payload: Schema.Struct({ scan_report: ScanReportInput }),
      success: Envelope.Success(VersionDetail),
      error: failures("validation_error", "unauthorized", "forbidden", "not_found")
    })
      .annotate(OpenApi.Summary, "Submit the owner's scan report")
      .annotateMerge(
        OpenApi.annotations({
          description:
            "The owner submits their own scan report of the version (replacing an earlier one): JSON `{scan_report}`, a ScanReport object or a JSON string of one whose `tree_hash` is the version's. `scan_grade` then comes from it. Sharing needs this report."
        })
      ),
    HttpApiEndpoint.get("download", "/v1/skills/:ns/:name/download/:version", {
      params: versionPath,
      success: zipBody,
      error: failures("unauthorized", "not_found", "gone")
    }).annotate(OpenApi.Summary, "Download a version's archive"),
    HttpApiEndpoint.post("yank", "/v1/skills/:ns/:name/versions/:version/yank", {
      params: versionPath,
      success: Envelope.Success(SkillVersion),
      error: failures("validation_error", "unauthorized", "forbidden", "not_found")
    })
      .annotate(OpenApi.Summary, "Yank a version")
      .annotateMerge(OpenApi.annotations({ description: "Optional JSON body `{reason}`." })),
    HttpApiEndpoint.post("star", "/v1/skills/:ns/:name/star", {
      params: skillPath,
      success: Envelope.Success(StarState),
      error: failures("unauthorized", "not_found")
    }).annotate(OpenApi.Summary, "Star a skill"),
    HttpApiEndpoint.delete("unstar", "/v1/skills/:ns/:name/star", {
      params: skillPath,
      success: Envelope.Success(StarState),
      error: failures("unauthorized", "not_found")
    }).annotate(OpenApi.Summary, "Unstar a skill"),
    HttpApiEndpoint.post("setCurrentVersion", "/v1/skills/:ns/:name/current-version", {
      params: skillPath,
      payload: Schema.Struct({ version: Schema.String }),
      success: Envelope.Success(Skill),
      error: failures("validation_error", "unauthorized", "forbidden", "not_found", "conflict")
    }).annotate(OpenApi.Summary, "Set the current version")
  )
  .middleware(RegistryAuthentication)
  .annotate(HttpEnvelope.Dialect, Envelope.registry)
  .middleware(HttpEnvelope.Middleware)
  .annotateMerge(
    OpenApi.annotations({
      title: "Skills",
      description: "Skills and their versions: search, save, download, yank, stars."
    })
  ) {}

/**
 * Content-addressed blobs.
 *
 * @category http
 * @since 0.1.0
 */
export class BlobsApi extends HttpApiGroup.make("blobs")
  .add(
    HttpApiEndpoint.get("getBlob", "/v1/blobs/:hash", {
      params: { hash: Schema.String },
      success: octetBody,
      error: failures("unauthorized", "not_found")
    })
      .annotate(OpenApi.Summary, "Get a file by its hash")
      .annotateMerge(
        OpenApi.annotations({
          description:
            "A file by its address `sha256:<hex>`: public when a public skill's version references it, otherwise only for callers who may read a skill referencing it (404 for anyone else)."
        })
      )
  )
  .middleware(RegistryAuthentication)
  .annotate(HttpEnvelope.Dialect, Envelope.registry)
  .middleware(HttpEnvelope.Middleware)
  .annotateMerge(OpenApi.annotations({ title: "Blobs", description: "Files by content address." })) {}

/**
 * README badges.
 *
 * @category http
 * @since 0.1.0
 */
export class BadgesApi extends HttpApiGroup.make("badges")
  .add(
    HttpApiEndpoint.get("badge", "/v1/badge/:ns/:name/:variant", {
      params: {
        ns: Schema.String,
        name: Schema.String,
        variant: Schema.Literals(["verified", "installs", "scan", "eval"])
      },
      success: svgBody,
      error: failures("not_found")
    })
      .annotate(OpenApi.Summary, "Get a skill's badge")
      .annotateMerge(
        OpenApi.annotations({
          description:
            "An SVG badge of a public skill (`ns` written `@namespace`): verifications, installs, scan grade or evaluation score."
        })
      )
  )
  .annotate(HttpEnvelope.Dialect, Envelope.registry)
  .middleware(HttpEnvelope.Middleware)
  .annotateMerge(OpenApi.annotations({ title: "Badges", description: "SVG badges of public skills." })) {}

/**
 * A share link (spec: ShareLink).
 *
 * @category models
 * @since 0.1.0
 */
export const ShareLink = Schema.Struct({
  share_id: Schema.String,
  skill_id: Schema.String,
  version: Schema.String,
  visibility: Schema.Literals(["private", "public"]),
  expires_at: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  download_count: Schema.Int
}).annotate({ identifier: "ShareLink" })

/**
 * @category models
 * @since 0.1.0
 */
export type ShareLink = typeof ShareLink.Type

/**
 * A share link with its status and what a consumer needs to download, scan and verify.
 *
 * @category models
 * @since 0.1.0
 */
export const ShareInfo = Schema.Struct({
  ...ShareLink.fields,
  status: Schema.Literals(["active", "expired", "revoked"]),
  revoked_at: Schema.NullOr(Schema.String),
  namespace: Schema.String,
  name: Schema.String,
  description: Schema.String,
  tree_hash: Schema.String,
  scan_grade: Schema.NullOr(Schema.String),
  reference_grade: Schema.NullOr(Schema.String).annotate({
    description: "The server's reference grade of the version (A..F); shown beside scan_grade when they differ."
  })
}).annotate({ identifier: "ShareInfo" })

/**
 * @category models
 * @since 0.1.0
 */
export type ShareInfo = typeof ShareInfo.Type

/**
 * A revoked link and the skill's visibility afterwards.
 *
 * @category models
 * @since 0.1.0
 */
export const RevokedShare = Schema.Struct({
  ...ShareInfo.fields,
  skill_visibility: Schema.Literals(["private", "public"])
}).annotate({ identifier: "RevokedShare" })

/**
 * The verify endpoint's answer: the spec's `{verdict, details}` and the stored
 * verification.
 *
 * @category models
 * @since 0.1.0
 */
export const VerificationResult = Schema.Struct({
  verdict: Schema.Literals(["verified", "divergent", "critical"]),
  details: Schema.String,
  verification_id: Schema.String,
  compared_with: Schema.Array(Schema.Literals(["sharer", "reference"])),
  counted: Schema.Boolean
}).annotate({ identifier: "VerificationResult" })

/**
 * @category models
 * @since 0.1.0
 */
export type VerificationResult = typeof VerificationResult.Type

/**
 * A stored verification.
 *
 * @category models
 * @since 0.1.0
 */
export const VerificationRecord = Schema.Struct({
  verification_id: Schema.String,
  verdict: Schema.Literals(["verified", "divergent", "critical"]),
  details: Schema.String,
  consumer_tree_hash: Schema.NullOr(Schema.String),
  consumer_ruleset_version: Schema.NullOr(Schema.String),
  compared_with: Schema.Array(Schema.Literals(["sharer", "reference"])),
  counted: Schema.Boolean,
  created_at: Schema.String
}).annotate({ identifier: "VerificationRecord" })

/**
 * @category models
 * @since 0.1.0
 */
export type VerificationRecord = typeof VerificationRecord.Type

const sharePath = { shareId: Schema.String }

/**
 * Share links and verification.
 *
 * @category http
 * @since 0.1.0
 */
export class SharingApi extends HttpApiGroup.make("sharing")
  .add(
    HttpApiEndpoint.post("createShare", "/v1/skills/:ns/:name/versions/:version/share", {
      params: versionPath,
      success: Envelope.Success(ShareLink).annotate({ httpApiStatus: 201 }),
      error: failures("validation_error", "unauthorized", "forbidden", "not_found", "gone")
    })
      .annotate(OpenApi.Summary, "Share a version")
      .annotateMerge(
        OpenApi.annotations({
          description:
            "Shares a version (owner). Optional JSON body `{visibility, expires_in}`: `visibility` `private` (default, link-only) or `public` (the skill becomes searchable); `expires_in` `1d`, `7d`, `30d` or `never` (default). 403 `email_not_verified` without a verified email, 403 `scan_required` without the sharer's scan report on the version (`PUT …/scan-report`), 403 `forbidden` when the free tier's 5 shared skills are reached."
        })
      ),
    HttpApiEndpoint.get("listShares", "/v1/skills/:ns/:name/versions/:version/shares", {
      params: versionPath,
      success: Envelope.Success(Schema.Array(ShareInfo)),
      error: failures("unauthorized", "forbidden", "not_found")
    })
      .annotate(OpenApi.Summary, "List a version's share links")
      .annotateMerge(
        OpenApi.annotations({
          description: "Every link of the version (owner), newest first, revoked and expired ones included."
        })
      ),
    HttpApiEndpoint.get("shareInfo", "/v1/share/:shareId", {
      params: sharePath,
      success: Envelope.Success(ShareInfo),
      error: failures("not_found")
    })
      .annotate(OpenApi.Summary, "Get a share link")
      .annotateMerge(
        OpenApi.annotations({
          description:
            "A link's information, no authentication: the ShareLink fields, `status` (`active`, `expired`, `revoked`), `revoked_at`, the skill's `namespace`, `name`, `description`, and the version's `tree_hash` and `scan_grade`. Expired and revoked links still answer 200 with their status; unknown links (or links of a deleted skill) 404."
        })
      ),
    HttpApiEndpoint.delete("revokeShare", "/v1/share/:shareId", {
      params: sharePath,
      success: Envelope.Success(RevokedShare),
      error: failures("unauthorized", "forbidden", "not_found")
    })
      .annotate(OpenApi.Summary, "Revoke a share link")
      .annotateMerge(
        OpenApi.annotations({
          description:
            "Revokes a link for good (owner; idempotent). Revoking the last live public link of a skill makes it private again."
        })
      ),
    HttpApiEndpoint.get("shareDownload", "/v1/share/:shareId/download", {
      params: sharePath,
      success: zipBody,
      error: failures("not_found", "gone")
    })
      .annotate(OpenApi.Summary, "Download through a share link")
      .annotateMerge(
        OpenApi.annotations({
          description:
            "The archive through a link, no authentication: 410 `gone` when the link expired or was revoked (or the version was yanked), 404 when unknown. Counted as a download of the skill and of the link."
        })
      ),
    HttpApiEndpoint.post("verify", "/v1/skills/:ns/:name/versions/:version/verify", {
      params: versionPath,
      payload: Schema.Struct({
        scan_report: ScanReportInput,
        share_id: Schema.optionalKey(
          Schema.String.annotate({
            description: "An active share link of this version, for a consumer who cannot see the skill otherwise."
          })
        )
      }),
      success: Envelope.Success(VerificationResult),
      error: failures("validation_error", "unauthorized", "not_found")
    })
      .annotate(OpenApi.Summary, "Submit a verification")
      .annotateMerge(
        OpenApi.annotations({
          description:
            "The consumer submits their own scan report of the version. `critical` when its tree hash differs from the version's; `verified` when its findings agree finding by finding (rule, file, line) with the sharer's report and the server's reference scan; `divergent` otherwise. `details` says what differs and whether a different rule set explains it."
        })
      ),
    HttpApiEndpoint.get("listVerifications", "/v1/skills/:ns/:name/versions/:version/verifications", {
      params: versionPath,
      query: { limit: Schema.optional(Schema.String) },
      success: Envelope.Success(Schema.Array(VerificationRecord)),
      error: failures("validation_error", "unauthorized", "not_found")
    })
      .annotate(OpenApi.Summary, "List a version's verifications")
      .annotateMerge(
        OpenApi.annotations({
          description: "The stored verifications of a version, newest first (`limit` 1–100, default 20)."
        })
      )
  )
  .middleware(RegistryAuthentication)
  .annotate(HttpEnvelope.Dialect, Envelope.registry)
  .middleware(HttpEnvelope.Middleware)
  .annotateMerge(
    OpenApi.annotations({
      title: "Share links and verification",
      description: "Share links to versions and consumers' verifications."
    })
  ) {}

/**
 * The registry groups as one API.
 *
 * @category http
 * @since 0.1.0
 */
export class RegistryApi extends HttpApi.make("registry").add(SkillsApi).add(BlobsApi).add(BadgesApi).add(SharingApi) {}
