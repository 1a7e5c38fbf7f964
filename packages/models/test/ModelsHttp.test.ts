// `GET /v1/models` over real HTTP on loopback (NodeHttpServer on port 0), alone and
// mounted in a host API next to other groups, behind the envelope middleware.
import { createServer } from "node:http"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { assert, describe, it } from "@effect/vitest"
import { Envelope, EnvelopeClient, HttpEnvelope } from "@vouch/envelope"
import { Effect, Layer, Option, Redacted, Schema } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import * as ModelCatalogue from "../src/ModelCatalogue.ts"
import * as ModelsApi from "../src/ModelsApi.ts"
import * as ModelsConfig from "../src/ModelsConfig.ts"
import * as ModelsHttp from "../src/ModelsHttp.ts"

const catalogueFile: ModelCatalogue.CatalogueFile = {
  default_model: "gpt-4.1-mini",
  aliases: { fast: "gpt-4.1-mini", smart: "claude-sonnet-4-5" },
  models: [
    {
      id: "gpt-4.1-mini",
      label: "GPT-4.1 mini",
      provider: "openai",
      provider_model: "gpt-4.1-mini",
      rates: { credits_per_mtok: { in: 4000, out: 16000 } },
      caps: {
        context_window: 1_047_576,
        max_input_tokens: 1_014_808,
        max_output_tokens: 32_768,
        wall_clock_ms: 120_000
      }
    },
    {
      id: "claude-sonnet-4-5",
      label: "Claude Sonnet 4.5",
      provider: "anthropic",
      provider_model: "claude-sonnet-4-5-20250929",
      rates: { credits_per_mtok: { in: 30000, out: 150000 } },
      caps: { context_window: 200_000, max_input_tokens: 136_000, max_output_tokens: 64_000, wall_clock_ms: 300_000 }
    }
  ]
}

const catalogue = ModelCatalogue.ModelCatalogue.layerFrom(catalogueFile).pipe(
  Layer.provide(
    ModelsConfig.ModelsConfig.layer({
      providers: {
        openai: { apiKey: Option.some(Redacted.make("sk-test")), baseUrl: Option.none() },
        anthropic: ModelsConfig.unconfigured,
        google: ModelsConfig.unconfigured
      }
    })
  )
)

// A host API as the reference server builds one: its own groups plus the models group.
class HostApi extends HttpApi.make("host")
  .add(
    HttpApiGroup.make("platform").add(
      HttpApiEndpoint.get("health", "/v1/health", {
        success: Envelope.Success(Schema.Struct({ status: Schema.String }))
      })
    )
  )
  .add(ModelsApi.ModelsApi) {}

const hostLayer = HttpApiBuilder.layer(HostApi).pipe(
  Layer.provide(
    HttpApiBuilder.group(HostApi, "platform", (handlers) =>
      handlers.handle("health", () => HttpEnvelope.ok({ status: "ok" }))
    )
  ),
  Layer.provide(ModelsHttp.layerFor(HostApi)),
  Layer.provide(catalogue)
)

const standaloneLayer = HttpApiBuilder.layer(ModelsApi.Api).pipe(
  Layer.provide(ModelsHttp.layer),
  Layer.provide(catalogue)
)

// Serves an API layer behind the envelope middleware on NodeHttpServer, port 0.
const serveWith = (api: typeof hostLayer | typeof standaloneLayer) =>
  Effect.gen(function* () {
    const context = yield* Layer.build(
      HttpRouter.serve(Layer.mergeAll(api, HttpEnvelope.layer()), { disableLogger: true, disableListenLog: true }).pipe(
        Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" }))
      )
    )
    const url = yield* Effect.map(HttpServer.HttpServer, (server) => HttpServer.formatAddress(server.address)).pipe(
      Effect.provide(context)
    )
    return { url }
  })

const serve = serveWith(standaloneLayer)

describe("GET /v1/models over HTTP", () => {
  it.live("answers the catalogue in the app envelope, with the spec's fields", () =>
    Effect.gen(function* () {
      const { url } = yield* serve
      const response = yield* Effect.promise(() => fetch(`${url}/v1/models`))
      assert.strictEqual(response.status, 200)
      assert.match(response.headers.get("content-type") ?? "", /application\/json/)
      const body = (yield* Effect.promise(() => response.json())) as {
        readonly ok: boolean
        readonly data: ModelsApi.ModelList
        readonly meta: { readonly request_id: string }
      }
      assert.isTrue(body.ok)
      assert.strictEqual(body.meta.request_id, response.headers.get("x-request-id"))
      assert.deepStrictEqual(Object.keys(body.data).sort(), ["aliases", "default_model", "models", "pricing"])
      assert.strictEqual(body.data.default_model, "gpt-4.1-mini")
      assert.deepStrictEqual(body.data.aliases, { fast: "gpt-4.1-mini", smart: "claude-sonnet-4-5" })
      assert.deepStrictEqual(body.data.models, [
        {
          id: "gpt-4.1-mini",
          label: "GPT-4.1 mini",
          provider: "openai",
          available: true,
          unavailable_reason: null,
          rates: { billed_usd_per_mtok: { in: 0.4, out: 1.6 } },
          caps: { max_input_tokens: 1_014_808, max_output_tokens: 32_768, wall_clock_ms: 120_000 }
        },
        {
          id: "claude-sonnet-4-5",
          label: "Claude Sonnet 4.5",
          provider: "anthropic",
          available: false,
          unavailable_reason: "the provider anthropic has no credentials (set ANTHROPIC_API_KEY or ANTHROPIC_BASE_URL)",
          rates: { billed_usd_per_mtok: { in: 3, out: 15 } },
          caps: { max_input_tokens: 136_000, max_output_tokens: 64_000, wall_clock_ms: 300_000 }
        }
      ])
      assert.deepStrictEqual(body.data.pricing, {
        currency: "credits",
        credits_per_usd: 10_000,
        per_tokens: 1_000_000,
        rounding: "up",
        hold: "prompt_tokens_plus_max_output_tokens",
        credits_per_mtok: { "gpt-4.1-mini": { in: 4000, out: 16000 }, "claude-sonnet-4-5": { in: 30000, out: 150000 } }
      })
    })
  )

  it.live("needs no authorization and reads with the envelope client", () =>
    Effect.gen(function* () {
      const { url } = yield* serve
      const decoded = yield* Effect.promise(async () =>
        EnvelopeClient.read(await fetch(`${url}/v1/models`, { headers: { authorization: "Bearer nonsense" } }))
      )
      assert.isTrue(decoded.ok)
    })
  )

  it.live("answers an unknown path under /v1/models with the app dialect's 404", () =>
    Effect.gen(function* () {
      const { url } = yield* serve
      const response = yield* Effect.promise(() => fetch(`${url}/v1/models/gpt-4.1-mini`))
      assert.strictEqual(response.status, 404)
      const body = (yield* Effect.promise(() => response.json())) as { readonly error: Record<string, unknown> }
      assert.strictEqual(body.error.code, "not_found")
      assert.strictEqual(body.error.status, 404)
    })
  )
})

describe("the models group in a host API", () => {
  it.live("serves next to the host's own groups", () =>
    Effect.gen(function* () {
      const { url } = yield* serveWith(hostLayer)
      const models = yield* Effect.promise(async () => EnvelopeClient.read(await fetch(`${url}/v1/models`)))
      assert.isTrue(models.ok)
      if (models.ok) assert.strictEqual((models.data as ModelsApi.ModelList).default_model, "gpt-4.1-mini")
      const health = yield* Effect.promise(async () => EnvelopeClient.read(await fetch(`${url}/v1/health`)))
      assert.isTrue(health.ok)
    })
  )
})

describe("ModelsHttp.toApiError", () => {
  it.effect("maps an unknown or unavailable model to 400 validation_error naming $model", () =>
    Effect.gen(function* () {
      const service = yield* ModelCatalogue.ModelCatalogue
      const unknown = ModelsHttp.toApiError(yield* Effect.flip(service.resolveAvailable("gpt-9")))
      assert.strictEqual(unknown.code, "validation_error")
      assert.strictEqual(unknown.status, 400)
      assert.deepStrictEqual(unknown.details, { field: "$model", reason: "unknown_model", requested: "gpt-9" })
      const unavailable = ModelsHttp.toApiError(yield* Effect.flip(service.resolveAvailable("smart")))
      assert.strictEqual(unavailable.status, 400)
      assert.strictEqual((unavailable.details as { readonly reason: string }).reason, "model_unavailable")
      assert.strictEqual((unavailable.details as { readonly model: string }).model, "claude-sonnet-4-5")
      const resolved = yield* ModelsHttp.resolveForRun("fast")
      assert.strictEqual(resolved.model.id, "gpt-4.1-mini")
    }).pipe(Effect.provide(catalogue))
  )
})
