// base64url (RFC 4648 §5, without padding) over `btoa`/`atob`, which every runtime has:
// no `Buffer`, so the module bundles for browsers and edge runtimes.

/** The base64url text of `bytes`, without padding. */
export const encode = (bytes: Uint8Array): string => {
  let binary = ""
  for (let index = 0; index < bytes.length; index++) binary += String.fromCharCode(bytes[index]!)
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "")
}

const alphabet = /^[A-Za-z0-9_-]*$/

/** The bytes of unpadded base64url text; `undefined` when it is not base64url. */
export const decode = (text: string): Uint8Array | undefined => {
  if (!alphabet.test(text) || text.length % 4 === 1) return undefined
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"))
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
