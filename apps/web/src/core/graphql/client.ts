import {
  BATCH_INTERVAL_MS,
  BATCH_SIZE,
  GRAPHQL_PATH,
  LOCALE_HEADER_NAME,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from '@partitura/domain';
import { readCookie } from '../cookies';
import { currentLanguage } from '../i18n/i18n';
import { reportTokenRejected } from '../session/session-events';
import { readToken } from '../session/token-cookie';
import { GraphQLClient } from './graphql-client';
import { rejectsToken } from './token-rejection';

/** The headers of spec §7, read fresh for every request. */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    [XSRF_HEADER_NAME]: readCookie(XSRF_COOKIE_NAME) ?? '',
    [LOCALE_HEADER_NAME]: currentLanguage(),
  };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * The app's one GraphQL client (the hooks and the few calls outside them use it). A token the
 * server refuses ends the session: the session hears of it and signs the person out.
 */
export const graphqlClient = new GraphQLClient({
  url: GRAPHQL_PATH,
  headers: requestHeaders,
  batchSize: BATCH_SIZE,
  batchIntervalMs: BATCH_INTERVAL_MS,
  onGraphQLErrors: (errors, sent) => {
    if (rejectsToken(errors, sent, readToken())) reportTokenRejected();
  },
});
