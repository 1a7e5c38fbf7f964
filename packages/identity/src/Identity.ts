/**
 * The identity services composed: credentials, accounts, organizations and the
 * identity providers. Needs a `SqlClient` (with `IdentityMigrations` applied), an
 * `IdentityConfig`, a `Mailer` and the `IdentityHooks`.
 *
 * @since 0.1.0
 */
import { Layer } from "effect"
import { Accounts } from "./Accounts.ts"
import { AppTokens } from "./AppTokens.ts"
import { Credentials } from "./Credentials.ts"
import { IdentityProviders } from "./IdentityProviders.ts"
import { Namespaces } from "./Namespaces.ts"
import { Organizations } from "./Organizations.ts"

/**
 * @category layers
 * @since 0.1.0
 */
export const layer = Organizations.layer.pipe(
  Layer.provideMerge(Accounts.layer),
  Layer.provideMerge(Credentials.layer),
  Layer.merge(IdentityProviders.layer),
  Layer.merge(AppTokens.layer),
  Layer.merge(Namespaces.layer)
)
