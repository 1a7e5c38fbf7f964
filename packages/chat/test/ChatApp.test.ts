import { assert, describe, it } from "@effect/vitest"
import { App } from "@vouch/app-api"
import { Result, Schema } from "effect"
import { ChatApp } from "../src/index.ts"

describe("ChatApp", () => {
  it("builds each turn from the transcript plus the new message, with the system prompt", () => {
    const prompt = ChatApp.app.prompt({ content: "and now?" }, [
      { role: "user", content: "hi" },
      { role: "assistant", content: "hello" }
    ])
    assert.strictEqual(prompt.system, ChatApp.system)
    assert.deepStrictEqual(
      prompt.messages.map((message) => `${message.role}:${message.content}`),
      ["user:hi", "assistant:hello", "user:and now?"]
    )
  })

  it("takes the model of the turn from $model", () => {
    assert.strictEqual(ChatApp.app.model?.({ content: "x", $model: "fast" }), "fast")
    assert.isUndefined(ChatApp.app.model?.({ content: "x" }))
  })

  it("refuses empty, oversized and mistyped turns", () => {
    const decode = Schema.decodeUnknownResult(ChatApp.Input)
    assert.isTrue(Result.isSuccess(decode({ content: "hello", $model: "smart", stream: true })))
    for (const bad of [
      {},
      { content: "" },
      { content: "x".repeat(ChatApp.maxContentLength + 1) },
      { content: 3 },
      { content: "x", stream: "yes" }
    ])
      assert.isTrue(Result.isFailure(decode(bad)), JSON.stringify(bad).slice(0, 40))
  })

  it("answers the reply as output.output, with no markup and no starting balance for guests", () => {
    assert.deepStrictEqual(App.outputOf(ChatApp.app, "the reply"), { output: "the reply" })
    assert.strictEqual(ChatApp.app.markupBps, 0)
    assert.strictEqual(ChatApp.app.guestCredits, 0)
    assert.isTrue(ChatApp.app.sessions)
  })
})
