import { randomFillSync, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { XSRF_COOKIE, XSRF_HEADER, parseCookies } from './cookies';

const TOKEN_BYTES = 24;
// Random bytes for the next 256 tokens: every answer to a client without the cookie carries a new
// one, and one call into the system's random source per token cost a few per cent of a small
// request's time (bench/http.mjs). The bytes are the same CSPRNG's, each used once.
const pool = Buffer.alloc(TOKEN_BYTES * 256);
let poolOffset = pool.length;

/** A new token: 24 random bytes, base64url. */
export function newXsrfToken(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const token = pool.toString('base64url', poolOffset, poolOffset + TOKEN_BYTES);
  poolOffset += TOKEN_BYTES;
  return token;
}

/**
 * Issues the XSRF-TOKEN cookie (readable by the web app, which echoes it in X-XSRF-TOKEN) on every
 * response to a request that did not carry one. Another site can make a browser send the cookie
 * but cannot read it, so it cannot forge the header: this also closes the multipart CSRF hole.
 * Secure when the app is served over https, so it never travels in clear.
 */
export function issueXsrfCookie(
  req: IncomingMessage,
  res: ServerResponse,
  { secure }: { secure: boolean },
): void {
  if (parseCookies(req.headers.cookie).get(XSRF_COOKIE)) return;
  const token = newXsrfToken();
  const attributes = `Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  res.setHeader('Set-Cookie', `${XSRF_COOKIE}=${token}; ${attributes}`);
}

/**
 * True when the request's X-XSRF-TOKEN header equals its XSRF-TOKEN cookie: every mutation
 * requires it (core/graphql/graphql.ts), and so does an upload.
 */
export function xsrfValid(headers: IncomingHttpHeaders): boolean {
  const cookie = parseCookies(headers.cookie).get(XSRF_COOKIE);
  const header = headers[XSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !header) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}
