/** One error of a GraphQL answer, as the server formats it (GraphQL spec, "Errors"). */
export type GraphQLErrorEntry = {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
};

/**
 * The server answered an operation with errors. The operation counts as failed even when the
 * answer carries some data (kept in `data`): a screen shows its own message (spec §8).
 */
export class GraphQLErrors extends Error {
  readonly errors: readonly GraphQLErrorEntry[];
  readonly data: unknown;

  constructor(errors: readonly GraphQLErrorEntry[], data?: unknown) {
    super(errors.map((error) => error.message).join('\n'));
    this.name = 'GraphQLErrors';
    this.errors = errors;
    this.data = data;
  }
}

/**
 * No GraphQL answer to an operation: the server could not be reached, refused the request
 * before GraphQL (an HTTP status, `status`), or answered something that is not one answer per
 * operation sent (spec §8: a batch answer of another length is an error).
 */
export class NetworkError extends Error {
  readonly status: number | null;

  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'NetworkError';
    this.status = options.status ?? null;
  }
}
