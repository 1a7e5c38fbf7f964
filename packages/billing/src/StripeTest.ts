/**
 * Test helpers: a loopback HTTP server that speaks Stripe's wire format for what
 * billing uses, for the real `stripe` library to talk to (`STRIPE_API_BASE`), and
 * signed webhook deliveries built the way Stripe builds them. Never used in
 * production; import it by its own path (`@vouch/billing/StripeTest`).
 *
 * What the server does as Stripe does: bearer secret-key authentication (401
 * `invalid_request_error` otherwise), form-encoded bodies with bracket keys
 * (`line_items[0][price]`, `metadata[key]`), `Idempotency-Key` replays, JSON objects with
 * `object` and `id` prefixes (`cus_`, `cs_`, `sub_`, `in_`, `pi_`, `evt_`), lists
 * `{object: "list", data, has_more, url}` paged newest first with `limit` and
 * `starting_after`, and errors `{error: {type, code, message, param}}` with their
 * statuses (400 unknown price, 404 `resource_missing`). Subscriptions carry their period
 * on their items, as the library's API version does.
 *
 * The test drives what happens at Stripe (a person paying, a renewal, a cancellation)
 * through the methods of `StripeServer`, which return the objects to send in events.
 *
 * @since 0.1.0
 */
import { randomBytes } from "node:crypto"
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect, type Scope } from "effect"
import * as WebhookSignature from "./WebhookSignature.ts"

type Json = Record<string, unknown>

/**
 * A request the server received, its form body read into nested objects.
 *
 * @category models
 * @since 0.1.0
 */
export interface Recorded {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: IncomingHttpHeaders
  readonly rawBody: string
  readonly form: Json
}

/**
 * @category models
 * @since 0.1.0
 */
export interface StripeServer {
  /** The base URL to give the library (`STRIPE_API_BASE`). */
  readonly url: string
  readonly secretKey: string
  readonly requests: Array<Recorded>
  readonly customers: Map<string, Json>
  readonly sessions: Map<string, Json>
  readonly subscriptions: Map<string, Json>
  readonly invoices: Map<string, Json>
  /** The person pays a checkout session: it completes; a subscription starts (with its first invoice). */
  readonly completeCheckout: (sessionId: string, options?: { readonly periodStart?: number }) => Json
  /** Changes a subscription (status, a new period, cancellation) and returns it. */
  readonly updateSubscription: (
    subscriptionId: string,
    changes: {
      readonly status?: string
      readonly periodStart?: number
      readonly cancelAtPeriodEnd?: boolean
    }
  ) => Json
  /** A paid invoice for a customer (and a subscription's period). */
  readonly addInvoice: (
    customerId: string,
    options?: { readonly subscriptionId?: string; readonly created?: number }
  ) => Json
  /** A price the server knows (checkout of other prices is refused, as Stripe does). */
  readonly addPrice: (priceId: string) => void
}

const month = 30 * 24 * 3600

const makeId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`

/**
 * Reads a form-encoded body with bracket keys into nested objects and arrays, as
 * Stripe does (`a[b][0][c]=1` is `{a: {b: [{c: "1"}]}}`).
 *
 * @category parsing
 * @since 0.1.0
 */
export const parseForm = (body: string): Json => {
  const root: Json = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "")
    let node: Record<string, unknown> | Array<unknown> = root
    path.forEach((part, index) => {
      const last = index === path.length - 1
      const container = node as Record<string, unknown>
      if (last) {
        container[part] = value
        return
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!)
      if (container[part] === undefined) container[part] = nextIsIndex ? [] : {}
      node = container[part] as Record<string, unknown>
    })
  }
  return root
}

const list = (url: string, items: ReadonlyArray<Json>, query: URLSearchParams) => {
  const limit = Math.min(Math.max(Number(query.get("limit") ?? "10"), 1), 100)
  const after = query.get("starting_after")
  const ordered = [...items].sort((left, right) => (right.created as number) - (left.created as number))
  const start = after === null ? 0 : ordered.findIndex((item) => item.id === after) + 1
  const data = ordered.slice(start, start + limit)
  return { object: "list", data, has_more: start + limit < ordered.length, url }
}

const stripeError = (status: number, type: string, message: string, extra: Json = {}) => ({
  status,
  body: { error: { type, message, ...extra } }
})

/**
 * A Stripe-compatible server on a loopback port, closed with the scope.
 *
 * @category constructors
 * @since 0.1.0
 */
export const make = (options?: {
  readonly secretKey?: string
  readonly prices?: ReadonlyArray<string>
  /** Unix seconds of "now" at Stripe (created times, periods); the wall clock by default. */
  readonly now?: () => number
}): Effect.Effect<StripeServer, never, Scope.Scope> =>
  Effect.gen(function* () {
    const secretKey = options?.secretKey ?? "sk_test_vouch"
    const now = options?.now ?? (() => Math.floor(Date.now() / 1000))
    const prices = new Set(options?.prices ?? [])
    const requests: Array<Recorded> = []
    const customers = new Map<string, Json>()
    const sessions = new Map<string, Json>()
    const subscriptions = new Map<string, Json>()
    const invoices = new Map<string, Json>()
    const replays = new Map<string, { readonly status: number; readonly body: unknown }>()
    let clock = 0
    // Objects created in one test come out newest first even within one second.
    const created = () => {
      clock = Math.max(now(), clock + 1)
      return clock
    }

    const route = (request: Recorded): { readonly status: number; readonly body: unknown } => {
      const { method, path, form, query } = request
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return stripeError(401, "invalid_request_error", "Invalid API Key provided: sk_****")
      }
      if (method === "POST" && path === "/v1/customers") {
        const customer = {
          id: makeId("cus"),
          object: "customer",
          created: created(),
          email: form.email ?? null,
          metadata: form.metadata ?? {},
          livemode: false
        }
        customers.set(customer.id, customer)
        return { status: 200, body: customer }
      }
      if (method === "POST" && path === "/v1/checkout/sessions") {
        const items = form.line_items as Array<Json> | undefined
        const price = items?.[0]?.price as string | undefined
        if (price === undefined || !prices.has(price)) {
          return stripeError(400, "invalid_request_error", `No such price: '${price}'`, {
            code: "resource_missing",
            param: "line_items[0][price]"
          })
        }
        if (form.customer !== undefined && !customers.has(form.customer as string)) {
          return stripeError(400, "invalid_request_error", `No such customer: '${form.customer}'`, {
            code: "resource_missing",
            param: "customer"
          })
        }
        const id = makeId("cs_test")
        const session = {
          id,
          object: "checkout.session",
          mode: form.mode,
          status: "open",
          payment_status: "unpaid",
          customer: form.customer ?? null,
          client_reference_id: form.client_reference_id ?? null,
          metadata: form.metadata ?? {},
          payment_intent: null,
          subscription: null,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          url: `https://checkout.stripe.test/c/pay/${id}`,
          created: created(),
          livemode: false,
          line_items_price: price,
          subscription_data: form.subscription_data ?? null
        }
        sessions.set(id, session)
        return { status: 200, body: session }
      }
      if (method === "GET" && path === "/v1/checkout/sessions") {
        const customer = query.get("customer")
        return {
          status: 200,
          body: list(
            path,
            [...sessions.values()].filter((s) => s.customer === customer),
            query
          )
        }
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)
      if (method === "GET" && subscription !== null) {
        const found = subscriptions.get(decodeURIComponent(subscription[1]!))
        return found === undefined
          ? stripeError(404, "invalid_request_error", `No such subscription: '${subscription[1]}'`, {
              code: "resource_missing",
              param: "id"
            })
          : { status: 200, body: found }
      }
      if (method === "GET" && path === "/v1/subscriptions") {
        const customer = query.get("customer")
        return {
          status: 200,
          body: list(
            path,
            [...subscriptions.values()].filter((s) => s.customer === customer),
            query
          )
        }
      }
      if (method === "GET" && path === "/v1/invoices") {
        const customer = query.get("customer")
        return {
          status: 200,
          body: list(
            path,
            [...invoices.values()].filter((i) => i.customer === customer),
            query
          )
        }
      }
      return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`)
    }

    const handle = (incoming: IncomingMessage, response: ServerResponse) => {
      const chunks: Array<Buffer> = []
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
      incoming.on("end", () => {
        const url = new URL(incoming.url ?? "/", "http://stripe.test")
        const rawBody = Buffer.concat(chunks).toString("utf8")
        const request: Recorded = {
          method: incoming.method ?? "GET",
          path: url.pathname,
          query: url.searchParams,
          headers: incoming.headers,
          rawBody,
          form: parseForm(rawBody)
        }
        requests.push(request)
        const key = incoming.headers["idempotency-key"]
        const replayKey = typeof key === "string" ? `${request.method} ${request.path} ${key}` : undefined
        const answer = (replayKey === undefined ? undefined : replays.get(replayKey)) ?? route(request)
        if (replayKey !== undefined && answer.status < 500) replays.set(replayKey, answer)
        response.writeHead(answer.status, {
          "content-type": "application/json",
          "request-id": makeId("req"),
          ...(replayKey === undefined ? {} : { "idempotency-key": key as string })
        })
        response.end(JSON.stringify(answer.body))
      })
    }

    const server = createServer(handle)
    yield* Effect.acquireRelease(
      Effect.callback<void>((resume) => {
        server.listen(0, "127.0.0.1", () => resume(Effect.void))
      }),
      () =>
        Effect.callback<void>((resume) => {
          server.closeAllConnections()
          server.close(() => resume(Effect.void))
        })
    )
    const { port } = server.address() as AddressInfo

    const subscriptionItem = (subscriptionId: string, price: string, periodStart: number) => ({
      id: makeId("si"),
      object: "subscription_item",
      subscription: subscriptionId,
      price: { id: price, object: "price" },
      quantity: 1,
      current_period_start: periodStart,
      current_period_end: periodStart + month
    })

    const addInvoice = (
      customerId: string,
      invoiceOptions?: { readonly subscriptionId?: string; readonly created?: number }
    ) => {
      const subscriptionId = invoiceOptions?.subscriptionId
      const current = subscriptionId === undefined ? undefined : subscriptions.get(subscriptionId)
      const item = (current?.items as { data: Array<Json> } | undefined)?.data[0]
      const invoice = {
        id: makeId("in"),
        object: "invoice",
        customer: customerId,
        number: `VOUCH-${String(invoices.size + 1).padStart(4, "0")}`,
        status: "paid",
        amount_due: 1000,
        amount_paid: 1000,
        currency: "usd",
        created: invoiceOptions?.created ?? created(),
        period_start: (item?.current_period_start as number | undefined) ?? now(),
        period_end: (item?.current_period_end as number | undefined) ?? now(),
        hosted_invoice_url: "https://invoice.stripe.test/i/1",
        invoice_pdf: "https://invoice.stripe.test/i/1/pdf",
        parent:
          subscriptionId === undefined
            ? null
            : { type: "subscription_details", subscription_details: { subscription: subscriptionId, metadata: {} } },
        livemode: false
      }
      invoices.set(invoice.id, invoice)
      return invoice
    }

    const completeCheckout = (sessionId: string, checkoutOptions?: { readonly periodStart?: number }) => {
      const session = sessions.get(sessionId)
      if (session === undefined) throw new Error(`no checkout session ${sessionId}`)
      session.status = "complete"
      session.payment_status = "paid"
      const price = session.line_items_price as string
      if (session.mode === "subscription") {
        const id = makeId("sub")
        const periodStart = checkoutOptions?.periodStart ?? now()
        const metadata = ((session.subscription_data as Json | null)?.metadata as Json | undefined) ?? {}
        subscriptions.set(id, {
          id,
          object: "subscription",
          customer: session.customer,
          status: "active",
          cancel_at_period_end: false,
          created: created(),
          metadata,
          items: { object: "list", data: [subscriptionItem(id, price, periodStart)], has_more: false },
          livemode: false
        })
        session.subscription = id
        addInvoice(session.customer as string, { subscriptionId: id })
      } else {
        session.payment_intent = makeId("pi")
      }
      return session
    }

    const updateSubscription = (
      subscriptionId: string,
      changes: { readonly status?: string; readonly periodStart?: number; readonly cancelAtPeriodEnd?: boolean }
    ) => {
      const current = subscriptions.get(subscriptionId)
      if (current === undefined) throw new Error(`no subscription ${subscriptionId}`)
      if (changes.status !== undefined) current.status = changes.status
      if (changes.cancelAtPeriodEnd !== undefined) current.cancel_at_period_end = changes.cancelAtPeriodEnd
      if (changes.periodStart !== undefined) {
        const item = (current.items as { data: Array<Json> }).data[0]!
        current.items = {
          object: "list",
          data: [subscriptionItem(subscriptionId, (item.price as Json).id as string, changes.periodStart)],
          has_more: false
        }
      }
      return structuredClone(current)
    }

    return {
      url: `http://127.0.0.1:${port}`,
      secretKey,
      requests,
      customers,
      sessions,
      subscriptions,
      invoices,
      completeCheckout: (sessionId, checkoutOptions) => structuredClone(completeCheckout(sessionId, checkoutOptions)),
      updateSubscription,
      addInvoice: (customerId, invoiceOptions) => structuredClone(addInvoice(customerId, invoiceOptions)),
      addPrice: (priceId) => {
        prices.add(priceId)
      }
    } satisfies StripeServer
  })

/**
 * An event as Stripe sends it to a webhook endpoint.
 *
 * @category constructors
 * @since 0.1.0
 */
export const event = (type: string, object: Json, options?: { readonly created?: number; readonly id?: string }) => ({
  id: options?.id ?? makeId("evt"),
  object: "event",
  api_version: "2026-10-28.endive",
  created: options?.created ?? Math.floor(Date.now() / 1000),
  data: { object },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type
})

/**
 * The body and `Stripe-Signature` header of a delivery, signed the way Stripe signs
 * (`t=<now>,v1=<HMAC-SHA256 of "t.body">`).
 *
 * @category constructors
 * @since 0.1.0
 */
export const delivery = (
  body: unknown,
  secret: string,
  options?: { readonly timestamp?: number }
): { readonly payload: string; readonly signature: string } => {
  const payload = JSON.stringify(body, null, 2)
  const timestamp = options?.timestamp ?? Math.floor(Date.now() / 1000)
  return { payload, signature: WebhookSignature.sign({ payload, secrets: [secret], timestamp }) }
}
