import { assert, describe, it } from "@effect/vitest"
import { Effect, Logger, References, Tracer } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import * as Logging from "../src/Logging.ts"

const device = "cli_Zq3xN8vR2mK7pL4wT9yB1cF6hJ0sD5gA3eU8iO2nQ"
const share = "shr_Hk2Lm9Np4Qr7St1Uv6Wx3Yz8Ab5Cd0Ef"

describe("Logging.redactTarget", () => {
  it("redacts device sessions, share ids, bearer-like segments and secret query values", () => {
    const cases: Array<[string, string]> = [
      [`/v1/auth/cli/${device}`, "/v1/auth/cli/<redacted>"],
      ["/v1/auth/cli/anything-at-all/approve", "/v1/auth/cli/<redacted>/approve"],
      [`/v1/share/${share}/download`, "/v1/share/<redacted>/download"],
      [`//V1/share/${share}`, "//V1/share/<redacted>"],
      ["/v1/users/vch_P0o9I8u7Y6t5R4e3W2q1A0s9D8f7G6h5J4k3L2z1X", "/v1/users/<redacted>"],
      ["/account/verify-email?code=123456&next=/x", "/account/verify-email?code=<redacted>&next=/x"],
      ["/invitations/accept?token=inv_abc", "/invitations/accept?token=<redacted>"],
      [`/cli/approve?session_id=${device}`, "/cli/approve?session_id=<redacted>"],
      ["/v1/skills/search?q=pdf+tools&limit=20", "/v1/skills/search?q=pdf+tools&limit=20"],
      [
        "/v1/skills/@ada/pdf-extractor-2024/versions/1.2.0-RC1",
        "/v1/skills/@ada/pdf-extractor-2024/versions/1.2.0-RC1"
      ],
      ["/v1/app-api/jobs/job_0123456789abcdef0123456789abcdef", "/v1/app-api/jobs/job_0123456789abcdef0123456789abcdef"]
    ]
    for (const [target, expected] of cases) assert.strictEqual(Logging.redactTarget(target), expected, target)
  })
})

describe("Logging.accessLog", () => {
  it.effect("logs and traces the redacted target, never the secret", () =>
    Effect.gen(function* () {
      const spans: Array<Tracer.NativeSpan> = []
      const tracer = Tracer.make({
        span(options) {
          const span = new Tracer.NativeSpan(options)
          spans.push(span)
          return span
        }
      })
      const logged: Array<string> = []
      const logger = Logger.make(({ message, fiber }) => {
        logged.push(JSON.stringify({ message, annotations: fiber.getRef(References.CurrentLogAnnotations) }))
      })
      const request = HttpServerRequest.fromWeb(
        new Request(`http://127.0.0.1/v1/auth/cli/${device}?code=secret-code-1&q=ok`)
      )
      const response = yield* Logging.accessLog(Effect.succeed(HttpServerResponse.text("ok"))).pipe(
        Effect.provideService(HttpServerRequest.HttpServerRequest, request),
        Effect.provideService(Tracer.Tracer, tracer),
        Effect.provide(Logger.layer([logger]))
      )
      assert.strictEqual(response.status, 200)
      const recorded = JSON.stringify({ logged, attributes: spans.map((span) => Object.fromEntries(span.attributes)) })
      assert.notInclude(recorded, device)
      assert.notInclude(recorded, "secret-code-1")
      assert.include(recorded, "/v1/auth/cli/<redacted>")
      const server = spans.find((span) => span.kind === "server")
      assert.strictEqual(server?.attributes.get("url.path"), "/v1/auth/cli/<redacted>")
      assert.strictEqual(server?.attributes.get("url.query"), "code=<redacted>&q=ok")
      assert.strictEqual(server?.attributes.get("http.response.status_code"), 200)
    })
  )

  it.effect("opens no server span when nothing would see it, and one that continues an incoming trace", () =>
    Effect.gen(function* () {
      const parentOf = (headers: Record<string, string>) =>
        Logging.accessLog(
          Effect.map(Effect.option(Effect.currentSpan), (span) =>
            HttpServerResponse.text(span._tag === "Some" ? `${span.value.kind} ${span.value.traceId}` : "none")
          )
        ).pipe(
          Effect.provideService(
            HttpServerRequest.HttpServerRequest,
            HttpServerRequest.fromWeb(new Request("http://127.0.0.1/v1/health", { headers }))
          ),
          Effect.provideService(References.MinimumLogLevel, "Warn"),
          Effect.flatMap((response) =>
            Effect.succeed(response.body._tag === "Uint8Array" ? response.body.body : undefined)
          ),
          Effect.map((body) => new TextDecoder().decode(body))
        )
      // Below Info, on the native tracer, without a caller's trace: no span.
      assert.strictEqual(yield* parentOf({}), "none")
      // A caller's trace is continued: the server span is a child of it.
      const traceId = "4bf92f3577b34da6a3ce929d0e0e4736"
      assert.strictEqual(yield* parentOf({ traceparent: `00-${traceId}-00f067aa0ba902b7-01` }), `server ${traceId}`)
    })
  )
})
