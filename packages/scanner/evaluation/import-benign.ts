// One-off importer of the benign half of the evaluation set: copies SKILL.md and the
// scripts of real public skills from local clones of public repositories into
// `samples/benign/<repo>--<skill>/`, and records source repository, commit, path and
// licence in `benign.json`. Run: node import-benign.ts <folder holding owner+name/repo clones>
// Skills whose licence is not an open-source licence are skipped.
// `--append`: keeps the skills already imported (their clones may have moved on) and adds
// the skills of `appended` whose repository is not recorded yet after them; ids and splits
// of earlier skills do not change.
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"

/** `every`: keeps every nth skill; `under`: only the skills below this folder. */
type Source = { readonly repo: string; readonly every?: number; readonly under?: string }
const sources: ReadonlyArray<Source> = [
  { repo: "anthropics/skills" },
  { repo: "openai/skills" },
  { repo: "obra/superpowers" },
  { repo: "hashicorp/agent-skills" },
  { repo: "trailofbits/skills" },
  { repo: "K-Dense-AI/claude-scientific-skills" },
  { repo: "wshobson/agents" },
  { repo: "ComposioHQ/awesome-claude-skills", every: 25 }
]
/** Program code by its extension: scripts and sources of a fetched repository stay out of the set. */
const programCode =
  /\.(py|sh|bash|zsh|fish|js|mjs|cjs|ts|tsx|jsx|rb|go|ps1|psm1|bat|cmd|rs|java|kt|php|pl|lua|swift|c|cc|cpp|h|hpp|cs|r|R|jl|dart|ex|exs|scala|groovy|vue|svelte)$/

/** Imported later (issue 13 recall work), appended after the first import. */
const appended: ReadonlyArray<Source> = [
  { repo: "getsentry/skills" },
  { repo: "UiPath/skills" },
  { repo: "anthropics/claude-plugins-official" },
  { repo: "supabase/agent-skills" },
  { repo: "github/awesome-copilot", every: 5 },
  { repo: "mukul975/Anthropic-Cybersecurity-Skills", every: 16 },
  // second append (issue 13, false-positive work): a vendor's plugin skills, community
  // collections and DevOps skills that legitimately use curl, ssh, docker and installers
  { repo: "anthropics/knowledge-work-plugins", every: 4 },
  { repo: "mhattingpete/claude-skills-marketplace" },
  { repo: "alirezarezvani/claude-skills", every: 8 },
  { repo: "terrylica/cc-skills", every: 3 },
  // third append (false positives on collections never tuned against): vendors' official
  // skills (observability, databases, cloud, mobile, SDKs) and large community collections;
  // `under` keeps one copy where a repository ships the same skills twice (plugins and
  // skills folders, backups)
  { repo: "davila7/claude-code-templates", every: 12 },
  { repo: "jeremylongshore/claude-code-plugins-plus", every: 10, under: "plugins/" },
  { repo: "PostHog/skills", every: 4, under: "skills/posthog/all/" },
  { repo: "elastic/agent-skills", every: 2, under: "skills/" },
  { repo: "datadog-labs/agent-skills", every: 2 },
  { repo: "daymade/claude-code-skills", every: 4 },
  { repo: "expo/skills", every: 2, under: "plugins/" },
  { repo: "firebase/agent-skills" },
  { repo: "openai/openai-agents-python" },
  { repo: "vercel/ai", under: "skills/" },
  { repo: "mongodb/agent-skills" },
  { repo: "posit-dev/skills" },
  { repo: "czlonkowski/n8n-skills" },
  { repo: "google-gemini/gemini-skills" },
  { repo: "callstackincubator/agent-skills" },
  { repo: "dagster-io/skills" },
  { repo: "neondatabase/agent-skills" },
  { repo: "stripe/agent-toolkit" },
  // fourth append: collections never tuned against, measured before any rule change;
  // OpenClaw/ClawHub community skills (the ClawHub archive, the bundled skills of
  // clawdbot, community collections whose skills carry their own licence) and vendors'
  // official skills
  { repo: "openclaw/skills", every: 14 },
  { repo: "clawdbot/clawdbot" },
  { repo: "microsoft/skills-for-fabric", under: "skills/" },
  { repo: "microsoft/skills-for-copilot-studio", every: 2 },
  { repo: "browserbase/skills" },
  { repo: "netlify/context-and-tools", under: "skills/" },
  { repo: "sundial-org/awesome-openclaw-skills" },
  { repo: "clawbotai/openclaw-skills" },
  { repo: "navii29/openclaw-skills" },
  // fifth append: collections never tuned against, measured before any rule change;
  // vendors' official skills (data platforms, graph databases, observability, site
  // builders, Microsoft's customer-advisory submissions) and community
  // collections; `under` keeps one copy where a repository ships the same skills twice
  { repo: "wix/skills" },
  { repo: "tenzir/skills" },
  { repo: "microsoft/cat-agent-skills", every: 3 },
  { repo: "datarobot-oss/datarobot-agent-skills", under: "skills/" },
  { repo: "neo4j-contrib/neo4j-skills", every: 2 },
  { repo: "ollygarden/opentelemetry-agent-skills", under: "skills/" },
  { repo: "RelationalAI/rai-agent-skills", under: "plugins/" },
  { repo: "muratcankoylan/Agent-Skills-for-Context-Engineering", under: "skills/" },
  { repo: "tech-leads-club/agent-skills", every: 3 },
  { repo: "oaustegard/claude-skills", every: 3, under: "plugins/" },
  { repo: "jamditis/claude-skills-journalism", every: 2 },
  { repo: "secondsky/claude-skills", every: 7, under: "plugins/" },
  { repo: "takusaotome/claude-skills-library", every: 4 },
  { repo: "robomotionio/robomotion-skills" },
  // sixth append: collections never tuned against, measured before any rule change;
  // vendors' official skills (.NET, databases, feature flags, design tools, a CMS) and
  // large community collections; `under` keeps one copy where a repository ships the
  // same skills twice or keeps templates and its own tooling's skills beside them
  { repo: "affaan-m/everything-claude-code", every: 4, under: "skills/" },
  { repo: "softaworks/agent-toolkit", under: "skills/" },
  { repo: "Orchestra-Research/AI-research-SKILLs", every: 2 },
  { repo: "Jeffallan/claude-skills", every: 2 },
  { repo: "jezweb/claude-skills", under: "skills/" },
  { repo: "dotnet/skills", under: "plugins/" },
  { repo: "coreyhaines31/marketingskills", every: 2 },
  { repo: "antfu/skills" },
  { repo: "google-labs-code/stitch-skills" },
  { repo: "ClickHouse/agent-skills" },
  { repo: "mcollina/skills" },
  { repo: "launchdarkly/agent-skills" },
  { repo: "sanity-io/agent-toolkit" },
  { repo: "kepano/obsidian-skills" },
  // seventh append: collections never tuned against, measured before any rule change;
  // vendors' official skills (Redis, Temporal, Cua) and community collections (framework
  // standards, Drupal, Elixir/Rust/Zig tooling, game assets, smart-contract auditing);
  // `under` keeps one copy where a repository ships the same skills two or three times
  // (`.github/skills`, `.agent/skills`, a plugin folder) or keeps test fixtures beside them
  { repo: "HoangNguyen0403/agent-skills-standard", every: 4, under: "skills/" },
  { repo: "vinnie357/claude-skills", every: 3 },
  { repo: "SylphxAI/skills", every: 2 },
  { repo: "wildcat-finance/skills", under: "plugins/" },
  { repo: "yigitkonur/skills-by-yigitkonur", every: 2, under: "skills/" },
  { repo: "simota/agent-skills", every: 2 },
  { repo: "camoa/claude-skills", every: 2 },
  { repo: "joeblackwaslike/agent-skills", every: 2 },
  { repo: "fstubner/agent-skills", under: "skills/" },
  { repo: "Kntnt/skills" },
  { repo: "mblode/agent-skills" },
  { repo: "trycua/cua" },
  { repo: "redis/agent-skills" },
  { repo: "temporalio/skill-temporal-developer" },
  // eighth append: collections never tuned against, measured before any rule change;
  // DevOps and cloud-security skills, a Salesforce collection, generated API-connector
  // skills, Japanese and Chinese skills and personal collections; `under` keeps one copy
  // where a repository ships the same skills twice (Gaku52: the Japanese copy) or keeps
  // test fixtures beside them
  { repo: "akin-ozer/cc-devops-skills" },
  { repo: "msaad00/cloud-ai-security-skills", every: 4 },
  { repo: "PranavNagrecha/AwesomeSalesforceSkills", every: 25 },
  { repo: "oomol-lab/skills", every: 35 },
  { repo: "melodic-software/claude-code-plugins", every: 3, under: "plugins/" },
  { repo: "kouko/monkey-skills", every: 6 },
  { repo: "tdimino/claude-code-minoan", every: 3, under: "skills/" },
  { repo: "eaglesakura/agent-skills", every: 2 },
  { repo: "Gaku52/claude-code-skills", every: 2, under: "ja/" },
  { repo: "voku/agent-skills" },
  { repo: "gohypergiant/agent-skills", every: 2 },
  { repo: "cyanxxy/nl-tax-agent-skills" },
  { repo: "mackysoft/agent-skills", under: ".agents/skills/" },
  { repo: "cangjielanguage-sig/CangjieSkills" },
  // ninth append: collections never tuned against, measured before any rule change;
  // identity and cloud-security documentation, product-management and finance skills,
  // SEO, science, open-data and Terraform skills, Chinese, Korean and Portuguese skills;
  // `under` keeps one copy where a repository ships the same skills three times
  // (pm-claude-skills: `skills/`, `plugins/` and an OpenClaw export)
  { repo: "vinayaklatthe/microsoft-security-skills" },
  { repo: "mohitagw15856/pm-claude-skills", every: 25, under: "skills/" },
  { repo: "mark-nienaber/ping-agent-skills", every: 2 },
  { repo: "himself65/finance-skills" },
  { repo: "georgefin/seo-geo-claude-skills" },
  { repo: "onescience-ai/OneSkills" },
  { repo: "frederico-kluser/dwarf-fortress-agent-skills" },
  { repo: "EvanLee2004/finance-skills" },
  { repo: "ashwinvis/scb-opendata-skills" },
  { repo: "modelstudioai/skills" },
  { repo: "ether-moon/hotwire-frontend-skills" },
  { repo: "haemiru/KR-Data-Skills" },
  { repo: "senad-d/terraform-skills" },
  { repo: "zscaler/zscaler-terraform-skills" },
  // tenth append: collections never tuned against, measured before any rule change;
  // Chinese cloud vendors' skills (Huawei Cloud's official set, Alibaba Cloud, Tencent
  // Cloud), SRE, Terraform, AWS-operations and security skills, geoscience, Wikipedia and
  // Chinese banking skills, German law, Spanish marketing and Portuguese engineering
  // translations, Shopware, Chromium performance, Swift/SQLite and a Japanese Oracle skill;
  // `under` keeps one copy where a repository ships the same skills twice (alicloud-skills:
  // `tests/`; financial-ai-skills: `skills-phase2/`) or keeps its own tooling beside them
  { repo: "huaweicloud/huaweicloud-skills", every: 3 },
  { repo: "cinience/alicloud-skills", every: 3, under: "skills/" },
  { repo: "buhaiqing/qcloud-skills", every: 2 },
  { repo: "anyshift-io/sre-skills" },
  { repo: "kdcllc/azure-terraform-skills" },
  { repo: "Atom-oh/oh-my-cloud-skills", under: "plugins/" },
  { repo: "kalshamsi/claude-security-skills" },
  { repo: "marcusquinn/aidevops" },
  { repo: "SteadfastAsArt/geoscience-skills", every: 2 },
  { repo: "fuzheado/Wikipedia-AI-Skills", every: 2 },
  { repo: "yuzhaopeng-up/financial-ai-skills", every: 3, under: "skills/" },
  { repo: "borghei/AI-Skills-German-Law", every: 7 },
  { repo: "eduardoyepezo/marketing-skills-es", every: 2 },
  { repo: "matheusdmlopes/skills-ptbr" },
  { repo: "BrocksiNet/ai-skills-shopware" },
  { repo: "pmeenan/ai-skills" },
  { repo: "sitapix/sqlitedata-swift-skills" },
  { repo: "engchina/oracle-db-skills-ja" },
  // eleventh append: collections never tuned against, measured before any rule change;
  // DevOps and operations skills (observability, Kubernetes, Helm, SSH, Docker, Terraform,
  // Zabbix runbooks), Chinese offensive-security and operations skills, accounting
  // (Malaysian-style engagements, Australian and Swedish bookkeeping) and finance
  // operations, medical skills, process-engineering simulation, Unity game development,
  // Flutter/Dart and Android, a Japanese business and a Korean sales-leadership collection;
  // `under` keeps the skills folder where a repository keeps a template beside it; left out:
  // xiao0sun/Unity-Skills (a copy of Besty0728/Unity-Skills), NVIDIA/digital-health-skills
  // (CC-BY-4.0), leogallego/claude-ansible-skills (GPL), aliyun/alibabacloud-aiops-skills,
  // sakiphan/claude-devops-skills, googleSandy/secops-skills, yuquanliu1-dot/devops-skills,
  // martclau/security-skills, AndrewDzzz/MLSecOps-Skills, tosin2013/rhel-devops-skills-cli,
  // rht-alexlee/aiops-aap-sre-skills-pack, igs-paddyyang-tw/ark-agent-skills and
  // kim-song-jun/agent-skill (no licence file for their skills), charlieviettq/awesome-agent-skill
  // and j4flmao/agent-skills (large aggregations of other collections); mo-Security-Skills'
  // licence file is headed "MIT License" over an Apache-2.0 notice and is recorded as Apache-2.0
  { repo: "StaffOps/staffops-skills", every: 7, under: "skills/" },
  { repo: "zxygeitio/mo-Security-Skills", every: 3 },
  { repo: "cynco-labs/ai-accounting-skills", every: 3 },
  { repo: "equinor/neqsim-community-skills", every: 2 },
  { repo: "Besty0728/Unity-Skills", every: 3 },
  { repo: "Open-Medica/open-medical-skills", every: 2 },
  { repo: "Hantous21/trailwise-finance-ops-skills", every: 2 },
  { repo: "alisheraxmedov/flutter-skills", every: 2 },
  { repo: "seokheejang/claude-ops-skills", under: "skills/" },
  { repo: "rcosteira79/android-skills" },
  { repo: "erp-mafia/swedish-accounting-skills" },
  { repo: "ryanduguid/australian-accounting-skills" },
  { repo: "BerBai/devops-skills" },
  { repo: "create-aquarius/business-skills-ja" },
  { repo: "DustinYoon/cro-skills-ko" },
  { repo: "huanghfzhufeng/ops-skills" },
  { repo: "ddrugeon/devops-skills" },
  { repo: "freedeaths/tidbcloud-skills" },
  // twelfth append: collections never tuned against, measured before any rule change;
  // legal skills (Chinese practice and a Chinese translation of Claude for Legal, Australian
  // law), vendors' skills (JD Cloud, AWS operations, Amazon market data, RongCloud, Stream's
  // iOS SDK, a healthcare API, Microsoft 365 Copilot), Business Central AL, trading, FinOps,
  // NIST and backend-security audits, data science, French (writing and marketing, prompt
  // tooling), Korean writing, Spanish construction and Portuguese Git-hygiene skills; only
  // the MIT-licensed skills of cat-xierluo/legal-skills are kept (the others carry CC BY-NC
  // licences); `under` keeps the skills folder where a repository keeps examples (a second
  // copy) beside it; left out: sscodeai/skills-ja-JP (an untranslated copy of mattpocock's
  // skills), gerrardLT/multi-useful-skills-zh (non-ASCII paths the importer cannot read),
  // julianelino/corporate-ai-skills-br (all rights reserved),
  // thoughtspot/thoughtspot-agent-skills (a proprietary EULA), dpearson2699/swift-ios-skills
  // (GPL), Maslennikov-Anton/codex-skills (only its copies of OpenAI's system skills carry a
  // licence), imgly/agent-skills, vercel-labs/agent-skills, cloudflare/skills,
  // DaoCloud/daocloud-skills, anmolnagpal/cloud-skills, meschinidino/hermes-finance-skills,
  // yearn/webops-skills, weberwang/flutter-skills,
  // tangjia1986gz-lab/causal-ml-skills, zainknoman/Temenos-Skills and
  // mgoericke/claude-skills-devcontainer (no licence file), notEhEnG/finance-skills (one skill
  // shipped ten times in `dist/`); yonikremer/claude-data-skills adapts a few of superpowers'
  // workflow skills beside its own data-science skills; aws-samples' MIT No Attribution licence
  // is recorded as MIT
  { repo: "cat-xierluo/legal-skills" },
  { repo: "MapleEve/legal-skills-cn", every: 4 },
  { repo: "l0cka/legal-skills", every: 2 },
  { repo: "buhaiqing/jdcloud-skills" },
  { repo: "tradermonty/claude-trading-skills", every: 2, under: "skills/" },
  { repo: "florianferry/claude-skills-fr", every: 2 },
  { repo: "yonikremer/claude-data-skills", every: 2, under: "src/skills/" },
  { repo: "fernandoartalf/AL-Copilot-Skills-Collection" },
  { repo: "SerendipityOneInc/ZooData-Skills" },
  { repo: "ismax-ai/claude-code-skills-fr" },
  { repo: "souzavinny/backend-security-skills" },
  { repo: "DaleSeo/korean-skills" },
  { repo: "sebastienlevert/m365-copilot-skills" },
  { repo: "mi-obra/open-construction-skills-es" },
  { repo: "aws-samples/sample-corgiro-aws-ops-skills" },
  { repo: "rongcloud/rongcloud-skills" },
  { repo: "GetStream/stream-ios-skills" },
  { repo: "PhenoML/phenoml-skills" },
  { repo: "OptimNow/cloud-finops-skills" },
  { repo: "ethanolivertroy/nist-cybersecurity-skills" },
  { repo: "scharonvargas/vibe-code-skills-br" }
]
/**
 * Skills of the sources above that are not benign, read after the fourth append was scanned
 * (`repository:folder`); they stay out of the benign set. The fifth append's flagged skills
 * were read too, and so were the sixth's, the seventh's and the eighth's: none was malicious.
 */
const skipped: ReadonlySet<string> = new Set([
  // ClawHavoc: "requires openclawcli", a password-protected zip from a stranger's GitHub
  // release for Windows and a glot.io snippet to paste into Terminal for macOS
  "openclaw/skills:skills/hightower6eu/poly",
  "openclaw/skills:skills/jordanprater/youtube-summarize",
  // a weather skill whose script reads ~/.clawdbot/.env and posts it to webhook.site
  "openclaw/skills:skills/rjnpage/rankaj",
  // a security scanner's test fixture: an attack by design (DNS exfiltration of the config)
  "openclaw/skills:skills/c-goro/skillguard/test-fixtures/evasive-12-multi-stage"
])
const kept = /\.(md|sh|bash|py|js|mjs|cjs|ts|ps1|ya?ml|txt)$/i
const maxFileBytes = 24 * 1024
const maxSkillBytes = 40 * 1024
const maxFiles = 6

const append = process.argv.includes("--append")
const clones = process.argv.slice(2).find((argument) => !argument.startsWith("--")) ?? "/work/.mirror"
const here = import.meta.dirname
const target = join(here, "samples", "benign")
if (!append) rmSync(target, { recursive: true, force: true })

const licenceOf = (text: string): string | undefined => {
  if (/All rights reserved/i.test(text) && !/Apache|MIT License|Permission is hereby granted/i.test(text)) return undefined
  if (/Apache License/i.test(text)) return "Apache-2.0"
  if (/MIT License|Permission is hereby granted, free of charge/i.test(text)) return "MIT"
  if (/Mozilla Public License/i.test(text)) return "MPL-2.0"
  if (/Attribution-ShareAlike 4\.0/i.test(text)) return "CC-BY-SA-4.0"
  if (/BSD/i.test(text)) return "BSD"
  return undefined
}

const entries: Array<Record<string, string>> = append
  ? JSON.parse(readFileSync(join(here, "benign.json"), "utf8"))
  : []
// `--append` adds only the sources not recorded yet, so earlier appends keep their ids
const recorded = new Set(entries.map((entry) => entry.repo))
for (const { repo, every, under } of append ? appended.filter(({ repo }) => !recorded.has(repo)) : [...sources, ...appended]) {
  const git = join(clones, repo.replace("/", "+"), "repo")
  const run = (...args: Array<string>) => execFileSync("git", ["-C", git, ...args], { maxBuffer: 1 << 28 })
  const commit = run("rev-parse", "HEAD").toString().trim()
  const paths = run("ls-tree", "-r", "--name-only", "HEAD").toString().split("\n").filter(Boolean)
  const show = (path: string) => run("show", `HEAD:${path}`)
  const present = (path: string) => {
    try {
      run("cat-file", "-e", `HEAD:${path}`)
      return true
    } catch {
      return false
    }
  }
  const rootLicence = paths.find((path) => /^LICEN[CS]E(\.\w+)?$/i.test(path))
  const skills = paths
    .filter((path) => /(^|\/)SKILL\.md$/.test(path) && path.startsWith(under ?? ""))
    .sort()
  for (const [index, manifest] of skills.entries()) {
    if (every !== undefined && index % every !== 0) continue
    const folder = dirname(manifest)
    if (skipped.has(`${repo}:${folder}`)) continue
    const prefix = folder === "." ? "" : `${folder}/`
    // the nearest licence file: the skill's own, a plugin folder's above it, the repository's
    const own = folder
      .split("/")
      .map((_, depth, parts) => `${parts.slice(0, parts.length - depth).join("/")}/`)
      .map((above) => paths.find((path) => path.startsWith(above) && /^LICEN[CS]E(\.\w+)?$/i.test(path.slice(above.length))))
      .find((path) => path !== undefined)
    const licenceFile = own ?? rootLicence
    const licence = licenceFile === undefined ? undefined : licenceOf(show(licenceFile).toString())
    if (licence === undefined) continue
    const files = paths
      .filter((path) => path.startsWith(prefix) && kept.test(path) && !/LICEN[CS]E/i.test(path))
      .filter((path) => path === manifest || !path.slice(prefix.length).includes("SKILL.md"))
      .sort((a, b) => (a === manifest ? -1 : b === manifest ? 1 : a.localeCompare(b)))
    let total = 0
    const chosen: Array<{ path: string; bytes: Buffer }> = []
    for (const path of files) {
      if (chosen.length >= maxFiles) break
      // program code of a fetched repository is never copied, only its documents and data (the first
      // five appends were made before this rule and still hold some): docs/decisions.md,
      // "Scanner detection, seventh pass"
      if (programCode.test(path)) continue
      // a snapshot leaves out only its largest files, which are over the size cap anyway
      const bytes = path === manifest ? show(path) : present(path) ? show(path) : undefined
      if (bytes === undefined) continue
      const limit = path === manifest ? 4 * maxFileBytes : maxFileBytes
      if (bytes.length > limit || (path !== manifest && total + bytes.length > maxSkillBytes)) continue
      // nested skills of a plugin folder belong to their own sample
      if (path !== manifest && paths.some((other) => other !== manifest && other.endsWith("/SKILL.md") && other.startsWith(prefix) && path.startsWith(dirname(other) + "/"))) continue
      total += bytes.length
      chosen.push({ path, bytes })
    }
    // a manifest over the size cap leaves nothing to scan: the skill is skipped
    if (chosen[0]?.path !== manifest) continue
    // a skill at the repository's root is named after the repository
    const leaf = folder === "." ? repo.split("/")[1] : folder.split("/").at(-1)
    const name = `${repo.split("/")[0]}--${(leaf ?? "root").replace(/[^\w.-]/g, "_")}`.toLowerCase()
    let id = name
    for (let n = 2; entries.some((entry) => entry.id === id); n++) id = `${name}-${n}`
    for (const file of chosen) {
      const out = join(target, id, file.path.slice(prefix.length))
      mkdirSync(dirname(out), { recursive: true })
      writeFileSync(out, file.bytes)
    }
    const split = (createHash("sha256").update(id).digest()[0] ?? 0) % 3 === 0 ? "holdout" : "tuning"
    entries.push({ id, verdict: "benign", split, repo, commit, path: folder, licence })
  }
}
writeFileSync(join(here, "benign.json"), `${JSON.stringify(entries, null, 1)}\n`)
console.log(`${entries.length} benign skills`)
