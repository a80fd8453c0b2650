import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the server counts and times for an operator's Prometheus (GET /metrics). */
export type Metrics = {
  registry: Registry;
  /** Every HTTP request, by route (a few fixed names), method and status. */
  requests: Histogram<'route' | 'method' | 'status'>;
  /** Every GraphQL operation, by its first root field, its type and how it ended. */
  operations: Histogram<'field' | 'type' | 'outcome'>;
  /** GraphQL requests refused or dropped by the admission (core/http/admission.ts), by why. */
  notAdmitted: Counter<'reason'>;
  /** Bytes of uploaded files received. */
  uploadBytes: Counter;
  /** The image server's pyramid builds, by outcome (built, failed), and how long each took. */
  pyramidBuilds: Histogram<'outcome'>;
  /** A gauge whose value is read when Prometheus asks (`read` answers its labelled values). */
  gauge<L extends string>(
    name: string,
    help: string,
    labels: readonly L[],
    read: () => { labels?: Partial<Record<L, string>>; value: number }[],
  ): void;
};

/** Seconds: from a cached tile (1 ms) to a long search or an upload (several seconds). */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** One registry per app (tests run several in one process), with Node's own process metrics. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'partitura_' });
  return {
    registry,
    requests: new Histogram({
      name: 'partitura_http_request_duration_seconds',
      help: 'HTTP requests by route, method and status: their number and how long each took.',
      labelNames: ['route', 'method', 'status'],
      buckets: BUCKETS,
      registers: [registry],
    }),
    operations: new Histogram({
      name: 'partitura_graphql_operation_duration_seconds',
      help: 'GraphQL operations by their first root field, type and outcome (ok, error).',
      labelNames: ['field', 'type', 'outcome'],
      buckets: BUCKETS,
      registers: [registry],
    }),
    notAdmitted: new Counter({
      name: 'partitura_requests_not_admitted_total',
      help: 'GraphQL requests refused (full, waited_too_long) or dropped (client_gone) by the admission.',
      labelNames: ['reason'],
      registers: [registry],
    }),
    uploadBytes: new Counter({
      name: 'partitura_upload_bytes_total',
      help: 'Bytes of uploaded files received.',
      registers: [registry],
    }),
    pyramidBuilds: new Histogram({
      name: 'partitura_iiif_pyramid_build_duration_seconds',
      help: "The image server's pyramid builds by outcome (built, failed): their number and time.",
      labelNames: ['outcome'],
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers: [registry],
    }),
    gauge(name, help, labels, read) {
      new Gauge({
        name,
        help,
        labelNames: [...labels],
        registers: [registry],
        collect() {
          this.reset();
          for (const { labels: values, value } of read()) {
            if (values) this.set(values, value);
            else this.set(value);
          }
        },
      });
    },
  };
}

/**
 * The route a request counts under: a few fixed names, never the path itself (ids would make a
 * new series per record).
 */
export function routeOf(path: string): string {
  if (path === '/graphql' || path === '/healthz' || path === '/readyz' || path === '/metrics')
    return path;
  if (path.startsWith('/file/')) return '/file';
  if (path.startsWith('/iiif/3')) return '/iiif/3';
  if (path.startsWith('/iiif/presentation/')) return '/iiif/presentation';
  if (path.startsWith('/assets/')) return '/assets';
  return 'page';
}

/** Times every request from its first byte to its answer's last (or the client's leaving). */
export function timeRequest(
  metrics: Metrics,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
) {
  const end = metrics.requests.startTimer({ route: routeOf(path), method: methodOf(req.method) });
  res.once('close', () => end({ status: res.writableFinished ? String(res.statusCode) : 'gone' }));
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
const methodOf = (method: string | undefined) => (method && METHODS.has(method) ? method : 'other');

/**
 * GET /metrics in Prometheus's text format, for whoever sends `Authorization: Bearer <token>`
 * with METRICS_TOKEN; without METRICS_TOKEN there is no such endpoint (404).
 */
export async function sendMetrics(
  metrics: Metrics | null,
  token: string | null,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const send = (status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
    res.end(body);
  };
  if (metrics === null || token === null) return send(404, 'Not found\n');
  const given = Buffer.from(req.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    return send(401, 'Unauthorized\n', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
  send(200, await metrics.registry.metrics(), {
    'Content-Type': metrics.registry.contentType,
    'Cache-Control': 'no-store',
  });
}
