import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp, type App } from '../app';
import { loadConfig } from '../core/runtime/config';
import { openDatabase, type Database } from '../core/database/db';
import { createLogger } from '../core/runtime/logger';
import { withDatabase } from './global-setup';
import { ApiClient } from './api-client';
import { startSmtpCapture } from './smtp-capture';

export type TestServer = {
  url: string;
  /** Its own data directory (stored files, image tiles), removed on close. */
  dataDir: string;
  database: Database;
  /** The PostgreSQL database's URL (null on PGlite), for tests that open a session of their own. */
  databaseUrl: string | null;
  /** A fresh HTTP client with its own cookie jar (a new browser, so to speak). */
  client(): Promise<ApiClient>;
  /** The app's MARC import (what the import screen and `npm run import` run). */
  importMarc: App['importMarc'];
  close(): Promise<void>;
};

/** The database kind of this test run: PGlite, or PostgreSQL when the project sets TEST_DB_KIND. */
export const testDatabaseKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

async function openTestDatabase(
  statementTimeoutMs: number,
  options: TestServerOptions,
): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  if (testDatabaseKind === 'postgres') {
    const template = inject('postgresTemplate');
    const name = `partitura_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name} template ${new URL(template).pathname.slice(1)}`);
    await admin.end();
    const url = withDatabase(template, name);
    const database = await openDatabase({
      kind: 'postgres',
      url: options.connectThrough ? await options.connectThrough(url) : url,
      statementTimeoutMs,
      onConnectionError: options.onConnectionError,
    });
    return {
      database,
      url: withDatabase(template, name),
      drop: async () => {
        const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const tarball = await readFile(inject('pgliteTemplate'));
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([tarball]) });
  return { database, url: null, drop: async () => {} };
}

export type TestServerOptions = {
  /** PostgreSQL: the URL the server connects through, given the database's (a proxy's). */
  connectThrough?: (url: string) => Promise<string>;
  /** PostgreSQL: told of every connection the database ends or loses. */
  onConnectionError?: (error: Error) => void;
};

/**
 * A real server on a real, freshly cloned and migrated database, listening on a free port of
 * 127.0.0.1. Tests talk to it over HTTP only, as the web application does.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'partitura-data-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Generous on a busy test machine; the deadline tests set their own.
    STATEMENT_TIMEOUT_MS: '30000',
    // No request refused for waiting its turn on a busy test machine, nor for a burst a test
    // sends on purpose; the admission's own tests set their limits.
    MAX_WAITING_REQUESTS: '100000',
    MAX_REQUEST_WAIT_MS: '120000',
    MAX_REQUESTS_PER_CLIENT: '100000',
    // As many at once as a server on this kind of database serves (its config reads the kind
    // from DATABASE_URL, which a test server does not set).
    MAX_ACTIVE_REQUESTS: testDatabaseKind === 'postgres' ? '20' : '4',
    ...env,
  });
  const {
    database,
    url: databaseUrl,
    drop,
  } = await openTestDatabase(config.statementTimeoutMs, options);
  const app = createApp({
    db: database.db,
    config,
    log: createLogger(config.logLevel),
    // No web app unless a test passes WEB_DIST.
    webDist: config.webDist,
    connections: database.connections,
  });
  const address = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    dataDir: config.dataDir,
    database,
    databaseUrl,
    client: () => ApiClient.connect(url),
    importMarc: app.importMarc,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      // An image derivative whose render was under way when the server closed may still land
      // in DATA_DIR/iiif (ENOTEMPTY once in CI): fs.rm tries that again.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/** The APP_URL of a mailing test server: mailed links start with it. */
export const MAILED_APP_URL = 'https://partitura.example.org';

/** A test server that sends its mail through an SMTP capture the test reads. */
export async function startMailingTestServer(env: Record<string, string> = {}) {
  const smtp = await startSmtpCapture();
  const server = await startTestServer({ SMTP_URL: smtp.url, APP_URL: MAILED_APP_URL, ...env });
  return { server, smtp };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
