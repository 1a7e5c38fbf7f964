import { assert, describe, it } from "@effect/vitest"
import { Result } from "effect"
import Stripe from "stripe"
import * as WebhookSignature from "../src/WebhookSignature.ts"

const stripe = new Stripe("sk_test_signatures")
const payload = JSON.stringify({ id: "evt_1", object: "event", type: "invoice.paid", data: { object: {} } }, null, 2)
const now = 1_800_000_000

describe("WebhookSignature", () => {
  it("accepts the header Stripe's own library generates, and Stripe's library accepts ours", () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_a", timestamp: now })
    assert.isTrue(Result.isSuccess(WebhookSignature.verify({ payload, header, secrets: ["whsec_a"], nowSeconds: now })))
    const ours = WebhookSignature.sign({ payload, secrets: ["whsec_a"], timestamp: now })
    assert.strictEqual(ours, header)
    const event = stripe.webhooks.constructEvent(payload, ours, "whsec_a", Number.MAX_SAFE_INTEGER)
    assert.strictEqual(event.id, "evt_1")
  })

  it("accepts any of the secrets of a rotation, and a header carrying several signatures", () => {
    const old = WebhookSignature.sign({ payload, secrets: ["whsec_old"], timestamp: now })
    const both = WebhookSignature.sign({ payload, secrets: ["whsec_unknown", "whsec_new"], timestamp: now })
    for (const header of [old, both]) {
      const verified = WebhookSignature.verify({
        payload,
        header,
        secrets: ["whsec_new", "whsec_old"],
        nowSeconds: now
      })
      assert.isTrue(Result.isSuccess(verified), header)
    }
  })

  it("refuses a changed body, another secret, a missing or malformed header, and v0 signatures", () => {
    const header = WebhookSignature.sign({ payload, secrets: ["whsec_a"], timestamp: now })
    const reason = (options: { payload?: string; header?: string | undefined; secrets?: ReadonlyArray<string> }) => {
      const verified = WebhookSignature.verify({
        payload: options.payload ?? payload,
        header: "header" in options ? options.header : header,
        secrets: options.secrets ?? ["whsec_a"],
        nowSeconds: now
      })
      return Result.isFailure(verified) ? verified.failure.reason : "accepted"
    }
    assert.strictEqual(reason({ payload: payload.replace("evt_1", "evt_2") }), "no_matching_signature")
    assert.strictEqual(reason({ secrets: ["whsec_b"] }), "no_matching_signature")
    assert.strictEqual(reason({ secrets: [] }), "no_matching_signature")
    assert.strictEqual(reason({ header: undefined }), "missing_header")
    assert.strictEqual(reason({ header: "v1=abc" }), "malformed_header")
    assert.strictEqual(reason({ header: `t=${now}` }), "malformed_header")
    const v0 = header.replace("v1=", "v0=")
    assert.strictEqual(reason({ header: v0 }), "malformed_header")
    // A signature of the right length but other bytes.
    assert.strictEqual(reason({ header: `t=${now},v1=${"0".repeat(64)}` }), "no_matching_signature")
  })

  it("refuses a timestamp outside the tolerance, in the past or the future", () => {
    const at = (timestamp: number, toleranceSeconds?: number) =>
      WebhookSignature.verify({
        payload,
        header: WebhookSignature.sign({ payload, secrets: ["whsec_a"], timestamp }),
        secrets: ["whsec_a"],
        nowSeconds: now,
        toleranceSeconds
      })
    assert.isTrue(Result.isSuccess(at(now - 300)))
    assert.isTrue(Result.isSuccess(at(now + 300)))
    assert.isTrue(Result.isFailure(at(now - 301)))
    assert.isTrue(Result.isFailure(at(now + 301)))
    assert.isTrue(Result.isSuccess(at(now - 3000, 3600)))
    // The timestamp is signed: moving it breaks the signature.
    const header = WebhookSignature.sign({ payload, secrets: ["whsec_a"], timestamp: now - 1000 })
    const moved = header.replace(`t=${now - 1000}`, `t=${now}`)
    const verified = WebhookSignature.verify({ payload, header: moved, secrets: ["whsec_a"], nowSeconds: now })
    assert.isTrue(Result.isFailure(verified) && verified.failure.reason === "no_matching_signature")
  })

  it("reads the comma list of secrets", () => {
    assert.deepStrictEqual(WebhookSignature.parseSecrets(" whsec_a, ,whsec_b "), ["whsec_a", "whsec_b"])
  })
})
