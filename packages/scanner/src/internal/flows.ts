/**
 * Flows within one file, across lines: a value read from a secret source (the whole
 * environment, a secret-shaped variable, a credential file) that later reaches a
 * network call (`VS-EXF-006`) or a host name looked up in DNS (`VS-EXF-007`); remote
 * content (a download) that later reaches an execution (`VS-RS-004`).
 *
 * Taint is tracked by name: an assignment whose right side is tainted taints its
 * left side (shell, Python, JavaScript and PowerShell spellings), a tainted value
 * written to a file taints the file's path, a method call with tainted arguments taints
 * its receiver. A secret used only as an authentication header, or sent to the API it
 * belongs to, is not an exfiltration.
 */
import type { Hit } from "./detectors.ts"
import { type LineIndex, lineAt, linesMatching, register } from "./lineIndex.ts"
import { hostOf, officialApis, onlyOfficialInstallers, urlsOf } from "./official.ts"

const secretName =
  "[A-Za-z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|_KEY|CREDENTIALS?|_AUTH|AUTH_|COOKIE|SESSION_?ID|GITHUB_PAT|DATABASE_URL|DB_URL|_DSN|CONNECTION_STRING|MONGO(?:DB)?_URI|REDIS_URL|POSTGRES(?:QL)?_URL)[A-Za-z0-9_]*"

/** Whole-environment dumps and credential stores: sending them anywhere is exfiltration. */
const bulkSource =
  /\bsecurity\s+find-(generic|internet)-password\b[^\n]*\s-w\b|\bdict\(\s*[A-Za-z_]\w*\.environ\s*\)|\b\w+\.dumps\(\s*(dict\()?\s*[A-Za-z_]\w*\.environ\b|\bkubectl\s+get\s+secrets?\b|\bnetlify\s+env:list\b|Library\/Messages\/chat\.db|Library\/Safari\/History\.db|Library\/Application Support\/Google\/Chrome\/[^\s'"]*\/History\b|Library\/Group Containers\/group\.com\.apple\.notes\b|\bfirebase\s+functions:config:get\b|\$\{?GOOGLE_APPLICATION_CREDENTIALS\b|\bvercel\s+env\s+pull\b|\bheroku\s+config\b(?!:set)|\bfly(ctl)?\s+secrets\s+list\b|\brailway\s+variables\b|\bterraform\s+(state\s+pull|output\s+-json)\b|\baz\s+account\s+get-access-token\b|\baws\s+(iam\s+create-access-key|sts\s+get-session-token|secretsmanager\s+get-secret-value)\b|\bgcloud\s+secrets\s+versions\s+access\b|\bvault\s+(kv\s+get|read)\s|\bop\s+read\s|\bnetsh\s+wlan\s+show\s+profiles?\b[^\n]*key=clear|\bcmdkey\s+\/list\b|\bos\.environ\.(items|copy)\(\)|\bjson\.dumps\(\s*(dict\()?\s*os\.environ\b|\bos\.environ\s*[,})\]]|\{\s*\.\.\.process\.env\b|\bObject\.(entries|keys|assign|values)\([^)\n]{0,40}process\.env\b|\bprocess\.env\s*[,})\]]|\bJSON\.stringify\(\s*process\.env\b|\bprintenv\b(?!\s+\w)|(^|[\n|;&`(][ \t]*|(^|\n)[ \t]*-[ \t]+)env\s*($|[|>)`;])|\$\(\s*env\b|\bGet-ChildItem\s+env:|\bgci\s+env:|\bdir\s+env:|\.aws\/credentials|\.ssh\/(id_|\*)|["']\.ssh["']|["']\.aws["']|["']\.kube["']\s*,\s*["']config["']|\.config\/solana\/id\.json|(~|\$\{?HOME\}?|\$\(HOME\))\/\.(ssh|aws|gnupg)(?=["'\s)]|$)|["']solana["']\s*,\s*["']id\.json["']|["']\.docker["']\s*,\s*["']config\.json["']|\.npmrc\b|\.docker\/config\.json|\.netrc\b|\.git-credentials|\.kube\/config|gh\/hosts\.yml|\.config\/gcloud|Login Data|logins\.json|key4\.db|cookies\.sqlite|find-generic-password|find-internet-password|dump-keychain|secrets\.json|(?<![\w.])~?\/?\.env\b(?![.\w-])|["']\.env["']|\bos\.Environ\(\)|\benv::vars(_os)?\(\)|\bENV\.(?:to_h|to_a|to_hash|each|each_pair|map|select|filter|inspect|keys)\b|\bENV\s*[,)}\]]|\bgetenv\(\s*\)|\$_ENV\b|\bSystem\.getenv\(\s*\)|\bGetEnvironmentVariables\(\)|\bkeys\s+%ENV\b|%ENV\b|\bkeyring\.get_password\s*\(|\bgcloud\s+auth\s+(application-default\s+)?print-(access|identity)-token\b|\bgh auth token\b|\bkubectl\s+config\s+view\s+[^\n|]{0,40}?--raw\b|\baws\s+configure\s+export-credentials\b|\.(bash|zsh)_history\b|\bGet-Clipboard\b|\bpbpaste\b|\bxclip\s+(-\w+\s+)*-o\b|\bxsel\s+(-\w+\s+)*-[ob]\b|\bwl-paste\b|\bclipboard\.readText\s*\(|\bpyperclip\.paste\s*\(|\bin\s*\(\s*['"]set['"]\s*\)|\bDeno\.env\.toObject\(\)|\btoJSON\(\s*secrets\s*\)|terraform\.tfstate\b|\bgit\s+config\b[^\n]*\s--get(-all|-regexp)?\s[^\n]*\bextraheader\b|["']git["']\s*,\s*["']config["'][^\n]*extraheader\b/

/** Single secret-shaped environment variables. */
const secretVariable = new RegExp(
  String.raw`\bprocess\.env\.${secretName}\b|\bprocess\.env\[\s*["']${secretName}["']|\bos\.(?:environ(?:\.get)?\s*[[(]|getenv\s*\()\s*["']${secretName}["']|\$env:${secretName}\b|\$\{?${secretName}\}?|\bENV\[\s*["']${secretName}["']|\bSystem\.getenv\(\s*["']${secretName}["']|\b(?:os\.Getenv|env::var|std::env::var|ENV\.fetch|getenv|GetEnvironmentVariable|os\.LookupEnv)\(\s*["']${secretName}["']|\$ENV\{\s*["']?${secretName}|\$\(System\.AccessToken\)|\$\(${secretName}\)|\$\{?servicePrincipalKey\b`,
  "i"
)

/**
 * Dumps of the whole environment and credential files: a name holding one is sent out even
 * in a header (`-H "X-Cache-Key: $DUMP"`), which never authenticates with a whole dump.
 */
const dumpSource =
  /\$\(\s*(env|printenv)\b|(^|[|;&(`]\s*)(env|printenv)\s*($|[|>)`;])|\bos\.environ\b(?!\s*(\[|\.get))|\bprocess\.env\b(?!\s*(\.|\[))|\bGet-ChildItem\s+env:|\.aws\/credentials|\.ssh\/id_|\.npmrc\b|\.docker\/config\.json|\.netrc\b|\.git-credentials|\.kube\/config|\bextraheader\b/

/** Jenkins' credential bindings (`string(credentialsId: 'x', variable: 'TOKEN')`): the names they bind hold secrets. */
const credentialBinding = /\bcredentialsId\s*:/
const boundName = /\b(?:password|keyFile|token|passphrase)?[vV]ariable\s*:\s*["'](\w+)["']/g

const secretDestructuring = new RegExp(String.raw`\{([^}\n]*\b${secretName}\b[^}\n]*)\}\s*=\s*process\.env\b`, "i")

const networkSink =
  /\b(curl|wget|xh|httpie)\b|\bhttp\s+(POST|PUT|GET|post|put)\b|\brequests\.(post|put|patch|get|request)\s*\(|\bhttpx\.(post|put|patch|get|request|AsyncClient|Client)\b|\burllib\.request\.(urlopen|Request)\b|\burlopen\s*\(|\b(session|client)\.(post|put|patch)\s*\(|(?<!\basync\s)(?<!\bfunction\s)\bfetch\s*\((?!\s*request\s*[:,])|\baxios(\.(post|put|patch|get|request))?\s*\(|\bhttps?\.request\s*\(|\breq\.write\s*\(|\breq(uest)?\.end\s*\(\s*[A-Za-z_$]|\b(Invoke-RestMethod|Invoke-WebRequest|irm|iwr)\b|\.Upload(String|Data|File|Values)\s*\(|\b(nc|ncat|netcat|socat)\s|\bgh\s+gist\s+create\b|\bsmtplib\b|\.sendall?\s*\(|\bsendmail\b|\bscp\s|\brsync\s[^\n]*:|\bhttp\.(Post|PostForm|Get|NewRequest(WithContext)?)\s*\(|(Client|client)\.Do\s*\(|\breqwest::|\bureq::(get|post|put)\b|\.(post|put)\(\s*["'](https?:\/\/|wss?:\/\/)|\bNet::HTTP\b|\bHTTParty\.|\bRestClient\.|\bFaraday\.|\bcurl_(init|exec)\s*\(|\bcurl_setopt\s*\([^\n]*CURLOPT_(POSTFIELDS|URL)\b|\bfile_get_contents\(\s*["']https?:\/\/|\bHttp::(post|get|put)\b|\bHttpRequest\.newBuilder\b|\bHttpClient\b|\.openConnection\s*\(|\.openStream\s*\(|\b(PostAsync|PutAsync|GetAsync|SendAsync|GetStringAsync|UploadString|UploadData|UploadFile)\s*\(|\bLWP::UserAgent\b|\bHTTP::Tiny\b|->(post|get|request)\s*\(|\bopenssl\s+s_client\b|\bnew\s+WebSocket\s*\(|\bws\.send\s*\(|\bgit\s+push\s+["']?https?:\/\/|\bsmtplib\.SMTP/

/** Env files named in code: `".env"`, a list of `.env` names, a glob of them, `startswith(".env")`. */
const envFileNamed = /["'`/\\*]\.env(\.[\w*.-]+)?\*?["'`]/
/** The raw text of a file read (not a dotenv loader, which hands out single values). */
const rawRead =
  /\.read_text\s*\(|\.read\(\s*\)|\breadFileSync\s*\(|\breadFile\s*\(|\bGet-Content\b|\b(os|ioutil)\.ReadFile\s*\(|\bFile\.read(AllText)?\s*\(|\bfs::read_to_string\s*\(|\bfile_get_contents\s*\(/
/** A body sent: a POST or PUT, or a request written to. */
const bodySent =
  /\brequests\.(post|put|patch)\s*\(|\bhttpx\.(post|put|patch)\b|\burllib\.request\.(urlopen|Request)\b|\bmethod\s*:\s*["'](POST|PUT)["']|\b(axios|got|ky)\.(post|put)\s*\(|\breq\.write\s*\(|\.(Post|PostForm)\s*\(|-Method\s+(Post|Put)\b|\bsmtplib\b|\.(sendmail|send_message)\s*\(|\bSend-MailMessage\b|\bcurl\b[^\n]*\s(-d|--data\S*|-F|--form|-T)\s/i

/**
 * The raw contents of env files sent out (VS-EXF-002): one piece of code names `.env` files,
 * reads files' raw text and sends a body over the network. For a script the whole file, for
 * a Markdown document each fenced block. Returns the hits' lines.
 */
export const envFileSendHits = (lines: ReadonlyArray<string>, document: boolean, hits: Array<Hit>): void => {
  const units = document
    ? fencedBlocks(lines).map(({ open, close }) => [open + 1, close] as const)
    : [[0, lines.length] as const]
  for (const [start, end] of units) {
    const code = lines.slice(start, end)
    if (!code.some((line) => envFileNamed.test(line)) || !code.some((line) => rawRead.test(line))) continue
    const send = code.findIndex((line) => bodySent.test(line))
    if (send >= 0)
      hits.push({ rule: "VS-EXF-002", line: start + send, position: 0, detail: "env files' contents sent" })
  }
}

const dnsSink =
  /(?<![=\w.$/-])(dig|nslookup|drill)\s|(?:^|[;&|(`]\s*|\$\(\s*|\bsudo\s+)host\s+(?:-\w+\s+)*["']?[\w$]|\bResolve-DnsName\b|\bgethostbyname(_ex)?\s*\(|\bdns\.(resolve\w*|lookup)\s*\(|\bgetaddrinfo\s*\(|\bping\s+(-\w+\s+)*\S*\$|\bnet\.(Lookup(Host|IP|Addr|TXT|CNAME|MX)|ResolveIPAddr)\s*\(|\bResolv(::DNS)?\.(getaddress|getaddresses|new)\b|\bInetAddress\.getBy(Name|AllByName)\s*\(|\bDns\]?(\.|::)(GetHostAddresses|GetHostEntry|Resolve)\w*\s*\(|\blookup_host\s*\(|\bto_socket_addrs\s*\(|\brequire\(\s*["'](node:)?dns["']\s*\)\.(resolve\w*|lookup)\s*\(|\bdns\.resolver\.(resolve|query)\s*\(|\.(resolve|query)\s*\([^)\n]{1,200}?,\s*["'](A|AAAA|TXT|CNAME|MX|NS)["']/

/** Where a secret only authenticates the request. */
const authentication =
  /--(cert|key|cacert|cert-type|key-type|pass)\s+["']?[^\s"']+["']?|\s-i\s+["']?[^\s"']+|-e\s+["']ssh\s[^"'\n]*["']|-H\s+["'][^"'\n]*["']|--header\s+["'][^"'\n]*["']|-u\s+\S+|--user\s+\S+|["']?(Authorization|X-Api-Key|X-Auth-Token|api-key|x-api-key|PRIVATE-TOKEN|Cookie)["']?\s*[:=]\s*[^,}\n]*|\bheaders\s*=\s*\{[^}\n]*\}|\bheaders\s*:\s*\{[^}\n]*\}|\bauth\s*=\s*\([^)\n]*\)|\bBearer\s+\S+|\bapi_key\s*=\s*[^,)\n]+|\bapiKey\s*:\s*[^,}\n]+|\btoken\s*=\s*\w+\s*(?=[,)])|-Headers\s+@\{[^}\n]*\}|-Headers\s+\$\w+|\bheaders\s*[=:]\s*[A-Za-z_]\w*\b|--password-stdin\b/gi

const remoteSource =
  /\brequests\.get\s*\(|\bhttpx\.get\s*\(|\burlopen\s*\(|\burlretrieve\s*\(|\bfetch\s*\(|\baxios\.get\s*\(|\.Download(String|File|Data)\s*\(|\b(Invoke-WebRequest|iwr|irm|Invoke-RestMethod|Start-BitsTransfer)\b|\bbitsadmin\b[^\n]{0,40}?\/transfer\b|\bcertutil(\.exe)?\b[^\n]{0,40}?-urlcache\b|\bURI\.open\b|\bData\(contentsOf:\s*URL\(string:\s*"https?:|\bURLSession\.shared\.(data|download)Task\b|\bNet::HTTP\.get\b|\bHTTParty\.get\b|\bfile_get_contents\(\s*["']https?:|\b(curl|wget)\b|->get\s*\(\s*["']https?:|\bLWP::Simple::get(store)?\b|\bHTTP::Tiny\b[^\n]*->get\b|\bADD\s+(?:--[\w-]+(?:=\S+)?\s+)*["']?https?:\/\//i

const executionSink =
  /(?<![\w.$])(exec|eval)\s*\(|\b(pickle|cPickle|cloudpickle|dill|marshal|joblib)\.loads?\s*\(|\bnew\s+Function\s*\(|\bvm\.run\w*\(|\b(iex|Invoke-Expression)\b|\bchmod\s+(-\w+\s+)*(\+x|u\+x|a\+x|[0-7]?[157][0-7]{2})\b|\bos\.chmod\s*\(|\bStart-Process\b|\bsubprocess\.(Popen|run|call|check_call|check_output)\s*\(|\bos\.(system|exec\w*|spawn\w*)\s*\(|\bspawn\s*\(|\b(ba|z)?sh\s+["']?[$\w./~]|\b(ba|z)?sh\s+-c\s+["']?\$|\beval\s+["']?\$|(?<![\w.$])source\s+(?![=:]|in\s|of\s)["']?[$~./\w]|^\s*(sudo\s+)?["']?(\.\/|\/tmp\/|\$\{?\w+\}?["']?\s*(&|$|\s-))|^\s*& (?:"|'|\$)|\b(cmd(\.exe)?\s+\/c|msiexec(\.exe)?\s+\/i|rundll32|regsvr32|wscript|cscript|mshta)\s|\bzipimport\.zipimporter\s*\(|\.load_module\s*\(|\bexec_module\s*\(|\bspec_from_file_location\s*\(|\brunpy\.run_path\s*\(|\bdlopen\s*\(|\bLoadLibrary\w*\s*\(|\bAssembly\.Load(From|File)?\s*\(/

const assignment =
  /^\s*(?:-\s+)?(?:(?:export|local|readonly|declare(?:\s+-\w+)?|const|let|var|final|mut|my|our|auto|static|val|set(?:\s+\/[ap])?)\s+)*(?:[A-Z][\w.]*(?:<[^=\n]{0,60}?>)?(?:\[\])?\s+)?[$@%]?([A-Za-z_]\w*)(?:\s*,\s*[$]?[A-Za-z_]\w*)*\s*(?::\s*[^=\n]{1,60}?)?\s*:?=(?![=~>])/

const withAs = /\bwith\s+[^\n]*\bas\s+(\w+)\s*:/
const forIn = /^\s*for\s+(?:\/f\s+(?:"[^"\n]*"\s+)?)?(?:%%)?(\w+)\s+in\b/i
const receiverCall = /^\s*([A-Za-z_]\w*)(?:\.\w+){1,3}\s*\(/
const awaitAssignment = /^\s*(?:const|let|var)\s+(\w+)\s*=\s*await\b/

/** Paths a tainted line writes to. */
const writeTargets = (line: string): ReadonlyArray<string> => {
  const targets: Array<string> = []
  for (const match of line.matchAll(
    /(?:>>?\s*|\btee\s+(?:-a\s+)?|\s-\w*o\s+|\s-\w*O\s+|--output(?:-document)?[\s=]+|-OutFile\s+|-Destination\s+|\.DownloadFile\(\s*[^,\n]+,\s*|\bbitsadmin\b[^\n]{0,40}?\/transfer\s+\S+\s+(?:\/\w+\s+)*\S+\s+|\bcertutil(?:\.exe)?\b[^\n]{0,40}?-urlcache\s+(?:-\w+\s+)*\S+\s+|\.save\(\s*|\bopen\(\s*(?=[A-Za-z_]\w*\s*,\s*["'][wa]b?\+?["'])|urlretrieve\([^,\n]+,\s*|Copy-Item\s+\S+\s+|\bcp\s+\S+\s+|\btar\s+-?c\w*f\s+|^\s*ADD\s+(?:--[\w-]+(?:=\S+)?\s+)*["']?https?:\/\/\S+\s+)["']?([^\s"'),]+)/g
  )) {
    const target = match[1]
    const name = target?.replace(/^\$\{?|\}$/g, "")
    if (name !== undefined && name !== "/dev/null" && !name.startsWith("&") && name.length > 0) targets.push(name)
  }
  return targets
}

/**
 * The statement starting at `index`: the line and, while parentheses are open, a line ends in
 * a continuation (a backslash, PowerShell's backquote after a space) or the next line goes on with options (a
 * command folded over lines in YAML: `-H "…"`), up to 8 more.
 */
const statement = (lines: ReadonlyArray<string>, index: number): string => {
  let text = lines[index] ?? ""
  let depth = 0
  for (const character of text)
    depth += character === "(" || character === "{" ? 1 : character === ")" || character === "}" ? -1 : 0
  const continues = (line: string, next: string | undefined): boolean =>
    depth > 0 || /\\\s*$|\s`\s*$/.test(line) || (next !== undefined && /^\s*--?[A-Za-z]/.test(next))
  for (
    let next = index + 1;
    next < lines.length && next <= index + 8 && continues(lines[next - 1] ?? "", lines[next]);
    next++
  ) {
    const line = lines[next] ?? ""
    text = `${text} ${line.trim()}`
    for (const character of line)
      depth += character === "(" || character === "{" ? 1 : character === ")" || character === "}" ? -1 : 0
  }
  return text
}

/** Characters before a one-letter word that make it no name: `.x`, `-x`, `%x`, `"x"`, `'x'`, `\x`, `/x`. */
const oneLetterExcluded = new Set([46, 45, 37, 34, 39, 92, 47, 96])

/** Whether a UTF-16 code unit is a `\w` character (`[A-Za-z0-9_]`). */
const isWordCode = (code: number): boolean =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95

/**
 * Tracked names, also in the order they were first added (names are never removed),
 * kept apart by how a text refers to them: an identifier of two characters or more is
 * a whole run of word characters not preceded by `.` (`name`, `$name`, `${name}`); a
 * one-character identifier is `$x` or `${x}`; any other name of two characters or more
 * (a path) occurs anywhere. A one-character non-identifier or empty name refers to nothing.
 */
class Names extends Set<string> {
  readonly order: Array<string> = []
  readonly words = new Set<string>()
  readonly letters = new Set<string>()
  /** The other names by their first two characters (`code << 16 | code`). */
  readonly others = new Map<number, Array<string>>()
  /** 1 for a character (below 128) some other name starts with. */
  readonly otherStarts = new Uint8Array(128)
  override add(name: string): this {
    if (!this.has(name)) {
      this.order.push(name)
      if (/^\w+$/.test(name)) (name.length < 2 ? this.letters : this.words).add(name)
      else if (name.length > 1) {
        const first = name.charCodeAt(0)
        const key = (first << 16) | name.charCodeAt(1)
        const bucket = this.others.get(key)
        if (bucket === undefined) this.others.set(key, [name])
        else bucket.push(name)
        if (first < 128) this.otherStarts[first] = 1
      }
    }
    return super.add(name)
  }
}

/** Whether a text holds one of the other names (paths): each position looked up by its first two characters. */
const holdsOther = (names: Names, text: string): boolean => {
  const { others, otherStarts } = names
  for (let position = 0; position + 1 < text.length; position++) {
    const first = text.charCodeAt(position)
    if (first < 128 && otherStarts[first] === 0) continue
    const bucket = others.get((first << 16) | text.charCodeAt(position + 1))
    if (bucket !== undefined) for (const name of bucket) if (text.startsWith(name, position)) return true
  }
  return false
}

interface Tracker {
  readonly names: Names
  readonly refersTo: (text: string) => boolean
}

/**
 * Whether a text mentions a tracked name. One pass over the text's word runs, each
 * looked up in the names, instead of one search per name: the work does not grow with
 * the number of names tracked.
 */
const mentions = (names: Names, text: string): boolean => {
  if (names.others.size > 0 && holdsOther(names, text)) return true
  if (names.words.size === 0 && names.letters.size === 0) return false
  const length = text.length
  let position = 0
  while (position < length) {
    if (!isWordCode(text.charCodeAt(position))) {
      position++
      continue
    }
    const start = position
    while (position < length && isWordCode(text.charCodeAt(position))) position++
    const before = start > 0 ? text.charCodeAt(start - 1) : -1
    if (position - start === 1) {
      // `$x` or `${x}`, or a one-letter name of code (`&t`, `(t)`, `+ t`): not after `.`, `-`, `%`, a quote or `\\`
      if (
        (before === 36 ||
          (before === 123 && start > 1 && text.charCodeAt(start - 2) === 36) ||
          !oneLetterExcluded.has(before)) &&
        names.letters.has(text[start] ?? "")
      )
        return true
    } else if (before !== 46 && names.words.size > 0 && names.words.has(text.slice(start, position))) return true
  }
  return false
}

const tracker = (): Tracker => {
  const names = new Names()
  return { names, refersTo: (text) => names.size > 0 && mentions(names, text) }
}

/** Marks what a tainted line defines: assigned names, files written, a receiver. */
const propagate = (line: string, taint: Tracker): void => {
  const assigned = assignment.exec(line) ?? awaitAssignment.exec(line)
  if (assigned?.[1] !== undefined) taint.names.add(assigned[1])
  const bound = withAs.exec(line)?.[1] ?? forIn.exec(line)?.[1]
  if (bound !== undefined) taint.names.add(bound)
  const destructured = /^\s*(?:const|let|var)\s*\{([^}]*)\}\s*=/.exec(line)?.[1]
  for (const name of destructured?.split(",") ?? []) {
    const trimmed = name.split(":").at(-1)?.trim()
    if (trimmed !== undefined && /^\w+$/.test(trimmed)) taint.names.add(trimmed)
  }
  if (assigned === null) {
    const receiver = receiverCall.exec(line)?.[1]
    if (receiver !== undefined && !/^(os|sys|console|requests|json|subprocess|fs|path|Path)$/.test(receiver))
      taint.names.add(receiver)
  }
  for (const target of writeTargets(line)) taint.names.add(target)
  // a workflow's environment entry (`ALL: ${{ toJSON(secrets) }}`) names what it holds
  const key = /^\s*([A-Za-z_][\w-]*)\s*:\s*["']?\$\{\{/.exec(line)?.[1]
  if (key !== undefined) taint.names.add(key)
}

const secretSent = (text: string, taint: Tracker): { readonly bulk: boolean; readonly any: boolean } => {
  const bulk = bulkSource.test(text)
  const unauthenticated = text.replace(authentication, " ")
  const any = bulk || secretVariable.test(unauthenticated) || taint.refersTo(unauthenticated)
  return { bulk: bulk && (bulkSource.test(unauthenticated) || taint.refersTo(unauthenticated)), any }
}

/** Whether every URL of a statement is an API a secret may legitimately go to. */
const toOwnApi = (text: string): boolean => {
  if (tokenEndpoint.test(text)) return true
  const urls = urlsOf(text)
  if (urls.length === 0) return false
  // an incoming webhook takes no credential (its URL is one): a secret sent there is its message
  if (urls.some((url) => incomingWebhook.test(url))) return false
  return urls.every((url) => officialApis.test(hostOf(url))) || namedAfterHost(text, urls)
}

/** Whether the statement's URLs are all official APIs (not incoming webhooks). */
const toOfficialApi = (text: string): boolean => {
  const urls = urlsOf(text)
  return (
    urls.length > 0 &&
    !urls.some((url) => incomingWebhook.test(url)) &&
    urls.every((url) => officialApis.test(hostOf(url)))
  )
}

/** The incoming webhooks of chat services (`host/path`, no scheme): anyone's, posted to without a credential. */
const incomingWebhook =
  /^(hooks\.slack\.com\/(services|workflows|triggers)\/|(ptb\.|canary\.)?discord(app)?\.com\/api\/webhooks\/|[\w-]+\.webhook\.office\.com\/|chat\.googleapis\.com\/v1\/spaces\/[^/]+\/messages\?[^\s]*\bkey=)/i

/** An OAuth token request: client credentials go to the identity provider that issued them. */
const tokenEndpoint = /\/oauth2?\/(?:v\d(?:\.\d)?\/)?token\b|\/connect\/token\b|\bgrant_type\b/

const secretShapedName = new RegExp(String.raw`\b(${secretName})\b`, "g")

/**
 * Every secret-shaped name of the statement is named after a host it is sent to
 * (`CALCOM_API_KEY` to api.cal.com, `OPENAI_API_KEY` to api.openai.com): the service the
 * secret belongs to. Names whose first part is shorter than three letters, or a generic
 * secret word (`TOKEN`, `API_KEY`), prove nothing.
 */
const namedAfterHost = (text: string, urls: ReadonlyArray<string>): boolean => {
  const hosts = urls.map((url) => hostOf(url).toLowerCase())
  const names = [...text.matchAll(secretShapedName)].map((match) => (match[1] ?? "").toLowerCase())
  if (names.length === 0) return false
  return names.every((name) => {
    const service = name.split("_")[0] ?? ""
    return (
      service.length >= 3 &&
      !genericSecretWords.has(service) &&
      hosts.some((host) => host.replace(/[.-]/g, "").includes(service) && !lookAlikeDomain(host, service))
    )
  })
}

/**
 * A domain that wears the service's name without being it (`api.github-cache.com` for a
 * GitHub token): the name is in the registrable part (the last two labels), spelled with more.
 * A subdomain of another organisation's domain (`github.acme.com`, GitHub Enterprise) is not one.
 */
const lookAlikeDomain = (host: string, service: string): boolean => {
  const registrable = host.split(".").slice(-2).join(".")
  const first = registrable.split(".")[0] ?? ""
  return first.replace(/-/g, "").includes(service) && first !== service
}

/** First parts of secret names that name no service (`TOKEN` sent to tokenreg.example names nothing). */
const genericSecretWords = new Set([
  "token",
  "tokens",
  "secret",
  "secrets",
  "password",
  "passwd",
  "passphrase",
  "api",
  "apikey",
  "key",
  "keys",
  "access",
  "auth",
  "private",
  "credential",
  "credentials",
  "session",
  "cookie",
  "bearer",
  "refresh",
  "client",
  "user",
  "app"
])

/** The path a shell variable was set to before `index` (`T=${TMPDIR:-/tmp}/.x`): the same file under its other spelling. */
const assignedPath = (lines: ReadonlyArray<string>, index: number, name: string): string | undefined => {
  if (!/^[A-Za-z_]\w*$/.test(name)) return undefined
  // an assignment holds `name=`: other lines need no regular expression (made only when one does)
  const spelled = `${name}=`
  let assignment: RegExp | undefined
  for (let line = index; line >= 0 && line >= index - 200; line--) {
    const text = lines[line] ?? ""
    if (!text.includes(spelled)) continue
    assignment ??= new RegExp(`^\\s*(?:export\\s+|local\\s+|readonly\\s+)?${name}=["']?([^"'\\s;]{3,200})`)
    const value = assignment.exec(text)?.[1]
    if (value !== undefined) return value.includes("/") ? value : undefined
  }
  return undefined
}

const commentLine = /^\s*(#(?!!)|\/\/|\*|REM\b|::|<!--)/i

const sourceGate = new RegExp(
  `${bulkSource.source}|${secretVariable.source}|${secretDestructuring.source}|${credentialBinding.source}`,
  "i"
)
/** Lines over which a tracked name is followed. */
const reach = 400

const secretSinkGate = new RegExp(`${networkSink.source}|${dnsSink.source}`)

const executionSinkAnywhere = new RegExp(executionSink.source, "m")
const commandList = /\[\s*["'](?:curl|wget)["']\s*,/

register([sourceGate, secretSinkGate, remoteSource, executionSink])

/**
 * Runs the secret flow when the file has both a secret source and a network sink, the
 * remote flow when it has both a download and an execution. Only lines that hold a
 * source, a sink or a tracked name are visited: names are found by searching the text
 * when they are first tracked.
 */
export const flowHits = (lines: ReadonlyArray<string>, index: LineIndex, hits: Array<Hit>): void => {
  // a whole-text match is also a match at some line (`m` only adds places `^` and `$` match),
  // so a gate no line matches is not tested on the whole text
  const sources = linesMatching(index, sourceGate)
  const secretSinks = linesMatching(index, secretSinkGate)
  const remoteSources = linesMatching(index, remoteSource)
  const executionSinks = linesMatching(index, executionSink)
  const secretsOn =
    sources.length > 0 && secretSinks.length > 0 && sourceGate.test(index.text) && secretSinkGate.test(index.text)
  // multiline: a sink anchored at a line start (`^\s*&`, `^/tmp/x`) is found on any line
  const remoteOn =
    remoteSources.length > 0 &&
    executionSinks.length > 0 &&
    remoteSource.test(index.text) &&
    executionSinkAnywhere.test(index.text)
  if (!secretsOn && !remoteOn) return
  const visit = new Uint8Array(lines.length)
  const mark = (found: ReadonlyArray<number>) => {
    for (const line of found) {
      visit[line] = 1
      // a sink statement may continue over the next lines
      for (let back = 1; back <= 8 && line - back >= 0; back++) visit[line - back] ||= 2
    }
  }
  if (secretsOn) {
    mark(sources)
    mark(secretSinks)
  }
  if (remoteOn) {
    mark(remoteSources)
    mark(executionSinks)
  }
  const marked = new Set<string>()
  // names before a tracker's cursor were all followed (marked) already: only newer ones are read
  const cursors = new Map<Tracker, number>()
  const follow = (taint: Tracker, from: number) => {
    const { order } = taint.names
    for (let position = cursors.get(taint) ?? 0; position < order.length; position++) {
      const name = order[position] ?? ""
      if (marked.has(name)) continue
      marked.add(name)
      // a name is followed over the next `reach` lines, so the work stays linear in the file size
      const start = index.starts[from] ?? 0
      const limit = index.starts[from + reach] ?? index.text.length
      // searched in the window only (occurrences starting before `limit`), not on to the end
      const window = index.text.slice(start, limit + name.length - 1)
      for (
        let found = window.indexOf(name);
        found >= 0 && start + found < limit;
        found = window.indexOf(name, found + name.length)
      ) {
        const line = lineAt(index, start + found)
        visit[line] = 1
        for (let back = 1; back <= 8 && line - back >= 0; back++) visit[line - back] ||= 2
      }
    }
    cursors.set(taint, order.length)
  }
  flowLines(lines, visit, secretsOn, remoteOn, follow, hits)
}

const flowLines = (
  lines: ReadonlyArray<string>,
  visit: Uint8Array,
  secretsOn: boolean,
  remoteOn: boolean,
  follow: (taint: Tracker, from: number) => void,
  hits: Array<Hit>
): void => {
  let secrets = tracker()
  let dumps = tracker()
  let remote = tracker()
  const destructured = new Set<string>()
  const received = new Map<string, ReadonlyArray<string>>()
  const languages = blockLanguages(lines)
  // the language of the fenced block where names were last tracked
  let trackedIn: string | undefined
  for (const [index, line] of lines.entries()) {
    if (visit[index] === 0 || line.trim() === "" || commentLine.test(line)) continue
    const language = languages[index]
    if (language !== undefined && trackedIn !== undefined && language !== trackedIn) {
      // a variable of one language's block is not one of another's (a Python `html` is not
      // the `html` of a shell command); files written stay tracked
      secrets = keepingFiles(secrets)
      dumps = keepingFiles(dumps)
      remote = keepingFiles(remote)
    }
    const tracked = secrets.names.size + remote.names.size
    if (secretsOn) {
      const before = secrets.names.size
      if (flowSecretLine(lines, index, line, secrets, dumps, destructured, received, hits)) continue
      // a function that returns a secret: its calls hold it (`token = checkout_auth()`)
      if (/^\s*return\b/.test(line) && secrets.refersTo(line.replace(authentication, " "))) {
        const name = enclosingFunction(lines, index)
        if (name !== undefined) secrets.names.add(name)
      }
      if (secrets.names.size > before) follow(secrets, index)
    }
    if (language !== undefined && secrets.names.size + remote.names.size > tracked) trackedIn = language
    if (remoteOn) {
      const before = remote.names.size
      if (remote.names.size > 0 && executionSink.test(line) && remote.refersTo(line)) {
        hits.push({ rule: "VS-RS-004", line: index, position: Math.max(0, line.search(executionSink)) })
        continue
      }
      // a command written as an argument list (`["curl", "-X", "POST", …]`) is a request to run, not content
      const downloads =
        remoteSource.test(line) && !onlyOfficialInstallers(withUrlsOf(lines, index, line)) && !commandList.test(line)
      if (downloads || (remote.names.size > 0 && remote.refersTo(line))) {
        propagate(line, remote)
        for (const name of remote.names.order.slice(before)) {
          const value = assignedPath(lines, index, name)
          if (value !== undefined) remote.names.add(value)
        }
      }
      if (remote.names.size > before) {
        follow(remote, index)
        if (language !== undefined) trackedIn = language
      }
    }
  }
}

/**
 * A download line with the URL its shell variable was set to written in (`curl -o x "$URL"` after
 * `URL=https://…`): an official installer is recognised by its address wherever it was set.
 */
const withUrlsOf = (lines: ReadonlyArray<string>, index: number, line: string): string => {
  const name = /\$\{?([A-Za-z_]\w*)\}?/.exec(line)?.[1]
  if (name === undefined || urlsOf(line).length > 0) return line
  const value = assignedPath(lines, index, name)
  return value !== undefined && /^https?:\/\//.test(value) ? `${line} ${value}` : line
}

/** The name assigned a bracket still open at `index` (`point = {` a few lines up), within 12 lines. */
const enclosingAssignment = (lines: ReadonlyArray<string>, index: number): string | undefined => {
  let depth = 0
  for (let line = index - 1; line >= 0 && line >= index - 12; line--) {
    const text = lines[line] ?? ""
    for (const character of text)
      depth +=
        character === ")" || character === "]" || character === "}"
          ? 1
          : character === "(" || character === "[" || character === "{"
            ? -1
            : 0
    // a request built over lines (`req = Request(url_with_token, …)`) was judged as one statement where it opens
    if (depth < 0) return networkSink.test(text) || dnsSink.test(text) ? undefined : assignment.exec(text)?.[1]
  }
  return undefined
}

/** A function's definition (Python, JavaScript, Go, an arrow function kept in a name). */
const functionDefinition =
  /^\s*(?:async\s+)?def\s+(\w+)\s*\(|^\s*(?:export\s+)?(?:async\s+)?function\s*\*?\s*(\w+)\s*\(|^func\s+(?:\([^)]*\)\s*)?(\w+)\s*\(|^\s*(?:export\s+)?(?:const|let|var)\s+(\w+)\s*=\s*(?:async\s*)?(?:\([^)\n]*\)|\w+)\s*=>/

/** The name of the function a line belongs to: the nearest definition above it, within 80 lines. */
const enclosingFunction = (lines: ReadonlyArray<string>, index: number): string | undefined => {
  for (let line = index - 1; line >= 0 && line >= index - 80; line--) {
    const match = functionDefinition.exec(lines[line] ?? "")
    if (match !== null) return match[1] ?? match[2] ?? match[3] ?? match[4]
  }
  return undefined
}

/** A tracker holding only the names of files (a path or a name with an extension). */
const keepingFiles = (taint: Tracker): Tracker => {
  const kept = tracker()
  for (const name of taint.names.order) if (!/^\w+$/.test(name)) kept.names.add(name)
  return kept
}

const openingFence = /^\s{0,3}(`{3,}|~{3,})\s*([\w+#-]*)/

/** Languages read as one: the shells, Python, JavaScript and TypeScript, PowerShell. */
const languageFamilies: Readonly<Record<string, string>> = {
  sh: "shell",
  bash: "shell",
  zsh: "shell",
  shell: "shell",
  console: "shell",
  "shell-session": "shell",
  py: "python",
  python: "python",
  python3: "python",
  js: "javascript",
  javascript: "javascript",
  mjs: "javascript",
  node: "javascript",
  ts: "javascript",
  typescript: "javascript",
  ps1: "powershell",
  powershell: "powershell",
  pwsh: "powershell"
}

/** A fenced block of a Markdown file: its opening and closing fence lines (the end when unclosed), and its language. */
interface FencedBlock {
  readonly open: number
  readonly close: number
  /** The language family of the block's tag; undefined when untagged. */
  readonly language: string | undefined
}

/** The fenced blocks of a Markdown file (a closing fence repeats the opening's character, at least as many, no tag). */
const fencedBlocks = (lines: ReadonlyArray<string>): Array<FencedBlock> => {
  const blocks: Array<FencedBlock> = []
  let open: { readonly index: number; readonly marker: string; readonly language: string | undefined } | undefined
  for (const [index, line] of lines.entries()) {
    const fence = line.trimStart().length > 2 ? openingFence.exec(line) : null
    if (fence === null) continue
    const marker = fence[1] ?? "```"
    if (open === undefined) {
      const tag = (fence[2] ?? "").toLowerCase()
      open = { index, marker, language: tag === "" ? undefined : (languageFamilies[tag] ?? tag) }
    } else if (marker[0] === open.marker[0] && marker.length >= open.marker.length && fence[2] === "") {
      blocks.push({ open: open.index, close: index, language: open.language })
      open = undefined
    }
  }
  if (open !== undefined) blocks.push({ open: open.index, close: lines.length, language: open.language })
  return blocks
}

/**
 * For each line of a Markdown file inside a fenced block with a language tag (fences
 * included), the tag's language (undefined outside blocks and in untagged ones).
 */
const blockLanguages = (lines: ReadonlyArray<string>): Array<string | undefined> => {
  const languages = new Array<string | undefined>(lines.length)
  for (const { open, close, language } of fencedBlocks(lines)) {
    for (let index = open; index <= close && index < lines.length; index++) languages[index] = language
  }
  return languages
}

/** A statement without the names a credential binding declares (`variable: 'KEY'` is no use of `KEY`). */
const withoutBindings = (text: string): string => (credentialBinding.test(text) ? text.replace(boundName, " ") : text)

/**
 * A name assigned from a request (`TOKEN=$(curl -s https://host/…)`): a value the host handed
 * out (a CSRF token, a session), kept with the host it came from.
 */
const receivedValue = (
  lines: ReadonlyArray<string>,
  index: number,
  line: string,
  received: Map<string, ReadonlyArray<string>>
): void => {
  const name = assignment.exec(line)?.[1]
  if (name === undefined) return
  const hosts = urlsOf(statement(lines, index)).map(hostOf)
  if (hosts.length > 0) received.set(name, hosts)
}

/** A statement without the values it sends back to the host that handed them out. */
const withoutOwnValues = (text: string, received: Map<string, ReadonlyArray<string>>): string => {
  if (received.size === 0) return text
  const hosts = urlsOf(text).map(hostOf)
  if (hosts.length === 0) return text
  let kept = text
  for (const [name, from] of received)
    if (hosts.every((host) => from.includes(host))) kept = kept.replace(new RegExp(`\\$\\{?${name}\\b\\}?`, "g"), " ")
  return kept
}

/** One line of the secret flow; true when it produced a hit. */
const flowSecretLine = (
  lines: ReadonlyArray<string>,
  index: number,
  line: string,
  secrets: Tracker,
  dumps: Tracker,
  destructured: Set<string>,
  received: Map<string, ReadonlyArray<string>>,
  hits: Array<Hit>
): boolean => {
  const destructuring = secretDestructuring.exec(line)?.[1]
  for (const name of destructuring?.split(",") ?? []) destructured.add(name.trim())
  if (credentialBinding.test(line)) for (const bound of line.matchAll(boundName)) destructured.add(bound[1] ?? "")
  for (const name of destructured) secrets.names.add(name)
  const isDns = dnsSink.test(line)
  const isNetwork = !isDns && networkSink.test(line)
  if (isNetwork || isDns) {
    const text = withoutOwnValues(withoutBindings(statement(lines, index)), received)
    const sent = secretSent(text, secrets)
    const unauthenticated = text.replace(authentication, " ")
    const carries = sent.bulk || secretVariable.test(unauthenticated) || secrets.refersTo(unauthenticated)
    const leaks =
      (sent.any && carries && (sent.bulk || !toOwnApi(text))) ||
      // a dump is sent out wherever the request carries it, a header included
      // (its name tells nothing of where it may go: only an official API of a secret's own service is no leak)
      (dumps.refersTo(text) && !toOfficialApi(text))
    if (leaks) {
      hits.push({
        rule: isDns ? "VS-EXF-007" : "VS-EXF-006",
        line: index,
        position: Math.max(0, line.search(isDns ? dnsSink : networkSink))
      })
      return true
    }
  }
  const unauthenticatedLine = line.replace(authentication, " ")
  if (
    bulkSource.test(unauthenticatedLine) ||
    secretVariable.test(unauthenticatedLine) ||
    secrets.refersTo(unauthenticatedLine)
  ) {
    propagate(line, secrets)
    // an entry of a literal spread over lines (`"auth": checkout_auth(),` inside `point = {`): the literal's name holds it
    if (assignment.exec(line) === null) {
      const holder = enclosingAssignment(lines, index)
      if (holder !== undefined) secrets.names.add(holder)
    }
  }
  if (isNetwork) receivedValue(lines, index, line, received)
  if (dumpSource.test(line) || dumps.refersTo(line)) {
    propagate(line, dumps)
    for (const name of dumps.names.order) secrets.names.add(name)
  }
  return false
}
