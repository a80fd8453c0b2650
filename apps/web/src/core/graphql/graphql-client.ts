import { GraphQLErrors, NetworkError, type GraphQLErrorEntry } from './errors';
import { hasFiles, multipartForm, type Operation } from './multipart';

/** The variables of an operation. */
export type Variables = Record<string, unknown>;

/**
 * A document with its answer's and variables' types: codegen's TypedDocumentString (`graphql()`
 * in the code, its text as a string in the build). A method, so that a document's variables
 * need not match a wider type where a component takes any document (the reference pickers).
 */
export type TypedDocument<TData, TVariables> = {
  __apiType?(variables: TVariables): TData;
};

export type GraphQLClientOptions = {
  /** The one endpoint (spec §7). */
  url: string;
  /** The headers of every request, read when it is sent. */
  headers: () => Record<string, string>;
  /** At most this many operations in one request… */
  batchSize: number;
  /** …collected for this long after the first of them. */
  batchIntervalMs: number;
  /** Hears the errors of every answer with them, and the headers of the request that got it. */
  onGraphQLErrors?: (errors: readonly GraphQLErrorEntry[], sent: Record<string, string>) => void;
};

type Pending = Operation & { resolve: (data: unknown) => void; reject: (error: Error) => void };

// What Apollo Client asked for: with graphql-response+json the server's status codes carry
// GraphQL answers (a refused query is 400 with its errors), with plain JSON they do not.
const ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
const GRAPHQL_RESPONSE = 'application/graphql-response+json';

const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/;

/** The name of a document's operation, as the requests and the logs name it. */
export function operationName(query: string): string | null {
  return OPERATION_NAME.exec(query)?.[1] ?? null;
}

/** A document with its variables, as it travels (a batch entry or a multipart request). */
export function operationOf(
  document: TypedDocument<unknown, never>,
  variables: Variables = {},
): Operation {
  const query = String(document);
  return { query, operationName: operationName(query), variables };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The browser's GraphQL client (spec §7, §8): operations without files wait up to
 * `batchIntervalMs` after the first for others and travel together as one JSON list of at most
 * `batchSize`; an operation with files travels alone as a multipart request. Nothing is cached:
 * every request goes to the server. An operation whose answer has errors fails with
 * GraphQLErrors; one without an answer (unreachable, refused, an answer list of another length
 * than the batch) fails with NetworkError. Both are logged to the console, nothing more.
 */
export class GraphQLClient {
  private queue: Pending[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: GraphQLClientOptions) {}

  /** Runs one operation: its answer's data, or a GraphQLErrors or NetworkError. */
  request<TData, TVariables extends Variables>(
    document: TypedDocument<TData, TVariables>,
    variables?: NoInfer<TVariables>,
  ): Promise<TData> {
    const operation = operationOf(document, variables);
    return new Promise<unknown>((resolve, reject) => {
      const pending = { ...operation, resolve, reject };
      if (hasFiles(operation.variables)) void this.sendAlone(pending);
      else this.enqueue(pending);
    }) as Promise<TData>;
  }

  private enqueue(pending: Pending) {
    this.queue.push(pending);
    if (this.queue.length >= this.options.batchSize) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.options.batchIntervalMs);
  }

  private flush() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    void this.sendBatch(batch);
  }

  private async sendBatch(batch: Pending[]) {
    const headers = this.options.headers();
    let answers: unknown;
    try {
      const body = JSON.stringify(
        batch.map(({ operationName, variables, query }) => ({ operationName, variables, query })),
      );
      answers = await this.post(body, { ...headers, 'Content-Type': 'application/json' });
    } catch (error) {
      for (const pending of batch) this.fail(pending, error);
      return;
    }
    if (!Array.isArray(answers) || answers.length !== batch.length) {
      const count = Array.isArray(answers) ? answers.length : 'no list of';
      const error = new NetworkError(`${count} answers to a batch of ${batch.length} operations`);
      for (const pending of batch) this.fail(pending, error);
      return;
    }
    batch.forEach((pending, index) => this.settle(pending, answers[index], headers));
  }

  private async sendAlone(pending: Pending) {
    const headers = this.options.headers();
    try {
      const { query, operationName, variables } = pending;
      const form = multipartForm({ query, operationName, variables });
      this.settle(pending, await this.post(form, headers), headers);
    } catch (error) {
      this.fail(pending, error);
    }
  }

  private async post(body: BodyInit, headers: Record<string, string>): Promise<unknown> {
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: { ...headers, Accept: ACCEPT },
      body,
      credentials: 'same-origin',
    });
    const status = response.status;
    const text = await response.text();
    const graphQLResponse = response.headers.get('content-type')?.includes(GRAPHQL_RESPONSE);
    if (!graphQLResponse && status >= 300) {
      throw new NetworkError(`Response not successful: Received status code ${status}`, { status });
    }
    try {
      return JSON.parse(text);
    } catch (cause) {
      throw new NetworkError(`The answer (status ${status}) is no JSON`, { status, cause });
    }
  }

  private settle(pending: Pending, answer: unknown, headers: Record<string, string>) {
    if (!isRecord(answer) || !('data' in answer || 'errors' in answer)) {
      this.fail(pending, new NetworkError('The answer is no GraphQL answer'));
      return;
    }
    const errors = Array.isArray(answer.errors) ? (answer.errors as GraphQLErrorEntry[]) : [];
    if (errors.length === 0) {
      pending.resolve(answer.data);
      return;
    }
    for (const error of errors) {
      console.error(`[GraphQL error] ${pending.operationName ?? ''}: ${error.message}`);
    }
    this.options.onGraphQLErrors?.(errors, headers);
    pending.reject(new GraphQLErrors(errors, answer.data));
  }

  private fail(pending: Pending, error: unknown) {
    const failure =
      error instanceof NetworkError
        ? error
        : new NetworkError(error instanceof Error ? error.message : String(error), {
            cause: error,
          });
    console.error(`[Network error] ${pending.operationName ?? ''}: ${failure.message}`);
    pending.reject(failure);
  }
}
