import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from '../core/storage/data-dir-lock';
import { pgliteDir, pgliteExtensions } from '../core/database/db';
import { COPIES_AT_ONCE, copyBlob, eachLimited, isContentHash, syncDir } from './blob-files';
import { BackupRefused, FILES_DIR, readManifest, type Manifest } from './manifest';
import { migrationsUpTo, type LocalMigration } from './migrations';
import { bytes, count, paced, since, type Report } from './progress';
import { pgliteSession, postgresSession } from './sql-session';
import { refuseUnlessEmpty, verifyBackup, type RestoreTarget } from './restore-check';
import { gatherStatistics, loadRows } from './load-rows';

export type { RestoreTarget } from './restore-check';

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
