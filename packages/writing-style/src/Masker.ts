/**
 * The masker: replaces addresses, phone numbers, key-shaped strings, signed links, card
 * numbers and account numbers with opaque tokens (`[EMAIL-1]`, `[PHONE-1]`, `[KEY-1]`,
 * `[LINK-1]`, `[CARD-1]`, `[ACCOUNT-1]`) before a text leaves the client. The same value
 * gets the same token; the map stays with the client and unmasks the reply. Pure and
 * browser-safe; one pass over the text, no backtracking regular expression over it.
 *
 * ```ts
 * import { Masker } from "@vouch/writing-style"
 *
 * const masked = Masker.mask("Write to ana@example.com or ana@example.com.")
 * masked.text // "Write to [EMAIL-1] or [EMAIL-1]."
 * Masker.unmask(masked.text, masked.map) // "Write to ana@example.com or ana@example.com."
 * ```
 *
 * @since 0.1.0
 */

/**
 * @category models
 * @since 0.1.0
 */
export type Kind = "EMAIL" | "PHONE" | "KEY" | "LINK" | "CARD" | "ACCOUNT"

/**
 * The kinds, in the order the README documents them.
 *
 * @category constants
 * @since 0.1.0
 */
export const kinds: ReadonlyArray<Kind> = ["EMAIL", "PHONE", "KEY", "LINK", "CARD", "ACCOUNT"]

/**
 * A masked text: the text with tokens, the map from each token to its value, and how
 * many distinct values this text had masked (`prescan.masked_values`).
 *
 * @category models
 * @since 0.1.0
 */
export interface Masked {
  readonly text: string
  readonly map: Readonly<Record<string, string>>
  readonly masked_values: number
}

/**
 * @category models
 * @since 0.1.0
 */
export interface Options {
  /**
   * The map of an earlier call, to mask several fields of one request (`samples`,
   * `notes`, `guide`) with one numbering: a value seen before keeps its token.
   */
  readonly map?: Readonly<Record<string, string>> | undefined
}

// ---------------------------------------------------------------------------
// Character classes.

const isSpace = (code: number) =>
  code === 32 ||
  code === 10 ||
  code === 13 ||
  code === 9 ||
  code === 12 ||
  code === 11 ||
  code === 0xa0 ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x3000 ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x202f
const isDigit = (code: number) => code >= 48 && code <= 57
const isUpper = (code: number) => code >= 65 && code <= 90
const isLower = (code: number) => code >= 97 && code <= 122
const isAlnum = (code: number) => isDigit(code) || isUpper(code) || isLower(code)
// Local part of an address: letters, digits and . _ % + - '
const isLocal = (code: number) =>
  isAlnum(code) || code === 46 || code === 95 || code === 37 || code === 43 || code === 45 || code === 39
const isDomain = (code: number) => isAlnum(code) || code === 46 || code === 45
// Leading and trailing characters that wrap a value in prose.
const isOpener = (code: number) =>
  code === 40 ||
  code === 60 ||
  code === 91 ||
  code === 34 ||
  code === 39 ||
  code === 96 ||
  code === 123 ||
  code === 0x201c ||
  code === 0x2018
const isCloser = (code: number) =>
  code === 46 ||
  code === 44 ||
  code === 59 ||
  code === 58 ||
  code === 33 ||
  code === 63 ||
  code === 41 ||
  code === 62 ||
  code === 93 ||
  code === 34 ||
  code === 39 ||
  code === 96 ||
  code === 125 ||
  code === 0x201d ||
  code === 0x2019
// Where a key-shaped piece ends inside a run: = : " ' , ; ( ) < > ` [ ] { } |
const isPieceBreak = (code: number) =>
  code === 61 ||
  code === 58 ||
  code === 34 ||
  code === 39 ||
  code === 44 ||
  code === 59 ||
  code === 40 ||
  code === 41 ||
  code === 60 ||
  code === 62 ||
  code === 96 ||
  code === 91 ||
  code === 93 ||
  code === 123 ||
  code === 125 ||
  code === 124

// ---------------------------------------------------------------------------
// Keys. Each pattern is anchored at the start of a piece (a run of non-space characters
// between delimiters), so no pattern is tried at every position of the text.

/**
 * The key formats recognised by prefix, with their providers (the README lists them).
 *
 * @category constants
 * @since 0.1.0
 */
export const keyFormats: ReadonlyArray<{ readonly provider: string; readonly pattern: RegExp }> = [
  { provider: "Anthropic", pattern: /^sk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{20,}/ },
  {
    provider: "OpenAI (sk-, sk-proj-, sk-svcacct-, sk-admin-), DeepSeek, OpenRouter (sk-or-)",
    pattern: /^sk-[A-Za-z0-9_-]{20,}/
  },
  { provider: "AWS access key id", pattern: /^(?:AKIA|ASIA|ABIA|ACCA|AROA|AIDA|ANPA|AGPA)[A-Z0-9]{16}(?![A-Za-z0-9])/ },
  { provider: "GitHub token", pattern: /^gh[pousr]_[A-Za-z0-9]{30,}/ },
  { provider: "GitHub fine-grained token", pattern: /^github_pat_[A-Za-z0-9_]{22,}/ },
  { provider: "GitLab", pattern: /^(?:glpat|gldt|glrt|glptt|glsoat|glcbt|gloas)-[A-Za-z0-9_-]{20,}/ },
  { provider: "Slack token", pattern: /^xox[abposre]-[A-Za-z0-9-]{10,}/ },
  { provider: "Slack app token", pattern: /^xapp-\d-[A-Za-z0-9-]{10,}/ },
  { provider: "Stripe", pattern: /^(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,}/ },
  { provider: "Stripe webhook secret", pattern: /^whsec_[A-Za-z0-9+/=]{20,}/ },
  { provider: "Google API key", pattern: /^AIza[0-9A-Za-z_-]{35}/ },
  {
    provider: "Google OAuth",
    pattern: /^(?:ya29\.[0-9A-Za-z_-]{20,}|GOCSPX-[0-9A-Za-z_-]{20,}|1\/\/0[0-9A-Za-z_-]{20,})/
  },
  { provider: "JSON Web Token", pattern: /^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/ },
  { provider: "npm", pattern: /^npm_[A-Za-z0-9]{36}/ },
  { provider: "PyPI", pattern: /^pypi-AgE[A-Za-z0-9_-]{50,}/ },
  { provider: "Twilio (AC account SID, SK API key)", pattern: /^(?:AC|SK)[0-9a-f]{32}(?![A-Za-z0-9])/ },
  { provider: "SendGrid", pattern: /^SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64}/ },
  { provider: "Hugging Face", pattern: /^hf_[A-Za-z0-9]{30,}/ },
  { provider: "Groq", pattern: /^gsk_[A-Za-z0-9]{40,}/ },
  { provider: "xAI", pattern: /^xai-[A-Za-z0-9]{40,}/ },
  { provider: "Perplexity", pattern: /^pplx-[A-Za-z0-9]{40,}/ },
  { provider: "Replicate", pattern: /^r8_[A-Za-z0-9]{30,}/ },
  { provider: "Mailgun", pattern: /^key-[0-9a-f]{32}(?![A-Za-z0-9])/ },
  { provider: "Mailchimp", pattern: /^[0-9a-f]{32}-us\d{1,2}(?![A-Za-z0-9])/ },
  { provider: "Shopify", pattern: /^shp(?:at|ca|pa|ss)_[0-9a-fA-F]{32}/ },
  { provider: "DigitalOcean", pattern: /^do[opr]_v1_[0-9a-f]{64}/ },
  { provider: "Databricks", pattern: /^dapi[0-9a-f]{32}/ },
  { provider: "Square", pattern: /^(?:sq0atp|sq0csp|EAAA)[0-9A-Za-z_-]{22,}/ },
  { provider: "Linear", pattern: /^lin_(?:api|oauth)_[A-Za-z0-9]{32,}/ },
  { provider: "Notion", pattern: /^(?:secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{40,})/ },
  { provider: "Atlassian", pattern: /^ATATT3[A-Za-z0-9_=-]{40,}/ },
  { provider: "Postman", pattern: /^PMAK-[0-9a-f]{24}-[0-9a-f]{34}/ },
  { provider: "Sentry", pattern: /^(?:sntrys_|sntryu_)[A-Za-z0-9_=+/]{30,}/ },
  { provider: "Supabase", pattern: /^sbp_[0-9a-f]{40}/ },
  { provider: "Vercel", pattern: /^vc[pkiar]_[A-Za-z0-9]{24,}/ },
  { provider: "Doppler", pattern: /^dp\.(?:pt|st|ct|sa|scim|audit)\.[A-Za-z0-9]{40,}/ },
  { provider: "Telegram bot", pattern: /^\d{8,10}:AA[0-9A-Za-z_-]{33}/ },
  { provider: "Discord bot", pattern: /^[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,}/ },
  { provider: "Azure storage account key", pattern: /^AccountKey=[A-Za-z0-9+/=]{40,}/ },
  { provider: "Age secret key", pattern: /^AGE-SECRET-KEY-1[0-9A-Z]{58}/ }
]

const keyPrefixPattern = new RegExp(keyFormats.map((format) => `(?:${format.pattern.source.slice(1)})`).join("|"), "y")

// Shannon entropy in bits per character.
const entropy = (text: string): number => {
  const counts = new Map<number, number>()
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    counts.set(code, (counts.get(code) ?? 0) + 1)
  }
  let bits = 0
  for (const count of counts.values()) {
    const p = count / text.length
    bits -= p * Math.log2(p)
  }
  return bits
}

// A generic secret: 32 characters or more of [A-Za-z0-9+/=_.-] that look random: hex with
// both letters and digits, or mixed case with digits and high entropy (an AWS secret
// access key, a Twilio auth token, a provider key without a prefix).
const isGenericSecret = (piece: string): boolean => {
  if (piece.length < 32 || piece.length > 512) return false
  let upper = 0
  let lower = 0
  let digits = 0
  let hex = true
  let slashes = 0
  for (let index = 0; index < piece.length; index++) {
    const code = piece.charCodeAt(index)
    if (isUpper(code)) {
      upper++
      if (code > 70) hex = false
    } else if (isLower(code)) {
      lower++
      if (code > 102) hex = false
    } else if (isDigit(code)) digits++
    else if (code === 43 || code === 61 || code === 95 || code === 45 || code === 46) hex = false
    else if (code === 47) {
      hex = false
      slashes++
    } else return false
  }
  if (hex && upper + lower >= 4 && digits >= 4 && (upper === 0 || lower === 0)) return true
  return upper >= 2 && lower >= 2 && digits >= 1 && slashes <= 3 && entropy(piece) >= 4
}

// The length of a key at `start` of `piece`, or 0.
const keyLength = (piece: string): number => {
  keyPrefixPattern.lastIndex = 0
  const match = keyPrefixPattern.exec(piece)
  if (match !== null) return match[0].length
  return isGenericSecret(piece) ? piece.length : 0
}

// ---------------------------------------------------------------------------
// Links.

const signedParameters = new Set([
  "x-amz-signature",
  "x-amz-credential",
  "x-amz-security-token",
  "x-goog-signature",
  "x-goog-credential",
  "googleaccessid",
  "signature",
  "sig",
  "token",
  "access_token",
  "id_token",
  "refresh_token",
  "auth",
  "auth_token",
  "api_key",
  "apikey",
  "api-key",
  "key",
  "secret",
  "client_secret",
  "password",
  "pwd",
  "key-pair-id",
  "policy",
  "se",
  "sv",
  "sp",
  "jwt",
  "session",
  "sessionid",
  "code_verifier",
  "hmac",
  "private_token"
])

const secretHosts = [
  "hooks.slack.com/",
  "discord.com/api/webhooks/",
  "discordapp.com/api/webhooks/",
  "outlook.office.com/webhook/"
]

// Whether a URL carries a credential: a signed or token query parameter, user:password
// before the host, a webhook host, or a key-shaped piece anywhere in it.
const isSecretLink = (url: string): boolean => {
  const lower = url.toLowerCase()
  for (const host of secretHosts) if (lower.includes(host)) return true
  const scheme = lower.indexOf("://")
  const authorityEnd = lower.indexOf("/", scheme + 3)
  const at = lower.indexOf("@", scheme + 3)
  if (at !== -1 && (authorityEnd === -1 || at < authorityEnd) && lower.slice(scheme + 3, at).includes(":")) return true
  const query = lower.search(/[?#]/)
  if (query !== -1) {
    for (const pair of lower.slice(query + 1).split(/[&#;]/)) {
      const name = pair.split("=", 1)[0]!
      if (signedParameters.has(name) && pair.length > name.length + 1) return true
    }
  }
  for (const piece of url.split(/[/?&=#:]/)) if (piece.length >= 16 && keyLength(piece) > 0) return true
  return false
}

// ---------------------------------------------------------------------------
// Numbers: cards (Luhn), accounts (IBAN mod 97, or digits after an account word),
// phones. Tried where a run starts with a digit, "+" or "(", and may span spaces.

const numberPattern = /\+?\(?\d[\d \-.()/\u00a0]{4,28}\d/y
const ibanPattern = /[A-Z]{2}\d{2}(?:[ \u00a0]?[A-Z0-9]{4}){2,7}(?:[ \u00a0]?[A-Z0-9]{1,4})?/y
const accountWords =
  /(?:account|acct|a\/c|routing|sort code|bsb|iban|bank|konto|compte)(?: (?:no|number|nr|#))?\.?:?\s*$/i
const phoneWords =
  /(?:phone|tel|telephone|call|mobile|cell|fax|whatsapp|sms|text|ring)(?: (?:me|us|no|number))?\.?:?\s*(?:on|at)?\s*$/i

const luhn = (digits: string): boolean => {
  let sum = 0
  let double = false
  for (let index = digits.length - 1; index >= 0; index--) {
    let digit = digits.charCodeAt(index) - 48
    if (double) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
    double = !double
  }
  return sum % 10 === 0
}

const ibanValid = (iban: string): boolean => {
  const compact = iban.replace(/[ \u00a0]/g, "")
  if (compact.length < 15 || compact.length > 34) return false
  const rearranged = compact.slice(4) + compact.slice(0, 4)
  let remainder = 0
  for (const char of rearranged) {
    const code = char.charCodeAt(0)
    const value = isDigit(code) ? code - 48 : code - 55
    remainder = value > 9 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97
  }
  return remainder === 1
}

// Digit groups of a number candidate ("(415) 555-0132" → [3, 3, 4]).
const groupsOf = (candidate: string): Array<number> => {
  const groups: Array<number> = []
  let run = 0
  for (let index = 0; index < candidate.length; index++) {
    if (isDigit(candidate.charCodeAt(index))) run++
    else if (run > 0) {
      groups.push(run)
      run = 0
    }
  }
  if (run > 0) groups.push(run)
  return groups
}

const looksLikePhone = (candidate: string, groups: ReadonlyArray<number>, digits: string, context: string): boolean => {
  if (digits.length < 7 || digits.length > 15) return false
  // Dates, times, versions, addresses of machines.
  if (/^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$/.test(candidate) || /^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$/.test(candidate))
    return false
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(candidate)) return false
  if (phoneWords.test(context)) return true
  if (candidate.startsWith("+")) return digits.length >= 8 && groups.length <= 6
  const shape = groups.join("-")
  if (shape === "3-3-4" || shape === "1-3-3-4" || (shape === "3-4" && /^\d{3}-\d{4}$/.test(candidate))) return true
  if (candidate.startsWith("(") && (shape === "3-3-4" || shape === "3-4-4" || shape === "4-3-4" || shape === "2-4-4"))
    return true
  // National numbers with a trunk 0: 020 7946 0958, 06 12 34 56 78, 030 1234567.
  return (
    digits.startsWith("0") &&
    digits.length >= 9 &&
    digits.length <= 12 &&
    groups.length >= 2 &&
    groups.length <= 5 &&
    groups.every((size) => size >= 2)
  )
}

// ---------------------------------------------------------------------------
// The scan.

const pemBegin = "-----BEGIN "

/**
 * Masks `text`. See the README for what each kind matches.
 *
 * @category encoding
 * @since 0.1.0
 */
export const mask = (text: string, options?: Options): Masked => {
  const map: Record<string, string> = {}
  const tokens = new Map<string, string>()
  const next: Record<Kind, number> = { EMAIL: 0, PHONE: 0, KEY: 0, LINK: 0, CARD: 0, ACCOUNT: 0 }
  if (options?.map !== undefined)
    for (const [token, value] of Object.entries(options.map)) {
      map[token] = value
      const match = /^\[([A-Z]+)-(\d+)\]$/.exec(token)
      if (match !== null && match[1]! in next) {
        tokens.set(`${match[1]}\u0000${value}`, token)
        next[match[1] as Kind] = Math.max(next[match[1] as Kind], Number(match[2]))
      }
    }
  const seen = new Set<string>()
  const parts: Array<string> = []
  let copied = 0
  const replace = (kind: Kind, start: number, end: number) => {
    const value = text.slice(start, end)
    const key = `${kind}\u0000${value}`
    let token = tokens.get(key)
    if (token === undefined) {
      token = `[${kind}-${++next[kind]}]`
      tokens.set(key, token)
      map[token] = value
    }
    seen.add(token)
    if (start > copied) parts.push(text.slice(copied, start))
    parts.push(token)
    copied = end
  }

  // Private keys in PEM armour span lines: found first, with indexOf.
  const pem: Array<readonly [number, number]> = []
  for (let at = text.indexOf(pemBegin); at !== -1; at = text.indexOf(pemBegin, at + 1)) {
    const headerEnd = text.indexOf("-----", at + pemBegin.length)
    if (headerEnd === -1) break
    if (!text.slice(at, headerEnd).includes("PRIVATE KEY")) continue
    const footer = text.indexOf("-----END ", headerEnd + 5)
    const close = footer === -1 ? -1 : text.indexOf("-----", footer + 9)
    const end = close === -1 ? text.length : close + 5
    pem.push([at, end])
    at = end - 1
  }
  let pemIndex = 0

  const length = text.length
  let index = 0
  while (index < length) {
    let code = text.charCodeAt(index)
    if (isSpace(code)) {
      index++
      continue
    }
    if (pemIndex < pem.length && index >= pem[pemIndex]![0]) {
      const [start, end] = pem[pemIndex++]!
      replace("KEY", start, end)
      index = end
      continue
    }
    // The run of non-space characters from here.
    let end = index + 1
    let interesting = code === 64
    while (end < length) {
      const c = text.charCodeAt(end)
      if (isSpace(c)) break
      if (c === 64 || c === 95 || c === 58 || isDigit(c)) interesting = true
      end++
    }
    if (pemIndex < pem.length && end > pem[pemIndex]![0]) end = pem[pemIndex]![0]
    if (
      isDigit(code) ||
      ((code === 43 || code === 40) &&
        index + 1 < length &&
        (isDigit(text.charCodeAt(index + 1)) || text.charCodeAt(index + 1) === 40))
    ) {
      const matched = numberAt(text, index)
      if (matched !== undefined) {
        replace(matched.kind, index + matched.offset, matched.end)
        index = matched.end
        continue
      }
    }
    if (
      isUpper(code) &&
      end - index >= 4 &&
      isUpper(text.charCodeAt(index + 1)) &&
      isDigit(text.charCodeAt(index + 2)) &&
      isDigit(text.charCodeAt(index + 3))
    ) {
      ibanPattern.lastIndex = index
      const iban = ibanPattern.exec(text)
      if (iban !== null && ibanValid(iban[0])) {
        const ibanEnd = index + iban[0].length
        if (ibanEnd >= length || !isAlnum(text.charCodeAt(ibanEnd))) {
          replace("ACCOUNT", index, ibanEnd)
          index = ibanEnd
          continue
        }
      }
    }
    if (end - index >= 6 && (interesting || end - index >= 16 || text.charCodeAt(index) === 45))
      scanRun(text, index, end, replace)
    index = end
    code = 0
  }
  if (copied < length) parts.push(text.slice(copied))
  return { text: copied === 0 ? text : parts.join(""), map, masked_values: seen.size }
}

const numberAt = (
  text: string,
  start: number
): { readonly kind: Kind; readonly offset: number; readonly end: number } | undefined => {
  numberPattern.lastIndex = start
  const match = numberPattern.exec(text)
  if (match === null) return undefined
  let candidate = match[0]
  // A closing bracket that was never opened is prose, not the number.
  while (candidate.endsWith(")") && !candidate.includes("(")) candidate = candidate.slice(0, -1)
  const end = start + candidate.length
  if (end < text.length && isAlnum(text.charCodeAt(end))) return undefined
  if (start > 0 && isAlnum(text.charCodeAt(start - 1))) return undefined
  const groups = groupsOf(candidate)
  const digits = candidate.replace(/\D/g, "")
  const context = text.slice(Math.max(0, start - 30), start)
  if (
    digits.length >= 13 &&
    digits.length <= 19 &&
    !candidate.startsWith("+") &&
    !candidate.includes("(") &&
    groups.every((size) => size >= 4) &&
    luhn(digits)
  )
    return { kind: "CARD", offset: 0, end }
  if (digits.length >= 6 && digits.length <= 18 && accountWords.test(context) && !candidate.startsWith("+"))
    return { kind: "ACCOUNT", offset: 0, end }
  if (looksLikePhone(candidate, groups, digits, context)) return { kind: "PHONE", offset: 0, end }
  return undefined
}

// A run of non-space characters that may hold an address, a link or a key.
const scanRun = (
  text: string,
  runStart: number,
  runEnd: number,
  replace: (kind: Kind, start: number, end: number) => void
) => {
  let start = runStart
  let end = runEnd
  while (start < end && isOpener(text.charCodeAt(start))) start++
  while (end > start && isCloser(text.charCodeAt(end - 1))) end--
  if (end - start < 6) return
  const run = text.slice(start, end)
  const scheme = run.indexOf("://")
  if (scheme > 0 && /^[A-Za-z][A-Za-z0-9+.-]*$/.test(run.slice(0, scheme))) {
    // Trailing ")" belongs to the link only when it opened a "(" inside it.
    if (isSecretLink(run)) replace("LINK", start + 0, end)
    return
  }
  keyPrefixPattern.lastIndex = 0
  const whole = keyPrefixPattern.exec(run)
  if (whole !== null && whole[0].length === run.length) {
    replace("KEY", start, end)
    return
  }
  let cursor = start
  if (run.includes("@")) {
    for (let at = text.indexOf("@", start); at !== -1 && at < end; at = text.indexOf("@", at + 1)) {
      let left = at
      while (left > cursor && isLocal(text.charCodeAt(left - 1))) left--
      while (left < at && (text.charCodeAt(left) === 46 || text.charCodeAt(left) === 39)) left++
      let right = at + 1
      while (right < end && isDomain(text.charCodeAt(right))) right++
      while (right > at + 1 && (text.charCodeAt(right - 1) === 46 || text.charCodeAt(right - 1) === 45)) right--
      const domain = text.slice(at + 1, right)
      const dot = domain.lastIndexOf(".")
      if (left < at && dot > 0 && domain.length - dot - 1 >= 2 && /^[A-Za-z]+$/.test(domain.slice(dot + 1))) {
        keysIn(text, cursor, left, replace)
        replace("EMAIL", left, right)
        cursor = right
        at = right - 1
      }
    }
  }
  keysIn(text, cursor, end, replace)
}

// Key-shaped pieces between delimiters in text[start, end). A prefixed key may span a
// delimiter (a Telegram bot token holds a colon), so each piece first tries the prefixes.
const keysIn = (
  text: string,
  start: number,
  end: number,
  replace: (kind: Kind, start: number, end: number) => void
) => {
  let pieceStart = start
  let index = start
  while (index <= end) {
    if (index === pieceStart && index < end) {
      keyPrefixPattern.lastIndex = index
      const match = keyPrefixPattern.exec(text)
      if (match !== null && index + match[0].length <= end) {
        replace("KEY", index, index + match[0].length)
        index += match[0].length
        pieceStart = index
        continue
      }
    }
    if (index < end && !isPieceBreak(text.charCodeAt(index))) {
      index++
      continue
    }
    const piece = text.slice(pieceStart, index)
    if (piece.length >= 16 && isGenericSecret(piece)) replace("KEY", pieceStart, index)
    else if (piece.length >= 9 && piece.charCodeAt(0) === 43 && /^\+\d{8,15}$/.test(piece))
      replace("PHONE", pieceStart, index)
    index++
    pieceStart = index
  }
}

const tokenPattern = /\[(?:EMAIL|PHONE|KEY|LINK|CARD|ACCOUNT)-\d+\]/g

/**
 * Puts the masked values back: every token of `map` found in `text` is replaced by its
 * value; other text, unknown tokens included, is left as is.
 *
 * @category encoding
 * @since 0.1.0
 */
export const unmask = (text: string, map: Readonly<Record<string, string>>): string =>
  text.replace(tokenPattern, (token) => (Object.hasOwn(map, token) ? map[token]! : token))

/**
 * `unmask` on every string of a parsed reply (keys stay as they are).
 *
 * @category encoding
 * @since 0.1.0
 */
export const unmaskValue = (value: unknown, map: Readonly<Record<string, string>>): unknown => {
  if (typeof value === "string") return unmask(value, map)
  if (Array.isArray(value)) return value.map((item) => unmaskValue(item, map))
  if (typeof value === "object" && value !== null) {
    const result: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) result[key] = unmaskValue(item, map)
    return result
  }
  return value
}
