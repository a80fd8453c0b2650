import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from '../core/storage/data-dir-lock';
import { pgliteDir, pgliteExtensions } from '../core/database/db';
import { copyBlob, eachLimited, hasBlobs, isContentHash, syncDir } from './blob-files';
import {
  BackupRefused,
  FILES_DIR,
  readManifest,
  type Manifest,
  type ManifestTable,
} from './manifest';
import { applyMigrations, migrationsUpTo, type LocalMigration } from './migrations';
import { bytes, count, paced, since, type Report } from './progress';
import { readTables, TRANSFER_SETTINGS } from './snapshot';
import {
  ident,
  linesIn,
  pgliteSession,
  postgresSession,
  qualified,
  type SqlSession,
} from './sql-session';

/** Where a backup is restored: DATA_DIR (files, and the embedded database) or also a PostgreSQL database. */
export type RestoreTarget =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; dataDir: string };

const COPIES_AT_ONCE = 4;

/**
 * Restores the backup in `dir` into an empty target: checks the backup whole first (manifest,
 * migrations, every table file's and the file list's SHA-256), refuses a target that holds a
 * database or stored files, copies the files (each verified against its hash), then in one
 * transaction brings the schema to the backup's migration level and loads the rows. Whatever
 * fails, the target is left as empty as it was found.
 */
export async function runRestore({
  dir,
  target,
  report,
}: {
  dir: string;
  target: RestoreTarget;
  report: Report;
}): Promise<Manifest> {
  const started = performance.now();
  const manifest = await readManifest(dir);
  const migrations = migrationsUpTo(manifest.migrations);
  report(
    `Restore of the backup in ${dir} (${manifest.source.how}, ${manifest.created}) into ${describeTarget(target)}`,
  );
  await verifyBackup(dir, manifest, report);
  const filesDir = join(target.dataDir, FILES_DIR);
  // The embedded database's DATA_DIR stays ours until the restore is done: no server starts on it.
  const unlock = target.kind === 'pglite' ? lockDataDir(target.dataDir) : () => {};
  try {
    await refuseUnlessEmpty(target, filesDir);
    try {
      await restoreFiles(dir, manifest, filesDir, report);
      if (target.kind === 'pglite')
        await loadPglite(target.dataDir, dir, manifest, migrations, report);
      else await loadPostgres(target.url, dir, manifest, migrations, report);
    } catch (error) {
      // The target was empty: what this restore put there goes again.
      for (const entry of await readdir(filesDir).catch(() => []))
        if (/^[0-9a-f]{2}$/.test(entry) || entry === '.incoming')
          await rm(join(filesDir, entry), { recursive: true, force: true });
      if (target.kind === 'pglite')
        await rm(pgliteDir(target.dataDir), { recursive: true, force: true });
      throw error;
    }
  } finally {
    unlock();
  }
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  report(
    `Restore complete in ${since(started)}: ${count(manifest.tables.length)} tables, ${count(rows)} rows, ${count(manifest.files.count)} files (${bytes(manifest.files.bytes)}). Start the server on it as usual (npm start); later migrations are applied then.`,
  );
  return manifest;
}

function describeTarget(target: RestoreTarget): string {
  if (target.kind === 'pglite') return `the embedded database and files of ${target.dataDir}`;
  const url = new URL(target.url);
  return `the PostgreSQL database ${url.pathname.slice(1)} on ${url.host} and the files of ${target.dataDir}`;
}

/** The backup's SHA-256 of `path` and its size, read through. */
async function digestOf(path: string): Promise<{ sha256: string; bytes: number }> {
  const digest = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    digest.update(chunk);
    size += chunk.length;
  }
  return { sha256: digest.digest('hex'), bytes: size };
}

function damaged(
  file: string,
  found: { sha256: string; bytes: number },
  expected: { sha256: string; bytes: number },
) {
  return new BackupRefused(
    `the backup's ${file} is damaged: its SHA-256 is ${found.sha256} (${count(found.bytes)} bytes), the manifest says ${expected.sha256} (${count(expected.bytes)} bytes). Nothing was restored.`,
  );
}

/** Every table file and the file list as the manifest describes them (the files themselves: as copied). */
async function verifyBackup(dir: string, manifest: Manifest, report: Report): Promise<void> {
  const started = performance.now();
  const expected = [
    ...manifest.tables.map((table) => ({
      file: table.file,
      sha256: table.sha256,
      bytes: table.bytes,
    })),
    { file: manifest.files.list, sha256: manifest.files.sha256, bytes: -1 },
  ];
  for (const entry of expected) {
    let found: { sha256: string; bytes: number };
    try {
      found = await digestOf(join(dir, entry.file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new BackupRefused(
          `the backup lacks ${entry.file}, which its manifest lists. Nothing was restored.`,
        );
      throw error;
    }
    if (found.sha256 !== entry.sha256 || (entry.bytes >= 0 && found.bytes !== entry.bytes))
      throw damaged(entry.file, found, {
        ...entry,
        bytes: entry.bytes >= 0 ? entry.bytes : found.bytes,
      });
  }
  report(
    `backup checked in ${since(started)}: ${count(manifest.tables.length)} table files and ${manifest.files.list} as the manifest says (each stored file is checked as it is copied)`,
  );
}

async function refuseUnlessEmpty(target: RestoreTarget, filesDir: string): Promise<void> {
  if (await hasBlobs(filesDir))
    throw new BackupRefused(
      `${target.dataDir} already holds stored files (${filesDir}): restore only into an empty data directory.`,
    );
  if (target.kind === 'pglite') {
    const entries = await readdir(pgliteDir(target.dataDir)).catch(() => []);
    if (entries.length > 0)
      throw new BackupRefused(
        `${target.dataDir} already holds a database (${pgliteDir(target.dataDir)}): restore only into an empty data directory.`,
      );
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND n.nspname <> 'information_schema'
         AND n.nspname NOT LIKE 'pg\\_%'
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                         AND d.objid = c.oid AND d.deptype = 'e')
       ORDER BY 1 LIMIT 5`,
    );
    if (rows.length > 0)
      throw new BackupRefused(
        `the database ${client.database} is not empty (it holds ${rows.map((row) => row.name).join(', ')}${rows.length === 5 ? ', …' : ''}): restore only into an empty database (createdb a new one).`,
      );
  } finally {
    await client.end().catch(() => {});
  }
}

/** The listed files into DATA_DIR/files, each checked against its name and listed size. */
async function restoreFiles(
  dir: string,
  manifest: Manifest,
  filesDir: string,
  report: Report,
): Promise<void> {
  const started = performance.now();
  const temp = join(filesDir, '.incoming', `restore-${randomUUID()}`);
  await mkdir(temp, { recursive: true });
  const touched = new Set<string>();
  const progress = paced(report);
  let done = 0;
  let doneBytes = 0;
  const line = () =>
    `files: ${count(done)} of ${count(manifest.files.count)} (${bytes(doneBytes)} of ${bytes(manifest.files.bytes)})`;
  async function* listed() {
    for await (const line of createInterface({
      input: createReadStream(join(dir, manifest.files.list)),
      crlfDelay: Infinity,
    })) {
      const [hash = '', size = ''] = line.split('\t');
      if (!isContentHash(hash) || !/^\d+$/.test(size))
        throw new BackupRefused(
          `the backup's ${manifest.files.list} holds a malformed line: ${line}`,
        );
      yield { hash, size: Number(size) };
    }
  }
  await eachLimited(listed(), COPIES_AT_ONCE, async ({ hash, size }) => {
    const file = `${FILES_DIR}/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`;
    const outcome = await copyBlob(hash, join(dir, FILES_DIR), filesDir, temp, touched);
    if (outcome.outcome === 'missing')
      throw new BackupRefused(`the backup lacks ${file}, which it lists. Nothing was restored.`);
    if (outcome.outcome === 'damaged')
      throw new BackupRefused(
        `the backup's ${file} is damaged: its content's SHA-256 is ${outcome.actual}. Nothing was restored.`,
      );
    if (outcome.size !== size)
      throw new BackupRefused(
        `the backup's ${file} has ${count(outcome.size)} bytes, the list says ${count(size)}. Nothing was restored.`,
      );
    done++;
    doneBytes += size;
    progress(line);
  });
  if (done !== manifest.files.count)
    throw new BackupRefused(
      `the backup's ${manifest.files.list} lists ${count(done)} files, the manifest ${count(manifest.files.count)}. Nothing was restored.`,
    );
  for (const folder of touched) await syncDir(folder);
  await rm(temp, { recursive: true, force: true });
  report(`${line()} copied and checked in ${since(started)}`);
}

async function loadPglite(
  dataDir: string,
  dir: string,
  manifest: Manifest,
  migrations: LocalMigration[],
  report: Report,
): Promise<void> {
  const started = performance.now();
  const client = new PGlite({ dataDir: pgliteDir(dataDir), extensions: pgliteExtensions() });
  await client.waitReady;
  report(`database: created in ${since(started)}`);
  try {
    await client.transaction((tx) =>
      loadRows(pgliteSession(tx), dir, manifest, migrations, report),
    );
    await gatherStatistics(() => client.exec('ANALYZE'), report);
  } finally {
    await client.close();
  }
}

async function loadPostgres(
  url: string,
  dir: string,
  manifest: Manifest,
  migrations: LocalMigration[],
  report: Report,
): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'partitura restore' });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('BEGIN');
    try {
      await loadRows(postgresSession(client), dir, manifest, migrations, report);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
    await gatherStatistics(() => client.query('ANALYZE'), report);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The planner's statistics of the restored tables. The restore is committed by then: a failure
 * here is no reason to undo it (the server, or PostgreSQL's autovacuum, gathers them later).
 */
async function gatherStatistics(analyze: () => Promise<unknown>, report: Report): Promise<void> {
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
async function loadRows(
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
