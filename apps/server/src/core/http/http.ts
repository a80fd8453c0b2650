import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import { BATCH_SIZE, translate, type MessageKey, type MessageParams } from '@partitura/domain';
import { sql } from 'drizzle-orm';
import { createAppPage, isApplicationRoute, type PageHead } from './app-page';
import { headerValue, parseLocale } from '../graphql/context-factory';
import { browserEdge, isImmutableAsset } from '../security/browser-edge';
import { preferredEncoding } from './content-encoding';
import type { Config } from '../runtime/config';
import type { Db } from '../database/db';
import { isDatabaseUnavailable, type ErrorCode } from '../runtime/errors';
import { withDeadline } from '../runtime/deadline';
import type { GraphQLServer } from '../graphql/graphql';
import { answerType, JSON_TYPE, readGraphQLRequest } from '../graphql/graphql-request';
import type { Logger } from '../runtime/logger';
import { webDistFolder } from '../storage/paths';
import { readBody } from './request-body';
import type { Admission } from './admission';
import { whenClientLeaves } from './client-connection';
import { sendMetrics, timeRequest, type Metrics } from '../runtime/metrics';
import type { BlobStore } from '../storage/blob-store';
import { receiveMultipart, UPLOAD_FILES_MAX, type RequestWithUploads } from './uploads';

/** A GraphQL request whose body is larger than this is refused as it arrives (bytes read). */
export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * A feature's own HTTP endpoint (file delivery, image server): answers true when the path is
 * its and it has answered.
 */
export type HttpRoute = (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
) => Promise<boolean>;

/** What a request carrying files (GraphQL multipart request) needs. */
export type UploadIntake = {
  store: BlobStore;
  maxFileBytes: number;
  /** Whether the request may send files at all (a contributor's, with its XSRF header): asked before any byte is read. */
  mayUpload(req: IncomingMessage): Promise<boolean>;
};

/** The files of a multipart request, received before GraphQL runs (read by the context). */

type Deps = {
  db: Db;
  graphql: GraphQLServer;
  log: Logger;
  /** APP_URL and CORS_ORIGINS: what the browser is told (browser-edge.ts); the request deadline. */
  config: Pick<Config, 'appUrl' | 'corsOrigins' | 'statementTimeoutMs' | 'metricsToken'>;
  webDist?: string | null;
  /** What the application page carries for its first paint (app-page.ts). */
  pageHead?: (() => Promise<PageHead>) | null;
  routes?: readonly HttpRoute[];
  uploads?: UploadIntake | null;
  /** Requests to /graphql beyond what the database serves well wait or are refused (admission.ts). */
  admission?: Admission | null;
  /** Counted and timed for GET /metrics (metrics.ts), when METRICS_TOKEN is set. */
  metrics?: Metrics | null;
};

/** The error code of a request refused before GraphQL sees it (core/runtime/errors.ts ErrorCode). */
const HTTP_CODES = {
  400: 'BAD_USER_INPUT',
  403: 'FORBIDDEN',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
  507: 'INSUFFICIENT_STORAGE',
} as const satisfies Record<number, ErrorCode>;

/** The responses under way of each server, for a stop that lets them finish (endKeepAlive). */
const underWay = new WeakMap<Server, Set<ServerResponse>>();

/**
 * A stopping server's requests under way end their connections with their answers: one not yet
 * answered says `Connection: close`, one answering closes its connection when done. (A request
 * that arrives meanwhile on an open connection is told the same: createHttpServer.) So
 * `server.close()` returns as soon as the last answer is out, not after a keep-alive timeout.
 */
export function endKeepAlive(server: Server): void {
  for (const res of underWay.get(server) ?? []) {
    if (!res.headersSent) res.shouldKeepAlive = false;
    else res.once('finish', () => res.socket?.destroySoon());
  }
}

/**
 * A response waiting its turn behind the answer before it on its connection (Node queues it
 * without a socket: a browser that sends its next request as soon as it has read an answer can be
 * that quick) is never closed when that connection closes first: Node gives it no turn, no
 * 'close', and a destroy waits for the socket it never gets (nodejs/node#40543). So whatever
 * writes to it — a streamed file, a compressed answer — would wait for ever. Closed here as Node
 * closes a response whose connection ends under it.
 */
function closeWhenClientLeaves(req: IncomingMessage, res: ServerResponse) {
  const stopWaiting = whenClientLeaves(req, () => {
    if (res.socket) return;
    res.destroy();
    res.emit('close');
  });
  res.once('socket', stopWaiting);
}

/** What a client is told to wait before it tries again when the server cannot serve it now. */
export const RETRY_AFTER_SECONDS = '2';

/** How long readiness waits for the database's answer. */
const READINESS_TIMEOUT_MS = 2000;
/** How long one readiness answer stands for: a flood of probes asks the database once a second. */
const READINESS_KEPT_MS = 1000;

/**
 * Ready: whether the database answers `select 1` within READINESS_TIMEOUT_MS — for a load
 * balancer, which sends no requests to a server that cannot serve them. One probe at a time,
 * its answer kept a second: asking is free for anyone, so it must cost the database nothing.
 */
function readiness(db: Db): () => Promise<boolean> {
  let kept: { at: number; ready: boolean } | null = null;
  let probing: Promise<boolean> | null = null;
  const probe = async () => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
    });
    const answered = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    const ready = await Promise.race([answered, timedOut]);
    clearTimeout(timer);
    kept = { at: Date.now(), ready };
    return ready;
  };
  return () => {
    if (kept && Date.now() - kept.at < READINESS_KEPT_MS) return Promise.resolve(kept.ready);
    probing ??= probe().finally(() => (probing = null));
    return probing;
  };
}

function sendReadiness(res: ServerResponse, ready: boolean) {
  res.setHeader('Cache-Control', 'no-store');
  if (ready) return sendJson(res, 200, { status: 'ready', database: 'ok' });
  res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
  return sendJson(res, 503, { status: 'unavailable', database: 'unavailable' });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': JSON_TYPE });
  res.end(JSON.stringify(body));
}

/**
 * The one HTTP server: POST /graphql, GET /healthz and the built web application, every route of
 * the single-page application answered with its page, so each loads directly.
 */
export function createHttpServer({
  db,
  graphql,
  log,
  config,
  webDist = webDistFolder(),
  pageHead = null,
  routes = [],
  uploads = null,
  admission = null,
  metrics = null,
}: Deps): Server {
  const edge = browserEdge(config);
  // Every route of the single-page application is answered with the application page
  // (app-page.ts); sirv serves the files, and nothing else: no history fallback, no `.html` added.
  const web = webDist
    ? sirv(webDist, {
        extensions: [],
        // Look files up per request rather than caching the list at start: a rebuilt web app is
        // served at once, and a file removed meanwhile is a 404 instead of a crash.
        dev: true,
        etag: true,
        // The build writes name.br and name.gz beside each file (apps/web/vite-plugins); sirv
        // sends one when the request accepts it, with `Vary: Accept-Encoding`.
        brotli: true,
        gzip: true,
        setHeaders: (res, pathname) => {
          res.setHeader(
            'Cache-Control',
            isImmutableAsset(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      })
    : null;
  const appPage = webDist ? createAppPage({ webDist, head: pageHead, log }) : null;

  const ready = readiness(db);
  const live = new Set<ServerResponse>();
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    // A stopping server (app.ts close) ends each connection with the answer under way on it.
    if (!server.listening) res.shouldKeepAlive = false;
    live.add(res);
    res.once('close', () => live.delete(res));
    if (!res.socket) closeWhenClientLeaves(req, res);
    try {
      const path = (req.url ?? '/').split('?')[0];
      if (metrics) timeRequest(metrics, req, res, path);
      if (edge(req, res, path)) return;
      // Alive: answered without the database, so a process manager never restarts a server
      // that waits for its database (readiness says whether it answers).
      if (path === '/healthz') return sendJson(res, 200, { status: 'ok' });
      if (path === '/readyz') return sendReadiness(res, await ready());
      if (path === '/metrics') return await sendMetrics(metrics, config.metricsToken, req, res);
      if (path === '/graphql') {
        const refuse = (
          status: keyof typeof HTTP_CODES,
          key: MessageKey,
          headers: Record<string, string> = {},
          params: MessageParams = { max: MAX_JSON_BYTES, files: UPLOAD_FILES_MAX },
        ) => {
          const locale = parseLocale(headerValue(req.headers.locale));
          const message = translate(key, locale, params);
          // In the media type the client reads GraphQL answers in: a client of GraphQL's own
          // reads these errors (and their translated messages) whatever the status.
          const type = answerType(headerValue(req.headers.accept));
          res.writeHead(status, { 'Content-Type': type, ...headers });
          res.end(
            JSON.stringify({
              errors: [{ message, extensions: { code: HTTP_CODES[status], key } }],
            }),
          );
        };
        // Stop reading: the connection is closed once the answer is out.
        const refuseUnread = (status: keyof typeof HTTP_CODES, key: MessageKey) => {
          res.once('finish', () => req.destroy());
          const retry: Record<string, string> =
            status === 503 ? { 'Retry-After': RETRY_AFTER_SECONDS } : {};
          return refuse(status, key, { Connection: 'close', ...retry });
        };
        // Reads the operations of the body, then answers them within the request's deadline,
        // once admitted (a file is received first: receiving asks nothing of the database).
        const answer = async (body: Buffer, contentType: string | undefined) => {
          const read = await readGraphQLRequest(contentType, body, BATCH_SIZE);
          if (!read.ok) return refuse(read.status, read.key, {}, read.params);
          const run = () =>
            withDeadline(config.statementTimeoutMs, () => graphql.answer(req, res, read));
          if (!admission) return await run();
          const admitted = await admission.admit(req, run);
          if (admitted.admitted) return;
          metrics?.notAdmitted.inc({ reason: admitted.reason });
          // Not served now: said at once, with when to try again, never left to time out.
          const retry = { 'Retry-After': RETRY_AFTER_SECONDS };
          if (admitted.reason === 'share')
            return refuse(429, 'Server.error_too_many_requests', retry);
          if (admitted.reason !== 'client_gone') return refuse(503, 'Server.error_busy', retry);
        };
        // Spec §7: every call is a POST.
        if (req.method !== 'POST') return refuse(405, 'Request.error_method', { Allow: 'POST' });
        const contentType = headerValue(req.headers['content-type']);
        if ((contentType ?? '').toLowerCase().startsWith('multipart/')) {
          if (!uploads) return refuse(415, 'Request.error_multipart');
          // The operations come as JSON in the form's first field.
          return await graphqlWithFiles(
            req,
            res,
            uploads,
            { log, metrics },
            refuseUnread,
            refuse,
            (operations) => answer(operations, 'application/json'),
          );
        }
        const body =
          Number(req.headers['content-length'] ?? 0) > MAX_JSON_BYTES
            ? null
            : await readBody(req, MAX_JSON_BYTES);
        if (body === null) return refuseUnread(413, 'Request.error_too_large');
        return await answer(body, contentType);
      }
      for (const route of routes) if (await route(req, res, path)) return;
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendJson(res, 405, { error: 'Method not allowed' });
      if (!web || !appPage) {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
        return res.end(
          'The web application has not been built. Run `npm run build` (npm start does this for you).',
        );
      }
      if (isApplicationRoute(path)) return await appPage(req, res);
      // sirv only looks for the words "br" and "gzip": it is handed the encoding negotiated here,
      // so a weight of 0 (`gzip;q=0`) or `*` means what RFC 9110 says.
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      if (encoding) req.headers['accept-encoding'] = encoding;
      else delete req.headers['accept-encoding'];
      web(req, res, () => sendJson(res, 404, { error: 'Not found' }));
    } catch (error) {
      // The path only: a query string may carry a token.
      const path = (req.url ?? '').split('?')[0];
      if (isDatabaseUnavailable(error)) {
        log.warn({ err: error, path }, 'the database is unavailable');
        if (!res.headersSent) {
          res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
          return sendJson(res, 503, { error: 'The database is unavailable; try again.' });
        }
      } else log.error({ err: error, path }, 'request failed');
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error' });
      else res.end();
    }
  });
  // An idle keep-alive connection is closed after a minute, not Node's 5 s: a client (or a
  // proxy) that reuses a connection just as the server drops it gets ECONNRESET, and a busy event
  // loop (Verovio reading incipits) makes that moment likely with 5 s. Longer than common proxies'
  // own idle timeouts (60 s), so the proxy closes first.
  underWay.set(server, live);
  server.keepAliveTimeout = 65_000;
  // A large upload over a slow line takes longer than Node's 5 minutes; an hour is the most.
  server.requestTimeout = 60 * 60 * 1000;
  server.headersTimeout = 66_000;
  return server;
}

/**
 * A GraphQL request with files (GraphQL multipart request spec): refused before a byte is read
 * unless a contributor sends it; the files are streamed to temporary files, GraphQL runs on the
 * operations (each file's place holding `upload:<key>`), and whatever a resolver did not keep is
 * removed when the answer is out.
 */
async function graphqlWithFiles(
  req: RequestWithUploads,
  res: ServerResponse,
  intake: UploadIntake,
  { log, metrics }: { log: Logger; metrics: Metrics | null },
  refuseUnread: (status: keyof typeof HTTP_CODES, key: MessageKey) => void,
  refuse: (
    status: keyof typeof HTTP_CODES,
    key: MessageKey,
    headers?: Record<string, string>,
  ) => void,
  run: (operations: Buffer) => Promise<unknown>,
) {
  let mayUpload: boolean;
  try {
    mayUpload = await intake.mayUpload(req);
  } catch (error) {
    // The session could not be looked up: the database is away. "Try again", as GraphQL says it —
    // after the body when it is small, so that a client still sending it reads the answer
    // instead of a connection cut under it (a larger one is cut: reading it costs too much).
    if (!isDatabaseUnavailable(error)) throw error;
    log.warn({ err: error }, 'the database is unavailable');
    const small = Number(req.headers['content-length'] ?? Infinity) <= MAX_JSON_BYTES;
    if (small && (await readBody(req, MAX_JSON_BYTES).catch(() => null)) !== null)
      return refuse(503, 'Server.error_unavailable', { 'Retry-After': RETRY_AFTER_SECONDS });
    return refuseUnread(503, 'Server.error_unavailable');
  }
  if (!mayUpload) return refuseUnread(403, 'Request.error_upload_forbidden');
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > intake.maxFileBytes * UPLOAD_FILES_MAX + MAX_JSON_BYTES)
    return refuseUnread(413, 'File.error_too_large');
  const outcome = await receiveMultipart(req, {
    store: intake.store,
    maxFileBytes: intake.maxFileBytes,
    maxFieldBytes: MAX_JSON_BYTES,
  });
  if (!outcome.ok) {
    if (outcome.problem === 'too_large') return refuseUnread(413, 'File.error_too_large');
    if (outcome.problem === 'too_many') return refuseUnread(413, 'Request.error_too_many_files');
    if (outcome.problem === 'storage_full') {
      // An operator must act: said at error level, once per refused upload.
      log.error({ err: outcome.error }, 'no space left to store an upload');
      return refuseUnread(507, 'Request.error_storage_full');
    }
    if (outcome.problem === 'storage_failed') {
      log.error({ err: outcome.error }, 'storing an upload failed');
      return refuseUnread(500, 'Server.error_internal');
    }
    return refuseUnread(400, 'Request.error_upload_malformed');
  }
  req.uploads = outcome.uploads;
  for (const upload of outcome.uploads.values()) metrics?.uploadBytes.inc(upload.size);
  try {
    await run(outcome.body);
  } finally {
    await Promise.all([...outcome.uploads.values()].map((upload) => intake.store.discard(upload)));
  }
}
