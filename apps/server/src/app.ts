import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { IncomingMessage, Server } from 'node:http';
import { resolveSession } from './auth/index';
import { clientAddress } from './core/http/client-address';
import type { Config } from './core/runtime/config';
import { headerValue, workContext } from './core/graphql/context-factory';
import type { Database, Db } from './core/database/db';
import { createMetrics } from './core/runtime/metrics';
import { createAdmission, type Admission } from './core/http/admission';
import { withDeadline } from './core/runtime/deadline';
import { createGraphQLServer } from './core/graphql/graphql';
import { createHttpServer, endKeepAlive } from './core/http/http';
import { createRecordDirectory } from './core/records/records';
import { bearerToken, readerSession, userMay } from './core/security/request-session';
import { xsrfValid } from './core/security/xsrf';
import { presentationRoutes, type PublicQuery } from './digital-copies/index';
import { linkedDataRoute } from './linked-data/index';
import {
  createMarcImports,
  importRecords,
  marcRoute,
  readMarcXml,
  signImported,
  type ImportReport,
} from './marc/index';
import type { CurrentUser, Locale } from './core/graphql/context';
import { oaiRoute } from './oai/index';
import { searchExportRoute } from './search/index';
import { fileDelivery, imageSources } from './files/index';
import { createImageService } from './iiif/index';
import type { GraphQLServer } from './core/graphql/graphql';
import type { Logger } from './core/runtime/logger';
import { createServices, type Services } from './core/runtime/services';
import { keepStatistics } from './core/database/statistics';
import { features } from './features';
import { sitePageHead } from './settings/index';

export type App = {
  server: Server;
  /** Starts listening; resolves with the bound address (port 0 picks a free port). */
  listen(port?: number, host?: string): Promise<AddressInfo>;
  /**
   * Stops: accepts no more connections, lets the requests under way finish for at most
   * `drainMs` (0: none, their connections are closed at once), then stops the background work.
   */
  close(drainMs?: number): Promise<void>;
  /**
   * Imports a MARCXML file of source records as scores (marc/import.ts) for `user` (null: the
   * command line), or only tries it (`dryRun`): its bytes or text, in order.
   */
  importMarc(
    source: AsyncIterable<string | Buffer> | Iterable<string | Buffer>,
    options: {
      dryRun: boolean;
      user?: CurrentUser | null;
      locale?: Locale;
      progress?: (report: ImportReport) => void | Promise<void>;
    },
  ): Promise<ImportReport>;
};

/**
 * Wires the HTTP server, GraphQL and the features onto an open, migrated database. The one place
 * where core meets the features: core/ imports none of them.
 */
export function createApp({
  db,
  config,
  log,
  webDist,
  connections = () => null,
  services: givenServices = createServices(config, log),
}: {
  db: Db;
  config: Config;
  log: Logger;
  webDist?: string | null;
  /** The database's connection pool now, for the metrics (core/database/db.ts Database.connections). */
  connections?: Database['connections'];
  services?: Services;
}): App {
  // Counted only for an operator who asks (METRICS_TOKEN): the process metrics watch the event
  // loop for as long as they live.
  const metrics = config.metricsToken ? createMetrics() : null;
  const records = createRecordDirectory(features.map((feature) => feature.records));
  const readerOf = (req: IncomingMessage) => readerSession(resolveSession, db, req);
  const readers = { db, records, readerOf, blobs: givenServices.blobs };
  /** A request's client: its address, read as the rest of the server reads it (TRUST_PROXY). */
  const clientOf = (req: IncomingMessage) =>
    clientAddress(
      headerValue(req.headers['x-forwarded-for']),
      req.socket.remoteAddress,
      config.trustProxy,
    );
  // The image server reads the files the files feature lets the request read.
  const images = createImageService({
    dir: join(config.dataDir, 'iiif'),
    cacheMaxBytes: config.iiifCacheMaxBytes,
    baseUrl: config.appUrl,
    resolve: imageSources(readers),
    log,
    // Each client's share of the renders, by its address as the rest of the server reads it.
    clientOf,
    onPyramidBuild: (outcome, seconds) => metrics?.pyramidBuilds.observe({ outcome }, seconds),
  });
  const services: Services = { ...givenServices, images };
  const graphql = createGraphQLServer({
    db,
    config,
    log,
    services,
    features,
    records,
    resolveSession,
    metrics,
  });
  const admission = createAdmission(config.admission, clientOf);
  const guard = { admission, deadlineMs: config.statementTimeoutMs };
  metrics?.gauge(
    'partitura_requests_in_admission',
    'GraphQL requests served now and waiting.',
    ['state'],
    () => {
      const { active, waiting } = admission.load();
      return [
        { labels: { state: 'active' }, value: active },
        { labels: { state: 'waiting' }, value: waiting },
      ];
    },
  );
  metrics?.gauge(
    'partitura_iiif_renders',
    "The image server's renders running and queued, by size (small: tiles; large).",
    ['state', 'size'],
    () => {
      const { running, queued } = images.load;
      return (['small', 'large'] as const).flatMap((size) => [
        { labels: { state: 'running', size }, value: running[size] },
        { labels: { state: 'queued', size }, value: queued[size] },
      ]);
    },
  );
  metrics?.gauge(
    'partitura_database_connections',
    'The PostgreSQL pool: connections open, idle, and requests waiting for one.',
    ['state'],
    () => {
      const pool = connections();
      return pool
        ? Object.entries(pool).map(([state, value]) => ({ labels: { state }, value }))
        : [];
    },
  );
  const server = createHttpServer({
    db,
    graphql,
    log,
    config,
    webDist,
    pageHead: sitePageHead(db),
    routes: [
      fileDelivery(readers),
      (req, res, path) => images.handle(req, res, path),
      presentationRoutes({ appUrl: config.appUrl, query: publicQuery(graphql, guard) }),
      linkedDataRoute({ appUrl: config.appUrl, query: publicQuery(graphql, guard) }),
      marcRoute({ db, query: publicQuery(graphql, guard), log }),
      searchExportRoute({
        db,
        query: publicQuery(graphql, guard),
        log,
        appUrl: config.appUrl,
      }),
      oaiRoute({
        db,
        query: publicQuery(graphql, guard),
        log,
        appUrl: config.appUrl,
        adminEmail: config.oaiAdminEmail,
      }),
    ],
    admission,
    metrics,
    uploads: {
      store: services.blobs,
      maxFileBytes: config.uploadMaxBytes,
      // Asked before a byte is read: a contributor's request with its XSRF header.
      mayUpload: async (req) => {
        const token = bearerToken(req.headers.authorization);
        return (
          token !== null &&
          xsrfValid(req.headers) &&
          userMay(await resolveSession(db, token), 'contributor')
        );
      },
    },
  });
  const background = [
    keepStatistics({ db, log }),
    ...features.flatMap((feature) => (feature.background ? [feature.background({ db, log })] : [])),
  ];
  // An import reads its scores back as a visitor, outside any request (no admission).
  const internalQuery = publicQuery(graphql, {
    admission: null,
    deadlineMs: config.statementTimeoutMs,
  });
  const importMarc: App['importMarc'] = (source, options) =>
    importRecords(
      {
        db,
        log,
        context: (tx) =>
          workContext(
            { db: tx as unknown as Db, config, log, services, records },
            options.user ?? null,
            options.locale ?? 'en',
          ),
      },
      readMarcXml(source),
      {
        dryRun: options.dryRun,
        progress: options.progress,
        imported: (ids) => signImported(db, internalQuery, ids),
      },
    );
  services.marcImports = createMarcImports({
    db,
    log,
    dataDir: config.dataDir,
    run: (source, options) => importMarc(source, options),
  });
  return {
    server,
    importMarc,
    listen: (port = config.port, host = config.host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server.address() as AddressInfo));
      }),
    close: async (drainMs = 0) => {
      // Idle connections go at once; one whose request is under way ends with its answer
      // (`Connection: close`, core/http/http.ts endKeepAlive), or when the time is up.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      endKeepAlive(server);
      const cut = setTimeout(() => server.closeAllConnections(), drainMs);
      await closed;
      clearTimeout(cut);
      await Promise.all(background.map((work) => work.stop()));
    },
  };
}

/**
 * A query of the public API run inside the process, as a visitor would send it: for a request
 * (`req`), within its deadline and admitted as /graphql's operations are (admission.ts), so a
 * crawler of every record's address takes its turn like any client. Not admitted, it answers
 * SERVICE_UNAVAILABLE, which the routes tell their client as 503 with Retry-After.
 */
function publicQuery(
  graphql: GraphQLServer,
  guard: { admission: Admission | null; deadlineMs: number },
): PublicQuery {
  return async (document, variables, locale, req) => {
    const run = () =>
      withDeadline(guard.deadlineMs, () =>
        graphql.run({ query: document, variables, operationName: null }, { headers: { locale } }),
      );
    if (!req || !guard.admission) return run();
    const admitted = await guard.admission.admit(req, run);
    if (admitted.admitted) return admitted.value;
    return { errors: [{ message: 'not admitted', extensions: { code: 'SERVICE_UNAVAILABLE' } }] };
  };
}
