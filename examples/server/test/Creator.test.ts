/**
 * The creator assistant in real server processes, over HTTP, with the scripted model
 * playing the assistant (`[[call:NAME {json}]]` makes it call a tool): a full creation
 * conversation (create, test-run, a publish refused without consent, then confirmed),
 * a tool answering bad arguments, the mini-app then used through `/v1/app-api` with its
 * own guest and user tokens (served by the other process too), every status code of
 * `POST /v1/creator/chat`, the daily cap, and one turn in flight per account across two
 * processes on one PostgreSQL database.
 */
import { join } from "node:path"
import { afterAll, assert, beforeAll, describe, it, vi } from "@effect/vitest"
import { Database } from "@vouch/database"
import * as DatabaseTest from "@vouch/database/DatabaseTest"
import { Effect, Exit, Scope } from "effect"
import { SqlClient } from "effect/sql"
import * as ReviewServer from "./ReviewServer.ts"
import * as ServerProcess from "./ServerProcess.ts"

vi.setConfig({ testTimeout: 240_000, hookTimeout: 360_000 })

interface Body {
  readonly ok: boolean
  readonly data?: Record<string, unknown>
  readonly error?: { readonly code: string; readonly message: string }
}

interface Event {
  readonly event: string
  readonly data: Record<string, unknown>
}

const json = { "content-type": "application/json" }

// The frames of an event stream, heartbeats left out.
const framesOf = (text: string): Array<Event> =>
  text
    .split(/\n\n/)
    .map((frame) => {
      const event = /^event: (.+)$/m.exec(frame)?.[1]
      const data = frame
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice(6))
        .join("\n")
      return event === undefined || event === "ping"
        ? undefined
        : { event, data: JSON.parse(data) as Record<string, unknown> }
    })
    .filter((event): event is Event => event !== undefined)

// The text the assistant said.
const textOf = (events: ReadonlyArray<Event>) =>
  events
    .filter((event) => event.event === "text")
    .map((event) => event.data.delta)
    .join("")

// The kinds of events in order, a run of text events counted once.
const kinds = (events: ReadonlyArray<Event>) =>
  events.map((event) => event.event).filter((kind, index, all) => kind !== "text" || all[index - 1] !== "text")

describe.runIf(DatabaseTest.postgresEnabled)("the creator assistant on two processes over one PostgreSQL", () => {
  const scope = Effect.runSync(Scope.make())
  const directory = ReviewServer.directoryWithCatalogue("vouch-creator-", {})
  let databaseUrl = ""
  let first: ServerProcess.ServerProcess
  let second: ServerProcess.ServerProcess
  let disabled: ServerProcess.ServerProcess
  const sessions: Record<string, string> = {}
  const tokens: Record<string, string> = {}

  const environment = () => ({
    DATABASE_URL: databaseUrl,
    VOUCH_SECRET: "a shared secret for both processes",
    VOUCH_DATA_DIR: directory,
    VOUCH_SCRIPTED_MODEL: "on",
    VOUCH_MODEL_CATALOGUE: join(directory, "catalogue.json"),
    VOUCH_RATE_LIMITS: "off"
  })

  const signIn = async (email: string) => {
    sessions[email] = await ServerProcess.signIn(first.url, directory, email)
    tokens[email] = await ServerProcess.mintAppToken(first.url, sessions[email]!, "creator")
    return tokens[email]!
  }

  const chat = (url: string, token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}/v1/creator/chat`, {
      method: "POST",
      headers: { ...json, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body)
    })

  const turn = async (token: string, content: string, confirmations?: ReadonlyArray<string>, url = first.url) => {
    const response = await chat(url, token, {
      messages: [{ role: "user", content }],
      ...(confirmations === undefined ? {} : { confirmations })
    })
    const text = await response.text()
    assert.strictEqual(response.status, 200, text)
    assert.include(response.headers.get("content-type") ?? "", "text/event-stream")
    return framesOf(text)
  }

  const statusOf = async (response: Response) => {
    const body = (await response.json()) as Body
    return { status: response.status, code: body.error?.code, body }
  }

  const me = async (token: string) =>
    (await (await fetch(`${first.url}/v1/creator/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { username: string; apps: Array<{ slug: string; visibility: string; prompt_template: string }> }
    }

  beforeAll(async () => {
    databaseUrl = await Effect.runPromise(Scope.provide(DatabaseTest.freshPostgresUrl("creator"), scope))
    // One at a time: a loaded machine starts three processes at once slowly.
    first = await ServerProcess.start(environment())
    second = await ServerProcess.start(environment())
    disabled = await ServerProcess.start({ ...environment(), VOUCH_CREATOR: "off" })
  })

  afterAll(async () => {
    await Promise.all([first, second, disabled].map((server) => server?.stop()))
    await Effect.runPromise(Scope.close(scope, Exit.void))
  })

  const haiku = {
    slug: "haiku-maker",
    name: "Haiku maker",
    description: "Writes a haiku about a topic.",
    form: {
      type: "object",
      properties: { topic: { type: "string", title: "Topic", maxLength: 200 }, lines: { type: "integer", minimum: 3 } },
      required: ["topic"]
    },
    prompt_template: "Write a haiku about {{ topic }}."
  }

  it("builds a mini-app in a conversation: create, test-run, publish refused without consent, then confirmed", async () => {
    const token = await signIn("ada@example.com")

    const created = await turn(token, `Make me a haiku app. [[call:create_app ${JSON.stringify(haiku)}]]`)
    assert.deepStrictEqual(kinds(created), ["text", "tool_start", "tool_result", "text", "done"])
    const started = created.find((event) => event.event === "tool_start")!.data
    const result = created.find((event) => event.event === "tool_result")!.data
    assert.deepInclude(started, { id: "call_0", name: "create_app" })
    assert.include(started.args_preview as string, '"slug":"haiku-maker"')
    assert.deepInclude(result, { id: "call_0", name: "create_app", ok: true })
    assert.match(result.url as string, /^http:\/\/[^/]+\/app-token\?slug=haiku-maker$/)
    assert.deepStrictEqual(created.at(-1)!.data, { stop: "stop", tools_used: 1 })
    assert.include(textOf(created), "scripted tool results:\ncreate_app:")

    const mine = await me(token)
    assert.strictEqual(mine.data.username.length > 0, true)
    assert.deepStrictEqual(
      mine.data.apps.map((app) => [app.slug, app.visibility, app.prompt_template]),
      [["haiku-maker", "private", "Write a haiku about {{ topic }}."]]
    )

    // A draft is not served to guests.
    const draftGuest = await fetch(`${first.url}/v1/app-api/guest`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ slug: "haiku-maker" })
    })
    assert.strictEqual(draftGuest.status, 404)

    const tested = await turn(token, `[[call:test_run {"slug":"haiku-maker","input":{"topic":"autumn rain"}}]]`)
    const testResult = tested.find((event) => event.event === "tool_result")!.data
    assert.strictEqual(testResult.ok, true, JSON.stringify(testResult))
    assert.include(testResult.summary as string, "scripted reply: Write a haiku about autumn rain.")

    const refused = await turn(token, `Publish it. [[call:publish_app {"slug":"haiku-maker"}]]`)
    const request = refused.find((event) => event.event === "confirm_request")
    assert.deepStrictEqual(request?.data, {
      action: "publish",
      key: "publish:haiku-maker",
      slug: "haiku-maker",
      title: "Publish Haiku maker for everyone"
    })
    assert.strictEqual(refused.find((event) => event.event === "tool_result")!.data.ok, false)
    assert.deepStrictEqual(
      (await me(token)).data.apps.map((app) => app.visibility),
      ["private"]
    )
    // A consent for something else does not count.
    const otherConsent = await turn(token, `[[call:publish_app {"slug":"haiku-maker"}]]`, ["delete:haiku-maker"])
    assert.isDefined(otherConsent.find((event) => event.event === "confirm_request"))
    assert.deepStrictEqual(
      (await me(token)).data.apps.map((app) => app.visibility),
      ["private"]
    )

    const published = await turn(token, `Yes. [[call:publish_app {"slug":"haiku-maker"}]]`, ["publish:haiku-maker"])
    assert.isUndefined(published.find((event) => event.event === "confirm_request"))
    assert.strictEqual(published.find((event) => event.event === "tool_result")!.data.ok, true)
    assert.deepStrictEqual(
      (await me(token)).data.apps.map((app) => app.visibility),
      ["public"]
    )
  })

  it("answers the model with a clear error on bad arguments and unknown tools, and the turn goes on", async () => {
    const token = tokens["ada@example.com"]!
    const events = await turn(
      token,
      `[[call:create_app {"slug":5,"name":"x","form":{}}]] [[call:update_app {"slug":"haiku-maker","form":{"type":"object","properties":{"a":{"type":"string","pattern":"x"}}}}]] [[call:delete_app {"slug":"not-mine"}]]`
    )
    const results = events.filter((event) => event.event === "tool_result").map((event) => event.data)
    assert.deepStrictEqual(
      results.map((result) => [result.name, result.ok]),
      [
        ["create_app", false],
        ["update_app", false],
        ["delete_app", false]
      ]
    )
    assert.include(results[0]!.summary as string, "Invalid arguments for create_app")
    assert.include(results[1]!.summary as string, '"properties.a.pattern"')
    assert.include(results[2]!.summary as string, "no app not-mine")
    assert.strictEqual(events.at(-1)!.event, "done")
    // The template keeps naming only form properties.
    const badTemplate = await turn(
      token,
      `[[call:update_app {"slug":"haiku-maker","prompt_template":"About {{subject}}"}]]`
    )
    assert.include(
      badTemplate.find((event) => event.event === "tool_result")!.data.summary as string,
      "{{subject}}, which the form does not have"
    )
  })

  it("serves the created mini-app through /v1/app-api with its own guest and user tokens, in either process", async () => {
    const guest = await fetch(`${second.url}/v1/app-api/guest`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ slug: "haiku-maker" })
    })
    assert.strictEqual(guest.status, 201)
    const guestToken = ((await guest.json()) as Body).data!.token as string
    const guestAuth = { ...json, authorization: `Bearer ${guestToken}` }
    const estimate = await fetch(`${first.url}/v1/app-api/estimate`, {
      method: "POST",
      headers: guestAuth,
      body: JSON.stringify({ topic: "snow" })
    })
    const estimated = (await estimate.json()) as Body
    assert.strictEqual(estimate.status, 200, JSON.stringify(estimated))
    assert.deepInclude(estimated.data!, { model: "scripted", markup_bps: 0, sponsor_enabled: false })
    const invalid = await fetch(`${first.url}/v1/app-api/estimate`, {
      method: "POST",
      headers: guestAuth,
      body: JSON.stringify({ topic: "x".repeat(201) })
    })
    assert.strictEqual(invalid.status, 400)
    const guestRun = await fetch(`${first.url}/v1/app-api/run`, {
      method: "POST",
      headers: { ...guestAuth, "idempotency-key": "guest-1" },
      body: JSON.stringify({ topic: "snow" })
    })
    assert.strictEqual(guestRun.status, 403, "an unsponsored app does not let guests spend")

    // A person's user token for the app, minted on its token page.
    const session = await ServerProcess.signIn(first.url, directory, "reader@example.com")
    const userToken = await ServerProcess.mintAppToken(second.url, session, "haiku-maker")
    const api = ReviewServer.client<Body>(
      () => second.url,
      () => userToken
    )
    const started = await api.call("/run", {
      method: "POST",
      headers: { ...api.auth(), "idempotency-key": "reader-1" },
      body: JSON.stringify({ topic: "the sea", lines: 3 })
    })
    assert.strictEqual(started.status, 200, JSON.stringify(started.body))
    const job = await api.poll<{ status: string; output: { output: string }; charged_credits: number }>(
      started.body.data!.job_id as string
    )
    assert.strictEqual(job.status, "succeeded")
    assert.strictEqual(job.output.output, "scripted reply: Write a haiku about the sea.")
    assert.isAbove(job.charged_credits, 0)
    const stored = await api.call("/data/favourite", {
      method: "PUT",
      headers: api.auth(),
      body: JSON.stringify({ value: { topic: "the sea" } })
    })
    assert.strictEqual(stored.status, 200)
    const read = await api.call("/data/favourite", { headers: api.auth() })
    assert.deepStrictEqual(read.body.data, { value: { topic: "the sea" } })
    // The creator's token is not an app-api token, nor the app's a creator session.
    const crossed = await chat(first.url, userToken, { messages: [{ role: "user", content: "hi" }] })
    assert.deepStrictEqual(await statusOf(crossed).then(({ status, code }) => [status, code]), [403, "forbidden"])
  })

  it("answers each status code of POST /v1/creator/chat", async () => {
    const token = await signIn("codes@example.com")
    const hello = { messages: [{ role: "user", content: "hello" }] }
    const expect = async (response: Promise<Response>, status: number, code: string) => {
      const { status: actual, code: actualCode, body } = await statusOf(await response)
      assert.deepStrictEqual([actual, actualCode], [status, code], JSON.stringify(body))
    }
    await expect(chat(first.url, undefined, hello), 401, "unauthorized")
    await expect(chat(first.url, "vut_not-a-real-token", hello), 401, "unauthorized")
    const key = (
      (await (
        await fetch(`${first.url}/v1/account/keys`, {
          method: "POST",
          headers: { ...json, cookie: `ss_session=${sessions["codes@example.com"]}` },
          body: JSON.stringify({ label: "ci" })
        })
      ).json()) as Body
    ).data!.key as string
    await expect(chat(first.url, key, hello), 401, "unauthorized")
    const chatToken = await ServerProcess.mintAppToken(first.url, sessions["codes@example.com"]!, "chat")
    await expect(chat(first.url, chatToken, hello), 403, "forbidden")
    const chatGuest = (
      (await (
        await fetch(`${first.url}/v1/app-api/guest`, { method: "POST", headers: json, body: '{"slug":"chat"}' })
      ).json()) as Body
    ).data!.token as string
    await expect(chat(first.url, chatGuest, hello), 403, "forbidden")

    await expect(chat(first.url, token, { messages: [] }), 400, "validation_error")
    await expect(
      chat(first.url, token, {
        messages: [
          { role: "user", content: "a" },
          { role: "assistant", content: "b" }
        ]
      }),
      400,
      "validation_error"
    )
    await expect(
      chat(first.url, token, { messages: Array.from({ length: 41 }, () => ({ role: "user", content: "a" })) }),
      400,
      "validation_error"
    )
    await expect(
      chat(first.url, token, { messages: [{ role: "user", content: "a".repeat(16_385) }] }),
      400,
      "validation_error"
    )
    await expect(
      chat(first.url, token, {
        ...hello,
        confirmations: Array.from({ length: 11 }, (_, index) => `publish:a${index}`)
      }),
      400,
      "validation_error"
    )
    await expect(chat(first.url, token, { ...hello, confirmations: ["x".repeat(101)] }), 400, "validation_error")
    await expect(
      chat(first.url, token, {
        ...hello,
        attachments: [
          { name: "a.txt", content: "a" },
          { name: "b.txt", content: "b" }
        ]
      }),
      400,
      "validation_error"
    )
    await expect(
      chat(first.url, token, { ...hello, attachments: [{ name: "big.txt", content: "x".repeat(100 * 1024 + 1) }] }),
      413,
      "payload_too_large"
    )
    await expect(chat(first.url, token, { ...hello, padding: "x".repeat(256 * 1024) }), 413, "payload_too_large")
    // Exactly at the attachment limit is fine, and the attachment never reaches the model.
    const attached = await chat(first.url, token, {
      messages: [{ role: "user", content: "what is attached?" }],
      attachments: [{ name: "notes.txt", content: `SECRET-${"y".repeat(100 * 1024 - 7)}` }]
    })
    const attachedText = await attached.text()
    assert.strictEqual(attached.status, 200)
    assert.notInclude(attachedText, "SECRET-")
    assert.include(textOf(framesOf(attachedText)), "scripted reply: what is attached?")

    // A process of the same deployment with the assistant switched off.
    await expect(chat(disabled.url, token, hello), 503, "service_unavailable")

    // An account whose email is not verified (changed behind the server's back).
    const unverified = await signIn("unverified@example.com")
    await Effect.runPromise(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`UPDATE identity_accounts SET email_verified = false WHERE email = ${"unverified@example.com"}`
      }).pipe(Effect.provide(Database.layerPostgres(databaseUrl)), Effect.scoped)
    )
    await expect(chat(first.url, unverified, hello), 403, "email_not_verified")
  })

  it("refuses the 51st message of the day with 429 and Retry-After", async () => {
    const token = await signIn("busy@example.com")
    for (let index = 0; index < 50; index++)
      await turn(token, `message ${index}`, undefined, index % 2 === 0 ? first.url : second.url)
    const refused = await chat(second.url, token, { messages: [{ role: "user", content: "one more" }] })
    const { status, code } = await statusOf(refused)
    assert.deepStrictEqual([status, code], [429, "rate_limited"])
    const retryAfter = Number(refused.headers.get("retry-after"))
    assert.isTrue(retryAfter >= 1 && retryAfter <= 86_400)
  })

  it("runs one turn per account at a time across processes: 409 while one is in flight, then accepted", async () => {
    const token = await signIn("concurrent@example.com")
    const slow = await chat(first.url, token, { messages: [{ role: "user", content: "[[slow]] take your time" }] })
    assert.strictEqual(slow.status, 200)
    const reader = slow.body!.getReader()
    const decoder = new TextDecoder()
    let received = ""
    // The turn is running once its first text arrived.
    while (!received.includes("event: text")) received += decoder.decode((await reader.read()).value)
    const { status, code } = await statusOf(
      await chat(second.url, token, { messages: [{ role: "user", content: "me too" }] })
    )
    assert.deepStrictEqual([status, code], [409, "conflict"])
    const busySame = await statusOf(await chat(first.url, token, { messages: [{ role: "user", content: "me too" }] }))
    assert.strictEqual(busySame.status, 409)
    for (;;) {
      const chunk = await reader.read()
      if (chunk.done) break
      received += decoder.decode(chunk.value)
    }
    assert.strictEqual(framesOf(received).at(-1)?.event, "done")
    // Another account is not held up, and the account's next turn goes through.
    const after = await turn(token, "now?", undefined, second.url)
    assert.strictEqual(after.at(-1)?.event, "done")
  })
})
