import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { BackupRefused, type Manifest, type ManifestTable } from './manifest';
import { applyMigrations, type LocalMigration } from './migrations';
import { count, paced, since, type Report } from './progress';
import { readTables, TRANSFER_SETTINGS } from './snapshot';
import { ident, linesIn, qualified, type SqlSession } from './sql-session';
import { damaged } from './restore-check';

/**
 * The planner's statistics of the restored tables. The restore is committed by then: a failure
 * here is no reason to undo it (the server, or PostgreSQL's autovacuum, gathers them later).
 */
export async function gatherStatistics(
  analyze: () => Promise<unknown>,
  report: Report,
): Promise<void> {
  const started = performance.now();
  try {
    await analyze();
    report(`database: statistics gathered in ${since(started)}`);
  } catch (error) {
    report(
      `WARNING: the statistics of the restored tables were not gathered (${error instanceof Error ? error.message : String(error)}); the server gathers them later`,
    );
  }
}

/**
 * In the session's one transaction: the schema at the backup's migration level, then the rows.
 * While they load, the foreign keys are dropped (rows arrive in any order; a folder may follow
 * the files in it), the triggers that keep the search documents are off (the backup holds the
 * documents as they were) and the indexes other than keys' are gone; all come back afterwards,
 * the indexes built and the keys checked once over all rows. The
 * migrations' own rows (permissions, settings) make way for the backup's; sequences go on from
 * where the source's were.
 */
export async function loadRows(
  session: SqlSession,
  dir: string,
  manifest: Manifest,
  migrations: LocalMigration[],
  report: Report,
): Promise<void> {
  const started = performance.now();
  for (const setting of TRANSFER_SETTINGS) await session.query(setting);
  await applyMigrations(session, migrations);
  report(
    `database: schema at the backup's migration level (${migrations.length} migrations, the last ${migrations.at(-1)?.tag ?? 'none'}) in ${since(started)}`,
  );
  const schema = new Map((await readTables(session)).map((table) => [table.name, table]));
  const tables: ManifestTable[] = [];
  for (const table of manifest.tables) {
    const known = schema.get(table.name);
    if (!known) {
      report(
        `WARNING: the backup's table ${table.name} is no table of Partitura's schema: its ${count(table.rows)} rows are left out`,
      );
      continue;
    }
    if (known.columns.join(',') !== table.columns.join(','))
      throw new BackupRefused(
        `the backup's table ${table.name} has the columns ${table.columns.join(', ')}, the schema at its migration level ${known.columns.join(', ')}. Nothing was restored.`,
      );
    tables.push(table);
  }
  const keys = await session.query<{ table: string; name: string; definition: string }>(
    `SELECT c.relname AS table, con.conname AS name, pg_get_constraintdef(con.oid) AS definition
     FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE con.contype = 'f' AND n.nspname = 'public' ORDER BY 1, 2`,
  );
  const triggers = await session.query<{ table: string; name: string }>(
    `SELECT c.relname AS table, t.tgname AS name FROM pg_trigger t
     JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE NOT t.tgisinternal AND t.tgenabled <> 'D' AND n.nspname = 'public' ORDER BY 1, 2`,
  );
  // Indexes of their own (not a key's) are built once over the loaded rows: many times faster
  // than growing them row by row (the GIN indexes of the search above all).
  const indexes = await session.query<{ name: string; definition: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public'
       AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.indexrelid)
     ORDER BY 1`,
  );
  for (const key of keys.rows)
    await session.query(`ALTER TABLE ${qualified(key.table)} DROP CONSTRAINT ${ident(key.name)}`);
  for (const index of indexes.rows) await session.query(`DROP INDEX ${qualified(index.name)}`);
  for (const trigger of triggers.rows)
    await session.query(
      `ALTER TABLE ${qualified(trigger.table)} DISABLE TRIGGER ${ident(trigger.name)}`,
    );
  if (tables.length > 0)
    await session.query(`TRUNCATE ${tables.map((table) => qualified(table.name)).join(', ')}`);

  const progress = paced(report, 5000);
  for (const table of tables) {
    const tableStarted = performance.now();
    let lines = 0;
    const text = async function* () {
      for await (const chunk of tableText(dir, table)) {
        lines += linesIn(chunk);
        progress(() => `database: ${table.name} ${count(lines)} of ${count(table.rows)} rows`);
        yield chunk;
      }
    };
    const loaded = await session.copyIn(table, text());
    if (loaded !== table.rows || lines !== table.rows)
      throw new BackupRefused(
        `the backup's ${table.file} holds ${count(lines)} rows, the manifest says ${count(table.rows)}. Nothing was restored.`,
      );
    report(`database: ${table.name}: ${count(table.rows)} rows in ${since(tableStarted)}`);
  }

  const indexed = performance.now();
  for (const index of indexes.rows) await session.query(index.definition);
  report(`database: ${count(indexes.rows.length)} indexes built in ${since(indexed)}`);
  const checked = performance.now();
  for (const key of keys.rows)
    await session.query(
      `ALTER TABLE ${qualified(key.table)} ADD CONSTRAINT ${ident(key.name)} ${key.definition}`,
    );
  for (const trigger of triggers.rows)
    await session.query(
      `ALTER TABLE ${qualified(trigger.table)} ENABLE TRIGGER ${ident(trigger.name)}`,
    );
  // Each sequence goes on where the source's was, and never below the largest value of the
  // column it numbers (a role that may not read a sequence sees no value to record).
  const recorded = new Map(manifest.sequences.map((sequence) => [sequence.name, sequence.value]));
  const owned = await session.query<{ sequence: string; table: string; column: string }>(
    `SELECT s.relname AS sequence, t.relname AS table, a.attname AS column
     FROM pg_class s JOIN pg_namespace n ON n.oid = s.relnamespace
     JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid
       AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
     JOIN pg_class t ON t.oid = d.refobjid
     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
     WHERE s.relkind = 'S' AND n.nspname = 'public'`,
  );
  const numbered = new Map(owned.rows.map((row) => [row.sequence, row]));
  const sequences = await session.query<{ name: string }>(
    `SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public'`,
  );
  for (const { name } of sequences.rows) {
    const column = numbered.get(name);
    const largest = column
      ? `(SELECT max(${ident(column.column)})::int8 FROM ${qualified(column.table)})`
      : 'NULL';
    await session.query(
      `SELECT setval($1::regclass, v, true)
       FROM (SELECT greatest($2::int8, ${largest}) AS v) AS value WHERE v IS NOT NULL`,
      [qualified(name), recorded.get(name) ?? null],
    );
  }
  report(
    `database: ${count(keys.rows.length)} foreign keys checked, triggers and sequences set in ${since(checked)}`,
  );
}

/**
 * A table file's COPY text, unzipped as it streams; its SHA-256 and size are checked again at
 * the end (the rows loaded meanwhile go with the transaction when they differ).
 */
async function* tableText(dir: string, table: ManifestTable): AsyncGenerator<Buffer> {
  const digest = createHash('sha256');
  let size = 0;
  const gunzip = createGunzip();
  const reading = pipeline(
    createReadStream(join(dir, table.file)),
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        digest.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    }),
    gunzip,
  );
  reading.catch(() => {});
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) yield chunk;
    await reading;
  } catch (error) {
    throw new BackupRefused(
      `the backup's ${table.file} is damaged (${error instanceof Error ? error.message : String(error)}). Nothing was restored.`,
      { cause: error },
    );
  } finally {
    gunzip.destroy();
  }
  const found = { sha256: digest.digest('hex'), bytes: size };
  if (found.sha256 !== table.sha256 || found.bytes !== table.bytes)
    throw damaged(table.file, found, table);
}
