/**
 * The platform endpoints of spec 1: health, public statistics and the CLI version.
 */
import { ApiError, Envelope } from "@vouch/envelope"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"

export const Health = Schema.Struct({
  status: Schema.Literals(["ok", "degraded"]),
  db: Schema.Literals(["ok", "error"]),
  storage: Schema.Literals(["ok", "error"]),
  /** Why `storage` is `error`: the store did not answer its check, or it is not shared by every process. */
  storage_error: Schema.optionalKey(Schema.String)
}).annotate({ identifier: "Health" })

export const Stats = Schema.Struct({
  skills: Schema.Int,
  publishers: Schema.Int,
  scan_reports: Schema.Int
}).annotate({ identifier: "Stats" })

export const CliVersion = Schema.Struct({
  version: Schema.String,
  downloads: Schema.Struct({
    npm: Schema.String,
    install: Schema.String,
    desktop: Schema.String
  }),
  mcp: Schema.Struct({ url: Schema.String, transport: Schema.String })
}).annotate({ identifier: "CliVersion" })

const failures = ApiError.failures("registry", ["rate_limited", "internal_error"])

export class PlatformApi extends HttpApiGroup.make("platform")
  .add(
    HttpApiEndpoint.get("health", "/v1/health", { success: Envelope.Success(Health), error: failures })
      .annotate(OpenApi.Summary, "Check the server's health")
      .annotateMerge(
        OpenApi.annotations({
          description:
            "Checks the database and the blob storage for real; `status` is `degraded` when either fails. `storage` is also `error` (with `storage_error` saying why) when the blob store is not shared by every process of a multi-process deployment."
        })
      ),
    HttpApiEndpoint.get("stats", "/v1/stats", { success: Envelope.Success(Stats), error: failures })
      .annotate(OpenApi.Summary, "Get public counts")
      .annotateMerge(OpenApi.annotations({ description: "Public counts: skills, publishers and scan reports." })),
    HttpApiEndpoint.get("cliVersion", "/v1/cli/version", {
      success: Envelope.Success(CliVersion),
      error: failures
    })
      .annotate(OpenApi.Summary, "Get the current CLI version")
      .annotateMerge(OpenApi.annotations({ description: "The current CLI version and where to get it." }))
  )
  .annotateMerge(
    OpenApi.annotations({ title: "Platform", description: "Health, public counts and the CLI version." })
  ) {}
