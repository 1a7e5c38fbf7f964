/**
 * The mail transport port. Codes, verification links and invitations all leave
 * through it.
 *
 * - `layerOutbox(directory)`: the development default. Each message becomes a JSON file
 *   `{to, subject, text, html, created_at}` in the directory (created 0700, files 0600,
 *   written atomically), and one log line names it.
 * - `layerSmtp(options)`: production, through nodemailer's SMTP transport.
 *
 * @since 0.1.0
 */
import { randomBytes } from "node:crypto"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import { Clock, Context, Effect, FileSystem, Layer, Path, Redacted, Schema } from "effect"

/**
 * @category models
 * @since 0.1.0
 */
export interface Message {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
}

/**
 * Escapes text for HTML element content and attribute values.
 *
 * @category encoding
 * @since 0.1.0
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * A message from one paragraph of text and an optional link, in plain text and in
 * escaped HTML (the link as an anchor labelled `linkLabel`, else by the address).
 *
 * @category constructors
 * @since 0.1.0
 */
export const message = (options: {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly link?: string | undefined
  readonly linkLabel?: string | undefined
}): Message => {
  const { to, subject, text, link, linkLabel } = options
  if (link === undefined) return { to, subject, text, html: `<p>${escapeHtml(text)}</p>` }
  return {
    to,
    subject,
    text: `${text}\n\n${linkLabel === undefined ? link : `${linkLabel}: ${link}`}\n`,
    html: `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel ?? link)}</a></p>`
  }
}

/**
 * A message that could not be handed to the transport.
 *
 * @category errors
 * @since 0.1.0
 */
export class MailerError extends Schema.TaggedError<MailerError>()("MailerError", {
  reason: Schema.Literals(["TransportFailed"]),
  message: Schema.String
}) {}

/**
 * @category services
 * @since 0.1.0
 */
export class Mailer extends Context.Service<
  Mailer,
  { readonly send: (message: Message) => Effect.Effect<void, MailerError> }
>()("@vouch/identity/Mailer") {
  /**
   * Writes each message as a JSON file into `directory`, through the `FileSystem` and
   * `Path` in context.
   *
   * @since 0.1.0
   */
  static readonly layerOutboxWithFileSystem = (directory: string) =>
    Layer.effect(
      Mailer,
      Effect.gen(function* () {
        const fs = yield* FileSystem.FileSystem
        const path = yield* Path.Path
        yield* fs.makeDirectory(directory, { recursive: true, mode: 0o700 }).pipe(Effect.orDie)
        return Mailer.of({
          send: Effect.fn("Mailer.send")(function* (message: Message) {
            const now = new Date(yield* Clock.currentTimeMillis)
            const name = `${now.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.json`
            const file = path.join(directory, name)
            const body = JSON.stringify({ ...message, created_at: now.toISOString() }, null, 2)
            yield* fs.writeFileString(`${file}.tmp`, body, { mode: 0o600 }).pipe(
              Effect.andThen(fs.rename(`${file}.tmp`, file)),
              Effect.mapError(
                (cause) => new MailerError({ reason: "TransportFailed", message: `outbox ${file}: ${cause}` })
              )
            )
            yield* Effect.logInfo(`mail to ${message.to} written to the outbox: ${file}`)
          })
        })
      })
    )

  /**
   * Writes each message as a JSON file into `directory`, on Node's file system.
   *
   * @since 0.1.0
   */
  static readonly layerOutbox = (directory: string) =>
    Mailer.layerOutboxWithFileSystem(directory).pipe(
      Layer.provide(Layer.mergeAll(NodeFileSystem.layer, NodePath.layer))
    )

  /**
   * Sends through an SMTP server.
   *
   * @since 0.1.0
   */
  static readonly layerSmtp = (options: { readonly url: Redacted.Redacted<string>; readonly from: string }) =>
    Layer.effect(
      Mailer,
      // nodemailer is loaded only by a host that sends through SMTP.
      Effect.map(
        Effect.promise(() => import("nodemailer")),
        ({ createTransport }) => {
          const transport = createTransport(Redacted.value(options.url))
          return Mailer.of({
            send: Effect.fn("Mailer.send")(function* (message: Message) {
              yield* Effect.tryPromise({
                try: () => transport.sendMail({ from: options.from, ...message }),
                catch: (cause) => new MailerError({ reason: "TransportFailed", message: `SMTP: ${cause}` })
              })
            })
          })
        }
      )
    )
}
