import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import { sql } from 'drizzle-orm';
import { browserEdge, isImmutableAsset } from './browser-edge';
import type { Config } from './config';
import type { Db } from './db';
import type { GraphQLServer } from './graphql';
import type { Logger } from './logger';
import { webDistFolder } from './paths';

/** A JSON request larger than this is refused before parsing (uploads have their own limit). */
export const MAX_JSON_BYTES = 1024 * 1024;

type Deps = {
  db: Db;
  graphql: GraphQLServer;
  log: Logger;
  /** APP_URL and CORS_ORIGINS: what the browser is told (browser-edge.ts). */
  config: Pick<Config, 'appUrl' | 'corsOrigins'>;
  webDist?: string | null;
};

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * The one HTTP server: POST /graphql, GET /healthz and the built web application with history
 * fallback, so every route of the single-page application loads directly.
 */
export function createHttpServer({
  db,
  graphql,
  log,
  config,
  webDist = webDistFolder(),
}: Deps): Server {
  const edge = browserEdge(config);
  const web = webDist
    ? sirv(webDist, {
        single: true,
        // Look files up per request rather than caching the list at start: a rebuilt web app is
        // served at once, and a file removed meanwhile is a 404 instead of a crash.
        dev: true,
        etag: true,
        gzip: false,
        setHeaders: (res, pathname) => {
          res.setHeader(
            'Cache-Control',
            isImmutableAsset(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      })
    : null;

  return createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const path = (req.url ?? '/').split('?')[0];
      if (edge(req, res, path)) return;
      if (path === '/healthz') {
        await db.execute(sql`select 1`);
        return sendJson(res, 200, { status: 'ok' });
      }
      if (path === '/graphql') {
        const length = Number(req.headers['content-length'] ?? 0);
        const multipart = (req.headers['content-type'] ?? '').startsWith('multipart/form-data');
        if (!multipart && length > MAX_JSON_BYTES) {
          return sendJson(res, 413, {
            errors: [{ message: `Request body too large (at most ${MAX_JSON_BYTES} bytes).` }],
          });
        }
        return await graphql(req, res);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendJson(res, 405, { error: 'Method not allowed' });
      if (!web) {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
        return res.end(
          'The web application has not been built. Run `npm run build` (npm start does this for you).',
        );
      }
      web(req, res, () => sendJson(res, 404, { error: 'Not found' }));
    } catch (error) {
      log.error({ err: error, url: req.url }, 'request failed');
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error' });
      else res.end();
    }
  });
}
