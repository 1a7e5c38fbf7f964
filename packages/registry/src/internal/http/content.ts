/** The handlers of the `blobs` and `badges` groups: raw bytes and SVG, not envelopes. */
import { Effect } from "effect"
import * as HttpServerResponse from "effect/http/HttpServerResponse"
import { HttpApiBuilder } from "effect/http-api"
import * as Badge from "../../Badge.ts"
import { CurrentActor } from "../../RegistryActor.ts"
import type { RegistryApi } from "../../RegistryApi.ts"
import * as SkillRegistry from "../../SkillRegistry.ts"
import { orFail } from "./errors.ts"

export const blobs = (api: typeof RegistryApi) =>
  HttpApiBuilder.group(api, "blobs", (handlers) =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry.SkillRegistry
      return handlers.handle("getBlob", ({ params }) =>
        Effect.gen(function* () {
          const actor = yield* CurrentActor
          const blob = yield* orFail(registry.readBlob(actor, params.hash))
          return HttpServerResponse.uint8Array(blob.bytes, {
            contentType: "application/octet-stream",
            headers: {
              "cache-control": blob.public ? "public, max-age=31536000, immutable" : "private, no-store",
              etag: `"${params.hash}"`
            }
          })
        })
      )
    })
  )

export const badges = (api: typeof RegistryApi) =>
  HttpApiBuilder.group(api, "badges", (handlers) =>
    Effect.gen(function* () {
      const registry = yield* SkillRegistry.SkillRegistry
      return handlers.handle("badge", ({ params }) =>
        Effect.gen(function* () {
          const figures = yield* orFail(registry.badgeFigures(params.ns, params.name))
          return HttpServerResponse.text(Badge.render(Badge.forVariant(params.variant, figures)), {
            contentType: "image/svg+xml",
            headers: { "cache-control": "public, max-age=300, stale-while-revalidate=3600" }
          })
        })
      )
    })
  )
