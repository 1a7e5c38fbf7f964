/** What a file is, as far as rules care. */
export type Kind = "document" | "script" | "data" | "binary"

const documentExtensions = new Set(["md", "markdown", "mdx", "txt", "rst", "adoc", "org"])
const scriptExtensions = new Set([
  "sh",
  "bash",
  "zsh",
  "fish",
  "ksh",
  "ps1",
  "psm1",
  "psd1",
  "bat",
  "cmd",
  "vbs",
  "py",
  "pyw",
  "js",
  "mjs",
  "cjs",
  "ts",
  "mts",
  "cts",
  "jsx",
  "tsx",
  "rb",
  "pl",
  "php",
  "lua",
  "applescript",
  "scpt",
  "go",
  "rs",
  "swift",
  "kt",
  "java",
  "cs",
  "r",
  "tcl",
  "awk",
  "groovy",
  "rake",
  "gradle",
  "kts",
  "mk",
  "nim",
  "dart",
  "c",
  "cc",
  "cpp",
  "h",
  "zig",
  "ex",
  "exs",
  "sol"
])
const scriptNames = new Set(["makefile", "dockerfile", "justfile", "rakefile", "procfile"])
const shellExtensions = new Set(["sh", "bash", "zsh", "fish", "ksh", "ps1", "psm1", "bat", "cmd"])
const pythonExtensions = new Set(["py", "pyw"])
const javascriptExtensions = new Set(["js", "mjs", "cjs", "ts", "mts", "cts", "jsx", "tsx"])

/** File extension, lower case, without the dot ("" when none). */
export const extension = (path: string): string => {
  const name = path.slice(path.lastIndexOf("/") + 1)
  const dot = name.lastIndexOf(".")
  return dot <= 0 ? "" : name.slice(dot + 1).toLowerCase()
}

export const baseName = (path: string): string => path.slice(path.lastIndexOf("/") + 1)

/** Whether bytes look binary: a NUL byte in the first 8 KiB (UTF-16 text is decoded first). */
export const looksBinary = (bytes: Uint8Array): boolean => {
  if (hasUtf16Bom(bytes)) return false
  const limit = Math.min(bytes.length, 8192)
  for (let index = 0; index < limit; index++) if (bytes[index] === 0) return true
  return false
}

const hasUtf16Bom = (bytes: Uint8Array): boolean =>
  bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))

const utf8 = new TextDecoder("utf-8")
const utf16le = new TextDecoder("utf-16le")
const utf16be = new TextDecoder("utf-16be")

/** Decodes text: UTF-16 with a byte-order mark, UTF-8 otherwise (invalid bytes become U+FFFD). */
export const decode = (bytes: Uint8Array): string => {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return utf16le.decode(bytes.subarray(2))
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return utf16be.decode(bytes.subarray(2))
  const text = utf8.decode(bytes)
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/**
 * Windows spellings of dot-folder paths, with `/` for `\`: from a dot-folder under a home
 * or profile folder (`$env:USERPROFILE\.ssh\id_rsa`, `"$HOME\.aws\credentials"`) or a
 * dot-folder path standing alone (`'.kube\config'`), so rules written with `/` read them
 * too. One character for one: offsets and line numbers do not move. Doubled backslashes
 * (escapes inside string literals) and paths without a dot-folder stay as they are.
 */
const windowsPath =
  /(?<=[\w}%~])\\(?=\.[A-Za-z])[\w.$-]*(?:\\(?!\\)[\w.$*-]+)*|(?<=["'\s(=,])\.[A-Za-z][\w-]*(?:\\(?!\\)[\w.$*-]+)+/g

export const withForwardSlashes = (text: string): string =>
  text.includes("\\") ? text.replace(windowsPath, (path) => path.replaceAll("\\", "/")) : text

/** Lines of a text; LF, CRLF and lone CR all end a line, so line numbers do not depend on the convention. */
export const splitLines = (text: string): Array<string> =>
  text.includes("\r") ? text.split(/\r\n|\r|\n/) : text.split("\n")

export const kindOf = (path: string, bytes: Uint8Array, text: string | undefined): Kind => {
  if (text === undefined) return "binary"
  const ext = extension(path)
  if (documentExtensions.has(ext)) return "document"
  if (scriptExtensions.has(ext) || scriptNames.has(baseName(path).toLowerCase())) return "script"
  if (text.startsWith("#!")) return "script"
  if (ext === "" && bytes.length > 0 && baseName(path).toLowerCase().startsWith("readme")) return "document"
  return "data"
}

export type Language = "shell" | "python" | "javascript" | "other"

export const languageOf = (path: string, text: string): Language => {
  const ext = extension(path)
  if (shellExtensions.has(ext)) return "shell"
  if (pythonExtensions.has(ext)) return "python"
  if (javascriptExtensions.has(ext)) return "javascript"
  const shebang = text.startsWith("#!") ? text.slice(0, text.indexOf("\n") >>> 0) : ""
  if (/python/.test(shebang)) return "python"
  if (/\bnode\b|\bdeno\b|\bbun\b/.test(shebang)) return "javascript"
  if (/\b(ba|z|k|da|fi)?sh\b|pwsh/.test(shebang)) return "shell"
  return "other"
}

/** Shannon entropy in bits per character. */
export const entropy = (value: string): number => {
  const counts = new Map<string, number>()
  for (const character of value) counts.set(character, (counts.get(character) ?? 0) + 1)
  let result = 0
  const length = [...value].length
  for (const count of counts.values()) {
    const probability = count / length
    result -= probability * Math.log2(probability)
  }
  return result
}
