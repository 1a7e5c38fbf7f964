// Tool calling through each provider's own wire format, against a local server that
// speaks it: the tools and the earlier calls and results as sent, and the calls the
// model streams back (pieces gathered, complete calls before the `Finish`).
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import * as AnthropicProvider from "../src/AnthropicProvider.ts"
import * as GoogleProvider from "../src/GoogleProvider.ts"
import * as ModelProvider from "../src/ModelProvider.ts"
import * as OpenAiProvider from "../src/OpenAiProvider.ts"
import * as ScriptedProvider from "../src/ScriptedProvider.ts"
import * as FixtureServer from "./FixtureServer.ts"

const parameters = { type: "object", properties: { slug: { type: "string" } }, required: ["slug"] }
const tools: ReadonlyArray<ModelProvider.Tool> = [
  { name: "create_app", description: "Creates a mini-app.", parameters },
  { name: "publish_app", description: "Publishes a mini-app.", parameters }
]

// A conversation that already went through one call: the assistant's call, then its result.
const request: ModelProvider.Request = {
  model: "model-1",
  system: "You build apps.",
  messages: [
    { role: "user", content: "Make a haiku app." },
    {
      role: "assistant",
      content: "Checking.",
      toolCalls: [{ _tag: "ToolCall", id: "call_1", name: "create_app", arguments: '{"slug":"haiku"}' }]
    },
    {
      role: "user",
      content: "",
      toolResults: [{ id: "call_1", name: "create_app", content: "slug taken", isError: true }]
    }
  ],
  maxOutputTokens: 256,
  tools
}

const retry = { baseDelayMs: 1, maxDelayMs: 50 }

describe("tool calling", () => {
  it.live("OpenAI: sends tools, tool_calls and tool messages; gathers the streamed calls by index", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* FixtureServer.runProvider(
        [FixtureServer.sse("openai/tools.sse")],
        (fixture) => OpenAiProvider.make({ baseUrl: `${fixture.url}/v1`, retry }),
        request
      )
      const reply = FixtureServer.replyOf(exit)
      assert.deepStrictEqual(reply.toolCalls, [
        { _tag: "ToolCall", id: "call_Abc123", name: "create_app", arguments: '{"slug":"haiku"}' },
        { _tag: "ToolCall", id: "call_Def456", name: "publish_app", arguments: '{"slug":"haiku"}' }
      ])
      assert.strictEqual(reply.finish.finishReason, "tool_calls")
      assert.deepStrictEqual(reply.finish.usage, { inputTokens: 82, outputTokens: 31, estimated: false })
      const body = server.requests[0]!.body as Record<string, unknown>
      assert.deepStrictEqual(body.tools, [
        { type: "function", function: { name: "create_app", description: "Creates a mini-app.", parameters } },
        { type: "function", function: { name: "publish_app", description: "Publishes a mini-app.", parameters } }
      ])
      assert.deepStrictEqual(body.messages, [
        { role: "system", content: "You build apps." },
        { role: "user", content: "Make a haiku app." },
        {
          role: "assistant",
          content: "Checking.",
          tool_calls: [
            { id: "call_1", type: "function", function: { name: "create_app", arguments: '{"slug":"haiku"}' } }
          ]
        },
        { role: "tool", tool_call_id: "call_1", content: "slug taken" }
      ])
    })
  )

  it.live("Anthropic: sends tools, tool_use and tool_result blocks; gathers input_json_delta pieces", () =>
    Effect.gen(function* () {
      const { server, exit, deltas } = yield* FixtureServer.runProvider(
        [FixtureServer.sse("anthropic/tools.sse")],
        (fixture) => AnthropicProvider.make({ baseUrl: fixture.url, retry }),
        request
      )
      const reply = FixtureServer.replyOf(exit)
      assert.deepStrictEqual(deltas, ["Creating it now."])
      assert.deepStrictEqual(reply.toolCalls, [
        { _tag: "ToolCall", id: "toolu_01T1x", name: "create_app", arguments: '{"slug": "haiku"}' }
      ])
      assert.strictEqual(reply.finish.finishReason, "tool_calls")
      assert.strictEqual(reply.finish.rawFinishReason, "tool_use")
      const body = server.requests[0]!.body as Record<string, unknown>
      assert.deepStrictEqual(body.tools, [
        { name: "create_app", description: "Creates a mini-app.", input_schema: parameters },
        { name: "publish_app", description: "Publishes a mini-app.", input_schema: parameters }
      ])
      assert.deepStrictEqual(body.messages, [
        { role: "user", content: "Make a haiku app." },
        {
          role: "assistant",
          content: [
            { type: "text", text: "Checking." },
            { type: "tool_use", id: "call_1", name: "create_app", input: { slug: "haiku" } }
          ]
        },
        {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: "call_1", content: "slug taken", is_error: true }]
        }
      ])
    })
  )

  it.live("Google: sends functionDeclarations, functionCall and functionResponse parts; reads whole calls", () =>
    Effect.gen(function* () {
      const { server, exit } = yield* FixtureServer.runProvider(
        [FixtureServer.sse("google/tools.sse")],
        (fixture) => GoogleProvider.make({ baseUrl: fixture.url, retry }),
        request
      )
      const reply = FixtureServer.replyOf(exit)
      assert.strictEqual(reply.text, "Creating it now.")
      assert.deepStrictEqual(reply.toolCalls, [
        { _tag: "ToolCall", id: "create_app_0", name: "create_app", arguments: '{"slug":"haiku"}' },
        { _tag: "ToolCall", id: "publish_app_1", name: "publish_app", arguments: '{"slug":"haiku"}' }
      ])
      assert.strictEqual(reply.finish.finishReason, "tool_calls")
      assert.strictEqual(reply.finish.rawFinishReason, "STOP")
      const body = server.requests[0]!.body as Record<string, unknown>
      assert.deepStrictEqual(body.tools, [
        {
          functionDeclarations: [
            { name: "create_app", description: "Creates a mini-app.", parameters },
            { name: "publish_app", description: "Publishes a mini-app.", parameters }
          ]
        }
      ])
      assert.deepStrictEqual(body.contents, [
        { role: "user", parts: [{ text: "Make a haiku app." }] },
        {
          role: "model",
          parts: [{ text: "Checking." }, { functionCall: { name: "create_app", args: { slug: "haiku" } } }]
        },
        { role: "user", parts: [{ functionResponse: { name: "create_app", response: { error: "slug taken" } } }] }
      ])
    })
  )

  it.effect("the scripted model calls the tools its directives name, then reports their results", () =>
    Effect.gen(function* () {
      const scripted = ScriptedProvider.make()
      const first = yield* ModelProvider.collect(
        scripted.stream({
          model: "scripted",
          messages: [
            {
              role: "user",
              content:
                'Go. [[call:create_app {"slug":"haiku"}]] [[call:unknown_tool {}]] [[call:publish_app {"slug":"haiku"}]]'
            }
          ],
          maxOutputTokens: 256,
          tools
        })
      )
      assert.strictEqual(first.text, "Go.")
      assert.deepStrictEqual(first.toolCalls, [
        { _tag: "ToolCall", id: "call_0", name: "create_app", arguments: '{"slug":"haiku"}' },
        { _tag: "ToolCall", id: "call_1", name: "publish_app", arguments: '{"slug":"haiku"}' }
      ])
      assert.strictEqual(first.finish.finishReason, "tool_calls")
      const second = yield* ModelProvider.collect(scripted.stream(request))
      assert.deepStrictEqual(second.toolCalls, [])
      assert.strictEqual(second.text, "scripted tool results:\ncreate_app failed: slug taken")
      assert.strictEqual(second.finish.finishReason, "stop")
      // Without tools offered, a directive is plain text.
      const plain = yield* ModelProvider.collect(
        scripted.stream({
          model: "scripted",
          messages: [{ role: "user", content: "[[call:create_app {}]]" }],
          maxOutputTokens: 64
        })
      )
      assert.deepStrictEqual(plain.toolCalls, [])
      assert.strictEqual(plain.text, "scripted reply: [[call:create_app {}]]")
    })
  )
})
