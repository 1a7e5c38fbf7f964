import { createServer } from "node:net"
import { assert, it } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import * as Mailer from "../src/Mailer.ts"

// A minimal SMTP server on loopback: enough of RFC 5321 for one message, recording what it received.
const smtpServer = Effect.acquireRelease(
  Effect.promise(
    () =>
      new Promise<{ readonly port: number; readonly received: Array<string>; readonly close: () => void }>(
        (resolve) => {
          const received: Array<string> = []
          const server = createServer((socket) => {
            let data = false
            let buffer = ""
            socket.write("220 test ESMTP\r\n")
            socket.on("data", (chunk) => {
              buffer += chunk.toString("utf8")
              let end = buffer.indexOf("\r\n")
              while (end >= 0) {
                const line = buffer.slice(0, end)
                buffer = buffer.slice(end + 2)
                if (data) {
                  if (line === ".") {
                    data = false
                    socket.write("250 queued\r\n")
                  } else received.push(line)
                } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 test\r\n")
                else if (/^DATA/i.test(line)) {
                  data = true
                  socket.write("354 go on\r\n")
                } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n")
                else socket.write("250 ok\r\n")
                end = buffer.indexOf("\r\n")
              }
            })
          })
          server.listen(0, "127.0.0.1", () => {
            const address = server.address()
            const port = typeof address === "object" && address !== null ? address.port : 0
            resolve({ port, received, close: () => server.close() })
          })
        }
      )
  ),
  (server) => Effect.sync(server.close)
)

it.effect("layerSmtp sends through an SMTP server (nodemailer loaded when the layer is built)", () =>
  Effect.gen(function* () {
    const server = yield* smtpServer
    const url = Redacted.make(`smtp://127.0.0.1:${server.port}?ignoreTLS=true`)
    yield* Effect.gen(function* () {
      const mailer = yield* Mailer.Mailer
      yield* mailer.send(Mailer.message({ to: "person@example.com", subject: "Your code", text: "123456" }))
    }).pipe(Effect.provide(Mailer.Mailer.layerSmtp({ url, from: "vouch@example.com" })))
    const text = server.received.join("\n")
    assert.include(text, "Subject: Your code")
    assert.include(text, "123456")
  }).pipe(Effect.scoped)
)

it.effect("layerSmtp answers TransportFailed when nothing listens", () =>
  Effect.gen(function* () {
    const failed = yield* Effect.gen(function* () {
      const mailer = yield* Mailer.Mailer
      yield* mailer.send(Mailer.message({ to: "person@example.com", subject: "x", text: "y" }))
    }).pipe(
      Effect.provide(Mailer.Mailer.layerSmtp({ url: Redacted.make("smtp://127.0.0.1:1"), from: "vouch@example.com" })),
      Effect.flip
    )
    assert.strictEqual(failed.reason, "TransportFailed")
  })
)
