import { randomFillSync, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { XSRF_COOKIE, XSRF_HEADER, parseCookies } from './cookies';
import { clientError } from './errors';

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

/** True when the request's X-XSRF-TOKEN header equals its XSRF-TOKEN cookie. */
export function xsrfValid(headers: Headers): boolean {
  const cookie = parseCookies(headers.get('cookie')).get(XSRF_COOKIE);
  const header = headers.get(XSRF_HEADER);
  if (!cookie || !header) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses every mutation of a request whose XSRF header does not match its cookie. */
export function useXsrfProtection(): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      if (operation?.operation !== 'mutation') return;
      const ctx = args.contextValue as GraphQLContext;
      if (ctx.xsrfValid) return;
      setResultAndStopExecution({
        errors: [clientError('XSRF_REFUSED', ctx.t('Auth.error_xsrf'))],
      });
    },
  };
}
