import { GraphQLErrors } from './errors';

/** Error codes whose message the server translated for the user (server core/errors.ts). */
const TOLD_CODES = new Set([
  'BAD_USER_INPUT',
  'TIMEOUT',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  // The database unreachable, or the server too busy to take the request: "try again".
  'SERVICE_UNAVAILABLE',
  // One client (an address, so perhaps a reading room behind one) over its share: "slow down".
  'TOO_MANY_REQUESTS',
  // No space left on the server's disk: "tell an administrator".
  'INSUFFICIENT_STORAGE',
]);

/**
 * What to tell the user when a call failed: the server's own translated message when it refused
 * the request (a text too long, a NUL character, a request that took too long, a server too busy
 * or without its database just now), else that the server could not be reached.
 */
export function failureMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof GraphQLErrors) {
    const told = error.errors.find((one) => TOLD_CODES.has(String(one.extensions?.code)));
    if (told?.message) return told.message;
  }
  return t('common.network_error');
}
