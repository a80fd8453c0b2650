import { GraphQLError } from 'graphql';
import type { MessageKey, MessageParams } from '@partitura/domain';

/** Error codes a client may rely on (extensions.code). Answered with HTTP 200, as GraphQL data. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'XSRF_REFUSED'
  | 'BAD_USER_INPUT'
  | 'TIMEOUT'
  | 'METHOD_NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INTERNAL_SERVER_ERROR';

/** A GraphQL error meant for the client: its message is already translated. */
export function clientError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/**
 * Input a client may not send (too long, a NUL character, too deep a page): answered as
 * BAD_USER_INPUT with the translated message, naming the argument path (e.g. `input.notes`).
 */
export class InputRefusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly path: string,
    readonly params: MessageParams = {},
  ) {
    super(`${key} at ${path}`);
  }
}
