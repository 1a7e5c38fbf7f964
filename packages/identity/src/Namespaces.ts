/**
 * Namespaces: one table shared by accounts and organizations, so a namespace is
 * unique across both and stays reserved after its owner is deleted. The service reads
 * who owns what; claiming happens inside `Accounts` and `Organizations`.
 *
 * @since 0.1.0
 */
import { Context, Effect, Layer, type Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import * as Account from "./Account.ts"
import * as Rows from "./internal/rows.ts"

/**
 * The owner of a namespace, with its tier (an account's or an organization's).
 *
 * @category models
 * @since 0.1.0
 */
export const Owner = Schema.Struct({
  namespace: Schema.String,
  owner_kind: Schema.Literals(["account", "organization"]),
  owner_id: Schema.String,
  tier: Account.Tier
})

/**
 * @category models
 * @since 0.1.0
 */
export type Owner = typeof Owner.Type

/**
 * Claims a namespace for an owner inside the caller's transaction; false when taken.
 *
 * @category utilities
 * @since 0.1.0
 */
export const claim = (
  sql: SqlClient.SqlClient,
  namespace: string,
  owner: { readonly kind: "account" | "organization"; readonly id: string },
  at: Date
): Effect.Effect<boolean> =>
  Rows.some(sql`
    INSERT INTO identity_namespaces (namespace, owner_kind, owner_id, created_at)
    VALUES (${namespace}, ${owner.kind}, ${owner.id}, ${at}) ON CONFLICT (namespace) DO NOTHING
    RETURNING namespace`)

/**
 * @category services
 * @since 0.1.0
 */
export class Namespaces extends Context.Service<
  Namespaces,
  {
    /** The namespace and tier of an account or organization id; none when it owns none. */
    readonly owner: (ownerId: string) => Effect.Effect<Option.Option<Owner>>
    /** Who owns a namespace (without its `@`); none when nobody claimed it. */
    readonly ownerOf: (namespace: string) => Effect.Effect<Option.Option<Owner>>
  }
>()("@vouch/identity/Namespaces") {
  /**
   * Needs only a `SqlClient` (with `IdentityMigrations` applied).
   *
   * @since 0.1.0
   */
  static readonly layer = Layer.effect(
    Namespaces,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const owner = Rows.first(Owner)
      const columns = sql.literal(`n.namespace, n.owner_kind, n.owner_id, COALESCE(a.tier, o.tier, 'free') AS tier
        FROM identity_namespaces n
        LEFT JOIN identity_accounts a ON n.owner_kind = 'account' AND a.account_id = n.owner_id
        LEFT JOIN identity_organizations o ON n.owner_kind = 'organization' AND o.organization_id = n.owner_id`)
      return Namespaces.of({
        owner: Effect.fn("Namespaces.owner")(function* (ownerId: string) {
          return yield* owner(sql`SELECT ${columns} WHERE n.owner_id = ${ownerId} ORDER BY n.created_at LIMIT 1`)
        }),
        ownerOf: Effect.fn("Namespaces.ownerOf")(function* (namespace: string) {
          const name = namespace.replace(/^@/, "").toLowerCase()
          return yield* owner(sql`SELECT ${columns} WHERE n.namespace = ${name}`)
        })
      })
    })
  )
}
