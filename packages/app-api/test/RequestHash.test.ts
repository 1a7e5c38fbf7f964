import { createHash } from "node:crypto"
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { AppRuntime } from "../src/index.ts"

// An independent reference: the straightforward recursive canonical JSON (keys sorted
// by code unit), for values shallow enough to recurse over.
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(",")}]`
    : value !== null && typeof value === "object"
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
          .join(",")}}`
      : JSON.stringify(value)
const reference = (scope: string, value: unknown) =>
  createHash("sha256")
    .update(`${scope}\n${canonical(value)}`)
    .digest("hex")

// The same value with every object's keys in reverse order.
const reversed = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(reversed)
    : value !== null && typeof value === "object"
      ? Object.fromEntries(
          Object.keys(value)
            .reverse()
            .map((key) => [key, reversed((value as Record<string, unknown>)[key])])
        )
      : value

describe("requestHash", () => {
  it("is the hash of canonical JSON, whatever the order of keys", () =>
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (scope, value) => {
        const hash = AppRuntime.requestHash(scope, value)
        assert.strictEqual(hash, reference(scope, value))
        assert.strictEqual(AppRuntime.requestHash(scope, reversed(value)), hash)
      })
    ))

  it("hashes a value nested deeper than the stack", () => {
    let deep: unknown = "leaf"
    for (let depth = 0; depth < 200_000; depth++) deep = depth % 2 === 0 ? [deep] : { k: deep }
    const hash = AppRuntime.requestHash("scope", deep)
    assert.match(hash, /^[0-9a-f]{64}$/)
    assert.notStrictEqual(hash, AppRuntime.requestHash("scope", [deep]))
  })
})
