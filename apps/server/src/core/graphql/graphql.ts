import type { IncomingMessage, ServerResponse } from 'node:http';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  execute,
  getOperationAST,
  GraphQLError,
  Kind,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import type { Config } from '../runtime/config';
import type { GraphQLContext, SessionResolver } from './context';
import {
  contextFactory,
  headerValue,
  type RequestContexts,
  type RequestFacts,
} from './context-factory';
import type { Db } from '../database/db';
import { isStatementTimeout } from '../runtime/deadline';
import { clientError, isDatabaseUnavailable } from '../runtime/errors';
import { writeAnswer } from './graphql-answer';
import { documentCache } from './graphql-documents';
import {
  answerType,
  GRAPHQL_RESPONSE_TYPE,
  type GraphQLOperations,
  type GraphQLParams,
} from './graphql-request';
import { applyGuards } from './guards';
import type { Logger } from '../runtime/logger';
import type { Metrics } from '../runtime/metrics';
import type { RecordDirectory, RecordHooks } from '../records/records';
import type { Services } from '../runtime/services';
import type { RequestWithUploads } from '../http/uploads';
import type { BackgroundWork } from '../runtime/background';

/**
 * A feature's part of the API: its SDL, its resolvers (typed by the feature with the generated
 * `Resolvers`), what it answers other features about records (core/records/records.ts) and the work it
 * keeps doing in the background (started and stopped with the app).
 */
export type FeatureParts = {
  typeDefs: string;
  resolvers: object;
  records?: RecordHooks;
  background?: BackgroundWork;
};

/** The executable schema: every feature's SDL and resolvers, with the access guards applied. */
export function buildSchema(features: readonly FeatureParts[]): GraphQLSchema {
  const schema = makeExecutableSchema<GraphQLContext>({
    typeDefs: features.map((feature) => feature.typeDefs),
    // The generated resolver types are stricter than graphql-tools' own; the shapes are the same.
    resolvers: features.map((feature) => feature.resolvers) as never,
  });
  return applyGuards(schema);
}

type Deps = {
  db: Db;
  config: Config;
  log: Logger;
  services: Services;
  features: readonly FeatureParts[];
  records: RecordDirectory;
  resolveSession: SessionResolver;
  /** Each operation timed by its first root field (metrics.ts). */
  metrics?: Metrics | null;
};

/** An operation's answer as it goes out: errors in their JSON form. */
export type FormattedResult = { data?: unknown; errors?: GraphQLFormattedError[] };

/** The GraphQL endpoint (POST /graphql) and the same API asked from inside the process. */
export type GraphQLServer = {
  /**
   * Answers a POST to /graphql read by the HTTP layer (core/http/http.ts: bounded, graphql-request.ts:
   * one operation or a batch of up to BATCH_SIZE, spec §7), as JSON, compressed when large.
   */
  answer(req: IncomingMessage, res: ServerResponse, request: GraphQLOperations): Promise<void>;
  /** Runs one operation as a request with these headers would (the IIIF manifests' queries). */
  run(params: GraphQLParams, request: RequestFacts): Promise<FormattedResult>;
};

/**
 * What an operation came to: its answer, and the HTTP status it calls for when it is the only
 * one and the client reads GraphQL's own media type (GraphQL over HTTP: an answer without data
 * is not a 200): 400 for a document refused, 403 for a mutation without its XSRF header, 500
 * when the operation could not start (its session could not be looked up), 503 when that was
 * because the database could not be reached.
 */
type Outcome = { result: FormattedResult; status: 200 | 400 | 403 | 500 | 503 };

/**
 * The GraphQL endpoint, on graphql-js itself: each query text is parsed and validated once
 * (graphql-documents.ts: with the limits on depth, aliases, directives, tokens and cost), then
 * executed with the request's context. A mutation needs the XSRF header (core/security/xsrf.ts); a
 * statement ended by the request's deadline is answered TIMEOUT; any error that is not one
 * meant for the client is logged and answered without its details. No message suggests names
 * the client did not ask for.
 */
export function createGraphQLServer({ features, metrics = null, ...deps }: Deps): GraphQLServer {
  const schema = buildSchema(features);
  const checked = documentCache(schema);
  const contexts = contextFactory(deps);

  /** An error for the client, or the generic one for anything else (logged with its details). */
  const answerable = (error: GraphQLError, request: RequestContexts): GraphQLFormattedError => {
    if (isStatementTimeout(error))
      return clientError('TIMEOUT', request.t('Server.error_timeout')).toJSON();
    if (isDatabaseUnavailable(error)) {
      deps.log.warn({ err: error, path: error.path }, 'the database is unavailable');
      return clientError('SERVICE_UNAVAILABLE', request.t('Server.error_unavailable')).toJSON();
    }
    // A GraphQLError may wrap another (a field's error around a resolver's): what counts is the
    // first cause that is not one.
    let cause: GraphQLError = error;
    while (cause.originalError instanceof GraphQLError) cause = cause.originalError;
    const original = cause.originalError;
    if (original) {
      deps.log.error({ err: original, path: error.path }, 'masked an unexpected GraphQL error');
      return new GraphQLError(request.t('Server.error_internal'), {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      }).toJSON();
    }
    return error.toJSON();
  };

  const formatted = (result: ExecutionResult, request: RequestContexts): FormattedResult => {
    if (!result.errors?.length) return { data: result.data };
    const errors = result.errors.map((error) => answerable(error, request));
    return 'data' in result ? { data: result.data, errors } : { errors };
  };

  const runOne = async (params: GraphQLParams, request: RequestContexts): Promise<Outcome> => {
    const { document, errors } = checked(params.query);
    if (!document) return { result: { errors: [...errors] }, status: 400 };
    const operation = getOperationAST(document, params.operationName);
    if (operation?.operation === 'mutation' && !request.xsrfValid) {
      const refusal = clientError('XSRF_REFUSED', request.t('Auth.error_xsrf'));
      return { result: { errors: [refusal.toJSON()] }, status: 403 };
    }
    // A field of the schema (the document is valid), so the metrics' series stay few.
    const first = operation?.selectionSet.selections[0];
    const end = metrics?.operations.startTimer({
      field: first?.kind === Kind.FIELD ? first.name.value : 'other',
      type: operation?.operation ?? 'other',
    });
    try {
      const contextValue = await request.forOperation();
      const result = await execute({
        schema,
        document,
        contextValue,
        variableValues: params.variables,
        operationName: params.operationName,
        // A variable of an enum type, misspelt, would be told the values it might have meant.
        hideSuggestions: true,
      });
      end?.({ outcome: result.errors?.length ? 'error' : 'ok' });
      // Without data, the variables or the operation's name were refused: it never ran.
      return { result: formatted(result, request), status: 'data' in result ? 200 : 400 };
    } catch (error) {
      end?.({ outcome: 'error' });
      // The session could not be looked up (a statement past the deadline, a lost connection).
      const wrapped =
        error instanceof GraphQLError
          ? error
          : new GraphQLError(String(error), { originalError: error as Error });
      return {
        result: { errors: [answerable(wrapped, request)] },
        status: isDatabaseUnavailable(error) ? 503 : 500,
      };
    }
  };

  return {
    async answer(req, res, { batch, operations }) {
      const request = contexts({
        headers: req.headers,
        remoteAddress: req.socket.remoteAddress,
        uploads: (req as RequestWithUploads).uploads,
      });
      const type = answerType(headerValue(req.headers.accept));
      if (!batch) {
        const { result, status } = await runOne(operations[0], request);
        // With plain JSON every GraphQL answer is a 200 (GraphQL over HTTP, for older clients).
        const sent = type === GRAPHQL_RESPONSE_TYPE ? status : 200;
        return writeAnswer(req, res, sent, type, JSON.stringify(result));
      }
      const outcomes = await Promise.all(operations.map((one) => runOne(one, request)));
      return writeAnswer(req, res, 200, type, JSON.stringify(outcomes.map((one) => one.result)));
    },
    async run(params, facts) {
      return (await runOne(params, contexts(facts))).result;
    },
  };
}
