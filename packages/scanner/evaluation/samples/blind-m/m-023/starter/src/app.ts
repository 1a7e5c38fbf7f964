import express from "express";
import pinoHttp from "pino-http";

export function buildApp() {
  const app = express();
  app.use(express.json({ limit: "1mb" }));
  app.use(pinoHttp());
  app.get("/healthz", (_req, res) => res.json({ ok: true }));
  return app;
}
