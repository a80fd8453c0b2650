import type { IncomingMessage } from 'node:http';
import { canAccess, TOKEN_COOKIE_NAME, type Access } from '@partitura/domain';
import { audienceOf } from './access';
import type { CurrentUser, SessionResolver } from '../graphql/context';
import { parseCookies } from './cookies';
import type { Db } from '../database/db';

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

/**
 * Who sends a plain GET for a file or an image: the bearer token, or else the session cookie the
 * web app keeps it in (an <img> or a download link sends no Authorization header). Reading is
 * all such a request does, so the cookie cannot be abused to change anything.
 */
export function readerSession(
  resolveSession: SessionResolver,
  db: Db,
  req: IncomingMessage,
): Promise<CurrentUser | null> {
  const token =
    bearerToken(req.headers.authorization) ??
    parseCookies(req.headers.cookie).get(TOKEN_COOKIE_NAME) ??
    null;
  return token ? resolveSession(db, token) : Promise.resolve(null);
}

/** Whether the user may do what `access` allows (the domain's rule, as everywhere). */
export function userMay(user: CurrentUser | null, access: Access): boolean {
  return canAccess(audienceOf(user), access);
}
