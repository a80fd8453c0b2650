import type { GraphQLErrorEntry } from './errors';

/**
 * True when an answer refuses as "not signed in" a request that carried the token still in use:
 * the server ended this session (suspended, password changed elsewhere, expired). A refusal of a
 * request sent without a token, or with one since replaced, says nothing about the session.
 */
export function rejectsToken(
  errors: readonly GraphQLErrorEntry[],
  sent: Record<string, string>,
  token: string,
): boolean {
  return (
    token !== '' &&
    sent.Authorization === `Bearer ${token}` &&
    errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED')
  );
}
