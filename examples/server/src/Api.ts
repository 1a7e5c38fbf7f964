/**
 * The reference server's API: every group of every mounted package. The contract
 * (groups and schemas) stays apart from the handlers, so clients and the OpenAPI
 * document come from the same definition.
 */

import { AppApi } from "@vouch/app-api"
import { BillingApi } from "@vouch/billing"
import { CreatorApi } from "@vouch/creator"
import { IdentityApi } from "@vouch/identity"
import { ModelsApi } from "@vouch/models"
import { RegistryApi } from "@vouch/registry"
import { HttpApi, OpenApi } from "effect/http-api"
import { withSecurity } from "./platform/ApiSecurity.ts"
import { PlatformApi } from "./platform/PlatformApi.ts"

const Composed = HttpApi.make("vouch")
  .add(PlatformApi)
  .addHttpApi(IdentityApi.Api)
  .addHttpApi(RegistryApi.RegistryApi)
  .addHttpApi(BillingApi.Api)
  .add(ModelsApi.ModelsApi)
  .addHttpApi(AppApi.Api)
  .addHttpApi(CreatorApi.Api)

export class Api extends Composed.annotateMerge(
  OpenApi.annotations({
    title: "Vouch",
    license: { name: "MIT", url: "https://opensource.org/license/mit" },
    servers: [{ url: "/", description: "The server serving this document" }],
    transform: withSecurity(Composed),
    version: "1.0.0",
    description:
      "The Vouch registry API (`/v1`), the metered app API (`/v1/app-api`), the model catalogue (`/v1/models`) and the creator assistant (`/v1/creator`). Every JSON response is an envelope: `{ok, data, meta: {request_id}}` on success, `{ok: false, error: {code, message}, meta}` on failure."
  })
) {}
