import { GraphQLError } from 'graphql';
import type { MessageKey, MessageParams } from '@partitura/domain';

/**
 * Error codes a client may rely on (extensions.code). Answered with HTTP 200, as GraphQL data;
 * a query refused before it ran (parse, validation) with 400 when the client accepts
 * `application/graphql-response+json` (GraphQL over HTTP).
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'XSRF_REFUSED'
  | 'BAD_USER_INPUT'
  | 'TIMEOUT'
  | 'METHOD_NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INTERNAL_SERVER_ERROR'
  // No space left to store an upload (HTTP 507).
  | 'INSUFFICIENT_STORAGE'
  // A query text that is no GraphQL, or asks what the schema or its limits refuse (core/graphql-documents.ts).
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED';

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

/**
 * True when the error, or any error it was caused by (Drizzle wraps the driver's), carries one
 * of PostgreSQL's error codes (SQLSTATE), e.g. 57014 for a statement ended by its timeout.
 */
export function hasErrorCode(error: unknown, codes: readonly string[]): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if (codes.includes(String((cause as { code?: unknown }).code))) return true;
    if (cause instanceof GraphQLError && cause.originalError)
      return hasErrorCode(cause.originalError, codes);
  }
  return false;
}
