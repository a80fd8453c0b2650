import { resolve } from 'node:path';
import { parseTrustProxy } from '../http/client-address';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Everything the server can be told, only through environment variables (see README). */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** A postgres:// URL switches from the embedded PGlite database to a PostgreSQL server. */
  databaseUrl: string | null;
  appUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * The address the OAI-PMH provider names for its harvesters (OAI_ADMIN_EMAIL; else ADMIN_EMAIL,
   * else MAIL_FROM's address).
   */
  oaiAdminEmail: string;
  adminEmail: string | null;
  adminPassword: string | null;
  seed: 'demo' | 'none';
  logLevel: LogLevel;
  uploadMaxBytes: number;
  /** The longest a statement may run (PostgreSQL) and a request may start statements (both). */
  statementTimeoutMs: number;
  /**
   * GraphQL requests the database serves at once (MAX_ACTIVE_REQUESTS), how many more may wait
   * (MAX_WAITING_REQUESTS) and for how long (MAX_REQUEST_WAIT_MS) before they are refused with
   * 503, and how many one client may have running and waiting (MAX_REQUESTS_PER_CLIENT, beyond:
   * 429) (core/http/admission.ts).
   */
  admission: { active: number; waiting: number; waitMs: number; perClient: number };
  /** The token Prometheus sends for GET /metrics (METRICS_TOKEN); null: no metrics endpoint. */
  metricsToken: string | null;
  /**
   * How long a stopping server lets requests under way finish (SHUTDOWN_TIMEOUT_MS) before it
   * closes their connections.
   */
  shutdownTimeoutMs: number;
  /** The built web application to serve; null: apps/web/dist of this installation. */
  webDist: string | null;
  /**
   * How many reverse proxies of ours stand in front (TRUST_PROXY): the client address (rate
   * limits) is the X-Forwarded-For entry this many places from the right; 0 ignores the header.
   */
  trustProxy: number;
  /**
   * The origins whose pages may call the API with the visitor's credentials (CORS): APP_URL's
   * and those of CORS_ORIGINS, as browsers spell them in the Origin header.
   */
  corsOrigins: string[];
  /**
   * An image server of the institution's own (IIIF_IMAGE_SERVICE_URL), as a template of an
   * image's service URL with {id} (the file's id), {hash} (its SHA-256) or {filename}; null: ours.
   */
  iiifImageServiceUrl: string | null;
  /** The most bytes the image server's derivative cache keeps on disk (IIIF_CACHE_MAX_BYTES). */
  iiifCacheMaxBytes: number;
};

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the configuration, refusing values that cannot work instead of guessing. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port number: ${env.PORT}`);
  const host = env.HOST || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(
      'DATABASE_URL must be a postgres:// URL (leave it unset for the embedded database)',
    );
  }
  const seed = (env.SEED || 'demo').toLowerCase();
  if (seed !== 'demo' && seed !== 'none')
    throw new Error(`SEED must be "demo" or "none", not "${env.SEED}"`);
  const logLevel = (env.LOG_LEVEL || 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const uploadMaxBytes = Number(env.UPLOAD_MAX_BYTES || 100 * 1024 * 1024);
  if (!Number.isFinite(uploadMaxBytes) || uploadMaxBytes <= 0)
    throw new Error('UPLOAD_MAX_BYTES must be a positive number');
  const statementTimeoutMs = Number(env.STATEMENT_TIMEOUT_MS || 5000);
  if (!Number.isInteger(statementTimeoutMs) || statementTimeoutMs <= 0)
    throw new Error('STATEMENT_TIMEOUT_MS must be a positive whole number of milliseconds');
  // PGlite runs one statement at a time: a few requests interleaved serve each soonest. A
  // PostgreSQL pool has 10 connections: twice as many requests keep them all busy.
  const admission = {
    active: wholeNumber(env, 'MAX_ACTIVE_REQUESTS', databaseUrl ? 20 : 4, 1),
    waiting: wholeNumber(env, 'MAX_WAITING_REQUESTS', 256, 0),
    waitMs: wholeNumber(env, 'MAX_REQUEST_WAIT_MS', 2000, 1),
    perClient: wholeNumber(env, 'MAX_REQUESTS_PER_CLIENT', 32, 1),
  };
  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  if (metricsToken !== null && metricsToken.length < 16)
    throw new Error('METRICS_TOKEN must be at least 16 characters long (a secret, not a word)');
  const shutdownTimeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS || 10_000);
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs < 0)
    throw new Error('SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds');
  const adminEmail = env.ADMIN_EMAIL?.trim() || null;
  const adminPassword = env.ADMIN_PASSWORD || null;
  if ((adminEmail === null) !== (adminPassword === null)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const iiifImageServiceUrl = env.IIIF_IMAGE_SERVICE_URL?.trim() || null;
  if (
    iiifImageServiceUrl &&
    (!/^https?:\/\//.test(iiifImageServiceUrl) ||
      !/\{(id|hash|filename)\}/.test(iiifImageServiceUrl))
  ) {
    throw new Error(
      'IIIF_IMAGE_SERVICE_URL must be an http(s) URL naming the image by {id}, {hash} or {filename}',
    );
  }
  const iiifCacheMaxBytes = Number(env.IIIF_CACHE_MAX_BYTES || 2 * 1024 ** 3);
  if (!Number.isFinite(iiifCacheMaxBytes) || iiifCacheMaxBytes <= 0)
    throw new Error('IIIF_CACHE_MAX_BYTES must be a positive number');
  const mailFrom = env.MAIL_FROM || 'Partitura <no-reply@localhost>';
  const appUrl = (env.APP_URL || `http://${host}:${port}`).replace(/\/+$/, '');
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl,
    appUrl,
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom,
    oaiAdminEmail: env.OAI_ADMIN_EMAIL?.trim() || adminEmail || addressOf(mailFrom),
    adminEmail,
    adminPassword,
    seed,
    logLevel,
    uploadMaxBytes,
    statementTimeoutMs,
    admission,
    metricsToken,
    shutdownTimeoutMs,
    webDist: env.WEB_DIST?.trim() ? resolve(env.WEB_DIST.trim()) : null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: corsOrigins(appUrl, env.CORS_ORIGINS),
    iiifImageServiceUrl: iiifImageServiceUrl?.replace(/\/+$/, '') ?? null,
    iiifCacheMaxBytes,
  };
}

/** The address of a mailbox as written in a From header ("Partitura <no-reply@example.org>"). */
function addressOf(mailbox: string): string {
  return /<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();
}

/** A whole number of at least `min` from the environment, else `fallback`. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}`);
  return value;
}

/**
 * APP_URL's origin and those listed in CORS_ORIGINS (comma-separated). Each must be an http(s)
 * origin and nothing more: a path, a wildcard or "null" would grant more than meant.
 */
function corsOrigins(appUrl: string, list = ''): string[] {
  const origins = [originOf(appUrl, 'APP_URL', true)];
  for (const entry of list.split(',')) {
    const value = entry.trim();
    if (value) origins.push(originOf(value, 'CORS_ORIGINS', false));
  }
  return [...new Set(origins)];
}

function originOf(value: string, name: string, pathAllowed: boolean): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    url.hostname.includes('*') ||
    (!pathAllowed && url.pathname !== '/')
  ) {
    throw new Error(
      pathAllowed
        ? `${name} must be an http:// or https:// address, not "${value}"`
        : `${name} must list origins such as https://example.org (scheme, host and port; no path, no wildcard), not "${value}"`,
    );
  }
  return url.origin;
}
