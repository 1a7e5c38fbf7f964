import { assert, describe, it } from "@effect/vitest"
import fc from "fast-check"
import { Account, Secret } from "../src/index.ts"

describe("Secret", () => {
  it("credentials carry 256 random bits and digests are stable", () => {
    const key = Secret.credential("vch_")
    assert.match(key, /^vch_[A-Za-z0-9_-]{43}$/)
    assert.notStrictEqual(Secret.credential("vch_"), key)
    assert.strictEqual(Secret.digest(key), Secret.digest(key))
    assert.match(Secret.digest(key), /^[0-9a-f]{64}$/)
  })

  it("equal compares exactly", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (left, right) => {
        assert.strictEqual(Secret.equal(left, right), left === right)
        assert.isTrue(Secret.equal(left, left))
      })
    )
  })

  it("six-digit codes are six digits", () => {
    for (let index = 0; index < 200; index++) assert.match(Secret.sixDigitCode(), /^\d{6}$/)
  })

  it("passwords verify with their own hash only, and each hash has its own salt", async () => {
    const hash = await Secret.hashPassword("correct horse battery")
    assert.match(hash, /^scrypt\$32768\$8\$1\$/)
    assert.isTrue(await Secret.verifyPassword("correct horse battery", hash))
    assert.isFalse(await Secret.verifyPassword("correct horse batterY", hash))
    assert.notStrictEqual(await Secret.hashPassword("correct horse battery"), hash)
    for (const malformed of ["", "scrypt$1$2$3", `bcrypt${hash.slice(6)}`, hash.replace("$32768$", "$99999999$")])
      assert.isFalse(await Secret.verifyPassword("correct horse battery", malformed))
  })
})

describe("Account", () => {
  it("usernames from emails are valid namespaces", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        assert.isTrue(Account.isNamespace(Account.usernameFromEmail(email)), Account.usernameFromEmail(email))
      })
    )
    assert.strictEqual(Account.usernameFromEmail("Grace.Hopper+work@example.com"), "grace-hopper")
    assert.strictEqual(Account.usernameFromEmail("x@example.com"), "user-x")
  })

  it("namespaces: lowercase letters, digits, single inner hyphens, 2 to 39 characters", () => {
    for (const good of ["ab", "acme", "a-b-c", "x1", "a".repeat(39)]) assert.isTrue(Account.isNamespace(good), good)
    for (const bad of ["a", "-ab", "ab-", "a--b", "Acme", "a_b", "a".repeat(40), "@acme"])
      assert.isFalse(Account.isNamespace(bad), bad)
  })
})
