/**
 * The rate limits of spec 1, as data: which policy a request falls under, with its
 * limit and window. Matching looks at the method and the path segments once, without
 * trying a list of regular expressions.
 *
 * | policy | requests | limit per minute |
 * |---|---|---|
 * | `auth` | `/v1/auth/*` | 10 |
 * | `sensitive` | `POST /v1/skills/{ns}/{name}/versions/{version}/verify`, import and discover | 10 |
 * | `billing` | `/v1/billing/*` | 30 |
 * | `content` | search, share, save, downloads | 60 |
 * | `default` | every other `/v1/*` | 120 |
 *
 * `GET /v1/health` is not limited (load balancers and orchestrators probe it). Outside
 * `/v1`, the web pages' form posts (sign-in, CLI approval, mail links, app tokens) are
 * sign-in actions and fall under `auth`; reading a page is not limited.
 *
 * @since 0.1.0
 */

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
}

/**
 * The spec's policies.
 *
 * @category constants
 * @since 0.1.0
 */
export const policies = {
  auth: { name: "auth", limit: 10, windowSeconds: 60 },
  sensitive: { name: "sensitive", limit: 10, windowSeconds: 60 },
  billing: { name: "billing", limit: 30, windowSeconds: 60 },
  content: { name: "content", limit: 60, windowSeconds: 60 },
  default: { name: "default", limit: 120, windowSeconds: 60 }
} as const satisfies Record<string, Policy>

/**
 * Classifies a request; `undefined` when it is not rate limited.
 *
 * @category constructors
 * @since 0.1.0
 */
export const classify = (method: string, pathname: string): Policy | undefined => {
  if (pathname !== "/v1" && !pathname.startsWith("/v1/")) return method === "POST" ? policies.auth : undefined
  const segments = pathname.split("/").filter((segment) => segment.length > 0)
  const [, area, second] = segments
  if (area === "health" && segments.length === 2) return undefined
  if (area === "auth") return policies.auth
  if (area === "billing") return policies.billing
  if (area === "import" || area === "discover") return policies.sensitive
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
