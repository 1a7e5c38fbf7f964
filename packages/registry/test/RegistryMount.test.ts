import { assert, describe, it } from "@effect/vitest"
import type { HttpEnvelope } from "@vouch/envelope"
import { Effect, Layer, Option, Schema } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiError, HttpApiGroup } from "effect/http-api"
import * as RegistryActor from "../src/RegistryActor.ts"
import * as RegistryApi from "../src/RegistryApi.ts"
import * as RegistryHttp from "../src/RegistryHttp.ts"
import type * as ShareLinks from "../src/ShareLinks.ts"
import * as SkillRegistry from "../src/SkillRegistry.ts"
import type * as Verifications from "../src/Verifications.ts"

const options = { cursorSecret: "a test secret of enough bytes" }

/** A host with its own routes and errors, mounting two registry groups under `/registry`. */
class HostApi extends HttpApi.make("host")
  .add(
    HttpApiGroup.make("own").add(
      HttpApiEndpoint.get("refuse", "/refuse", { error: HttpApiError.BadRequest }),
      HttpApiEndpoint.post("echo", "/echo", {
        payload: Schema.Struct({ text: Schema.String }),
        success: Schema.Struct({ text: Schema.String })
      })
    )
  )
  .add(RegistryApi.SkillsApi.prefix("/registry"))
  .add(RegistryApi.BadgesApi.prefix("/registry")) {}

describe("RegistryHttp.layerFor", () => {
  it("types: a subset of the groups, prefixed, gets exactly those; a missing or foreign group is refused", () => {
    const badgesOnly = RegistryHttp.layerFor(
      HttpApi.make("host").add(RegistryApi.BadgesApi.prefix("/registry")),
      options
    )
    const provides: Layer.Layer<HttpApiGroup.Service<"host", "badges">, never, SkillRegistry.SkillRegistry> = badgesOnly
    const whole = RegistryHttp.layerFor(RegistryApi.RegistryApi.prefix("/registry"), options)
    const all: Layer.Layer<
      | HttpApiGroup.Service<"registry", "skills">
      | HttpApiGroup.Service<"registry", "blobs">
      | HttpApiGroup.Service<"registry", "badges">
      | HttpApiGroup.Service<"registry", "sharing">,
      never,
      | SkillRegistry.SkillRegistry
      | ShareLinks.ShareLinks
      | Verifications.Verifications
      | RegistryActor.RegistryAuthentication
    > = whole
    // @ts-expect-error the `skills` group is not in the API, so not provided
    const skills: Layer.Layer<HttpApiGroup.Service<"host", "skills">, never, never> = badgesOnly
    // @ts-expect-error the envelope middleware comes with the handlers, never asked of the host
    const asks: Layer.Layer<never, never, HttpEnvelope.Middleware> = badgesOnly
    // @ts-expect-error an API with none of the registry's groups
    RegistryHttp.layerFor(HttpApi.make("other").add(HttpApiGroup.make("own")), options)
    RegistryHttp.layerFor(
      // @ts-expect-error a group named `skills` that is not the registry's
      HttpApi.make("other").add(HttpApiGroup.make("skills").add(HttpApiEndpoint.get("list", "/list"))),
      options
    )
    // @ts-expect-error serving the host API needs its `own` group, which the registry does not provide
    const served: Layer.Layer<never, never, never> = HttpApiBuilder.layer(HostApi).pipe(
      Layer.provide(RegistryHttp.layerFor(HostApi, options))
    )
    assert.isDefined([provides, all, skills, asks, served])
  })

  it.effect(
    "serves a prefixed subset in the envelope without a global middleware; the host's answers stay its own",
    () =>
      Effect.gen(function* () {
        const registry = SkillRegistry.SkillRegistry.of({
          badgeFigures: () =>
            Effect.succeed({ verificationCount: 7, downloadCount: 1500, scanGrade: "A", evaluationScore: undefined })
        } as unknown as SkillRegistry.SkillRegistry["Service"])
        const own = HttpApiBuilder.group(HostApi, "own", (handlers) =>
          handlers
            .handle("refuse", () => Effect.fail(new HttpApiError.BadRequest()))
            .handle("echo", ({ payload }) => Effect.succeed(payload))
        )
        const app = HttpApiBuilder.layer(HostApi).pipe(
          Layer.provide(own),
          Layer.provide(RegistryHttp.layerFor(HostApi, options)),
          Layer.provide(RegistryActor.layerAuthentication(() => Effect.succeed(Option.none()))),
          Layer.provide(Layer.succeed(SkillRegistry.SkillRegistry, registry)),
          Layer.provide(HttpServer.layerServices)
        )
        const web = HttpRouter.toWebHandler(app, { disableLogger: true })
        const send = (path: string, init?: RequestInit) =>
          Effect.promise(async () => {
            const response = await web.handler(new Request(`http://host${path}`, init))
            return { status: response.status, type: response.headers.get("content-type"), body: await response.text() }
          })

        const post = (path: string, type: string, body: string) =>
          send(path, { method: "POST", headers: { "content-type": type }, body })

        const badge = yield* send("/registry/v1/badge/@acme/tool/installs")
        assert.strictEqual(badge.status, 200)
        assert.include(badge.body, 'aria-label="installs: 1.5k"')

        // The registry's refusals: schema failures and the builder's 415, enveloped with a request id.
        const invalid = yield* send("/registry/v1/badge/@acme/tool/nonsense")
        assert.strictEqual(invalid.status, 400)
        const envelope = JSON.parse(invalid.body) as {
          ok: boolean
          error: { code: string }
          meta: { request_id: string }
        }
        assert.strictEqual(envelope.ok, false)
        assert.strictEqual(envelope.error.code, "validation_error")
        assert.match(envelope.meta.request_id, /^req_/)
        const unsupported = yield* post("/registry/v1/skills/@acme/tool", "text/plain", "hello")
        assert.strictEqual(unsupported.status, 415)
        assert.strictEqual(unsupported.type, "application/json")
        assert.strictEqual(
          (JSON.parse(unsupported.body) as { error: { code: string } }).error.code,
          "unsupported_media_type"
        )

        // The host's own: its 400, its schema error, its unknown route.
        const refused = yield* send("/refuse")
        assert.deepStrictEqual([refused.status, refused.body], [400, JSON.stringify({ _tag: "BadRequest" })])
        const echo = yield* post("/echo", "application/json", "{}")
        assert.strictEqual(echo.status, 400)
        assert.notInclude(echo.body, "request_id")
        const unknown = yield* send("/nowhere")
        assert.strictEqual(unknown.status, 404)
        assert.notInclude(unknown.body, "request_id")
        yield* Effect.promise(() => web.dispose())
      })
  )
})
