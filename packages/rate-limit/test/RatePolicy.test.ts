import { assert, describe, it } from "@effect/vitest"
import * as RatePolicy from "../src/RatePolicy.ts"

describe("RatePolicy.classify", () => {
  it("follows the spec's table row by row", () => {
    const cases: Array<[string, string, string | undefined]> = [
      ["POST", "/v1/auth/email/send-code", "auth"],
      ["GET", "/v1/auth/cli/ses_1", "auth"],
      ["POST", "/v1/skills/@ada/pdf/versions/1.0.0/verify", "sensitive"],
      ["POST", "/v1/skills/import", "sensitive"],
      ["POST", "/v1/import/github", "sensitive"],
      ["GET", "/v1/discover", "sensitive"],
      ["POST", "/v1/billing/checkout", "billing"],
      ["GET", "/v1/billing/invoices", "billing"],
      ["GET", "/v1/skills/search", "content"],
      ["POST", "/v1/skills/@ada/pdf", "content"],
      ["GET", "/v1/skills/@ada/pdf/download/1.0.0", "content"],
      ["POST", "/v1/skills/@ada/pdf/versions/1.0.0/share", "content"],
      ["GET", "/v1/skills/@ada/pdf/versions/1.0.0/shares", "content"],
      ["GET", "/v1/share/shr_abc", "content"],
      ["GET", "/v1/share/shr_abc/download", "content"],
      ["GET", "/v1/skills/@ada/pdf", "default"],
      ["DELETE", "/v1/skills/@ada/pdf", "default"],
      ["GET", "/v1/skills/@ada/pdf/versions", "default"],
      ["POST", "/v1/skills/@ada/pdf/star", "default"],
      ["GET", "/v1/account", "default"],
      ["GET", "/v1/app-api/me", "default"],
      ["GET", "/v1/models", "default"],
      ["GET", "/v1/stats", "default"],
      ["GET", "/v1/nothing/here", "default"],
      ["GET", "/v1/health", undefined],
      ["GET", "/", undefined],
      ["GET", "/sign-in", undefined],
      ["POST", "/sign-in/code", "auth"],
      ["POST", "/cli/approve", "auth"],
      ["POST", "/app-token", "auth"],
      ["GET", "/v10/skills", undefined]
    ]
    for (const [method, path, expected] of cases) {
      assert.strictEqual(RatePolicy.classify(method, path)?.name, expected, `${method} ${path}`)
    }
  })

  it("carries the spec's numbers", () => {
    assert.deepStrictEqual(
      Object.values(RatePolicy.policies).map((policy) => [policy.name, policy.limit, policy.windowSeconds]),
      [
        ["auth", 10, 60],
        ["sensitive", 10, 60],
        ["billing", 30, 60],
        ["content", 60, 60],
        ["default", 120, 60]
      ]
    )
  })
})
