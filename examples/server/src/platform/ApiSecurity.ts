/**
 * The security of the OpenAPI document. Authentication lives in `HttpApiMiddleware`
 * services that resolve the caller themselves (anonymous requests pass, handlers decide),
 * so effect's `HttpApiSecurity` (which decodes one credential per scheme and changes the
 * middleware's contract) is not used; instead the document is completed here from which
 * middleware each group declares: the schemes in `components.securitySchemes` and a
 * `security` requirement on every operation behind one.
 */
import { AppAuthentication } from "@vouch/app-api"
import { BillingAuthentication } from "@vouch/billing"
import { Authentication } from "@vouch/identity"
import { RegistryActor } from "@vouch/registry"
import { HttpApi, type HttpApiGroup, type OpenApi } from "effect/http-api"

/** The schemes, as OpenAPI declares them. */
export const securitySchemes = {
  apiKey: {
    type: "http",
    scheme: "bearer",
    description: "A registry API key (`Authorization: Bearer <key>`), from `POST /v1/account/keys` or the CLI flow."
  },
  session: {
    type: "apiKey",
    in: "cookie",
    name: Authentication.cookieName,
    description:
      "The browser session cookie set by the sign-in endpoints; unsafe methods must come from the server's own origin."
  },
  appToken: {
    type: "http",
    scheme: "bearer",
    description: "An app token (`Authorization: Bearer <token>`): a guest token or a user token bound to one app."
  }
} as const

type Transform = NonNullable<Parameters<typeof OpenApi.annotations>[0]["transform"]>

type Requirement = ReadonlyArray<Record<string, ReadonlyArray<string>>>

// Registry and identity credentials are optional at the middleware: anonymous requests
// reach the handler, which answers 401 where a caller is needed (hence `{}`).
const registryCaller: Requirement = [{ apiKey: [] }, { session: [] }, {}]
const appCaller: Requirement = [{ appToken: [] }]
const signedIn: Requirement = [{ apiKey: [] }, { session: [] }]

// The app API's one operation that an anonymous caller may use.
const anonymousAppOperations = new Set(["appRun.guest"])

const requirementOf = (middleware: ReadonlySet<unknown>, operationId: string): Requirement | undefined => {
  // The creator group checks its session in the handlers: a user token of the creator app.
  if (operationId.startsWith("creator.")) return appCaller
  if (middleware.has(AppAuthentication.AppAuthentication)) {
    return anonymousAppOperations.has(operationId) ? [...appCaller, {}] : appCaller
  }
  // Billing needs a signed-in account on every operation.
  if (middleware.has(BillingAuthentication.BillingAuthentication)) return signedIn
  if (middleware.has(Authentication.Authentication) || middleware.has(RegistryActor.RegistryAuthentication)) {
    return registryCaller
  }
  return undefined
}

/**
 * Completes a generated document with the schemes and each operation's requirement,
 * read from the middleware of every endpoint of `api`.
 *
 * @category transforms
 * @since 0.1.0
 */
export const withSecurity =
  <Id extends string, Groups extends HttpApiGroup.Constraint>(api: HttpApi.HttpApi<Id, Groups>) =>
  (document: Parameters<Transform>[0]): ReturnType<Transform> => {
    const requirements = new Map<string, Requirement>()
    HttpApi.reflect(api, {
      onGroup: () => {},
      onEndpoint: ({ group, endpoint, middleware }) => {
        const operationId = group.topLevel ? endpoint.identifier : `${group.identifier}.${endpoint.identifier}`
        const requirement = requirementOf(middleware, operationId)
        if (requirement !== undefined) requirements.set(operationId, requirement)
      }
    })
    for (const operations of Object.values<Record<string, { operationId?: string; security?: Requirement }>>(
      document.paths ?? {}
    )) {
      for (const operation of Object.values(operations)) {
        const requirement = requirements.get(operation.operationId ?? "")
        if (requirement !== undefined) operation.security = requirement
      }
    }
    return { ...document, components: { ...document.components, securitySchemes } }
  }
