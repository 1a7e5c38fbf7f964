import { assert, describe, it } from "@effect/vitest"
import { FindMyWay } from "effect/http"
import * as fc from "fast-check"
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
      ["POST", "/v1/app-api/guest", "guest"],
      ["GET", "/v1/app-api/guest", "default"],
      ["GET", "/v1/health", "health"],
      ["GET", "/v1/health?verbose=1", "health"],
      ["GET", "/", "default"],
      ["GET", "/sign-in", "default"],
      ["POST", "/sign-in/code", "auth"],
      ["POST", "/cli/approve", "auth"],
      ["POST", "/app-token", "auth"],
      // The MCP endpoint: an agent's every call is a POST, not a sign-in.
      ["POST", "/mcp", "default"],
      ["POST", "/MCP/", "default"],
      ["POST", "/mcp/other", "auth"],
      ["GET", "/v10/skills", "default"],
      // Spellings the router matches like their canonical form.
      ["GET", "//v1/skills/search", "content"],
      ["GET", "/V1/Skills/SEARCH", "content"],
      ["GET", "/%761/skills/search", "content"],
      ["GET", "/v1/skills/%73earch", "content"],
      ["GET", "/v1/skills/search/", "content"],
      ["GET", "/v1/skills/search?q=x", "content"],
      ["POST", "/%56%31/auth/email/send-code", "auth"],
      ["POST", "/v1/app-api/%67uest", "guest"],
      ["GET", "/v1//share/shr_x", "content"]
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
        ["default", 120, 60],
        ["guest", 10, 3600],
        ["health", 60, 60]
      ]
    )
  })
})

// The routes of the server whose policy is not the default, with their policy.
const routes: Array<readonly [string, `/${string}`, string]> = [
  ["POST", "/v1/auth/email/send-code", "auth"],
  ["GET", "/v1/auth/cli/:session_id", "auth"],
  ["POST", "/v1/skills/:ns/:name/versions/:version/verify", "sensitive"],
  ["GET", "/v1/skills/search", "content"],
  ["POST", "/v1/skills/:ns/:name", "content"],
  ["GET", "/v1/skills/:ns/:name", "default"],
  ["GET", "/v1/skills/:ns/:name/download/:version", "content"],
  ["POST", "/v1/skills/:ns/:name/versions/:version/share", "content"],
  ["GET", "/v1/share/:shareId", "content"],
  ["GET", "/v1/share/:shareId/download", "content"],
  ["POST", "/v1/app-api/guest", "guest"],
  ["GET", "/v1/app-api/me", "default"],
  ["GET", "/v1/health", "health"],
  ["GET", "/v1/stats", "default"],
  ["GET", "/v1/users/:username", "default"],
  ["POST", "/v1/billing/checkout", "billing"]
]

// A concrete path of a route pattern.
const concrete = (pattern: string) => pattern.replace(/:[a-z_A-Z]+/g, (name) => `${name.slice(1, 3)}x1`)

// Spells a path differently, in ways the router still matches: case, escapes of
// unreserved characters, doubled slashes, a trailing slash, a query.
const respelled = (path: string) =>
  fc
    .tuple(
      fc.array(fc.constantFrom("keep", "upper", "escape", "escape-lower"), {
        minLength: path.length,
        maxLength: path.length
      }),
      fc.array(fc.boolean(), { minLength: path.length, maxLength: path.length }),
      fc.boolean(),
      fc.constantFrom("", "?q=1", ";jsessionid=1", "#x")
    )
    .map(([spellings, doubled, trailing, query]) => {
      let out = ""
      for (let index = 0; index < path.length; index++) {
        const char = path[index]!
        if (char === "/") {
          out += doubled[index] === true ? "//" : "/"
          continue
        }
        const hex = char.charCodeAt(0).toString(16).padStart(2, "0")
        const how = spellings[index]
        out +=
          how === "upper"
            ? char.toUpperCase()
            : how === "escape"
              ? `%${hex.toUpperCase()}`
              : how === "escape-lower"
                ? `%${hex}`
                : char
      }
      return `${out}${trailing ? "/" : ""}${query}`
    })

describe("RatePolicy.classify agrees with the router", () => {
  const router = FindMyWay.make<string>()
  for (const [method, pattern, policy] of routes) router.on(method, pattern, policy)

  it("gives every spelling the router serves the policy of the route it reaches", () => {
    const cases = fc
      .constantFrom(...routes)
      .chain(([method, pattern]) => respelled(concrete(pattern)).map((target) => [method, target] as const))
    fc.assert(
      fc.property(cases, ([method, target]) => {
        const found = router.find(method, target)
        if (found === undefined) return
        assert.strictEqual(RatePolicy.classify(method, target).name, found.handler, `${method} ${target}`)
      }),
      { numRuns: 2000 }
    )
  })
})
