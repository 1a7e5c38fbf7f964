import { createHmac } from "node:crypto"
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as Pagination from "../src/Pagination.ts"

const codec = Pagination.makeCursorCodec("a secret of at least sixteen bytes")
const json = fc.jsonValue().filter((value) => value !== null)

describe("Pagination cursors", () => {
  it("round-trips any JSON value within its scope", () => {
    fc.assert(
      fc.property(fc.string(), json, (scope, value) => {
        const decoded = codec.decode(scope, codec.encode(scope, value))
        assert.isTrue(decoded.ok)
        if (decoded.ok) assert.deepStrictEqual(decoded.value, JSON.parse(JSON.stringify(value)))
      })
    )
  })

  it("refuses any single-character change", () => {
    fc.assert(
      fc.property(json, fc.nat(), fc.constantFrom(..."ABCabc019-_"), (value, position, replacement) => {
        const cursor = codec.encode("skills", value)
        const index = position % cursor.length
        if (cursor[index] === replacement || cursor[index] === ".") return
        const tampered = `${cursor.slice(0, index)}${replacement}${cursor.slice(index + 1)}`
        assert.isFalse(codec.decode("skills", tampered).ok)
      })
    )
  })

  it("refuses a cursor of another list, another secret, or garbage", () => {
    const cursor = codec.encode("versions:sk_1", { after: "1.0.0" })
    assert.deepStrictEqual(codec.decode("versions:sk_2", cursor), { ok: false, reason: "tampered" })
    const other = Pagination.makeCursorCodec("another secret of sixteen bytes")
    assert.isFalse(other.decode("versions:sk_1", cursor).ok)
    for (const garbage of ["", ".", "abc", "a.b.c", "x".repeat(5000), `${cursor}.x`]) {
      assert.isFalse(codec.decode("versions:sk_1", garbage).ok, garbage.slice(0, 20))
    }
  })

  it("writes the cursors node:crypto and Buffer wrote, and reads them (issued before the change)", () => {
    const secret = "a secret of at least sixteen bytes"
    fc.assert(
      fc.property(fc.string(), json, (scope, value) => {
        const body = Buffer.from(JSON.stringify(value), "utf8").toString("base64url")
        const tag = createHmac("sha256", secret).update(scope).update("\u0000").update(body).digest().subarray(0, 16)
        const issued = `${body}.${tag.toString("base64url")}`
        assert.strictEqual(codec.encode(scope, value), issued)
        assert.deepStrictEqual(codec.decode(scope, issued), { ok: true, value: JSON.parse(JSON.stringify(value)) })
      })
    )
  })

  it("refuses short secrets", () => {
    assert.throws(() => Pagination.makeCursorCodec("short"))
  })
})

describe("Pagination limits and pages", () => {
  it("parses limit within bounds and rejects everything else", () => {
    const options = { default: 20, maximum: 100 }
    assert.strictEqual(Pagination.parseLimit(undefined, options), 20)
    assert.strictEqual(Pagination.parseLimit("1", options), 1)
    assert.strictEqual(Pagination.parseLimit("100", options), 100)
    for (const bad of ["0", "101", "-1", "1.5", "abc", "1e2", " 5"]) {
      assert.isUndefined(Pagination.parseLimit(bad, options), bad)
    }
  })

  it("slices limit + 1 rows into a page", () => {
    assert.deepStrictEqual(Pagination.slice([1, 2, 3], 2), { items: [1, 2], hasMore: true, last: 2 })
    assert.deepStrictEqual(Pagination.slice([1, 2], 2), { items: [1, 2], hasMore: false, last: 2 })
    assert.deepStrictEqual(Pagination.slice([], 2), { items: [], hasMore: false, last: undefined })
  })

  it("computes numbered pages", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 100 }),
        fc.nat(5000),
        (page, perPage, total) => {
          const meta = Pagination.numberedPage({ page, perPage, totalCount: total })
          assert.strictEqual(meta.total_pages, Math.max(1, Math.ceil(total / perPage)))
          assert.strictEqual(meta.has_more, page * perPage < total)
        }
      )
    )
  })

  it("drops next_cursor when nothing follows", () => {
    assert.deepStrictEqual(Pagination.cursorPage({ hasMore: false, nextCursor: "abc" }), {
      has_more: false,
      next_cursor: null
    })
  })
})
