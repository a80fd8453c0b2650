import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { ErrorLink } from '@apollo/client/link/error';
import {
  BATCH_INTERVAL_MS,
  BATCH_SIZE,
  GRAPHQL_PATH,
  LOCALE_HEADER_NAME,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from '@partitura/domain';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { containsFiles } from './contains-files';
import { readCookie } from './cookies';
import { currentLanguage } from './i18n/i18n';
import { reportTokenRejected } from './session/session-events';
import { readToken } from './session/token-cookie';

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

const headersLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...requestHeaders() },
  }));
  return forward(operation);
});

// Errors are logged only; screens show their own, translated, messages (spec §8). A refusal as
// "not signed in" while a token was sent means the server ended this session: the session hears
// of it and signs the person out.
const errorLink = new ErrorLink(({ error, operation }) => {
  if (CombinedGraphQLErrors.is(error)) {
    for (const graphQLError of error.errors) {
      console.error(`[GraphQL error] ${operation.operationName ?? ''}: ${graphQLError.message}`);
    }
    const unauthenticated = error.errors.some(
      (graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED',
    );
    if (unauthenticated && readToken()) reportTokenRejected();
  } else {
    console.error(`[Network error] ${operation.operationName ?? ''}: ${error.message}`);
  }
});

const transport = ApolloLink.split(
  (operation) => containsFiles(operation.variables),
  new UploadHttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' }),
  new BatchHttpLink({
    uri: GRAPHQL_PATH,
    credentials: 'same-origin',
    batchMax: BATCH_SIZE,
    batchInterval: BATCH_INTERVAL_MS,
  }),
);

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, headersLink, transport]),
  cache: new InMemoryCache(),
  // Every query bypasses the cache (spec §7): records are edited concurrently by several people.
  defaultOptions: {
    watchQuery: { fetchPolicy: 'no-cache' },
    query: { fetchPolicy: 'no-cache' },
    mutate: { fetchPolicy: 'no-cache' },
  },
});
