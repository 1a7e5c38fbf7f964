/**
 * The path a request is routed by. The `effect/http` router (find-my-way) does not
 * match the raw request target: it cuts the query at `?`, `;` or `#`, percent-decodes
 * what `decodeURI` decodes, collapses repeated slashes, drops a trailing slash and
 * matches case-insensitively. So `//v1/…`, `/V1/…`, `/%761/…` and `/v1/skills/%73earch`
 * reach the same handlers as their canonical forms. Whatever decides by path (the rate
 * limiter's policy, the envelope's dialect) must look at this normalised form, or a
 * client picks its own policy by spelling the path differently.
 *
 * Plain synchronous functions; no `node:` imports.
 *
 * @since 0.1.0
 */

const fullUrl = /^https?:\/\/.*?\//

// The escapes `decodeURI` leaves alone (it decodes everything else): the reserved
// characters `# $ & + , / : ; = ? @`. `%25` (`%`) is decoded by `decodeURI`, which the
// router avoids by escaping it once more.
const reservedEscape = (high: number, low: number): boolean => {
  const upper = low >= 97 ? low - 32 : low
  if (high === 50)
    return upper === 53 || upper === 51 || upper === 52 || upper === 54 || upper === 66 || upper === 67 || upper === 70
  if (high === 51) return upper === 65 || upper === 66 || upper === 68 || upper === 70
  return high === 52 && low === 48
}

/**
 * The path of a request target as the router matches it: query cut, percent-escapes
 * decoded the way the router decodes them, repeated slashes collapsed, a trailing slash
 * dropped, lowercased. A target the router cannot decode (a malformed escape) is
 * returned lowercased without decoding: the router answers it 404.
 *
 * @category constructors
 * @since 0.1.0
 */
export const normalise = (target: string): string => {
  let path = target.charCodeAt(0) === 47 ? target : target.replace(fullUrl, "/")
  let decode = false
  for (let index = 1; index < path.length; index++) {
    const code = path.charCodeAt(index)
    if (code === 37) {
      const high = path.charCodeAt(index + 1)
      const low = path.charCodeAt(index + 2)
      if (!reservedEscape(high, low)) {
        decode = true
      } else {
        if (high === 50 && low === 53) {
          decode = true
          path = `${path.slice(0, index + 1)}25${path.slice(index + 1)}`
          index += 2
        }
        index += 2
      }
    } else if (code === 63 || code === 59 || code === 35) {
      path = path.slice(0, index)
      break
    }
  }
  if (decode) {
    try {
      path = decodeURI(path)
    } catch {
      return path.toLowerCase()
    }
  }
  if (path.includes("//")) path = path.replace(/\/\/+/g, "/")
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1)
  return path.toLowerCase()
}

/**
 * The segments of the normalised path (`/v1/skills/search` is `["v1", "skills", "search"]`).
 *
 * @category constructors
 * @since 0.1.0
 */
export const segments = (target: string): ReadonlyArray<string> =>
  normalise(target)
    .split("/")
    .filter((segment) => segment.length > 0)
