import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { postgresSession, pgliteSession, type SqlSession, type TableSpec } from './sql-session';

/** A migration as the database lists it applied (drizzle.__drizzle_migrations). */
export type AppliedMigration = { hash: string; when: number };

/** A sequence's value (null: never used), so that restored records' ids are never handed out again. */
export type SequenceValue = { name: string; value: string | null };

/** What a snapshot says first: the database, its migrations, its tables and sequences. */
export type SnapshotHeader = {
  database: 'pglite' | 'postgres';
  /** PostgreSQL's version() of the source. */
  version: string;
  migrations: AppliedMigration[];
  tables: (TableSpec & { estimatedRows: number })[];
  sequences: SequenceValue[];
};

/**
 * A snapshot, as a stream of events in this order: the header; the content hashes the rows name
 * (`hashes`: hex, a line each, ascending, each once); then per table `table`, its `rows` (COPY
 * text) and `tableEnd`; `end` last. All of it is read in one transaction.
 */
export type SnapshotEvent =
  | { type: 'header'; header: SnapshotHeader }
  | { type: 'hashes'; data: Buffer }
  | { type: 'table'; name: string }
  | { type: 'rows'; data: Buffer }
  | { type: 'tableEnd'; name: string }
  | { type: 'end' };

/** Receives the events; the snapshot waits for each (so a slow disk slows the reading). */
export type Emit = (event: SnapshotEvent) => Promise<void>;

/** Streams one consistent snapshot of the database to `emit`. */
export type Snapshot = (emit: Emit) => Promise<void>;

/**
 * Settings of the snapshot's and the restore's transaction: values are written and read in one
 * unambiguous form whatever the server's defaults (as pg_dump does), and nothing times out.
 */
export const TRANSFER_SETTINGS = [
  "SET LOCAL datestyle = 'ISO, YMD'",
  "SET LOCAL intervalstyle = 'postgres'",
  "SET LOCAL timezone = 'UTC'",
  'SET LOCAL extra_float_digits = 3',
  "SET LOCAL bytea_output = 'hex'",
  "SET LOCAL client_encoding = 'UTF8'",
  'SET LOCAL standard_conforming_strings = on',
  'SET LOCAL statement_timeout = 0',
  'SET LOCAL lock_timeout = 0',
  'SET LOCAL idle_in_transaction_session_timeout = 0',
];

/** The plain tables of schema public with their stored columns (generated ones are computed). */
export async function readTables(session: SqlSession): Promise<SnapshotHeader['tables']> {
  const partitioned = await session.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'p'`,
  );
  // None today; a backup must not leave one out without saying so.
  if (partitioned.rows.length > 0)
    throw new Error(
      `partitioned tables cannot be backed up yet: ${partitioned.rows.map((row) => row.name).join(', ')}`,
    );
  const { rows } = await session.query<{ name: string; columns: string; estimated: string }>(
    `SELECT c.relname AS name, c.reltuples::int8::text AS estimated,
       (SELECT json_agg(a.attname ORDER BY a.attnum) FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          AND a.attgenerated = '')::text AS columns
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND NOT c.relispartition
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                       AND d.objid = c.oid AND d.deptype = 'e')
     ORDER BY c.relname COLLATE "C"`,
  );
  return rows.map((row) => ({
    name: row.name,
    columns: JSON.parse(row.columns ?? '[]') as string[],
    estimatedRows: Math.max(0, Number(row.estimated)),
  }));
}

async function readHeader(
  session: SqlSession,
  database: SnapshotHeader['database'],
): Promise<SnapshotHeader> {
  const version = await session.query<{ version: string }>('SELECT version() AS version');
  const table = await session.query<{ name: string | null }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`,
  );
  const migrations = table.rows[0]?.name
    ? (
        await session.query<{ hash: string; created_at: string }>(
          'SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
        )
      ).rows.map((row) => ({ hash: row.hash, when: Number(row.created_at) }))
    : [];
  const sequences = await session.query<{ name: string; value: string | null }>(
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
     WHERE schemaname = 'public' ORDER BY sequencename COLLATE "C"`,
  );
  return {
    database,
    version: version.rows[0]?.version ?? '',
    migrations,
    tables: await readTables(session),
    sequences: sequences.rows,
  };
}

/** Content hashes read per statement: by the index on files.content_hash, from the last one on. */
const HASHES_PER_READ = 10_000;

/** The distinct content hashes the files table names, ascending, a line each. */
async function* namedHashes(session: SqlSession): AsyncGenerator<Buffer> {
  let after = '';
  for (;;) {
    const { rows } = await session.query<{ hash: string }>(
      `SELECT DISTINCT content_hash AS hash FROM files
       WHERE content_hash IS NOT NULL AND content_hash > $1 ORDER BY content_hash LIMIT ${HASHES_PER_READ}`,
      [after],
    );
    if (rows.length === 0) return;
    yield Buffer.from(rows.map((row) => `${row.hash}\n`).join(''));
    after = rows[rows.length - 1]!.hash;
    if (rows.length < HASHES_PER_READ) return;
  }
}

/** The snapshot read in `session`, whose transaction the caller has begun (repeatable read). */
async function readSnapshot(
  session: SqlSession,
  database: SnapshotHeader['database'],
  emit: Emit,
): Promise<void> {
  for (const setting of TRANSFER_SETTINGS) await session.query(setting);
  const header = await readHeader(session, database);
  await emit({ type: 'header', header });
  for await (const data of namedHashes(session)) await emit({ type: 'hashes', data });
  for (const table of header.tables) {
    await emit({ type: 'table', name: table.name });
    for await (const data of session.copyOut(table)) await emit({ type: 'rows', data });
    await emit({ type: 'tableEnd', name: table.name });
  }
}

/**
 * A snapshot of the embedded database through its client. PGlite has one session, so the
 * transaction holds it: the server's requests wait until the rows are read (the files are
 * copied afterwards, without it).
 */
export function pgliteSnapshot(client: PGlite): Snapshot {
  return async (emit) => {
    await client.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await readSnapshot(pgliteSession(tx), 'pglite', emit);
    });
    await emit({ type: 'end' });
  };
}

/**
 * A snapshot of a PostgreSQL database on a connection of its own: one repeatable-read, read-only
 * transaction sees the database as it was when it began, whatever the servers write meanwhile,
 * and holds no lock that stops them (what pg_dump does, without needing its binaries).
 */
export function postgresSnapshot(url: string): Snapshot {
  return async (emit) => {
    const client = new pg.Client({ connectionString: url, application_name: 'partitura backup' });
    // A lost connection fails the statement under way; without a listener it would end the process.
    client.on('error', () => {});
    // Errors of the receiving side (a full disk) go on as they are; the database's are said to be.
    const ours = new WeakSet<object>();
    const passOn: Emit = async (event) => {
      try {
        await emit(event);
      } catch (error) {
        if (typeof error === 'object' && error !== null) ours.add(error);
        throw error;
      }
    };
    try {
      await client.connect();
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await readSnapshot(postgresSession(client), 'postgres', passOn);
      await client.query('COMMIT');
    } catch (error) {
      if (typeof error === 'object' && error !== null && ours.has(error)) throw error;
      throw new Error(
        `reading the snapshot from PostgreSQL failed: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    } finally {
      await client.end().catch(() => {});
    }
    await emit({ type: 'end' });
  };
}
