/**
 * Hosts of official installers and package indexes. A remote script piped into a
 * shell from one of these hosts stays a finding but is classified as an advisory (see
 * docs/decisions.md, "Scanner: official installers"): the host is the project's own,
 * served over HTTPS, and the command is the one its documentation prints.
 */

/** `host` or `host/path-prefix`: the URL must start with it (after `https://`). */
export const officialInstallers: ReadonlyArray<string> = [
  "sh.rustup.rs",
  "static.rust-lang.org/rustup",
  "astral.sh/uv/",
  "astral.sh/ruff/",
  "deno.land/install.sh",
  "deno.land/install.ps1",
  "install.datadoghq.com/scripts/",
  "elastic.co/start-local",
  "lambdalabs.com/install-lambda-stack.sh",
  "raw.githubusercontent.com/render-oss/cli/",
  "deno.land/x/install",
  "raw.githubusercontent.com/Homebrew/install/",
  "raw.githubusercontent.com/nvm-sh/nvm/",
  "bun.sh/install",
  "get.pnpm.io/install.sh",
  "install.python-poetry.org",
  "get.docker.com",
  "get.helm.sh",
  "raw.githubusercontent.com/helm/helm/",
  "fluxcd.io/install.sh",
  "run.linkerd.io/install",
  "ollama.com/install.sh",
  "cli.github.com",
  "get.sdkman.io",
  "sdk.cloud.google.com",
  "aka.ms/",
  "awscli.amazonaws.com",
  "dl.k8s.io",
  "releases.hashicorp.com",
  "mise.run",
  "pyenv.run",
  "claude.ai/install.sh",
  "opencode.ai/install",
  "tailscale.com/install.sh",
  "starship.rs/install.sh",
  "volta.sh",
  "community.chocolatey.org/install.ps1",
  "chocolatey.org/install.ps1",
  "get.scoop.sh",
  "get.pulumi.com",
  "deb.nodesource.com/setup_",
  "rpm.nodesource.com/setup_",
  "taskfile.dev/install.sh",
  "get.chezmoi.io",
  "foundry.paradigm.xyz",
  "install.determinate.systems/nix",
  "nixos.org/nix/install",
  "fly.io/install.sh",
  "cli.doppler.com/install.sh",
  "get.k3s.io",
  "raw.githubusercontent.com/ohmyzsh/ohmyzsh/",
  "install.julialang.org",
  "pixi.sh/install.sh",
  "get.opentofu.org",
  "sh.vector.dev",
  "wasmtime.dev/install.sh",
  "get.wasmer.io",
  "atuin.sh/install.sh",
  "cli.inference.sh",
  "antigravity.google/cli/install.sh",
  "app.warp.dev",
  "supabase.com/install.sh",
  // Huawei Cloud's KooCLI (`hcloud`): its install scripts in Huawei's own OBS buckets
  // (bucket names are global, so the bucket host is Huawei's) and its API Explorer
  "hwcloudcli.obs.cn-north-4.myhuaweicloud.com/cli/",
  "cn-north-4-hdn-koocli.obs.cn-north-4.myhuaweicloud.com/cli/",
  "apiexplorer.developer.huaweicloud.com/install/",
  "raw.githubusercontent.com/docker/scout-cli/"
]

/** Package indexes and registries that are not a dependency-confusion risk. */
export const officialIndexes: ReadonlyArray<string> = [
  "pypi.org",
  "files.pythonhosted.org",
  "test.pypi.org",
  "download.pytorch.org",
  "pypi.nvidia.com",
  "registry.npmjs.org",
  "registry.yarnpkg.com",
  "npm.pkg.github.com",
  "data.pyg.org",
  "storage.googleapis.com/jax-releases",
  "rubygems.org",
  "api.nuget.org",
  "www.powershellgallery.com",
  "conda.anaconda.org",
  "repo.anaconda.com",
  "proxy.golang.org",
  "goproxy.cn",
  "goproxy.io",
  "proxy.golang.com.cn",
  // the public mirrors of PyPI and npm that universities and cloud vendors run (China's usual defaults)
  "pypi.tuna.tsinghua.edu.cn",
  "mirrors.tuna.tsinghua.edu.cn/pypi",
  "mirrors.aliyun.com/pypi",
  "pypi.mirrors.ustc.edu.cn",
  "mirrors.ustc.edu.cn/pypi",
  "mirrors.cloud.tencent.com/pypi",
  "repo.huaweicloud.com/repository/pypi",
  "mirrors.huaweicloud.com/repository/pypi",
  "pypi.douban.com",
  "registry.npmmirror.com",
  "index.crates.io",
  "crates.io",
  "static.crates.io",
  "conda.anaconda.org",
  "pypi.anaconda.org"
]

/** APIs a secret is legitimately sent to (the service the secret belongs to). */
export const officialApis =
  /^(api\.github\.com|uploads\.github\.com|github\.com|gitlab\.com|api\.openai\.com|api\.anthropic\.com|(api\.|hooks\.)?slack\.com|api\.stripe\.com|api\.notion\.com|api\.linear\.app|[\w-]+\.googleapis\.com|api\.cloudflare\.com|registry\.npmjs\.org|upload\.pypi\.org|api\.telegram\.org|discord\.com|api\.vercel\.com|sentry\.io|api\.twilio\.com|api\.sendgrid\.com|huggingface\.co|api\.mistral\.ai|openrouter\.ai|api\.perplexity\.ai|localhost|127\.0\.0\.1|api\.atlassian\.com|[\w-]+\.atlassian\.net|api\.elevenlabs\.io|api\.replicate\.com|api\.together\.xyz|api\.groq\.com|api\.cohere\.(ai|com)|api\.deepseek\.com|([\w-]+\.)?datadoghq\.(com|eu)|([\w-]+\.)?posthog\.com|cloud\.mongodb\.com|[\w-]+\.supabase\.co|api\.render\.com|api\.netlify\.com|api\.heroku\.com|api\.fly\.io|api\.digitalocean\.com|[\w.-]+\.elastic-cloud\.com|[\w.-]+\.cloud\.es\.io)$/i

const urlPattern = /\bhttps?:\/\/([^\s"'`)<>]+)/gi

/** The URLs of a text without their scheme (`host/path`). */
export const urlsOf = (text: string): ReadonlyArray<string> =>
  [...text.matchAll(urlPattern)].map((match) => match[1] ?? "")

export const hostOf = (url: string): string => url.split(/[/:?#]/)[0]?.toLowerCase() ?? ""

/**
 * Whether a URL (without its scheme) starts with one of the prefixes. A prefix that is a
 * bare host matches that host only, not a longer one that begins with it
 * (`files.pythonhosted.org.fastwheel.io` is not `files.pythonhosted.org`).
 */
const startsWithAny = (url: string, prefixes: ReadonlyArray<string>): boolean => {
  const lower = url.toLowerCase()
  return prefixes.some((prefix) => {
    const start = prefix.toLowerCase()
    if (!lower.startsWith(start)) return false
    if (start.includes("/")) return true
    const next = lower.charAt(start.length)
    return next === "" || "/:?#".includes(next)
  })
}

/** Whether every URL of the text is an official installer (and there is at least one). */
export const onlyOfficialInstallers = (text: string): boolean => {
  const urls = urlsOf(text)
  return (
    urls.length > 0 && urls.every((url) => text.includes(`https://${url}`) && startsWithAny(url, officialInstallers))
  )
}

export const isOfficialIndex = (url: string): boolean => startsWithAny(url, officialIndexes)
