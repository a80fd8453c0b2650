import { TOKEN_COOKIE_NAME, TOKEN_COOKIE_PATH } from '@partitura/domain';
import { readCookie, removeCookie, writeCookie } from '../cookies';

export function readToken(): string {
  return readCookie(TOKEN_COOKIE_NAME) ?? '';
}

/** Stores the token, or removes the cookie when the token is empty (spec §4). */
export function storeToken(token: string): void {
  if (token) writeCookie(TOKEN_COOKIE_NAME, token, TOKEN_COOKIE_PATH);
  else removeCookie(TOKEN_COOKIE_NAME, TOKEN_COOKIE_PATH);
}
