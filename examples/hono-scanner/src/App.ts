/**
 * A Hono application that scans skill archives: `POST /scan` takes a multipart
 * `archive` (a ZIP) and answers the `@vouch/scanner` report in a Vouch envelope
 * (`{ok, data, meta: {request_id}}`), or an error envelope (`{ok: false, error:
 * {code, message}, meta}`) with the status of its code. Hono's own routes and errors
 * are the host's: its 404 stays plain text. No Effect runtime: the scanner's and the
 * envelope's plain functions.
 */
import { Envelope, ErrorCode, RequestId } from "@vouch/envelope"
import { Grading, Scanner } from "@vouch/scanner"
import type { Context } from "hono"
import { Hono } from "hono"
import type { ContentfulStatusCode } from "hono/utils/http-status"

/** The largest archive accepted, in bytes (the registry's own limit). */
export const maximumArchiveBytes = 10 * 1024 * 1024

/** The caller's `X-Request-Id` when safe, else a new id, echoed in the response. */
const requestIdOf = (context: Context): string => {
  const requestId = RequestId.fromIncoming(context.req.header(RequestId.header))
  context.header(RequestId.header, requestId)
  return requestId
}

const fail = (context: Context, requestId: string, code: ErrorCode.ErrorCode, message?: string) =>
  context.json(
    Envelope.failure(
      Envelope.registry,
      { code, ...(message === undefined ? {} : { message }) },
      { request_id: requestId }
    ),
    ErrorCode.status(code) as ContentfulStatusCode
  )

/** The application: `POST /scan`, `GET /health`; everything else is Hono's. */
export const app = new Hono()
  .get("/health", (context) => context.text("ok"))
  .post("/scan", async (context) => {
    const requestId = requestIdOf(context)
    if (!(context.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
      return fail(context, requestId, "unsupported_media_type", "Send the archive as multipart/form-data.")
    }
    if (Number(context.req.header("content-length") ?? 0) > maximumArchiveBytes + 64 * 1024) {
      return fail(context, requestId, "payload_too_large")
    }
    const form = await context.req.formData().catch(() => undefined)
    const archive = form?.get("archive")
    if (archive === undefined || archive === null || typeof archive === "string") {
      return fail(context, requestId, "validation_error", "The multipart field `archive` (a ZIP file) is required.")
    }
    if (archive.size > maximumArchiveBytes) return fail(context, requestId, "payload_too_large")
    const report = Scanner.scanArchive(new Uint8Array(await archive.arrayBuffer()))
    return context.json(
      Envelope.success(
        {
          grade: Grading.toRegistryGrade(report.grade),
          score: report.score,
          clean: report.clean,
          findings: report.findings.map((finding) => ({
            rule: finding.rule,
            severity: finding.severity,
            file: finding.file,
            line: finding.line
          })),
          report
        },
        { request_id: requestId }
      )
    )
  })
