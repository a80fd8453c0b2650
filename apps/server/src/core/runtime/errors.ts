import { DrizzleQueryError } from 'drizzle-orm';
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
  // The database could not be reached or lost the connection (isDatabaseUnavailable), or the
  // server could not take the request now (core/http/admission.ts): try again.
  | 'SERVICE_UNAVAILABLE'
  // One client's share of the requests served at once is taken (core/http/admission.ts, HTTP 429).
  | 'TOO_MANY_REQUESTS'
  | 'METHOD_NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INTERNAL_SERVER_ERROR'
  // No space left to store an upload (HTTP 507), or for the database to save a record.
  | 'INSUFFICIENT_STORAGE'
  // A query text that is no GraphQL, or asks what the schema or its limits refuse (core/graphql/graphql-documents.ts).
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

/**
 * The error, or the cause of it, that carries a SQLSTATE of one of these classes (two
 * characters): the database's own error, whose message is the database's (a query builder's
 * wrapper tells the statement and its values instead). Null when there is none.
 */
export function errorOfClass(
  error: unknown,
  classes: readonly string[],
): { code: string; message: string } | null {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && code.length === 5 && classes.includes(code.slice(0, 2)))
      return { code, message: typeof message === 'string' ? message : code };
  }
  return null;
}

/** PostgreSQL restarting or shutting down, too many connections (SQLSTATE; class 08 too). */
const UNAVAILABLE_STATES = ['57P01', '57P02', '57P03', '53300'];

/** The network's own errors: the database's only when they come from talking to it. */
const NETWORK_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
];

/** node-postgres's messages for a connection lost, closed, or not opened in time. */
const CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/** A connection to the database could not be had (core/database/db.ts wraps pool.connect's failure). */
export class DatabaseConnectionError extends Error {
  constructor(cause: unknown) {
    super('no connection to the database', { cause });
  }
}

/**
 * The database could not be reached, or ended the connection the statement ran on: PostgreSQL
 * restarting or shutting down (57P01–57P03), too many connections (53300), a connection failure
 * (class 08) — or, where the error came from talking to the database (a statement Drizzle sent,
 * a connection the pool could not open), the network's own errors and node-postgres's words for
 * a lost connection. A mail server or anything else out of reach is no database outage. Such a
 * request may succeed when tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let fromDatabase = false;
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof GraphQLError && cause.originalError)
      return isDatabaseUnavailable(cause.originalError);
    if (cause instanceof DrizzleQueryError || cause instanceof DatabaseConnectionError)
      fromDatabase = true;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.includes(code) || /^08/.test(code)))
      return true;
    if (!fromDatabase) continue;
    if (typeof code === 'string' && NETWORK_CODES.includes(code)) return true;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
  }
  return false;
}

/**
 * No space left: the database's disk (PostgreSQL's disk_full, 53100) or the files' (ENOSPC,
 * EDQUOT). Nothing of the statement or the file stays.
 */
export function isStorageFull(error: unknown): boolean {
  return hasErrorCode(error, ['53100', 'ENOSPC', 'EDQUOT']);
}
