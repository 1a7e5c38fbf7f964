/**
 * The shared set-up of the review apps' HTTP tests: a data folder whose model catalogue
 * makes the scripted model the default (with the caps a test needs), the reference
 * server started on it with the scripted model on, a signed-in person's user token for
 * the app, and the app API calls (`call`, and `poll` until a job ends).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import * as ServerProcess from "./ServerProcess.ts"

interface Catalogue {
  default_model: string
  models: Array<{ id: string; caps: Record<string, number> }>
}

/** A fresh data folder holding `catalogue.json`: the default catalogue, the scripted model first, its caps changed by `caps`. */
export const directoryWithCatalogue = (prefix: string, caps: Readonly<Record<string, number>>): string => {
  const directory = mkdtempSync(join(tmpdir(), prefix))
  const catalogue = JSON.parse(
    readFileSync(join(import.meta.dirname, "../../../packages/models/src/default-catalogue.json"), "utf8")
  ) as Catalogue
  catalogue.default_model = "scripted"
  const scripted = catalogue.models.find((model) => model.id === "scripted")
  if (scripted === undefined) throw new Error("the default catalogue has no scripted model")
  Object.assign(scripted.caps, caps)
  writeFileSync(join(directory, "catalogue.json"), JSON.stringify(catalogue))
  return directory
}

/** The server on `directory` with the scripted model, and a user token of `slug` for `email`. */
export const start = async (
  directory: string,
  email: string,
  slug: string,
  environment: Record<string, string> = {}
): Promise<{ readonly server: ServerProcess.ServerProcess; readonly token: string }> => {
  const server = await ServerProcess.start({
    VOUCH_DATA_DIR: directory,
    VOUCH_SCRIPTED_MODEL: "on",
    VOUCH_MODEL_CATALOGUE: join(directory, "catalogue.json"),
    VOUCH_RATE_LIMITS: "off",
    ...environment
  })
  const session = await ServerProcess.signIn(server.url, directory, email)
  return { server, token: await ServerProcess.mintAppToken(server.url, session, slug) }
}

/** App API calls against the server at `url()` with the token `token()` (read at each call). */
export const client = <Body extends { readonly data?: unknown }>(url: () => string, token: () => string) => {
  const json = { "content-type": "application/json" }
  const auth = () => ({ ...json, authorization: `Bearer ${token()}` })
  const call = async (path: string, init?: RequestInit): Promise<{ status: number; body: Body }> => {
    const response = await fetch(`${url()}/v1/app-api${path}`, init)
    return { status: response.status, body: (await response.json()) as Body }
  }
  /** The job once it is no longer `queued` or `running`; `check` sees every answer on the way. */
  const poll = async <Job extends { readonly status: string }>(
    jobId: string,
    check: (body: Body) => void = () => {}
  ): Promise<Job> => {
    for (;;) {
      const { body } = await call(`/jobs/${jobId}`, { headers: auth() })
      check(body)
      const job = body.data as Job
      if (job.status !== "running" && job.status !== "queued") return job
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return { json, auth, call, poll }
}
