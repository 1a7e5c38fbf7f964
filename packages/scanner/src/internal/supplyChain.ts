/**
 * Supply-chain checks of package installs (`VS-SC-001` to `VS-SC-003`): names one edit
 * (insertion, deletion, substitution or transposition) away from a popular package,
 * installs from raw URLs or unpinned git references, and package indexes other than
 * the official ones.
 *
 * The popular lists are compact: the most-installed names of npm and PyPI (public
 * download rankings), plus real packages that sit one edit away from another popular
 * one (`scipy`/`scapy`), so neither is reported.
 */

import { mentionedElsewhere } from "./context.ts"
import type { Hit } from "./detectors.ts"
import { type LineIndex, linesMatching, register } from "./lineIndex.ts"
import { isOfficialIndex, urlsOf } from "./official.ts"

const popularPython = `requests urllib3 boto3 botocore numpy pandas setuptools six python-dateutil certifi idna charset-normalizer
typing-extensions pyyaml packaging s3transfer cryptography pip wheel attrs aiobotocore fsspec s3fs pydantic pydantic-core
jmespath protobuf cffi pycparser platformdirs jinja2 markupsafe click rsa pyasn1 google-api-core importlib-metadata zipp
filelock virtualenv pytz colorama tomli wrapt pyjwt jsonschema pluggy pytest grpcio googleapis-common-protos decorator
requests-oauthlib oauthlib sqlalchemy psutil pyparsing aiohttp multidict yarl frozenlist aiosignal async-timeout
beautifulsoup4 soupsieve lxml pillow scipy scapy matplotlib scikit-learn sklearn tqdm openpyxl werkzeug flask django
fastapi starlette uvicorn httpx httpcore anyio sniffio h11 tensorflow torch torchvision torchaudio keras transformers
tokenizers huggingface-hub safetensors datasets pyarrow redis pymongo psycopg2 psycopg2-binary psycopg mysqlclient
docutils sphinx black isort flake8 mypy pylint coverage tox nose mock paramiko pexpect ptyprocess regex markdown rich
typer pygments tabulate toml tomlkit openai anthropic langchain langchain-core tiktoken google-auth gunicorn celery
kombu billiard networkx sympy mpmath seaborn plotly dash statsmodels xgboost lightgbm catboost nltk spacy gensim
opencv-python selenium playwright scrapy pyopenssl docker kubernetes ansible fabric invoke marshmallow arrow pendulum
dateutils python-dotenv dotenv simplejson ujson orjson msgpack cachetools more-itertools pyzmq tornado websocket-client
websockets greenlet gevent setuptools-scm pbr future pycryptodome pycrypto bcrypt passlib argon2-cffi itsdangerous
biopython pysam rdkit pymatgen ase astropy numba numexpr h5py tables xarray dask distributed polars duckdb sqlparse
pypdf pypdf2 pdfplumber pdfminer-six reportlab python-docx python-pptx xlsxwriter xlrd openai-whisper
ruamel-yaml jsonpatch jsonpointer uv poetry pipenv hatch hatchling flit twine build nox pre-commit pyright ruff
pytest-cov pytest-mock pytest-asyncio hypothesis faker factory-boy freezegun responses httpretty vcrpy
boto moto awscli azure-core azure-identity azure-storage-blob google-cloud-storage google-cloud-bigquery
streamlit gradio jupyter notebook ipython ipykernel jupyterlab nbformat nbconvert traitlets tornado pyzmq
colorlog loguru structlog sentry-sdk prometheus-client opentelemetry-api grpcio-tools mlflow wandb optuna
einops accelerate peft bitsandbytes sentencepiece onnx onnxruntime jax jaxlib flax optax chex cython pybind11
shap lime umap-learn hdbscan pynndescent igraph leidenalg scanpy anndata mudata squidpy cellxgene pydeseq2
latch modal pulumi torch-geometric pyg-lib torch-scatter torch-sparse torch-cluster requests-toolbelt requests-mock urllib3-secure-extra pyopenssl ndg-httpsclient idna-ssl attrs cattrs`

const popularJavascript = `lodash chalk react react-dom express commander debug axios moment tslib request async uuid
fs-extra glob semver minimist yargs mkdirp rimraf colors inquirer bluebird underscore classnames prop-types vue
webpack babel-core typescript eslint prettier jest mocha chai sinon jquery dotenv body-parser cors cookie-parser
morgan nodemon ws socket.io redis mongoose mongodb pg mysql mysql2 sequelize knex dayjs date-fns luxon rxjs
zod yup joi ajv qs node-fetch cross-fetch got superagent cheerio puppeteer playwright jsdom marked handlebars ejs
pug nunjucks mustache next nuxt vite rollup esbuild parcel gulp grunt browserify karma tap ava vitest
chokidar ora cli-progress boxen figlet yaml js-yaml xml2js fast-xml-parser csv-parse papaparse xlsx pdfkit sharp
jimp canvas bcrypt bcryptjs jsonwebtoken passport helmet compression multer nodemailer winston pino bunyan
graphql apollo-server prisma typeorm class-validator reflect-metadata inversify angular svelte solid-js preact
redux react-redux mobx zustand immer styled-components emotion tailwindcss postcss autoprefixer sass less
core-js regenerator-runtime @babel/core @babel/preset-env @types/node @types/react ts-node tsx execa cross-env
concurrently npm-run-all husky lint-staged commitizen standard-version semantic-release lerna nx turbo pnpm yarn
npm create-react-app create-next-app create-vite electron electron-builder serve http-server live-server
open opn shelljs zx listr2 enquirer prompts kleur picocolors nanoid shortid faker @faker-js/faker lru-cache
node-cache ioredis bull bullmq amqplib kafkajs aws-sdk @aws-sdk/client-s3 firebase firebase-admin stripe twilio
openai @anthropic-ai/sdk langchain ethers web3 hardhat truffle ganache mongoose-paginate left-pad is-odd is-even
event-stream flatmap-stream ua-parser-js coa rc node-ipc colors-js faker-js cross-env-shell discord.js
@modelcontextprotocol/sdk @modelcontextprotocol/server-filesystem @modelcontextprotocol/server-github
@modelcontextprotocol/server-memory @modelcontextprotocol/server-fetch @modelcontextprotocol/server-puppeteer
@modelcontextprotocol/server-brave-search @modelcontextprotocol/server-postgres @modelcontextprotocol/server-sqlite
@modelcontextprotocol/server-slack @modelcontextprotocol/server-everything @modelcontextprotocol/server-sequential-thinking
@modelcontextprotocol/server-git @modelcontextprotocol/server-gdrive @modelcontextprotocol/server-google-maps mcp-remote ts-jest @testing-library/react storybook three d3 chart.js leaflet
express-session cookie-session csurf http-proxy http-proxy-middleware path-to-regexp mime mime-types
formidable busboy archiver adm-zip unzipper tar jszip clsx class-variance-authority tailwind-merge lucide-react
next-themes radix-ui shadcn react-router react-router-dom react-query @tanstack/react-query swr framer-motion motion
remotion playwright puppeteer cypress turbo nx lerna changesets`

/** The most-downloaded Rust crates (`cargo add` / `cargo install`), so that one of them is never taken for an imitation. */
const popularRust = `serde serde_json serde_derive tokio clap rand regex anyhow thiserror reqwest hyper axum tracing
tracing-subscriber chrono itertools log syn quote proc-macro2 futures bytes once_cell lazy_static libc bitflags
base64 uuid env_logger tempfile walkdir rayon crossbeam parking_lot toml sha2 hex url http tower actix-web
sqlx diesel ripgrep bat fd-find cargo-edit cargo-watch wasm-bindgen`

const popular = new Set(
  `${popularPython} ${popularJavascript} ${popularRust}`
    .split(/\s+/)
    .filter((name) => name.length > 0)
    .map((name) => normalise(name))
)

function normalise(name: string): string {
  return name.toLowerCase().replace(/[_.]/g, "-")
}

/** Damerau-Levenshtein distance, stopping early above 1. */
const withinOneEdit = (left: string, right: string): boolean => {
  if (left === right) return false
  if (Math.abs(left.length - right.length) > 1) return false
  if (left.length === right.length) {
    const differences: Array<number> = []
    for (let index = 0; index < left.length; index++) {
      if (left[index] !== right[index]) differences.push(index)
      if (differences.length > 2) return false
    }
    if (differences.length === 1) return true
    const [first, second] = differences
    return first !== undefined && second === first + 1 && left[first] === right[second] && left[second] === right[first]
  }
  const [shorter, longer] = left.length < right.length ? [left, right] : [right, left]
  let skipped = false
  for (let index = 0, other = 0; index < shorter.length; other++) {
    if (shorter[index] === longer[other]) index++
    else if (skipped) return false
    else skipped = true
  }
  return true
}

/** Scopes of the most-installed npm packages: a scope one edit away from one of them imitates it. */
const popularScopes = `modelcontextprotocol anthropic-ai openai types babel angular vue aws-sdk google-cloud azure
vercel supabase prisma sentry playwright tanstack nestjs radix-ui mui emotion octokit testing-library eslint
typescript-eslint storybook reduxjs apollo graphql-tools firebase stripe langchain huggingface remotion vueuse
nuxt nrwl vitejs sveltejs remix-run trpc hookform headlessui heroicons fortawesome fontsource expo react-native
shopify clerk upstash neondatabase mdx-js astrojs rollup esbuild biomejs changesets effect tiptap solana
ethersproject cloudflare netlify docusaurus commitlint semantic-release svgr sindresorhus`
  .split(/\s+/)
  .filter((scope) => scope.length > 0)

/** The popular package a name imitates, if any. */
export const typosquatOf = (name: string): string | undefined => {
  const scope = /^@([\w.-]+)\//.exec(name)?.[1]?.toLowerCase()
  if (scope !== undefined && scope.length >= 5 && !popularScopes.includes(scope)) {
    const imitated = popularScopes.find(
      (popularScope) => popularScope.length >= 5 && withinOneEdit(scope, popularScope)
    )
    if (imitated !== undefined) return `@${imitated}`
  }
  const normalised = normalise(name)
  if (normalised.length < 5 || popular.has(normalised)) return undefined
  // `markdown2`, `jinja2`, `boto3`: a major version in the name, not an imitation
  if (/\d$/.test(normalised) && popular.has(normalised.replace(/-?\d+$/, ""))) return undefined
  for (const candidate of popular) {
    if (candidate.length >= 4 && withinOneEdit(normalised, candidate)) return candidate
  }
  return undefined
}

const installCommand =
  /\b(?:pip3?|uv\s+pip|python3?\s+-m\s+pip|pipx|poetry|pdm|conda|mamba)\s+(?:install|add)\b|\bdotnet\s+add\s+package\b|\bInstall-(?:Module|Package|Script)\b|\b(?:npm|pnpm|bun|yarn)\s+(?:install|i|add)\b|\bnpx\s|\bpnpm\s+dlx\b|\bbunx\s|\buvx\s|\bgem\s+install\b|\bcargo\s+(?:install|add)\b|\bgo\s+(?:install|get)\s/
const everyInstallCommand = new RegExp(installCommand.source, "g")
/**
 * An install written as an argument list (`subprocess.run([sys.executable, "-m", "pip",
 * "install", …])`, `execFileSync("npm", ["install", …])`, `exec.Command("pip", "install", …)`,
 * `pip.main(["install", …])`): read as the command line it runs.
 */
const argumentListInstall =
  /["'`](?:pip3?|uv|pipx|npm|pnpm|yarn|bun|gem|cargo|go|poetry|conda)["'`]\s*,\s*\[?\s*["'`](?:install|i|add|-m)["'`]|["'`]-m["'`]\s*,\s*["'`]pip["'`]|\b(?:pip\.main|pipmain|pip_main)\s*\(\s*\[/
const asCommandLine = (line: string): string =>
  line
    .replace(/\bsys\.executable\b|\bpython_exe\b/g, "python")
    .replace(/\b(?:pip\.main|pipmain|pip_main)\s*\(\s*\[\s*["'`]?/g, " pip ")
    .replace(/["'`]\s*,\s*\[?\s*["'`]/g, " ")
    .replace(/\[\s*["'`]|["'`]\s*\]/g, " ")
    .replace(/\(\s*["'`]/g, " ")
const pythonListInstall =
  /["']-m["']\s*,\s*["']pip["']\s*,\s*["']install["']\s*,|\[\s*["']pip3?["']\s*,\s*["']install["']\s*,/

const valueFlag =
  /^(-i|--index-url|--extra-index-url|-r|--requirement|-c|--constraint|--registry|--target|-t|--prefix|--trusted-host|-f|--find-links|-e|--editable|--from|-p|--package|--with|--git|--branch|--tag|--rev|--profile|--features|--path|--root|--python|--filter|-F|--cwd|-C|--dir|--workspace|-w|--version|--index|--group|--extra|--channel|-n|--name)$/

/** Package names of an install command line (flags and their values skipped). */
const packagesOf = (rest: string): ReadonlyArray<string> => {
  const names: Array<string> = []
  const words = rest.split(/[\s,]+/)
  for (let index = 0; index < words.length; index++) {
    const word = (words[index] ?? "").replace(/^["'`[(]+|["'`\])]+$/g, "")
    if (word === "") continue
    if (/^(&&|\|\||;|\||>|#|→|->|<|—|–)/.test(word)) break
    if (/^-/.test(word)) {
      if (valueFlag.test(word)) index++
      continue
    }
    if (/[/:]/.test(word) || (word.startsWith("@") === false && word.includes("@"))) {
      names.push(word.split("@")[0] ?? word)
      continue
    }
    const name = word.replace(/(\[.*\])?((==|>=|<=|~=|!=|>|<|@|\^|~)\S*)?$/, "")
    if (/^[@A-Za-z0-9][\w./@-]*$/.test(name)) names.push(name)
  }
  return names
}

const requirementLine = /^\s*([A-Za-z][\w.-]{2,})\s*(\[[^\]]*\])?\s*(==|>=|<=|~=|!=|>|<)\s*[\w.*]+\s*$/
const rawUrlInstall =
  /\b(?:pip3?|uv\s+pip|python3?\s+-m\s+pip|pipx)\s+install\s+[^\n;&|]*?(?:git\+)?(https?|ssh|git):\/\/\S+|\b(?:npm|pnpm|yarn|bun)\s+(?:install|i|add)\s+[^\n;&|]*?(?:https?:\/\/\S+\.(?:tgz|tar\.gz)|(?:github|gitlab|bitbucket):[\w.-]+\/[\w.-]+|git\+(?:https|ssh):\/\/\S+|(?<![@\w./-])[\w.-]+\/[\w.-]+#[\w./-]+)|\buvx\s+(?:--\S+\s+)*--from\s+["']?git\+\S+|\bcargo\s+install\s+[^\n;&|]*?--git\s+\S+(?:[^\n;&|]*?--(?:rev|tag)\s+\S+)?|\bgo\s+(?:install|get)\s+[^\n;&|]*?@(?:master|main|HEAD|develop|dev)\b|\b(?:npx|bunx|pnpm\s+dlx)\s+(?:--?[\w-]+\s+)*["']?https?:\/\/\S+/
const pinned =
  /@[0-9a-f]{40}\b|#[0-9a-f]{40}\b|#semver:|@v?\d+\.\d+(\.\d+)?\b|#v?\d+\.\d+(\.\d+)?\b|--rev\s+[0-9a-f]{7,40}\b|--tag\s+v?\d+\.\d+/
/** The value of an index flag is an index, not a package from a raw URL (VS-SC-003 judges it). */
const indexFlagValue =
  /(?:--index-url|--extra-index-url|(?<![\w-])-i|--registry|--trusted-host|--find-links|(?<![\w-])-f|--index)(?:\s+|=)["']?[^\s"']+/g
/**
 * A package index set outside an install command: `npm config set registry`, `pip config set
 * global.index-url`, the environment variables the installers read, a registry line written
 * into `.npmrc`/`pip.conf`, or prose telling to point the registry elsewhere.
 */
const indexSetting =
  /\b(?:npm|pnpm|yarn)\s+config\s+set\s+(?:@[\w.-]+:)?registry(?:\s+|=)["']?([^\s"']+)|\bpip3?\s+config\s+set\s+[\w.]*?(?:index-url|extra-index-url)\s+["']?([^\s"']+)|\b(?:PIP_INDEX_URL|PIP_EXTRA_INDEX_URL|UV_INDEX_URL|UV_EXTRA_INDEX_URL|UV_DEFAULT_INDEX|NPM_CONFIG_REGISTRY|npm_config_registry|YARN_REGISTRY|POETRY_REPOSITORIES_\w+_URL)\s*=\s*["']?([^\s"']+)|\b(?:registry|index-url|extra-index-url)\s*=\s*["']?(https?:\/\/[^\s"']+)[^\n]{0,40}?(?:\.npmrc|\.yarnrc|pip\.conf|pip\.ini)\b|\b(?:[Ss]et|[Pp]oint|[Cc]hange|[Ss]witch)\b[^.\n]{0,30}?\b(?:registry|package index|index-url)\b[^.\n]{0,20}?\bto\s+["'`]?(https?:\/\/[^\s"'`]+)|\bpoetry\s+source\s+add\b[^\n]{0,80}?\s(https?:\/\/[^\s"']+)|\bRegister-PS(?:Repository|ResourceRepository)\b[^\n]{0,120}?-(?:SourceLocation|Uri)\s+["']?(https?:\/\/[^\s"']+)|\b(?:nuget\s+sources\s+add|dotnet\s+nuget\s+add\s+source)\b[^\n]{0,80}?(https?:\/\/[^\s"']+)|\bgem\s+sources\s+(?:-a|--add)\s+(https?:\/\/[^\s"']+)|\bconda\s+config\s+--(?:add|prepend|append)\s+channels\s+(https?:\/\/[^\s"']+)|\bGOPROXY\s*=\s*["']?(https?:\/\/[^\s,|"']+)|^\s*(?:extra-)?index-url\s*=\s*["']?(https?:\/\/[^\s"']+)|^\s*--(?:extra-)?index-url(?:\s+|=)["']?(https?:\/\/[^\s"']+)|^\s*source\s+["'](https?:\/\/[^"']+)["']\s*$/
const foreignIndex =
  /(?:--index-url|--extra-index-url|(?<![\w-])-i|--registry|--trusted-host|--find-links|--index)(?:\s+|=)["']?([^\s"']+)|(?:--source|(?<![\w-])-[sc]|--channel|-Source(?:Location)?)(?:\s+|=)["']?(https?:\/\/[^\s"']+)|\b(?:registry|index-url|extra-index-url)\s*=\s*["']?(https?:\/\/[^\s"']+)/

const installGate =
  /\bGOPROXY\b|\bGOSUMDB\s*=\s*["']?off\b|\bGONOSUMDB\b|\bGOFLAGS\s*=\s*["']?-insecure\b|\bGOINSECURE\b|\b(?:pip3?|pipx|npm|pnpm|yarn|bun|gem|cargo|poetry|conda)["'`]\s*,|\b(?:pip\.main|pipmain|pip_main)\s*\(|\bdotnet\s|\bInstall-(?:Module|Package|Script)\b|-SourceLocation\b|\bnuget\s|\b(?:pip3?|pipx|poetry|pdm|conda|mamba|npm|pnpm|bun|yarn|npx|bunx|uvx|gem|cargo)\s|\bgo\s+(?:install|get)\s|["']pip3?["']|requirements[\w-]*\.txt|INDEX_URL|_REGISTRY|npm_config_registry|\bregistry\b|index-url/

register([installGate])

/** An install command a program prints as a hint to its user (`print("Install with: pip install …")`), not one it runs. */
const printedHint = (line: string, at: number): boolean => {
  const hint =
    /\b(?:print|echo|console\.(?:log|error|warn)|Write-(?:Host|Output)|log(?:ger)?\.(?:info|warning|warn|error))\b\s*\(?\s*f?["'`]/.exec(
      line
    )
  return hint !== null && hint.index < at && !/\|\s*(?:ba|z)?sh\b|\$\(|`/.test(line.slice(hint.index, at))
}

/** The name of the repository a git install points at (`owner/name`, `.git` and refs removed). */
const repositoryName = (reference: string): string | undefined =>
  /(?:github|gitlab|bitbucket)(?:\.com|\.org)?[:/][\w.-]+\/([\w.-]+?)(?:\.git)?(?:[@#/\s"'`]|$)|--git\s+\S*\/([\w.-]+?)(?:\.git)?(?:\s|$)/
    .exec(reference)
    ?.slice(1)
    .find((name) => name !== undefined)

/**
 * Positive evidence that an unpinned git install is documented, not slipped in: the file
 * names the repository on at least two other lines (it is the tool the document is about).
 */
const documentedRepository = (lines: ReadonlyArray<string>, at: number, reference: string): boolean => {
  const name = repositoryName(reference)
  return name !== undefined && mentionedElsewhere(lines, at, name, installCommand)
}

export const supplyChainHits = (
  lines: ReadonlyArray<string>,
  lineIndex: LineIndex,
  hits: Array<Hit>,
  requirementsFile: boolean
): void => {
  const candidates = linesMatching(lineIndex, installGate)
  const first = candidates[0]
  if (first === undefined && !requirementsFile) return
  let requirementsBlock = requirementsFile
  // a line the gate matches alone is one where a whole-text match starts (the gate reads no
  // line end around a match): lines off the candidates need no test
  const candidate = new Uint8Array(lines.length)
  for (const line of candidates) candidate[line] = 1
  // a requirements block runs on from its opening line, so every line after the first candidate is read
  for (let index = requirementsFile ? 0 : (first ?? 0); index < lines.length; index++) {
    const original = lines[index] ?? ""
    if (!requirementsBlock && (candidate[index] !== 1 || !installGate.test(original))) continue
    if (/^\s*(#|\/\/)/.test(original)) continue
    const line = argumentListInstall.test(original) ? asCommandLine(original) : original
    const install = installCommand.exec(line)
    if (install !== null || pythonListInstall.test(line)) {
      // every install command of the line (`npm i -g a` then `pip install b`), the first found
      const tails =
        install === null
          ? [{ tail: line.replace(/["',[\]()]/g, " ").replace(/.*\binstall\b/, ""), runner: false }]
          : Array.from(line.matchAll(everyInstallCommand), (match) => ({
              tail: line.slice(match.index + match[0].length),
              runner: /^(npx|bunx|uvx|pnpm\s+dlx)/.test(match[0].trim())
            }))
      const imitation = tails
        .flatMap(({ tail, runner }) => {
          // the command ends at a code span, a shell operator or the end of a sentence
          const names = packagesOf(tail.split(/`|;|&&|\|\||\||\(|\)|\.\s|,\s|#/)[0] ?? "")
          return runner ? names.slice(0, 1) : names
        })
        .map((name) => ({ name, imitated: typosquatOf(name) }))
        .find(({ imitated }) => imitated !== undefined)
      if (imitation?.imitated !== undefined) hits.push(lookAlike(imitation.name, imitation.imitated, line, index))
      const raw = rawUrlInstall.exec(line.replace(indexFlagValue, (value) => " ".repeat(value.length)))
      // a URL that is a package index (a mirror named in passing) is no package from a raw URL
      const rawAddress = raw === null ? "" : (/(?:https?|ssh|git):\/\/(\S+)$/.exec(raw[0])?.[1] ?? "")
      if (raw !== null && !pinned.test(raw[0]) && !isOfficialIndex(rawAddress)) {
        // an unpinned ref of a public forge is an advisory only when the file documents that repository
        const forge = /git\+|github:|gitlab:|bitbucket:|github\.com|gitlab\.com|--git\s|#|\bgo\s/.test(raw[0])
        hits.push({
          rule: "VS-SC-002",
          line: index,
          position: raw.index,
          advisory: (forge && documentedRepository(lines, index, raw[0])) || printedHint(line, raw.index),
          detail: forge ? "unpinned git reference" : "raw URL"
        })
      }
      // the install command's own arguments: up to a code span's end or the next command of the line
      const command =
        install === null ? line : (line.slice(install.index).split(/`|;|&&|\|\||\|(?!\|)|\bthen\b/)[0] ?? "")
      const index_ = foreignIndex.exec(command)
      const url = index_?.[1] ?? index_?.[2] ?? index_?.[3]
      if (index_ !== null && url !== undefined && /^(https?:\/\/|[\w-]+\.[\w.-]+)/.test(url)) {
        const address = url.replace(/^https?:\/\//, "")
        if (!isOfficialIndex(address) && !/^(localhost|127\.|0\.0\.0\.0|\$)/.test(address)) {
          hits.push({
            rule: "VS-SC-003",
            line: index,
            position: line.indexOf(index_[0]),
            detail: urlsOf(`https://${address}`)[0],
            // a wheel index of builds for one accelerator (`…/whl/cu121/`): a project's own GPU builds
            ...(acceleratorWheels.test(address) ? { advisory: true } : {})
          })
        }
      }
    }
    const setting = indexSetting.exec(line)
    const settingUrl = setting?.slice(1).find((value) => value !== undefined)
    if (setting !== null && settingUrl !== undefined && /^(https?:\/\/|[\w-]+\.[\w.-]+)/.test(settingUrl)) {
      const address = settingUrl.replace(/^https?:\/\//, "")
      if (!isOfficialIndex(address) && !/^(localhost|127\.|0\.0\.0\.0|\$)/.test(address)) {
        hits.push({ rule: "VS-SC-003", line: index, position: setting.index, detail: urlsOf(`https://${address}`)[0] })
      }
    }
    const bypass = checksumBypass.exec(line)
    if (bypass !== null)
      hits.push({ rule: "VS-SC-003", line: index, position: bypass.index, detail: "checksum database off" })
    // requirements files written inline (heredoc) or shown as a block
    if (/requirements[\w-]*\.txt/.test(line) && /<<|cat\s*>/.test(line)) requirementsBlock = true
    else if (requirementsBlock && !requirementsFile && /^\s*[A-Z]+\s*$|^```/.test(line)) requirementsBlock = false
    if (requirementsBlock) {
      const direct =
        /^\s*(?:-e\s+)?(git\+(?:https?|ssh):\/\/\S+|https?:\/\/\S+\.(?:whl|tar\.gz|zip))/.exec(line) ??
        // a PEP 508 direct reference: `name @ https://host/name-1.0-py3-none-any.whl`
        /^\s*[A-Za-z][\w.-]*(?:\[[\w,\s-]*\])?\s*@\s*(git\+(?:https?|ssh):\/\/\S+|https?:\/\/\S+\.(?:whl|tar\.gz|zip))/.exec(
          line
        )
      if (direct?.[1] !== undefined && !pinned.test(direct[1])) {
        hits.push({
          rule: "VS-SC-002",
          line: index,
          position: direct.index,
          detail: direct[1].startsWith("git+") ? "unpinned git reference" : "raw URL"
        })
      }
      const requirement = requirementLine.exec(line)
      const imitated = requirement?.[1] === undefined ? undefined : typosquatOf(requirement[1])
      if (requirement?.[1] !== undefined && imitated !== undefined) {
        hits.push({ rule: "VS-SC-001", line: index, position: 0, detail: `${requirement[1]} looks like ${imitated}` })
      }
    }
  }
}

/** A `VS-SC-001` finding: `name`, on `line` (0-based `index`), imitates the popular `imitated`. */
/** A Go module path's owner and name (`github.com/sirupsen/logrus`: sirupsen, logrus; `golang.org/x/crypto`: golang, crypto). */
const moduleParts = (path: string): { readonly owner: string; readonly name: string } => {
  const segments = path.toLowerCase().split("/")
  const host = segments[0] ?? ""
  const owner = /^(github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)$/.test(host)
    ? (segments[1] ?? "")
    : (host.split(".").at(-2) ?? host)
  return { owner, name: segments.at(-1)?.replace(/^v\d+$/, segments.at(-2) ?? "") ?? "" }
}

const goReplace =
  /^\s*(?:replace\s+)?([\w.-]+\.[a-z]{2,}\/[\w./-]+)(?:\s+v[\w.+-]+)?\s*=>\s*([\w.-]+\.[a-z]{2,}\/[\w./-]+)\s+v[\w.+-]+/

/**
 * A Go `replace` directive that swaps a module for a fork under a look-alike owner
 * (`github.com/sirupsen/logrus => github.com/sirupsen-oss/logrus`, `golang.org/x/crypto =>
 * github.com/golang-x-mirror/crypto`): VS-SC-001. A local path, the same owner, or a fork under
 * an unrelated owner (a company's own) is not flagged.
 */
export const goReplaceHits = (lines: ReadonlyArray<string>, hits: Array<Hit>): void => {
  for (const [index, line] of lines.entries()) {
    const replace = goReplace.exec(line)
    if (replace === null) continue
    const original = moduleParts(replace[1] ?? "")
    const replacement = moduleParts(replace[2] ?? "")
    if (original.owner.length < 3 || replacement.owner === original.owner) continue
    const imitates =
      replacement.owner.includes(original.owner) ||
      withinOneEdit(replacement.owner, original.owner) ||
      (replacement.name === original.name && replacement.owner.includes(original.name)) ||
      // a host named after the module (`google.golang.org/grpc => gitea.grpc-backports.io/…`)
      (original.name.length >= 4 && replacement.owner !== original.name && replacement.owner.includes(original.name))
    if (imitates)
      hits.push({
        rule: "VS-SC-001",
        line: index,
        position: Math.max(0, line.indexOf("=>")),
        detail: `${replace[1]} replaced by a fork under a look-alike owner`
      })
  }
}

/**
 * A Gemfile with a second top-level `source` (VS-SC-003): Bundler may then resolve any gem
 * from either server, so the other host can serve its own version of a public gem (Bundler
 * itself warns against it; scoped `source "…" do` blocks are the safe form).
 */
export const gemSourcesHits = (lines: ReadonlyArray<string>, hits: Array<Hit>): void => {
  const sources = lines.flatMap((line, index) => {
    const host = /^source\s+["']https?:\/\/([^/"'\s]+)[^"']*["']\s*(#.*)?$/.exec(line)?.[1]
    return host === undefined ? [] : [{ host: host.toLowerCase(), index }]
  })
  if (sources.length < 2) return
  const other = sources.find(({ host }) => host !== "rubygems.org" && host !== "www.rubygems.org")
  if (other !== undefined)
    hits.push({
      rule: "VS-SC-003",
      line: other.index,
      position: 0,
      detail: `a second global gem source (${other.host})`
    })
}

const lookAlike = (name: string, imitated: string, line: string, index: number): Hit => ({
  rule: "VS-SC-001",
  line: index,
  position: Math.max(0, line.indexOf(name)),
  detail: `${name} looks like ${imitated}`
})

/** A wheel index of builds for one accelerator or toolkit version (`/whl/cu121/`, `/whl/rocm6.0`, `/whl/cpu`). */
const acceleratorWheels = /\/whl\/(cu\d{2,3}|rocm[\d.]+|cpu|xpu)(\/|$)/

/** Go's checksum database turned off or bypassed: modules are no longer checked against it. */
const checksumBypass =
  /\bGOSUMDB\s*=\s*["']?off\b|\bGONOSUMDB\s*=\s*["']?\*|\bGOFLAGS\s*=\s*["']?-insecure\b|\bGOINSECURE\s*=\s*["']?\*/

/**
 * A package source declared in a manifest or config section: `[[tool.uv.index]]`,
 * `[[tool.poetry.source]]`, `[[tool.pdm.source]]`, Cargo's `[source.<name>]` and
 * `[registries.<name>]`. Its `url`/`registry`/`index` key is read until the next section.
 */
const indexSection =
  /^\s*\[\[?\s*(?:tool\.uv\.index|tool\.poetry\.source|tool\.pdm\.source|source\.[\w-]+|registries\.[\w-]+)\s*\]\]?\s*$/
const sectionHeader = /^\s*\[/
const sourceAddress = /^\s*(?:url|registry|index)\s*=\s*["'](?:sparse\+|registry\+)?(https?:\/\/[^"']+)["']/

/** `VS-SC-003` for every package source of a manifest or config section that is not an official index. */
export const indexSectionHits = (lines: ReadonlyArray<string>, hits: Array<Hit>): void => {
  let inSection = false
  for (const [index, line] of lines.entries()) {
    if (sectionHeader.test(line)) {
      inSection = indexSection.test(line)
      continue
    }
    const address = inSection ? sourceAddress.exec(line)?.[1] : undefined
    if (address === undefined) continue
    const bare = address.replace(/^https?:\/\//, "")
    if (!isOfficialIndex(bare) && !/^(localhost|127\.|0\.0\.0\.0|\$)/.test(bare)) {
      hits.push({ rule: "VS-SC-003", line: index, position: line.indexOf(address), detail: urlsOf(address)[0] })
    }
  }
}

/**
 * Scoped package names quoted in configuration (an MCP server's `args`, a plugin list) whose
 * scope imitates a popular one (`@modeicontextprotocol/server-filesystem`): `VS-SC-001`.
 */
export const quotedScopeHits = (lines: ReadonlyArray<string>, hits: Array<Hit>): void => {
  for (const [index, line] of lines.entries()) {
    if (!line.includes("@")) continue
    for (const match of line.matchAll(/["'`](@[\w.-]+\/[\w.-]+)(?:@[\w.^~-]+)?["'`]/g)) {
      const name = match[1] ?? ""
      const imitated = typosquatOf(name)
      if (imitated?.startsWith("@")) {
        hits.push(lookAlike(name, imitated, line, index))
        break
      }
    }
  }
}

/** A dependency block of package.json (`"dependencies": {`, `"devDependencies": {`, …). */
const dependencyBlock = /^\s*"(?:dev|peer|optional|bundle)?[dD]ependencies"\s*:\s*\{/
const dependencyEntry = /^\s*"(@?[\w.-]+(?:\/[\w.-]+)?)"\s*:\s*"/
/** An install hook that reaches the network, runs code from a string or decodes something. */
const riskyInstallHook =
  /^\s*"(?:preinstall|install|postinstall|prepare|prepublish)"\s*:\s*"[^\n]*?(?:\b(?:curl|wget|iwr|irm|Invoke-WebRequest|powershell|pwsh|nc|ncat|base64|eval)\b|https?:\/\/|node\s+-e\b|python3?\s+-c\b|require\(\\?["'](?:https?|net|dns|child_process)\\?["']\))/

/**
 * A package.json read as a manifest: its dependencies checked for look-alike names
 * (`VS-SC-001`) and its install hooks for network use or code run from a string (`VS-SC-004`).
 */
export const packageManifestHits = (lines: ReadonlyArray<string>, hits: Array<Hit>): void => {
  let inDependencies = false
  for (const [index, line] of lines.entries()) {
    if (dependencyBlock.test(line)) {
      inDependencies = !line.includes("}")
      continue
    }
    if (inDependencies && /^\s*\}/.test(line)) inDependencies = false
    const name = inDependencies ? dependencyEntry.exec(line)?.[1] : undefined
    const imitated = name === undefined ? undefined : typosquatOf(name)
    if (name !== undefined && imitated !== undefined) hits.push(lookAlike(name, imitated, line, index))
    const hook = riskyInstallHook.exec(line)
    if (hook !== null) hits.push({ rule: "VS-SC-004", line: index, position: hook.index })
  }
}

/** The names of package registries, code hosts and CDNs that a look-alike domain borrows. */
const registryBrands =
  /(npmjs|pypi|pythonhosted|rubygems|crates|nuget|maven|golang|gradle|yarnpkg|dockerhub|docker|github|gitlab|bitbucket|anaconda|packagist|cocoapods|jsdelivr|unpkg|cdnjs|hashicorp)/
/** A host whose last two labels hold one of those names. */
const brandedHost =
  /\b((?:[a-z0-9-]+\.)*?)([a-z0-9-]*(?:npmjs|pypi|pythonhosted|rubygems|crates|nuget|maven|golang|gradle|yarnpkg|docker|github|gitlab|bitbucket|anaconda|packagist|cocoapods|jsdelivr|unpkg|cdnjs|hashicorp)[a-z0-9-]*)\.([a-z]{2,12})\b(?![.-]?\w)/gi
/** Registrable domains the services own or that are known, honest neighbours (statistics, mirrors, playgrounds). */
const ownedDomains = new Set(
  `npmjs.com npmjs.org npmmirror.com cnpmjs.org npmtrends.com pypi.org pypi.io pypistats.org pythonhosted.org
rubygems.org crates.io nuget.org nugettest.org maven.org golang.org gradle.org gradle.com yarnpkg.com docker.com docker.io
dockerstatic.com play-with-docker.com github.com github.io github.dev github.blog github.community githubusercontent.com
githubassets.com githubapp.com githubstatus.com githubnext.com githubcopilot.com githubuniverse.com gitlab.com gitlab.io
gitlab-static.net bitbucket.org bitbucket.io anaconda.org anaconda.com anaconda.cloud packagist.org cocoapods.org
jsdelivr.net jsdelivr.com unpkg.com cdnjs.com hashicorp.com`.split(/\s+/)
)
/** Where a host is a source of code or packages: a registry setting, an index, a lockfile entry, a download. */
const sourceContext =
  /\b(registry|index(-url)?|resolved|mirror|repositor(y|ies)|repo|source|maven|url|install|download|proxy|FROM|image|curl|wget|fetch|replace|api_?base|base_?url)\b/i

const brandGate = new RegExp(registryBrands.source, "i")
register([brandGate])

/**
 * A look-alike of a package registry or code host (VS-SC-003): a domain whose registrable
 * part (the last two labels) carries the service's name with more (`registry.npmjs-cdn.org`,
 * `repo1.maven-central.org`, `api.github-cache.com`) or under another ending, on a line that
 * uses it as a source of code or packages. The service's own domains and known neighbours are
 * not; a subdomain of another organisation's domain (`github.acme.com`) is not either.
 */
export const lookAlikeRegistryHits = (lines: ReadonlyArray<string>, lineIndex: LineIndex, hits: Array<Hit>): void => {
  for (const line of linesMatching(lineIndex, brandGate)) {
    const text = lines[line] ?? ""
    if (!sourceContext.test(text)) continue
    for (const match of text.matchAll(brandedHost)) {
      const label = (match[2] ?? "").toLowerCase()
      const registrable = `${label}.${(match[3] ?? "").toLowerCase()}`
      if (ownedDomains.has(registrable)) continue
      // a host, not a file name (`docker-compose.yml`): after a scheme or `@`, or followed by a path or a port
      const start = match.index ?? 0
      const end = start + match[0].length
      if (!/(:\/\/|@)$/.test(text.slice(Math.max(0, start - 3), start)) && !/^[/:]/.test(text.slice(end, end + 1)))
        continue
      hits.push({
        rule: "VS-SC-003",
        line,
        position: match.index ?? 0,
        detail: "look-alike of a package registry or code host"
      })
      break
    }
  }
}

/** A dependency list of pyproject.toml (`dependencies = [`, `requires = [`, an optional group's list). */
const pyprojectList = /^\s*(?:dependencies|requires|[\w-]+)\s*=\s*\[/
const pyprojectEntry = /^\s*["']([A-Za-z0-9][\w.-]*)(?:\[[^\]]*\])?\s*(?:[<>=!~;,@"']|$)/

/**
 * A pyproject.toml read as a manifest: the names of its dependency lists checked for look-alikes
 * of popular Python packages (`"reqeusts>=2.31"`: `VS-SC-001`).
 */
export const pyprojectHits = (lines: ReadonlyArray<string>, hits: Array<Hit>): void => {
  let inList = false
  for (const [index, line] of lines.entries()) {
    if (!inList) {
      inList = pyprojectList.test(line) && !line.includes("]")
      continue
    }
    if (/^\s*\]/.test(line)) {
      inList = false
      continue
    }
    const name = pyprojectEntry.exec(line)?.[1]
    const imitated = name === undefined ? undefined : typosquatOf(name.toLowerCase())
    if (name !== undefined && imitated !== undefined) hits.push(lookAlike(name, imitated, line, index))
  }
}
