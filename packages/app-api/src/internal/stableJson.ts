/**
 * Canonical JSON (keys sorted), without recursion: a value nested deeper than the
 * stack is still serialised.
 */
export const stableJson = (root: unknown): string => {
  const parts: Array<string> = []
  const work: Array<{ readonly text: string } | { readonly value: unknown }> = [{ value: root }]
  for (let item = work.pop(); item !== undefined; item = work.pop()) {
    if ("text" in item) {
      parts.push(item.text)
      continue
    }
    const value = item.value
    if (value === null || typeof value !== "object") {
      parts.push(JSON.stringify(value) ?? "null")
      continue
    }
    const record = value as Record<string, unknown>
    const array = Array.isArray(value)
    const keys: Array<string | number> = array ? value.map((_, index) => index) : Object.keys(value).sort()
    // Pushed in reverse, so that they come off the stack in order.
    work.push({ text: array ? "]" : "}" })
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index] as string | number
      work.push({ value: record[key] })
      if (!array) work.push({ text: `${JSON.stringify(key)}:` })
      if (index > 0) work.push({ text: "," })
    }
    work.push({ text: array ? "[" : "{" })
  }
  return parts.join("")
}
