/**
 * The port through which the creator reaches the accounts of its callers: the
 * account's username and whether its email is verified (the assistant is only for
 * verified accounts), and the organizations it may create apps for. The host provides
 * it; the reference server builds it from `@vouch/identity`, so this package does not
 * depend on identity.
 *
 * @since 0.1.0
 */
import { Context, type Effect, type Option } from "effect"

/**
 * @category models
 * @since 0.1.0
 */
export interface Account {
  readonly accountId: string
  readonly username: string
  readonly emailVerified: boolean
}

/**
 * An organization the account may create apps for (it owns or administers it).
 *
 * @category models
 * @since 0.1.0
 */
export interface Organization {
  readonly id: string
  readonly namespace: string
}

/**
 * @category services
 * @since 0.1.0
 */
export class CreatorAccounts extends Context.Service<
  CreatorAccounts,
  {
    readonly find: (accountId: string) => Effect.Effect<Option.Option<Account>>
    readonly organizations: (accountId: string) => Effect.Effect<ReadonlyArray<Organization>>
  }
>()("@vouch/creator/CreatorAccounts") {}
