/**
 * Serves the scanning application on `HOST:PORT` (default 127.0.0.1:8788).
 */
import { serve } from "@hono/node-server"
import { app } from "./App.ts"

const port = Number(process.env.PORT ?? 8788)
const hostname = process.env.HOST ?? "127.0.0.1"
serve({ fetch: app.fetch, port, hostname }, (address) => {
  console.log(`scanning on http://${hostname}:${address.port}`)
})
