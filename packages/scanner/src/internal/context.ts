/**
 * Documentation context: decides whether a match of a contextual rule is a `threat`
 * or an `advisory`. The rules are written down in the package README
 * ("Classification").
 */
import type { Classification } from "../ScanReport.ts"
import { elementAt } from "./checked.ts"
import type { Kind } from "./text.ts"

const instruction = [
  /\b(run|execute|paste|enter|type|copy|launch|invoke)\b[^.!?]{0,40}\b(this|these|the following|the commands?|below|first|before|in(to)? (your|a|the) (terminal|shell|console))\b/i,
  /\b(before|prior to) (using|running|you (use|run|start|continue)|proceeding|continuing|activating|installing)\b/i,
  /\byou (must|need to|have to|should) (first |always |now )?(run|execute|install|download|paste|enable|open|disable|add|append)\b/i,
  /\bprerequisites?\b/i,
  /\b(make sure|ensure) (to|you|that you) (run|execute|install|download|have run)\b/i,
  /\brequired\b.{0,30}\b(run|execute|install|download|step)\b/i,
  /\b(first|then|now|next),? (run|execute|download|install|paste|type|open|add|append|register)\b/i,
  /\b(step \d+|mandatory|important|critical|required)\s*[:!]/i,
  /\bautomatically (run|execute|install|download|send|upload)/i,
  /^\s*(?:[-*]|\d+[.)])?\s*(run|execute|paste|download|install|append|add)\b/i
]

export const negation =
  /\b(never|don[’']?t|do not|must not|mustn[’']?t|should not|shouldn[’']?t|avoid|refuse to|won[’']?t|will not|cannot|can[’']?t)\b/i

/** A purpose clause opening a sentence ("To avoid interruptions, …"): its "avoid" governs the clause, not the step. */
const purposeClause = /(^|[.!?:]\s+)(in order )?to avoid\s+(?!\w+ing\b)[^,.;]{1,40},/gi

/** "Never" as an option's value (`--restart=Never`, `restartPolicy: Never`): a setting, no negation. */
const settingValue = /=\s*["']?never\b|\b(restart|imagePull)Policy\s*:\s*["']?never\b/gi

/** Whether text before a match says not to do it (a purpose clause's "avoid" and settings aside). */
export const negates = (text: string): boolean =>
  negation.test(text.replace(purposeClause, " ").replace(settingValue, " "))

const securityMarker =
  /\b(attacks?|attackers?|malicious|malware|exploits?|injections?|red flags?|warning signs?|indicators?|iocs?|phishing|threats?|suspicious|dangerous|anti-?patterns?|examples? of|known[- ]bad|(threat|intrusion|malware|attack|anomaly|fraud|secrets?|vulnerability|bot|phishing)\s+detect(ion|s|ed)?|detect(ion|s|ed)?\s+(rules?|engineering|logic|signatures?)|deny ?list|block ?list|what not to|unsafe|insecure|risky|hazards?|forbidden|prohibited|vulnerab\w*|scanner|poison(ing|ed)?|ransomware|for recognition only)\b|\b(inyecci\w*|inje[çc][ãa]o|injektion\w*|iniezion\w*)|\b(angriff\w*|bösartig\w*|schädlich\w*|schadsoftware|verdächtig\w*|attaques?|attaquants?|malveillan\w*|hameçonnage|ataques?|atacantes?|malicios[oa]s?|malintencionad\w*|sospechos\w*|suspeit\w*|attacc\w*|malevol\w*|sospett\w*|kwaadaardig\w*|aanval\w*|fraud\w*|estafa\w*|betrug\w*|betrüger\w*|frode|truffa|oszust\w*|dolandırıcılık|złośliw\w*|podejrzan\w*|zararlı|kötü amaçlı|şüpheli|saldırı\w*)|攻击|恶意|投毒|钓鱼|木马|后门|可疑|勒索|反面示例|请勿执行|切勿执行|不要执行|禁止执行|仅用于识别|仅供识别|攻撃|悪意|悪性|フィッシング|マルウェア|バックドア|不審|공격|악성|악의|피싱|백도어|의심스러운|атак|вредонос|фишинг|подозрительн/i

/** A heading that introduces things not to do also marks its section as documentation. */
// "Avoid repeated prompts" names a nuisance the section removes, not a thing not to do
const headingMarker = new RegExp(
  `${securityMarker.source}|\\b(never|don[’']?t|do not|avoid(?!\\s+((repeated|repeat|extra|unnecessary|annoying|constant|sudo|password|permission)\\s+)*(prompts?|interruptions?|confirmations?|re-?prompts?|typing|waiting|delays?|friction)\\b)|refuse)\\b`,
  "i"
)

/** Words that present a quoted match as an example (URLs and host names are removed first: `evil.example` is no cue). */
const exampleMarker =
  /\b(e\.g\.|for example|for instance|such as|examples? of|phrases? like|patterns? like|strings? like|looks? like|indicators?|signatures?|detects?|(?<=`\s?)flags?|(?<!\b(the|a|this|that|your|same)\s)flags|matches)\b|\b(language|text|wording|phrasing|content|instructions?) like\s*["“]?\s*$|といった|のような(文|記述|指示|表現)|などの(記述|指示|表現)|诸如|例如|比如|之类的|[（(]\s*(如|例)[\s：:]|같은 (문구|지시|표현)/i

/** A lead-in or comment that presents the following code as what not to do. */
// "never"/"do not"/"avoid" frame the code only when they govern doing something with it
// ("never run", "do not paste this"), not in "so you never need sudo" or "do not leak"
const badExample =
  /\b(never|don[’']?t|do not|avoid)\s+(\w+\s+)?(run(ning)?|execut\w+|us(e|ing)|do(ing)?|past\w+|typ\w+|cop(y|ying)|call(ing)?|writ\w+|commit\w*|stor\w+|put(ting)?|hard-?cod\w+|install\w*|pip\w+|trust\w*|eval\w*|allow\w*|expos\w+|this|these|that|it)\b|\b(never|don[’']?t|do not|avoid)\s*:|\b(bad|wrong|vulnerable|insecure|unsafe|malicious|attackers?|attack|exploit|payload|dangerous|anti-?pattern|red flag|what not to)\b|❌|🚫/i

const withoutAddresses = (line: string): string =>
  line.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, " ").replace(/\b[\w-]+(\.[\w-]+)+\b/g, " ")

const procedural =
  /\b(prerequisites?|requirements|setup|set up|install(ation|ing)?|quick ?start|getting started|before you (begin|start)|usage|how to use|steps|workflow|instructions|procedure|first run|initiali[sz]ation|configuration|bootstrap|important|required|troubleshoot\w*|diagnostics?|maintenance|environment check)\b/i

/** A heading over blocks the agent runs ("## Commands"): instructs like a procedural one inside a security document. */
const runHeading = /\b(commands?|running|execution)\b/i

export const fenceMarker = /^\s{0,3}(`{3,}|~{3,})/

const dataAdvisoryFolders = new Set([
  "test",
  "tests",
  "fixtures",
  "__fixtures__",
  "examples",
  "rules",
  "signatures",
  "patterns",
  "testdata"
])

/** "Attack examples" in other languages (a title or description naming a catalogue of attacks). */
const attackExamples =
  /攻击示例|攻击样例|恶意(代码)?示例|攻撃(の)?例|攻撃パターン|공격 ?예시|악성 ?코드 ?예시|примеры атак|exemples d['’]attaques?|ejemplos de ataques?|exemplos de ataques?|esempi di attacchi|Angriffsbeispiele|Beispiele für Angriffe|saldırı örnekleri|przykłady ataków|攻击链|渗透测试|漏洞利用|漏洞挖掘|红队|蓝队|安全审计|应急响应|威胁情报|后渗透|ペネトレーションテスト|ペンテスト|脆弱性診断|レッドチーム|インシデント対応|침투 ?테스트|모의 ?해킹|취약점 ?진단|레드팀|침해 ?사고 ?대응/

/**
 * A document whose subject is security analysis (its front-matter description or first
 * headings): code in it is presumed quoted, as before this rule set, unless instructed.
 */
const securityTopic = new RegExp(
  String.raw`\b(forensics?|incident response|malware (analysis|triage)|threat (hunting|detection|intelligence|model\w*)|detection (engineering|rules?)|penetration test\w*|pentest\w*|red[- ]team\w*|security (audit\w*|review\w*|testing|assessment|scann\w*)|vulnerabilit(y|ies)|reverse engineering|exploit\w*|fuzz\w*|CTF|security (patterns|checklists?|issues|best practices|guidelines|hardening|controls)|secure (coding|code review)|OWASP|CWE|(dangerous|malicious|attack|injection|exploit|suspicious|evasion|obfuscation) (code )?(patterns|examples|signatures|indicators|techniques|payloads)|red flags)\b|${attackExamples.source}`,
  "i"
)

/** The title of a catalogue of attacks. */
const catalogueTitle = new RegExp(
  `\\b(dangerous|malicious|attack|injection|exploit|suspicious|evasion|obfuscation)\\s+(code\\s+)?(patterns|examples|signatures|indicators|techniques|payloads)\\b|\\bred flags\\b|\\banti-?patterns\\b|\\bwhat not to do\\b|${attackExamples.source}`,
  "i"
)

/**
 * A document whose subject is the agent's own configuration (hooks, settings, MCP servers,
 * CLAUDE.md/AGENTS.md, permissions, plugins), read from its front-matter description and
 * first headings: telling the reader where a setting goes is what it is for.
 */
const agentConfigTopic =
  /\b(CLAUDE\.md|AGENTS\.md|GEMINI\.md|copilot-instructions|hooks?|settings\.json|MCP|permissions|slash commands?|subagents?|plugins?|agent (configuration|settings|instructions)|cursor rules)\b/i

export const agentConfigDocument = (lines: ReadonlyArray<string>): boolean =>
  lines.slice(0, 40).some((line) => /^\s*(description\s*:|#{1,2}\s)/i.test(line) && agentConfigTopic.test(line))

/** Both arrays have one entry per line of the document they were built from. */
export interface DocumentContext {
  /** The document is about security analysis (see `securityTopic`). */
  readonly securityDocument: boolean
  /**
   * The document's title names a catalogue of attacks ("Dangerous Code Patterns", "Prompt
   * Injection Patterns"): its section headings name what is catalogued, so a heading such as
   * "Agent Configuration" does not instruct; only a lead-in that tells the reader to run does.
   */
  readonly catalogue: boolean
  /** For each line: the index of the opening fence line when inside a fenced block, else -1. */
  readonly fenceStart: ReadonlyArray<number>
  /** For each line: the text of the nearest heading above it ("" when none). */
  readonly heading: ReadonlyArray<string>
  /** For each opening fence line: the headings it sits under, nearest first, the title (`#`) left out. */
  readonly fenceHeadings: ReadonlyMap<number, ReadonlyArray<string>>
}

const isHeading = (line: string): boolean => /^\s{0,3}#{1,6}\s/.test(line)

/** One context per document's lines: several rules ask for it, some once per hit. */
const contexts = new WeakMap<ReadonlyArray<string>, DocumentContext>()

export const documentContext = (lines: ReadonlyArray<string>): DocumentContext => {
  let context = contexts.get(lines)
  if (context === undefined) {
    context = contextOf(lines)
    contexts.set(lines, context)
  }
  return context
}

/**
 * Whether a fence (`` ` `` or `~`) or a heading (`#`) can start the line: after at most three
 * whitespace characters, so one of the first four characters is its marker. Most lines
 * are neither, and this saves them both regular expressions.
 */
const mayMark = (line: string): boolean => {
  for (let index = 0; index < 4; index++) {
    const code = line.charCodeAt(index)
    if (code === 96 || code === 126 || code === 35) return true
  }
  return false
}

const contextOf = (lines: ReadonlyArray<string>): DocumentContext => {
  // filled in order, every index once (sized up front: growing two arrays line by line cost more than the loop)
  const fenceStart = new Array<number>(lines.length)
  const heading = new Array<string>(lines.length)
  let open = -1
  let marker = ""
  let currentHeading = ""
  // the open sections, outermost first, each deeper than the one before
  const sections: Array<{ readonly depth: number; readonly text: string }> = []
  const fenceHeadings = new Map<number, ReadonlyArray<string>>()
  for (let index = 0; index < lines.length; index++) {
    const line = elementAt(lines, index)
    // group 1 is not optional: it is a string whenever the fence pattern matches
    const fence = mayMark(line) ? fenceMarker.exec(line)?.[1] : undefined
    if (open < 0 && fence !== undefined) {
      open = index
      marker = fence
      fenceStart[index] = -1
      fenceHeadings.set(
        index,
        sections
          .filter((section) => section.depth > 1)
          .map((section) => section.text)
          .reverse()
      )
    } else if (open >= 0 && fence !== undefined && fence[0] === marker[0] && fence.length >= marker.length) {
      open = -1
      fenceStart[index] = -1
    } else {
      fenceStart[index] = open
      if (open < 0 && mayMark(line) && isHeading(line)) {
        currentHeading = line.replace(/^\s*#+\s*/, "")
        const depth = /^\s*(#+)/.exec(line)?.[1]?.length ?? 1
        while ((sections.at(-1)?.depth ?? 0) >= depth) sections.pop()
        sections.push({ depth, text: currentHeading })
      }
    }
    heading[index] = currentHeading
  }
  const opening = lines.slice(0, 40).filter((line) => /^\s*(description\s*:|#{1,2}\s)/i.test(line))
  const title = lines.find((line, index) => fenceStart[index] === -1 && /^\s{0,3}#\s/.test(line)) ?? ""
  return {
    fenceStart,
    heading,
    fenceHeadings,
    securityDocument: opening.some((line) => securityTopic.test(line)),
    catalogue: catalogueTitle.test(title)
  }
}

/** Whether a prose line instructs the reader to act (and is not negated before the verb). */
export const instructs = (line: string): boolean => {
  for (const pattern of instruction) {
    const match = pattern.exec(line)
    if (match === null) continue
    const before = line.slice(0, match.index + 1)
    if (negates(before) || negation.test(match[0])) continue
    return true
  }
  return false
}

const isComment = (line: string): boolean => /^\s*(#|\/\/|REM\b|::|--|;)/i.test(line)

/** In a security document, a block is run only when instructed: a procedural heading or an instructing lead-in. */
const fenceInstructed = (lines: ReadonlyArray<string>, context: DocumentContext, start: number): boolean => {
  const heading = elementAt(context.heading, start)
  if (!context.catalogue && (procedural.test(heading) || runHeading.test(heading)) && !headingMarker.test(heading))
    return true
  let seen = 0
  for (let index = start - 1; index >= 0 && seen < 3; index--) {
    const line = elementAt(lines, index)
    if (line.trim() === "") continue
    if (elementAt(context.fenceStart, index) >= 0 || fenceMarker.test(line) || isHeading(line)) break
    seen++
    if (instructs(line)) return true
  }
  return false
}

/**
 * A block of a security document under a heading that names neither the document's security
 * subject nor an example, a tool or a reference ("## Portfolio sync" in a forensics guide): not
 * quoted evidence, but a step slipped in.
 */
const outOfTopic = (context: DocumentContext, start: number): boolean => {
  const path = context.fenceHeadings.get(start) ?? []
  return (
    !context.catalogue &&
    path.length > 0 &&
    path.every(
      (heading) => !securityTopic.test(heading) && !headingMarker.test(heading) && !documentationHeading.test(heading)
    )
  )
}

/** Headings under which a security document quotes commands: its method, tools, references and examples. */
const documentationHeading =
  /\b(workflow|steps?|procedures?|process|methodology|phases?|tools?|systems?|commands?|usage|examples?|samples?|queries|query|reference|concepts?|techniques?|analysis|investigat\w*|detect\w*|hunt\w*|collect\w*|acquisition|triage|response|remediation|mitigation|containment|recovery|evidence|artifacts?|output|format|report\w*|template|checklist|validation|verification|testing|setup|prerequisites|requirements|installation|configuration|overview|background|scenario|lab|exercise|appendix|notes?|step \d+|phase \d+|exfiltration|credentials?|persistence|privilege|escalation|lateral|injection|payloads?|shells?|obfuscation|evasion|patterns?|flag|decrypt\w*|dump\w*|harvest\w*|abus\w*|attacks?|exploitation|recon\w*|enumerat\w*|dpapi|kerberos|tests?|validator|hooks?|vectors?|hidden|backdoors?|encoding|warnings?|risks?|issues?|findings?|rules?)\b/i

/**
 * Whether a fenced block is presented as an example of what not to do: its section is a
 * security section (and not a procedural one), the prose right before it says so ("never
 * run", "bad:", "attackers use"), or its first comment does. Anything else is code the
 * agent may run.
 */
const fenceExample = (lines: ReadonlyArray<string>, context: DocumentContext, start: number): boolean => {
  // `start` is the index of a fence line, so it is a line of the document
  const heading = elementAt(context.heading, start)
  if (headingMarker.test(withoutAddresses(heading)) && !procedural.test(heading)) return true
  let seen = 0
  for (let index = start - 1; index >= 0 && seen < 2; index--) {
    const line = elementAt(lines, index)
    if (line.trim() === "") continue
    if (elementAt(context.fenceStart, index) >= 0 || fenceMarker.test(line) || isHeading(line)) break
    seen++
    if (instructs(line)) return false
    if (badExample.test(withoutAddresses(line))) return true
  }
  for (const [index, line] of lines.slice(start + 1, start + 3).entries()) {
    if (elementAt(context.fenceStart, start + 1 + index) !== start) break
    if (isComment(line) && badExample.test(withoutAddresses(line))) return true
  }
  return false
}

/** A Markdown table row (a reference table describes settings and commands, it does not run them). */
const tableRow = (line: string): boolean => /^\s*\|.*\|\s*$/.test(line)

const quotedAt = (line: string, position: number): boolean => {
  if (/^\s*>/.test(line)) return true
  // a quote left open at the line's end goes on over the line end (a wrapped paragraph)
  const spans = /`[^`]*`|"[^"]*("|$)|“[^”]*(”|$)|«[^»]*»|「[^」]*(」|$)|『[^』]*(』|$)/g
  for (let match = spans.exec(line); match !== null; match = spans.exec(line)) {
    if (position >= match.index && position < match.index + match[0].length) return true
  }
  return false
}

/** Two quoted phrases or more listed inside parentheses or brackets: `("ignore previous instructions", "report zero spend")`. */
const enumeratedQuotes = /[([]\s*["“][^"”\n]{1,80}["”]\s*,\s*["“]/g

/** Whether `position` falls inside such a list (not merely on a line that has one: `{"allow": ["a", "b"], "mode": …}`). */
const inEnumeration = (line: string, position: number): boolean => {
  enumeratedQuotes.lastIndex = 0
  for (let match = enumeratedQuotes.exec(line); match !== null; match = enumeratedQuotes.exec(line)) {
    const close = line.indexOf(match[0][0] === "(" ? ")" : "]", match.index + match[0].length)
    if (position >= match.index && (close < 0 || position <= close)) return true
  }
  return false
}

/** A defanged indicator (`evil[.]example`, `hxxp://`): quoted by an analyst, it cannot run as written. */
const defanged = /\w\[\.\]\w|\bhxxps?(:|\[:\])\/\/|\[:\]\/\/|\w\[dot\]\w/i

/**
 * The lines of a file where a name occurs as a word and `skip` does not match, the first
 * three (enough to answer for any line left out), per file, skip pattern and name: a
 * large document asks for the same names at many of its hits.
 */
const mentionsOf = new WeakMap<
  ReadonlyArray<string>,
  { readonly text: string; readonly found: Map<RegExp | undefined, Map<string, ReadonlyArray<number>>> }
>()

const firstMentions = (lines: ReadonlyArray<string>, name: string, skip: RegExp | undefined): ReadonlyArray<number> => {
  let cache = mentionsOf.get(lines)
  if (cache === undefined) {
    cache = { text: lines.join("\n"), found: new Map() }
    mentionsOf.set(lines, cache)
  }
  let byName = cache.found.get(skip)
  if (byName === undefined) {
    byName = new Map()
    cache.found.set(skip, byName)
  }
  let found = byName.get(name)
  if (found === undefined) {
    // one search of the whole text (a line end is no word character, as the start and end of a line are not)
    const word = new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`, "gi")
    const { text } = cache
    const mentions: Array<number> = []
    let line = 0
    let lineStart = 0
    for (let match = word.exec(text); match !== null; match = word.exec(text)) {
      for (
        let end = text.indexOf("\n", lineStart);
        end !== -1 && end < match.index;
        end = text.indexOf("\n", lineStart)
      ) {
        line++
        lineStart = end + 1
      }
      if (skip?.test(elementAt(lines, line)) !== true) {
        mentions.push(line)
        if (mentions.length === 3) break
      }
      const next = text.indexOf("\n", match.index)
      if (next === -1) break
      word.lastIndex = next + 1
    }
    found = mentions
    byName.set(name, found)
  }
  return found
}

/**
 * Positive evidence that a download or a service is the tool the document is about: its
 * name is on at least two other lines of the file (not only on the matched one).
 */
export const mentionedElsewhere = (lines: ReadonlyArray<string>, at: number, name: string, skip?: RegExp): boolean => {
  if (name.length < 2) return false
  let mentions = 0
  for (const line of firstMentions(lines, name, skip)) if (line !== at && ++mentions >= 2) return true
  return false
}

/**
 * The sentence before a position: the line up to it, and when no sentence ends there, the
 * end of the previous prose line it continues ("**Never ask the ⏎ user to paste credentials**").
 */
const sentenceBefore = (lines: ReadonlyArray<string>, lineIndex: number, position: number): string => {
  const before = elementAt(lines, lineIndex).slice(0, position)
  if (/[.!?:]\s/.test(before) || /^\s*([-*+]|\d+[.)])\s/.test(before) || lineIndex === 0) return before
  const previous = elementAt(lines, lineIndex - 1)
  if (previous.trim() === "" || isHeading(previous) || fenceMarker.test(previous) || /[.!?:]\s*$/.test(previous))
    return before
  return `${previous.split(/[.!?]\s/).at(-1) ?? ""} ${before}`
}

/**
 * A sentence telling what an attacker or an attack can do (its subject and a modal or
 * "allows"), not what to do: "SSRF allows attackers to …", "An attacker can …", "This can
 * trigger … without the user's knowledge".
 */
const describesAttack =
  /\b((an?\s+|the\s+)?(attackers?|adversar(y|ies)|threat actors?|malware|this|which|it|the (attack|exploit|payload|vulnerability|flaw|bug))\s+((can|could|may|might|would|will)|(craft|use|abuse|exploit|trick|steal|read|plant|inject)s?)|(allows?|lets?|enables?)\s+(an?\s+)?(attackers?|adversar(y|ies)|malicious \w+))\b/i

/** The line with its quoted parts (`code`, "text", “text”, a quote left open at the end) blanked. */
const outsideQuotes = (line: string): string =>
  line.replace(/`[^`]*(`|$)|"[^"]*("|$)|“[^”]*(”|$)/g, (quoted) => " ".repeat(quoted.length))

/** What follows a quoted phrase calls it an attack ("… "do not tell the user" are tool-poisoning attempts"). */
const namesAttack =
  /^[^"”\n]*["”]\s*(are|is)\s+(an?\s+|typical\s+|common\s+|known\s+|classic\s+)?[\w-]*(poisoning|injection|phishing|exfiltration|attack|hijack\w*|backdoor)s?\b/i

/**
 * The lead-in of the paragraph a line belongs to: the paragraph's text up to its first colon
 * (within the paragraph's first two lines), when the paragraph starts at most eight lines up.
 */
const paragraphLeadIn = (lines: ReadonlyArray<string>, lineIndex: number): string | undefined => {
  let start = lineIndex
  while (start > 0 && lineIndex - start < 8) {
    const previous = elementAt(lines, start - 1)
    if (previous.trim() === "" || isHeading(previous) || fenceMarker.test(previous) || listItem.test(previous)) break
    start--
  }
  if (start === lineIndex) return undefined
  const opening = `${elementAt(lines, start)} ${elementAt(lines, start + 1)}`
  const colon = opening.search(/\s?:\s/)
  return colon < 0 ? undefined : opening.slice(0, colon)
}

/** A code line annotated as the wrong way: a cross mark, or a comment saying bad, wrong or unsafe. */
const markedWrong = /[❌🚫✗✘⛔]|(#|\/\/|--)\s*(BAD|WRONG|UNSAFE|INSECURE|DON'?T|NEVER|错误|危险|不要|ダメ|危険|잘못)\b/u

/**
 * "Not used" or "not run" following what it negates, up to the sentence's end (CJK): only
 * the verbs of using and running, since "do not tell" or "do not include" is itself what a
 * concealment asks.
 */
const negatedAfter =
  /(使いません|使わない|使用しません|使用しない|実行しません|実行しない|有効にしない|请勿使用|请勿执行|不要使用|不要执行|禁止使用|禁止执行|不使用|사용하지 ?(않|마)|실행하지 ?(않|마))/

/** A list introduced as what is refused ("The following commands are blocked by default:"). */
const prohibitionLeadIn =
  /\b(are|is|get|gets|will be|being)\s+(always\s+)?(blocked|denied|rejected|refused|disallowed|forbidden|prohibited|not allowed|not permitted|never allowed|never run)\b|\b(blocked|denied|refused) by default\b|\b(should|must|will) never (be )?(run|execute|executed|allowed)\b/i

/** A list introduced as phrases to recognise ("flag phrases like:", "frases como:", "Sätze wie:"). */
const phrasesLeadIn =
  /\b(phrases?|patterns?|strings?|wording|messages?) (like|such as)\b|\b(frases|expresiones|express[õo]es) como\b|\bphrases (comme|telles que)\b|\b(Sätze|Formulierungen|Phrasen) wie\b|\bfrasi come\b/i

/** A Markdown list item (`- …`, `* …`, `1. …`). */
export const listItem = /^\s*(?:[-*+]|\d+[.)])\s/

/** The line introducing the list a line belongs to (ending with a colon), if any. */
const listLeadIn = (lines: ReadonlyArray<string>, lineIndex: number): string | undefined => {
  for (let index = lineIndex - 1; index >= 0 && index >= lineIndex - 30; index--) {
    const text = elementAt(lines, index)
    if (text.trim() === "" || listItem.test(text) || /^\s{2,}\S/.test(text)) continue
    return /[:：]\**\s*$/.test(text) ? text : undefined
  }
  return undefined
}

/**
 * Classification of a match of a contextual rule at `lineIndex` (0-based), character
 * `position` of that line.
 */
export const classify = (
  kind: Kind,
  path: string,
  lines: ReadonlyArray<string>,
  context: DocumentContext | undefined,
  lineIndex: number,
  position: number
): Classification => {
  if (defanged.test(elementAt(lines, lineIndex))) return "advisory"
  if (kind === "data") {
    return path
      .toLowerCase()
      .split("/")
      .slice(0, -1)
      .some((segment) => dataAdvisoryFolders.has(segment))
      ? "advisory"
      : "threat"
  }
  if (kind !== "document" || context === undefined) return "threat"
  // the caller classifies a match on one of `lines`, and `context` was built from `lines`
  const line = elementAt(lines, lineIndex)
  const start = elementAt(context.fenceStart, lineIndex)
  if (start >= 0) {
    if (isComment(line) && instructs(line)) return "threat"
    // a line the document marks as wrong (`# ❌ checks out the PR's code`): shown to be avoided
    if (markedWrong.test(line)) return "advisory"
    if (fenceExample(lines, context, start)) return "advisory"
    if (context.securityDocument)
      return fenceInstructed(lines, context, start) || outOfTopic(context, start) ? "threat" : "advisory"
    return "threat"
  }
  // an instruction quoted in a security document is what it warns about, not what it asks
  if (instructs(context.securityDocument ? outsideQuotes(line) : line)) return "threat"
  const sentence = sentenceBefore(lines, lineIndex, position)
  if (negates(sentence)) return "advisory"
  // Japanese, Chinese and Korean put the negation after what it negates ("… は使いません")
  if (negatedAfter.test(`${line.slice(position)} ${lines[lineIndex + 1] ?? ""}`.split(/[。！？]/)[0] ?? ""))
    return "advisory"
  // what an attack can do, told in a line about attacks ("SSRF allows attackers to reach … (169.254.169.254)")
  if (
    (describesAttack.test(sentence) || namesAttack.test(line.slice(position))) &&
    securityMarker.test(withoutAddresses(line))
  )
    return "advisory"
  const heading = withoutAddresses(elementAt(context.heading, lineIndex))
  const plain = withoutAddresses(line)
  // a quote may be introduced at the end of the line before ("… contains language like" / "ignore previous …")
  const introduced = lineIndex > 0 && exampleMarker.test(withoutAddresses(elementAt(lines, lineIndex - 1)))
  // a quoted phrase among others, listed in parentheses or brackets: examples named, not said
  if (quotedAt(line, position) && inEnumeration(line, position)) return "advisory"
  if (
    (quotedAt(line, position) || tableRow(line)) &&
    (securityMarker.test(plain) ||
      exampleMarker.test(plain) ||
      securityMarker.test(heading) ||
      tableRow(line) ||
      (introduced && /^\s*["“]/.test(line)))
  ) {
    return "advisory"
  }
  if (securityMarker.test(heading) && !procedural.test(heading)) return "advisory"
  // a quoted item of a list introduced as what to look out for ("look for red flags: …")
  if (listItem.test(line) && quotedAt(line, position)) {
    const lead = listLeadIn(lines, lineIndex)
    if (
      lead !== undefined &&
      (securityMarker.test(withoutAddresses(lead)) || prohibitionLeadIn.test(lead) || phrasesLeadIn.test(lead))
    )
      return "advisory"
  }
  // a quoted item of a paragraph introduced as what to look out for ("Signes typiques d'une persistance
  // malveillante : une ligne `curl … | sh` …, un `core.hooksPath` global …")
  if (quotedAt(line, position)) {
    const lead = paragraphLeadIn(lines, lineIndex)
    if (lead !== undefined && securityMarker.test(withoutAddresses(lead))) return "advisory"
  }
  // prose of a security document is read like any prose: only code blocks there are presumed quoted
  if (context.securityDocument && quotedAt(line, position)) return "advisory"
  return "threat"
}
