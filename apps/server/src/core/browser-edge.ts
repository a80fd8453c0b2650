import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from './config';
import { applyCors } from './cors';
import { issueXsrfCookie } from './xsrf';

function setSecurityHeaders(res: ServerResponse) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
}

/** Vite puts a content hash into every name under /assets/: those may be cached for ever. */
export const isImmutableAsset = (path: string): boolean => path.startsWith('/assets/');

/**
 * What every response tells the browser: the security headers, CORS and the XSRF cookie. The
 * returned function answers true when it has answered the request itself (a CORS preflight).
 */
export function browserEdge(config: Pick<Config, 'appUrl' | 'corsOrigins'>) {
  const origins: ReadonlySet<string> = new Set(config.corsOrigins);
  return (req: IncomingMessage, res: ServerResponse, _path: string): boolean => {
    setSecurityHeaders(res);
    if (applyCors(req, res, origins)) return true;
    issueXsrfCookie(req, res);
    return false;
  };
}
