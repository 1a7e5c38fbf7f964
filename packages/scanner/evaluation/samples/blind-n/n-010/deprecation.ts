import type { Request, Response, NextFunction } from "express";

const DEPRECATE_AFTER = new Date("2025-09-01T00:00:00Z");
const SUNSET = new Date("2026-03-01T00:00:00Z");

export function deprecation(req: Request, res: Response, next: NextFunction) {
  if (Date.now() >= DEPRECATE_AFTER.getTime()) {
    res.setHeader("Deprecation", `@${Math.floor(DEPRECATE_AFTER.getTime() / 1000)}`);
    res.setHeader("Sunset", SUNSET.toUTCString());
    res.setHeader("Link", '</docs/migrate-v2>; rel="deprecation"');
    console.warn(`deprecated v1 call: ${req.method} ${req.path}`);
  }
  next();
}
