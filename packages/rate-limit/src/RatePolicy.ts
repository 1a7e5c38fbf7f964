/**
 * The rate limits of spec 1, as data: which policy a request falls under, with its
 * limit and window. Matching looks at the method and the segments of the path the
 * router matches (`RoutePath.normalise` of `@vouch/envelope`: query cut, escapes
 * decoded, repeated and trailing slashes dropped, lowercased), once, without trying a
 * list of regular expressions: `//v1/…`, `/V1/…`, `/%761/…` and `/v1/skills/%73earch`
 * fall under the policy of the handler they reach.
 *
 * | policy | requests | limit | counted per |
 * |---|---|---|---|
 * | `auth` | `/v1/auth/*`, and form posts of the web pages | 10 a minute | address |
 * | `sensitive` | `POST /v1/skills/{ns}/{name}/versions/{version}/verify`, import and discover | 10 a minute | caller |
 * | `billing` | `/v1/billing/*` | 30 a minute | caller |
 * | `content` | search, share, save, downloads | 60 a minute | caller |
 * | `guest` | `POST /v1/app-api/guest` (guest tokens) | 10 an hour | address |
 * | `health` | `GET /v1/health` | 60 a minute | address |
 * | `default` | every other request (also `POST /mcp`, the MCP endpoint) | 120 a minute | caller |
 *
 * Every request has a policy, so every response carries the rate-limit headers; a host
 * may exempt some requests from counting (the reference server: health probes from its
 * own address or a configured list).
 *
 * @since 0.1.0
 */
import { RoutePath } from "@vouch/envelope"

/**
 * A named limit over a window.
 *
 * @category models
 * @since 0.1.0
 */
export interface Policy {
  readonly name: string
  readonly limit: number
  readonly windowSeconds: number
  /**
   * `address`: always counted per client address, whatever credential is presented
   * (sign-in, guest tokens, health); otherwise per verified caller when there is one.
   */
  readonly scope?: "address" | undefined
}

/**
 * The spec's policies.
 *
 * @category constants
 * @since 0.1.0
 */
export const policies = {
  auth: { name: "auth", limit: 10, windowSeconds: 60, scope: "address" },
  sensitive: { name: "sensitive", limit: 10, windowSeconds: 60 },
  billing: { name: "billing", limit: 30, windowSeconds: 60 },
  content: { name: "content", limit: 60, windowSeconds: 60 },
  default: { name: "default", limit: 120, windowSeconds: 60 },
  guest: { name: "guest", limit: 10, windowSeconds: 3600, scope: "address" },
  health: { name: "health", limit: 60, windowSeconds: 60, scope: "address" }
} as const satisfies Record<string, Policy>

/**
 * Classifies a request by its method and its target (path and query, as received; it
 * is normalised here the way the router normalises it).
 *
 * @category constructors
 * @since 0.1.0
 */
export const classify = (method: string, target: string): Policy => {
  const segments = RoutePath.segments(target)
  const [version, area, second] = segments
  // The MCP endpoint `GET /v1/cli/version` announces: every call of an agent is a POST.
  if (version === "mcp" && segments.length === 1) return policies.default
  // Outside /v1: the web pages' form posts are sign-in actions; reading a page is default.
  if (version !== "v1") return method === "POST" ? policies.auth : policies.default
  if (area === "health" && segments.length === 2) return policies.health
  if (area === "auth") return policies.auth
  if (area === "billing") return policies.billing
  if (area === "import" || area === "discover") return policies.sensitive
  if (area === "app-api" && second === "guest" && segments.length === 3 && method === "POST") return policies.guest
  if (area === "skills") {
    const last = segments[segments.length - 1]
    // /v1/skills/{ns}/{name}/versions/{version}/verify
    if (segments.length === 7 && segments[4] === "versions" && last === "verify") return policies.sensitive
    if (second === "import" || second === "discover") return policies.sensitive
    if (second === "search") return policies.content
    // save: POST /v1/skills/{ns}/{name}
    if (segments.length === 4 && method === "POST") return policies.content
    // download: /v1/skills/{ns}/{name}/download/{version}
    if (segments.length === 6 && segments[4] === "download") return policies.content
    // share: /v1/skills/{ns}/{name}/versions/{version}/share(s)
    if (segments.length === 7 && segments[4] === "versions" && (last === "share" || last === "shares")) {
      return policies.content
    }
    return policies.default
  }
  // share links: /v1/share/{id} and /v1/share/{id}/download
  if (area === "share") return policies.content
  return policies.default
}
