import { assert, describe, it } from "@effect/vitest"
import { HttpEnvelope } from "@vouch/envelope"
import { Cause, Effect, ErrorReporter, Layer, Option } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import * as RegistryActor from "../src/RegistryActor.ts"
import * as RegistryApi from "../src/RegistryApi.ts"
import * as RegistryHttp from "../src/RegistryHttp.ts"
import * as ShareLinks from "../src/ShareLinks.ts"
import * as SkillRegistry from "../src/SkillRegistry.ts"
import * as Verifications from "../src/Verifications.ts"
import { TestAuthentication } from "./fixtures/TestServer.ts"

/** A host API mounting the registry groups next to its own, as the reference server does. */
class HostApi extends HttpApi.make("host")
  .add(HttpApiGroup.make("own").add(HttpApiEndpoint.get("ping", "/v1/ping")))
  .add(RegistryApi.SkillsApi)
  .add(RegistryApi.BlobsApi)
  .add(RegistryApi.BadgesApi)
  .add(RegistryApi.SharingApi) {}

describe("RegistryApi", () => {
  it("documents every registry path in the OpenAPI document", () => {
    const document = OpenApi.fromApi(RegistryApi.RegistryApi)
    assert.includeMembers(Object.keys(document.paths), [
      "/v1/skills/search",
      "/v1/skills/{ns}/{name}",
      "/v1/skills/{ns}/{name}/versions",
      "/v1/skills/{ns}/{name}/versions/{version}",
      "/v1/skills/{ns}/{name}/download/{version}",
      "/v1/skills/{ns}/{name}/versions/{version}/yank",
      "/v1/skills/{ns}/{name}/star",
      "/v1/skills/{ns}/{name}/current-version",
      "/v1/blobs/{hash}",
      "/v1/badge/{ns}/{name}/{variant}",
      "/v1/skills/{ns}/{name}/versions/{version}/scan-report",
      "/v1/skills/{ns}/{name}/versions/{version}/share",
      "/v1/skills/{ns}/{name}/versions/{version}/shares",
      "/v1/share/{shareId}",
      "/v1/share/{shareId}/download",
      "/v1/skills/{ns}/{name}/versions/{version}/verify",
      "/v1/skills/{ns}/{name}/versions/{version}/verifications"
    ])
    const save = document.paths["/v1/skills/{ns}/{name}"]?.post
    assert.includeMembers(Object.keys(save?.responses ?? {}), ["200", "201", "400", "401", "403", "409", "413"])
    assert.property(save?.requestBody?.content ?? {}, "multipart/form-data")
  })

  it.effect("serves the registry groups mounted in a host API", () =>
    Effect.gen(function* () {
      const registry = SkillRegistry.SkillRegistry.of({
        badgeFigures: () =>
          Effect.succeed({ verificationCount: 7, downloadCount: 1500, scanGrade: "A", evaluationScore: undefined })
      } as unknown as SkillRegistry.SkillRegistry["Service"])
      const own = HttpApiBuilder.group(HostApi, "own", (handlers) => handlers.handle("ping", () => Effect.void))
      const app = Layer.mergeAll(HttpApiBuilder.layer(HostApi), HttpEnvelope.layer()).pipe(
        Layer.provide(own),
        Layer.provide(RegistryHttp.layerFor(HostApi, { cursorSecret: "a test secret of enough bytes" })),
        Layer.provide(RegistryActor.layerAuthentication(() => Effect.succeed(Option.none()))),
        Layer.provide(Layer.succeed(SkillRegistry.SkillRegistry, registry)),
        Layer.provide(
          Layer.succeed(ShareLinks.ShareLinks, ShareLinks.ShareLinks.of({} as ShareLinks.ShareLinks["Service"]))
        ),
        Layer.provide(
          Layer.succeed(
            Verifications.Verifications,
            Verifications.Verifications.of({} as Verifications.Verifications["Service"])
          )
        ),
        Layer.provide(HttpServer.layerServices)
      )
      const web = HttpRouter.toWebHandler(app, { disableLogger: true })
      const response = yield* Effect.promise(() => web.handler(new Request("http://host/v1/badge/@acme/tool/installs")))
      const svg = yield* Effect.promise(() => response.text())
      yield* Effect.promise(() => web.dispose())
      assert.strictEqual(response.status, 200)
      assert.include(svg, 'aria-label="installs: 1.5k"')
    })
  )

  it("declares the failure statuses of its endpoints in the OpenAPI document", () => {
    const document = OpenApi.fromApi(RegistryApi.RegistryApi)
    const responses = (path: string, method: "get" | "post" | "put" | "delete") =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {})
    // The endpoint's own codes, the authentication middleware's 401 and 403, 429 and 500.
    assert.includeMembers(responses("/v1/skills/{ns}/{name}", "get"), ["200", "401", "403", "404", "429", "500"])
    assert.includeMembers(responses("/v1/skills/{ns}/{name}/versions/{version}/yank", "post"), [
      "400",
      "401",
      "403",
      "404"
    ])
    assert.includeMembers(responses("/v1/share/{shareId}/download", "get"), ["404", "410"])
  })

  it.effect("answers an expected failure as a typed failure, never reported as a defect", () =>
    Effect.gen(function* () {
      const reported: Array<Cause.Cause<unknown>> = []
      const registry = SkillRegistry.SkillRegistry.of({
        getSkill: (_actor: unknown, namespace: string, name: string) =>
          Effect.fail(new SkillRegistry.RegistryError({ reason: new SkillRegistry.SkillNotFound({ namespace, name }) }))
      } as unknown as SkillRegistry.SkillRegistry["Service"])
      const app = Layer.mergeAll(HttpApiBuilder.layer(RegistryApi.RegistryApi), HttpEnvelope.layer()).pipe(
        Layer.provide(RegistryHttp.layer({ cursorSecret: "a test secret of enough bytes" })),
        Layer.provide(TestAuthentication),
        Layer.provide(Layer.succeed(SkillRegistry.SkillRegistry, registry)),
        Layer.provide(
          Layer.succeed(ShareLinks.ShareLinks, ShareLinks.ShareLinks.of({} as ShareLinks.ShareLinks["Service"]))
        ),
        Layer.provide(
          Layer.succeed(
            Verifications.Verifications,
            Verifications.Verifications.of({} as Verifications.Verifications["Service"])
          )
        ),
        Layer.provide(HttpServer.layerServices),
        // Every cause the builder reports, unfiltered, to tell a failure from a defect.
        Layer.provide(
          ErrorReporter.layer([
            { [ErrorReporter.TypeId]: ErrorReporter.TypeId, report: ({ cause }) => void reported.push(cause) }
          ])
        )
      )
      const web = HttpRouter.toWebHandler(app, { disableLogger: true })
      const get = (authorization?: string) =>
        Effect.promise(async () => {
          const response = await web.handler(
            new Request(
              "http://host/v1/skills/@acme/tool",
              authorization === undefined ? {} : { headers: { authorization } }
            )
          )
          return [response.status, ((await response.json()) as { error: { code: string } }).error.code] as const
        })
      assert.deepStrictEqual(yield* get("Bearer token-alice"), [404, "not_found"])
      assert.deepStrictEqual(yield* get("Bearer not-a-token"), [401, "unauthorized"])
      assert.deepStrictEqual(yield* get(), [401, "unauthorized"])
      yield* Effect.promise(() => web.dispose())
      assert.isFalse(
        reported.some((cause) => Cause.hasDies(cause)),
        "expected failures are not defects"
      )
      assert.deepStrictEqual(
        reported.flatMap((cause) =>
          cause.reasons.filter(Cause.isFailReason).map((reason) => (reason.error as { code?: string }).code)
        ),
        ["not_found", "unauthorized", "unauthorized"]
      )
    })
  )
})
