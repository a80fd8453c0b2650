// The app's GraphQL: one client (spec §7) and the hooks the screens use.
export { graphqlClient, requestHeaders } from './client';
export { GraphQLErrors, NetworkError, type GraphQLErrorEntry } from './errors';
export type { TypedDocument, Variables } from './graphql-client';
export { useMutation } from './useMutation';
export { useQuery } from './useQuery';
