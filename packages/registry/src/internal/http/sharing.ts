/** The handlers of the `sharing` group: share links and verification. */
import { ApiError, HttpEnvelope } from "@vouch/envelope"
import { Effect, Option } from "effect"
import * as HttpServerRequest from "effect/http/HttpServerRequest"
import * as HttpServerResponse from "effect/http/HttpServerResponse"
import { HttpApiBuilder } from "effect/http-api"
import { CurrentActor } from "../../RegistryActor.ts"
import type { RegistryApi } from "../../RegistryApi.ts"
import * as ShareLinks from "../../ShareLinks.ts"
import * as SkillRegistry from "../../SkillRegistry.ts"
import * as Verifications from "../../Verifications.ts"
import { orFailShare, orFailVerification } from "./errors.ts"
import { clientAddress, parseLimit, readShareRequest } from "./requests.ts"

export const group = (api: typeof RegistryApi) =>
  HttpApiBuilder.group(api, "sharing", (handlers) =>
    Effect.gen(function* () {
      const shares = yield* ShareLinks.ShareLinks
      const verifications = yield* Verifications.Verifications
      return handlers
        .handle("createShare", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.fail("unauthorized")
            const request = yield* readShareRequest
            const link = yield* orFailShare(
              shares.create({ actor, namespace: params.ns, name: params.name, version: params.version, request })
            )
            return yield* HttpEnvelope.ok(link)
          })
        )
        .handle("listShares", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            return yield* HttpEnvelope.ok(
              yield* orFailShare(shares.list(actor, params.ns, params.name, params.version))
            )
          })
        )
        .handle("shareInfo", ({ params }) =>
          Effect.gen(function* () {
            return yield* HttpEnvelope.ok(yield* orFailShare(shares.info(params.shareId)))
          })
        )
        .handle("revokeShare", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            return yield* HttpEnvelope.ok(yield* orFailShare(shares.revoke(actor, params.shareId)))
          })
        )
        .handle("shareDownload", ({ params }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            const request = yield* HttpServerRequest.HttpServerRequest
            const result = yield* orFailShare(
              shares.download({
                shareId: params.shareId,
                identity: SkillRegistry.downloadIdentity(actor, clientAddress(request))
              })
            )
            return HttpServerResponse.uint8Array(result.bytes, {
              contentType: "application/zip",
              headers: {
                "content-disposition": `attachment; filename="${result.info.name}-${result.info.version}.zip"`,
                "cache-control": "private, no-store",
                "x-tree-hash": result.info.tree_hash
              }
            })
          })
        )
        .handle("verify", ({ params, payload }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.fail("unauthorized")
            const result = yield* orFailVerification(
              verifications.verify({
                actor,
                namespace: params.ns,
                name: params.name,
                version: params.version,
                report: payload.scan_report,
                shareId: payload.share_id
              })
            )
            return yield* HttpEnvelope.ok(result)
          })
        )
        .handle("listVerifications", ({ params, query }) =>
          Effect.gen(function* () {
            const actor = yield* CurrentActor
            if (Option.isNone(actor)) return yield* ApiError.fail("unauthorized")
            const limit = yield* parseLimit(query.limit)
            const records = yield* orFailVerification(
              verifications.history({
                actor,
                namespace: params.ns,
                name: params.name,
                version: params.version,
                limit
              })
            )
            return yield* HttpEnvelope.ok(records)
          })
        )
    })
  )
