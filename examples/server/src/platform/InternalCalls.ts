/**
 * Calls the server makes to itself on behalf of a client (the MCP endpoint's tools call
 * the registry through the loopback listener): they carry the client's address, so the
 * rate limiter counts an anonymous caller under its own address rather than all of
 * them under 127.0.0.1. The address is believed only from a loopback peer that also
 * presents this process's random token (compared in constant time), so no outside
 * client can choose the address it is counted under.
 */
import { timingSafeEqual } from "node:crypto"
import { Option } from "effect"
import type { HttpServerRequest } from "effect/http"

const tokenHeader = "x-vouch-internal-call"
const addressHeader = "x-vouch-client-address"

// A fresh secret per process: only this process's own calls know it.
const token = crypto.randomUUID()
const tokenBytes = new TextEncoder().encode(token)

const loopback = (address: string) => {
  const plain = address.replace(/^::ffff:/, "")
  return plain === "::1" || plain.startsWith("127.")
}

/** The headers of a call made for a client at `address` (none when its address is unknown). */
export const headersFor = (request: HttpServerRequest.HttpServerRequest): Record<string, string> =>
  Option.match(request.remoteAddress, {
    onNone: () => ({}),
    onSome: (address) => ({ [tokenHeader]: token, [addressHeader]: address })
  })

/** The client address an internal call was made for; none for any other request. */
export const forwardedAddress = (request: HttpServerRequest.HttpServerRequest): string | undefined => {
  const presented = request.headers[tokenHeader]
  const address = request.headers[addressHeader]
  if (presented === undefined || address === undefined || address.length > 64) return undefined
  if (!Option.exists(request.remoteAddress, loopback)) return undefined
  const bytes = new TextEncoder().encode(presented)
  return bytes.length === tokenBytes.length && timingSafeEqual(bytes, tokenBytes) ? address : undefined
}

/** The request as the rate limiter should see it: an internal call under its client's address. */
export const asClient = (request: HttpServerRequest.HttpServerRequest): HttpServerRequest.HttpServerRequest => {
  const address = forwardedAddress(request)
  return address === undefined ? request : request.modify({ remoteAddress: Option.some(address) })
}
