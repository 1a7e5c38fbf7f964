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
import { Envelope, HttpEnvelope } from "@vouch/envelope"
import { Schema } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { RegistryAuthentication } from "./RegistryActor.ts"

/**
 * The largest multipart body a save accepts: the 10 MiB archive limit plus room for
 * the metadata part. Larger bodies are refused with 413 before they are buffered.
 *
 * @category constants
 * @since 0.1.0
 */
export const maximumSaveBodyBytes = 10 * 1024 * 1024 + 128 * 1024

/**
 * @category schemas
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
 * @category schemas
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
  scan_grade: Schema.NullOr(Schema.String)
}).annotate({ identifier: "SkillVersion" })

/**
 * @category schemas
 * @since 0.1.0
 */
export const VersionFile = Schema.Struct({
  path: Schema.String,
  hash: Schema.String,
  size: Schema.Int,
  executable: Schema.Boolean
}).annotate({ identifier: "VersionFile" })

/**
 * A version with its files and scan report (null until one is attached).
 *
 * @category schemas
 * @since 0.1.0
 */
export const VersionDetail = Schema.Struct({
  ...SkillVersion.fields,
  files: Schema.Array(VersionFile),
  scan_report: Schema.Unknown
}).annotate({ identifier: "SkillVersionDetail" })

/**
 * @category schemas
 * @since 0.1.0
 */
export const SaveCreated = Schema.Struct({
  created: Schema.Literal(true),
  skill: Skill,
  version: SkillVersion
}).annotate({ identifier: "SaveCreated" })

/**
 * @category schemas
 * @since 0.1.0
 */
export const SaveSkipped = Schema.Struct({
  created: Schema.Literal(false),
  skill: Skill,
  version: SkillVersion
}).annotate({ identifier: "SaveSkipped" })

/**
 * @category schemas
 * @since 0.1.0
 */
export const StarState = Schema.Struct({ starred: Schema.Boolean, star_count: Schema.Int }).annotate({
  identifier: "StarState"
})

/**
 * The multipart body of a save, for the OpenAPI document (the handler reads the
 * parts as a stream, bounded by `maximumSaveBodyBytes`).
 *
 * @category schemas
 * @since 0.1.0
 */
export const SavePayload = Schema.Struct({
  archive: Schema.Uint8Array.annotate({ description: "The skill as a ZIP archive (at most 10 MiB)." }),
  metadata: Schema.optional(
    Schema.String.annotate({
      description:
        "JSON object with the optional fields `version`, `description`, `category`, `tags`, `changelog`, `type`."
    })
  )
}).pipe(
  HttpApiSchema.asMultipartStream({
    maxParts: 4,
    maxFieldSize: 64 * 1024,
    maxFileSize: maximumSaveBodyBytes,
    maxTotalSize: maximumSaveBodyBytes
  })
)

const skillPath = { ns: Schema.String, name: Schema.String }
const versionPath = { ...skillPath, version: Schema.String }

const failures = (...codes: Parameters<typeof HttpEnvelope.documentedFailures>[1]) =>
  HttpEnvelope.documentedFailures("registry", [...codes, "rate_limited", "internal_error"])

const zipBody = Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/zip" }))
const octetBody = Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/octet-stream" }))
const svgBody = Schema.String.pipe(HttpApiSchema.asText({ contentType: "image/svg+xml" }))

/**
 * Skills and versions.
 *
 * @category groups
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
    }).annotateMerge(
      OpenApi.annotations({
        description:
          "Full-text search over public skills (name, description, tags, category, SKILL.md). Sorts: `recent` (default, last update), `popular` (downloads, then stars), `verified` (verifications), `trending` (downloads in the last 7 days), `hot` (stars and recent downloads decayed by age). `page` overrides `cursor`."
      })
    ),
    HttpApiEndpoint.get("getSkill", "/v1/skills/:ns/:name", {
      params: skillPath,
      success: Envelope.Success(Skill),
      error: failures("unauthorized", "not_found")
    }),
    HttpApiEndpoint.post("save", "/v1/skills/:ns/:name", {
      params: skillPath,
      payload: SavePayload,
      success: [Envelope.Success(SaveCreated).annotate({ httpApiStatus: 201 }), Envelope.Success(SaveSkipped)],
      error: failures("validation_error", "unauthorized", "forbidden", "conflict", "payload_too_large")
    }).annotateMerge(
      OpenApi.annotations({
        description:
          "Saves a version privately: 201 with the new version, or 200 when the content equals the latest version (nothing saved). The archive is checked (sizes, paths, links, duplicates, zip bombs) before anything is stored."
      })
    ),
    HttpApiEndpoint.delete("deleteSkill", "/v1/skills/:ns/:name", {
      params: skillPath,
      success: Envelope.Success(Schema.Struct({ deleted: Schema.Boolean })),
      error: failures("unauthorized", "forbidden", "not_found")
    }),
    HttpApiEndpoint.get("listVersions", "/v1/skills/:ns/:name/versions", {
      params: skillPath,
      query: { limit: Schema.optional(Schema.String), cursor: Schema.optional(Schema.String) },
      success: Envelope.Success(Schema.Array(SkillVersion)),
      error: failures("validation_error", "unauthorized", "not_found")
    }),
    HttpApiEndpoint.get("getVersion", "/v1/skills/:ns/:name/versions/:version", {
      params: versionPath,
      success: Envelope.Success(VersionDetail),
      error: failures("unauthorized", "not_found")
    }),
    HttpApiEndpoint.get("download", "/v1/skills/:ns/:name/download/:version", {
      params: versionPath,
      success: zipBody,
      error: failures("unauthorized", "not_found", "gone")
    }),
    HttpApiEndpoint.post("yank", "/v1/skills/:ns/:name/versions/:version/yank", {
      params: versionPath,
      success: Envelope.Success(SkillVersion),
      error: failures("validation_error", "unauthorized", "forbidden", "not_found")
    }).annotateMerge(OpenApi.annotations({ description: "Optional JSON body `{reason}`." })),
    HttpApiEndpoint.post("star", "/v1/skills/:ns/:name/star", {
      params: skillPath,
      success: Envelope.Success(StarState),
      error: failures("unauthorized", "not_found")
    }),
    HttpApiEndpoint.delete("unstar", "/v1/skills/:ns/:name/star", {
      params: skillPath,
      success: Envelope.Success(StarState),
      error: failures("unauthorized", "not_found")
    }),
    HttpApiEndpoint.post("setCurrentVersion", "/v1/skills/:ns/:name/current-version", {
      params: skillPath,
      payload: Schema.Struct({ version: Schema.String }),
      success: Envelope.Success(Skill),
      error: failures("validation_error", "unauthorized", "forbidden", "not_found", "conflict")
    })
  )
  .middleware(RegistryAuthentication)
  .annotateMerge(OpenApi.annotations({ title: "Skills" })) {}

/**
 * Content-addressed blobs.
 *
 * @category groups
 * @since 0.1.0
 */
export class BlobsApi extends HttpApiGroup.make("blobs")
  .add(
    HttpApiEndpoint.get("getBlob", "/v1/blobs/:hash", {
      params: { hash: Schema.String },
      success: octetBody,
      error: failures("unauthorized", "not_found")
    }).annotateMerge(
      OpenApi.annotations({
        description:
          "A file by its address `sha256:<hex>`: public when a public skill's version references it, otherwise only for callers who may read a skill referencing it (404 for anyone else)."
      })
    )
  )
  .middleware(RegistryAuthentication)
  .annotateMerge(OpenApi.annotations({ title: "Blobs" })) {}

/**
 * README badges.
 *
 * @category groups
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
    }).annotateMerge(
      OpenApi.annotations({
        description:
          "An SVG badge of a public skill (`ns` written `@namespace`): verifications, installs, scan grade or evaluation score."
      })
    )
  )
  .annotateMerge(OpenApi.annotations({ title: "Badges" })) {}

/**
 * The registry groups as one API.
 *
 * @category api
 * @since 0.1.0
 */
export class RegistryApi extends HttpApi.make("registry").add(SkillsApi).add(BlobsApi).add(BadgesApi) {}
