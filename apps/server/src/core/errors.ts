import { GraphQLError } from 'graphql';

/** Error codes a client may rely on (extensions.code). Answered with HTTP 200, as GraphQL data. */
export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'XSRF_REFUSED' | 'BAD_USER_INPUT' | 'INTERNAL_SERVER_ERROR';

/** A GraphQL error meant for the client: its message is already translated. */
export function clientError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}
