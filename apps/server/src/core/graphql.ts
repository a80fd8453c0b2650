import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { BATCH_SIZE } from '@partitura/domain';
import type { GraphQLSchema } from 'graphql';
import { createSchema, createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import type { Config } from './config';
import type { GraphQLContext, SessionResolver } from './context';
import { contextFactory } from './context-factory';
import type { Db } from './db';
import { isStatementTimeout, useTimeoutAnswers } from './deadline';
import { applyGuards } from './guards';
import { loggableError, type Logger } from './logger';
import type { RecordDirectory, RecordHooks } from './records';
import type { Services } from './services';
import { useXsrfProtection } from './xsrf';

/** Work a feature keeps doing beside the requests while the server runs; `stop` ends it. */
export type BackgroundWork = (deps: { db: Db; log: Logger }) => { stop(): Promise<void> };

/**
 * A feature's part of the API: its SDL, its resolvers (typed by the feature with the generated
 * `Resolvers`), what it answers other features about records (core/records.ts) and the work it
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
  const schema = createSchema<GraphQLContext>({
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
};

export type GraphQLServer = YogaServerInstance<Record<string, unknown>, GraphQLContext>;

/** The GraphQL endpoint (POST /graphql) with batching, XSRF protection and hardening. */
export function createGraphQLServer({ features, ...deps }: Deps): GraphQLServer {
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema: buildSchema(features),
    graphqlEndpoint: '/graphql',
    // Spec §7: as many operations per request as the web's batch link sends (5).
    batching: { limit: BATCH_SIZE },
    graphiql: false,
    landingPage: false,
    // CORS is the HTTP layer's (core/cors.ts): yoga's own would allow every origin.
    cors: false,
    // The HTTP layer reads every body itself, bounded by the bytes actually read (core/http.ts
    // MAX_JSON_BYTES, uploads.ts), and hands yoga a Buffer: yoga's own limit would pipe that
    // Buffer through a stream once more on every request, for nothing.
    maxRequestBodySize: false,
    // Unexpected errors are logged by the guards with a request id; anything that still slips
    // through is answered without details.
    maskedErrors: {
      maskError: (error, message) => {
        // Answered as TIMEOUT, translated, by useTimeoutAnswers.
        if (isStatementTimeout(error)) return error as Error;
        const masked = maskError(error, message, false);
        if (masked !== error) deps.log.error({ err: error }, 'masked an unexpected GraphQL error');
        return masked;
      },
    },
    logging: {
      debug: (...args) => deps.log.debug({ details: args.map(loggableError) }),
      info: (...args) => deps.log.info({ details: args.map(loggableError) }),
      warn: (...args) => deps.log.warn({ details: args.map(loggableError) }),
      error: (...args) => deps.log.error({ details: args.map(loggableError) }),
    },
    plugins: [
      EnvelopArmorPlugin({
        // Introspection counts too: a nested __schema query is as costly as any other.
        maxDepth: { n: 12, ignoreIntrospection: false },
        maxAliases: { n: 20 },
        maxDirectives: { n: 30 },
        maxTokens: { n: 5000 },
        costLimit: { maxCost: 20000 },
        blockFieldSuggestion: { enabled: true },
      }),
      useXsrfProtection(),
      useTimeoutAnswers(),
    ],
    context: contextFactory(deps),
  });
}
