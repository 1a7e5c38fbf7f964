import { assert, describe, it } from "@effect/vitest"
import { Option } from "effect"
import * as Access from "../src/Access.ts"
import type * as RegistryActor from "../src/RegistryActor.ts"

const account = (id: string, organizations: RegistryActor.Actor["organizations"] = []) =>
  Option.some<RegistryActor.Actor>({
    account_id: id,
    username: id,
    email_verified: true,
    tier: "free",
    organizations
  })

const alice: Access.Owner = { kind: "account", id: "alice" }
const acme: Access.Owner = { kind: "organization", id: "org_acme" }

// Each actor with the skill it is tested against: the owner and anyone else on alice's
// skill, the organization's roles on acme's skill.
const actors = {
  anonymous: { actor: Option.none<RegistryActor.Actor>(), owner: alice },
  other: { actor: account("mallory", [{ id: "org_other", namespace: "other", role: "owner" }]), owner: alice },
  owner: { actor: account("alice"), owner: alice },
  member: { actor: account("bob", [{ id: "org_acme", namespace: "acme", role: "member" }]), owner: acme },
  admin: { actor: account("carol", [{ id: "org_acme", namespace: "acme", role: "admin" }]), owner: acme }
} as const

// The skill's state at the time of the read, and the state of the version acted on.
const states = {
  private: { public: false, exposed: false },
  publicLive: { public: true, exposed: true },
  linkExpired: { public: false, exposed: false },
  otherVersionLinked: { public: true, exposed: false }
} as const

type Row = readonly [
  readSkill: Access.Decision,
  readVersion: Access.Decision,
  download: Access.Decision,
  star: Access.Decision,
  write: Access.Decision,
  remove: Access.Decision,
  share: Access.Decision,
  verify: Access.Decision
]
const tableActions = ["readSkill", "readVersion", "download", "star", "write", "delete", "share", "verify"] as const

const A = "Allowed"
const S = "SkillHidden"
const V = "VersionHidden"
const U = "Unauthenticated"
const F = "Forbidden"
const everything: Row = [A, A, A, A, A, A, A, A]
const readsOnly: Row = [A, A, A, A, F, F, F, A]

const table: Record<keyof typeof actors, Record<keyof typeof states, Row>> = {
  anonymous: {
    private: [S, S, S, U, U, U, U, U],
    publicLive: [A, A, A, U, U, U, U, U],
    linkExpired: [S, S, S, U, U, U, U, U],
    otherVersionLinked: [A, V, V, U, U, U, U, U]
  },
  other: {
    private: [S, S, S, S, S, S, S, S],
    publicLive: [A, A, A, A, F, F, F, A],
    linkExpired: [S, S, S, S, S, S, S, S],
    otherVersionLinked: [A, V, V, A, F, F, F, V]
  },
  owner: { private: everything, publicLive: everything, linkExpired: everything, otherVersionLinked: everything },
  member: { private: readsOnly, publicLive: readsOnly, linkExpired: readsOnly, otherVersionLinked: readsOnly },
  admin: { private: everything, publicLive: everything, linkExpired: everything, otherVersionLinked: everything }
}

describe("Access.decide", () => {
  for (const [actorName, { actor, owner }] of Object.entries(actors)) {
    for (const [stateName, state] of Object.entries(states)) {
      it(`${actorName} × ${stateName}`, () => {
        const expected = table[actorName as keyof typeof actors][stateName as keyof typeof states]
        const decided = tableActions.map((action) =>
          Access.decide(actor, { owner, public: state.public }, action, { exposed: state.exposed })
        )
        assert.deepStrictEqual(decided, [...expected])
      })
    }
  }

  it("answers a skill that does not exist as hidden, after authentication", () => {
    for (const action of tableActions) {
      const anonymous = Access.decide(Option.none(), undefined, action)
      const signedIn = Access.decide(actors.other.actor, undefined, action)
      assert.strictEqual(signedIn, S)
      assert.strictEqual(anonymous, ["readSkill", "readVersion", "download"].includes(action) ? S : U)
    }
  })

  it("answers a version that does not exist as hidden, even to the owner", () => {
    for (const action of ["readVersion", "download", "verify"] as const) {
      assert.strictEqual(Access.decide(actors.owner.actor, { owner: alice, public: false }, action), V)
    }
  })

  it("lets a consumer holding an active link of a version verify it, whatever they see", () => {
    const linked = { exposed: false, linkGrant: true }
    assert.strictEqual(Access.decide(actors.other.actor, { owner: alice, public: false }, "verify", linked), A)
    assert.strictEqual(Access.decide(actors.other.actor, { owner: alice, public: false }, "readVersion", linked), S)
    assert.strictEqual(Access.decide(Option.none(), { owner: alice, public: false }, "verify", linked), U)
  })

  it("serves a blob to members, and to everyone through an exposed version that is not yanked", () => {
    const skill = { owner: alice, public: true }
    assert.strictEqual(Access.decide(Option.none(), skill, "readBlob", { exposed: true }), A)
    assert.strictEqual(Access.decide(Option.none(), skill, "readBlob", { exposed: true, yanked: true }), U)
    assert.strictEqual(Access.decide(actors.other.actor, skill, "readBlob", { exposed: true, yanked: true }), V)
    assert.strictEqual(Access.decide(actors.other.actor, skill, "readBlob", { exposed: false }), V)
    assert.strictEqual(Access.decide(actors.owner.actor, skill, "readBlob", { exposed: false, yanked: true }), A)
    assert.strictEqual(Access.decide(Option.none(), undefined, "readBlob"), U)
  })

  it("saves into the caller's own namespace or an organization they own or administer", () => {
    const carol = Option.getOrThrow(actors.admin.actor)
    const bob = Option.getOrThrow(actors.member.actor)
    assert.deepStrictEqual(Access.saveOwner(carol, "carol"), Option.some({ kind: "account", id: "carol" }))
    assert.deepStrictEqual(Access.saveOwner(carol, "acme"), Option.some(acme))
    assert.deepStrictEqual(Access.saveOwner(bob, "acme"), Option.none())
    assert.deepStrictEqual(Access.saveOwner(bob, "alice"), Option.none())
  })
})
