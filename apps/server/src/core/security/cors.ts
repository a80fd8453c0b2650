import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCALE_HEADER_NAME, XSRF_HEADER_NAME } from '@partitura/domain';

/** The request headers the web app sends to /graphql (spec §7). */
const ALLOWED_HEADERS = ['Content-Type', 'Authorization', XSRF_HEADER_NAME, LOCALE_HEADER_NAME];
// Spec §7: every API call is a POST (GET /graphql is answered 405).
const ALLOWED_METHODS = ['POST'];

/**
 * Cross-origin requests: a page of an allowed origin (Config.corsOrigins: APP_URL's and
 * CORS_ORIGINS) may call the server with the visitor's credentials and read the answer; for any
 * other origin no Access-Control-Allow-* header is sent, so the browser keeps the answer from
 * that page. Answers a preflight (OPTIONS with Access-Control-Request-Method) itself and then
 * returns true: the request is done.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: ReadonlySet<string>,
): boolean {
  // The answer depends on the Origin header: caches must not hand one origin's to another.
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  const allowed = origin !== undefined && allowedOrigins.has(origin);
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  const preflight =
    req.method === 'OPTIONS' &&
    origin !== undefined &&
    req.headers['access-control-request-method'] !== undefined;
  if (!preflight) return false;
  if (allowed) {
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS.join(', '));
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS.join(', '));
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.writeHead(204, { 'Content-Length': '0' });
  res.end();
  return true;
}

/** The methods of the endpoints open to every origin: the IIIF images and documents. */
export const OPEN_METHODS = 'GET, HEAD, OPTIONS';

/**
 * Answers the preflight of an endpoint open to every origin (the IIIF image and Presentation
 * routes, which set Access-Control-Allow-Origin: * themselves and never take credentials): the
 * headers the request names are allowed when they are plain header names — a IIIF client sends
 * `Accept` with a profile, some `Authorization`.
 */
export function answerOpenPreflight(req: IncomingMessage, res: ServerResponse): void {
  const asked = req.headers['access-control-request-headers'];
  const headers: Record<string, string> = {
    'Access-Control-Allow-Methods': OPEN_METHODS,
    'Access-Control-Max-Age': '86400',
  };
  if (asked && asked.length <= 200 && /^[\w-]+(?:\s*,\s*[\w-]+)*$/.test(asked))
    headers['Access-Control-Allow-Headers'] = asked;
  res.writeHead(204, headers);
  res.end();
}
