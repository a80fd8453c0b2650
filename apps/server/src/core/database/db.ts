import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../db/schema/index';
import { assertBeforeDeadline } from '../runtime/deadline';
import { DatabaseConnectionError } from '../runtime/errors';
import { migrationsFolder } from '../storage/paths';

export type Schema = typeof schema;
/** One type for both drivers: everything above this module is written once, in PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when this start created the schema from nothing (first start: time to seed). */
  created: boolean;
  /** How many SQL statements Drizzle has sent so far (tests assert bounds with it). */
  statements(): number;
  /** The connection pool now (PostgreSQL; null for PGlite, which has one connection). */
  connections(): { total: number; idle: number; waiting: number } | null;
  /**
   * The embedded database's own client (null on PostgreSQL): a backup of a running server reads
   * its snapshot through it (backup/control.ts), the one session PGlite has.
   */
  pglite: PGlite | null;
  close(): Promise<void>;
};

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
) & {
  /** PostgreSQL ends any statement of the server's pool running longer (migrations: unbounded). */
  statementTimeoutMs?: number;
  /** Told of every connection PostgreSQL ends or loses (a restart, pg_terminate_backend). */
  onConnectionError?: (error: Error) => void;
};

/**
 * Statements that open or end a transaction are never refused: drizzle sends `begin` before its
 * try/finally, so a refused `begin` would keep the pooled connection for ever, and a refused
 * `rollback` would leave the transaction open. The first statement inside is refused instead.
 */
const TRANSACTION_CONTROL = /^\s*(begin|savepoint|commit|rollback|release)\b/i;

/** Set while the server does its own background work (not a request): see uncounted. */
const backgroundWork = new AsyncLocalStorage<true>();

/**
 * Runs the server's own background work (the search queue's follower): its statements are not
 * counted in `statements()`, which tests use to bound what a request sends.
 */
export function uncounted<T>(work: () => T): T {
  return backgroundWork.run(true, work);
}

/** PGlite needs the extensions our migrations create loaded into the WASM build. */
export function pgliteExtensions() {
  return { pg_trgm, unaccent };
}

/** Opens the database and applies every pending migration before anything else may use it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let statements = 0;
  // Drizzle logs every statement just before it sends it: the place to count them, and to refuse
  // one that a request past its deadline would start (core/runtime/deadline.ts).
  const logger = {
    logQuery: (query: string) => {
      if (!TRANSACTION_CONTROL.test(query)) assertBeforeDeadline();
      if (!backgroundWork.getStore()) statements++;
    },
  };
  const counted = { statements: () => statements };
  if (options.kind === 'postgres') {
    const { created } = await migratePostgres(options.url);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // A request waits for a connection at most this long (then fails) rather than for ever.
      connectionTimeoutMillis: 30_000,
      statement_timeout: options.statementTimeoutMs,
      // A transaction left open (a crashed request) must not hold its locks for ever either.
      idle_in_transaction_session_timeout: 60_000,
      // No JIT compilation: on a million rows the planner's cost passes its threshold and a
      // 20 ms search spends 50–200 ms compiling expressions it runs once (issue 9's benchmark).
      options: '-c jit=off',
    });
    const lost = options.onConnectionError ?? (() => {});
    // An idle connection the server ends (a restart, an administrator) is dropped from the pool
    // by pg and replaced on the next query. A connection in use reports its end on the client
    // itself: without a listener of its own there, that error would end the process. Its
    // statement fails with it (the request is answered "try again": core/runtime/errors.ts), and the
    // pool drops the client when it is released.
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Db;
    db.transaction = poolTransactions(pool, logger);
    const connections = () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
    return {
      db,
      kind: 'postgres',
      created,
      ...counted,
      connections,
      pglite: null,
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions(),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  const created = !(await hasMigrations(db));
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'pglite',
    created,
    ...counted,
    connections: () => null,
    pglite: client,
    close: () => client.close(),
  };
}

/**
 * Transactions on a pooled connection that is always given back. Drizzle 0.45's own runs `begin`
 * before its try/finally (drizzle-orm issues #6023, #6241, still open): a `begin` on a connection
 * PostgreSQL has just ended rejects, and that connection would never return to the pool — ten
 * such and no request is served again. Here the connection is taken, handed to a Drizzle of its
 * own for the transaction (one per connection, kept), and released whatever happens; pg-pool
 * drops a released connection that is no longer usable.
 */
function poolTransactions(pool: pg.Pool, logger: { logQuery(query: string): void }) {
  const onConnection = new WeakMap<pg.PoolClient, Db>();
  const transaction: Db['transaction'] = async (work, config) => {
    const client = await pool.connect().catch((error: unknown) => {
      throw new DatabaseConnectionError(error);
    });
    try {
      let db = onConnection.get(client);
      if (!db) {
        db = drizzleNodePg(client, { schema, logger }) as unknown as Db;
        onConnection.set(client, db);
      }
      return await db.transaction(work, config);
    } finally {
      client.release();
    }
  };
  return transaction;
}

/** Applies pending migrations on a connection of their own: building an index may take long. */
async function migratePostgres(url: string): Promise<{ created: boolean }> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => {});
  try {
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const created = !(await hasMigrations(db));
    await migrateNodePg(db as never, { migrationsFolder: migrationsFolder() });
    return { created };
  } finally {
    await pool.end();
  }
}

/** Where the embedded database lives inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'db');
}

async function hasMigrations(db: Db): Promise<boolean> {
  // Two statements: a subquery on a table that does not exist fails at planning, even unexecuted.
  const table = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!table[0]?.name) return false;
  const applied = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return Number(applied[0]?.n ?? 0) > 0;
}

/** node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** What executeKept reaches of a Drizzle database: its session and dialect (Drizzle's own). */
type Sessioned = {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
};

/**
 * Runs a statement the server sends again and again as a named prepared statement: each
 * PostgreSQL connection parses it once, and plans it once when its generic plan costs no more
 * than one planned for each call's values (PostgreSQL decides after five). Planning a melodic
 * search's statements cost 1–2 ms each at 1M, a fifth of the search (issue 24). The name is
 * the text's hash: a statement of another shape is another statement. A connection keeps each
 * one it has prepared for its life: only statements of few shapes may use this — never one
 * whose text varies with what a visitor typed: `kept` false sends such a one as any other.
 * PGlite runs it as any statement.
 */
export function executeKept(db: Tx, query: SQL, kept = true): Promise<unknown> {
  if (!kept) return db.execute(query);
  const { session, dialect } = db as unknown as Sessioned;
  const built = dialect.sqlToQuery(query);
  const name = `kept_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 22)}`;
  return session.prepareQuery(built, undefined, name, false).execute();
}
