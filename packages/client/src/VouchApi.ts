/**
 * The HTTP contract of a Vouch server as one `HttpApi`: identity (`/v1/auth`,
 * `/v1/account`, `/v1/orgs`, `/v1/users`, `/v1/app-api/tokens`), the registry
 * (skills, versions, blobs, badges, share links, verification), the model catalogue
 * (`/v1/models`) and the metered app API (`/v1/app-api`). The groups come from the
 * packages' own definitions, so the client speaks exactly what the server serves.
 *
 * @since 0.1.0
 */
import { Api as AppApi } from "@vouch/app-api/AppApi"
import { Api as IdentityApi } from "@vouch/identity/IdentityApi"
import { ModelsApi } from "@vouch/models/ModelsApi"
import { RegistryApi } from "@vouch/registry/RegistryApi"
import { HttpApi } from "effect/http-api"

/**
 * Every group a Vouch server serves, composed as the reference server composes them
 * (its platform group, health and statistics, is the host's own and stays out).
 *
 * @category http
 * @since 0.1.0
 */
export class Api extends HttpApi.make("vouch")
  .addHttpApi(IdentityApi)
  .addHttpApi(RegistryApi)
  .add(ModelsApi)
  .addHttpApi(AppApi) {}
