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
import { mkdir, rename, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { Clock, Context, Effect, Layer, Redacted, Schema } from "effect"
import { createTransport } from "nodemailer"

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
   * Writes each message as a JSON file into `directory`.
   *
   * @since 0.1.0
   */
  static readonly layerOutbox = (directory: string) =>
    Layer.effect(
      Mailer,
      Effect.gen(function* () {
        yield* Effect.tryPromise({
          try: () => mkdir(directory, { recursive: true, mode: 0o700 }),
          catch: (cause) => new MailerError({ reason: "TransportFailed", message: `outbox ${directory}: ${cause}` })
        }).pipe(Effect.orDie)
        return Mailer.of({
          send: (message) =>
            Effect.gen(function* () {
              const now = new Date(yield* Clock.currentTimeMillis)
              const name = `${now.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.json`
              const file = join(directory, name)
              const body = JSON.stringify({ ...message, created_at: now.toISOString() }, null, 2)
              yield* Effect.tryPromise({
                try: async () => {
                  await writeFile(`${file}.tmp`, body, { mode: 0o600 })
                  await rename(`${file}.tmp`, file)
                },
                catch: (cause) => new MailerError({ reason: "TransportFailed", message: `outbox ${file}: ${cause}` })
              })
              yield* Effect.logInfo(`mail to ${message.to} written to the outbox: ${file}`)
            })
        })
      })
    )

  /**
   * Sends through an SMTP server.
   *
   * @since 0.1.0
   */
  static readonly layerSmtp = (options: { readonly url: Redacted.Redacted<string>; readonly from: string }) =>
    Layer.sync(Mailer, () => {
      const transport = createTransport(Redacted.value(options.url))
      return Mailer.of({
        send: (message) =>
          Effect.tryPromise({
            try: () => transport.sendMail({ from: options.from, ...message }),
            catch: (cause) => new MailerError({ reason: "TransportFailed", message: `SMTP: ${cause}` })
          }).pipe(Effect.asVoid)
      })
    })
}
