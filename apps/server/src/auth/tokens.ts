import { createHash, randomBytes } from 'node:crypto';

/** How long a login token stays valid. */
export const LOGIN_TOKEN_DAYS = 30;

/** A random opaque token (256 bits), sent to the client once. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a stolen database copy yields no usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
