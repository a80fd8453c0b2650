import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { pgliteDir } from '../core/database/db';
import { hasBlobs } from './blob-files';
import { BackupRefused, type Manifest } from './manifest';
import { count, since, type Report } from './progress';

/** Where a backup is restored: DATA_DIR (files, and the embedded database) or also a PostgreSQL database. */
export type RestoreTarget =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; dataDir: string };

// What a restore checks before it writes anything: the backup whole (every table file's and the
// file list's SHA-256 against the manifest) and the target empty.

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

export function damaged(
  file: string,
  found: { sha256: string; bytes: number },
  expected: { sha256: string; bytes: number },
) {
  return new BackupRefused(
    `the backup's ${file} is damaged: its SHA-256 is ${found.sha256} (${count(found.bytes)} bytes), the manifest says ${expected.sha256} (${count(expected.bytes)} bytes). Nothing was restored.`,
  );
}

/** Every table file and the file list as the manifest describes them (the files themselves: as copied). */
export async function verifyBackup(dir: string, manifest: Manifest, report: Report): Promise<void> {
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

export async function refuseUnlessEmpty(target: RestoreTarget, filesDir: string): Promise<void> {
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
