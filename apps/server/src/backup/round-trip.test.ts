import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../core/runtime/config';
import { lockDataDir } from '../core/storage/data-dir-lock';
import { rowsOf, type Db } from '../core/database/db';
import { createLogger } from '../core/runtime/logger';
import { drainSearchQueue } from '../search/index';
import { seedDemo } from '../seed/demo';
import { seedDemoImages } from '../seed/demo-images';
import { prepareDatabase } from '../startup';
import { withDatabase } from '../test/global-setup';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server';
import { blobPath, walkBlobs } from './blob-files';
import { backupCommand, restoreCommand } from './commands';
import { serveBackups, type BackupControl } from './control';
import { MANIFEST, UNFINISHED, type Manifest } from './manifest';

/*
 * The demonstration archive, backed up while its server runs and restored into an empty target,
 * compared record by record and file by file — on the database of this test run (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL). Seeded once: the cases below build on one another.
 */

const log = createLogger('silent');
const SLOW = { timeout: 300_000 };

let server: TestServer;
let scratch: string;
/** PGlite: the running server's lock on its DATA_DIR and its control socket (as main.ts has them). */
let unlock = () => {};
let control: BackupControl | null = null;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'partitura-backup-'));
  server = await startTestServer();
  await seedDemo(server.database.db);
  await seedDemoImages(server.database.db, server.dataDir);
  // What the seed queued is rebuilt now, not by the server's follower in the middle of a comparison.
  await drainSearchQueue(server.database.db);
  if (testDatabaseKind === 'pglite') {
    unlock = lockDataDir(server.dataDir);
    control = await serveBackups({ dataDir: server.dataDir, database: server.database, log });
  }
}, 300_000);

afterAll(async () => {
  await control?.close();
  unlock();
  for (const cleanup of cleanups.reverse()) await cleanup();
  await server?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** An empty target: a new DATA_DIR and, on PostgreSQL, a new database owned by a role that is no superuser. */
async function emptyTarget(
  name: string,
): Promise<{ env: Record<string, string>; url: string | null }> {
  const dataDir = join(scratch, name);
  if (testDatabaseKind === 'pglite')
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, url: null };
  const role = `partitura_rs_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create role ${role} login`);
  await admin.query(`create database ${role} owner ${role}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${role} with (force)`);
    await cleanup.query(`drop role if exists ${role}`);
    await cleanup.end();
  });
  const url = new URL(withDatabase(process.env.TEST_DATABASE_URL!, role));
  url.username = role;
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, url: url.toString() };
}

const sourceEnv = () => ({ DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl ?? '' });

/** Every table's rows (count and a digest of their text, in order), the sequences and migrations. */
async function fingerprint(db: Db) {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' order by c.relname collate "C"`,
    ),
  );
  const rows: Record<string, { rows: number; digest: string }> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ rows: number; digest: string }>(
      await db.execute(
        sql.raw(
          `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text collate "C"), '')) as digest from public."${name}" t`,
        ),
      ),
    );
    rows[name] = row!;
  }
  const sequences = rowsOf(
    await db.execute(
      sql`select sequencename as name, last_value::text as value from pg_sequences
          where schemaname = 'public' order by 1`,
    ),
  );
  const migrations = rowsOf(
    await db.execute(
      sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id`,
    ),
  );
  return { rows, sequences, migrations };
}

/** Each stored file's name and the SHA-256 of its content. */
async function storedFiles(dataDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const root = join(dataDir, 'files');
  for await (const hash of walkBlobs(root))
    files[hash] = createHash('sha256')
      .update(await readFile(blobPath(root, hash)))
      .digest('hex');
  return files;
}

const tableDigests = (manifest: Manifest) =>
  Object.fromEntries(manifest.tables.map((table) => [table.name, table.sha256]));

let backupDir: string;
let backup: Manifest;
let restored: { env: Record<string, string>; url: string | null };

describe(`backup and restore (${testDatabaseKind})`, () => {
  it(
    'backs up the demonstration archive while its server runs, and restores every record and stored file into an empty target',
    SLOW,
    async () => {
      backupDir = join(scratch, 'backup');
      const lines: string[] = [];
      const client = await server.client();
      // The server keeps answering: on PGlite its requests wait for the snapshot's rows.
      const [manifest, answer] = await Promise.all([
        backupCommand([backupDir], sourceEnv(), (line) => lines.push(line)),
        client.data<{ getSetting: { value: string } }>(
          '{ getSetting(key: "site_title") { value } }',
        ),
      ]);
      backup = manifest;
      expect(answer.getSetting.value).toBe('Partitura');
      expect(lines[0]).toMatch(
        testDatabaseKind === 'pglite'
          ? /through its running server \(pid \d+\)/
          : /PostgreSQL database/,
      );
      expect(lines.at(-1)).toMatch(/^Backup complete in [\d.]+ s: \d+ tables/);
      expect(await readdir(backupDir)).toEqual(
        expect.arrayContaining([MANIFEST, 'files.tsv', 'tables', 'files']),
      );
      expect(await readdir(backupDir)).not.toContain(UNFINISHED);
      expect(backup.files.count).toBeGreaterThan(0);
      expect(backup.files.missing).toEqual([]);
      expect(backup.migrations.every((migration) => migration.tag !== null)).toBe(true);

      restored = await emptyTarget('restored');
      const restoreLines: string[] = [];
      await restoreCommand([backupDir], restored.env, (line) => restoreLines.push(line));
      expect(restoreLines.at(-1)).toMatch(/^Restore complete in [\d.]+ s/);

      // A backup of the restored archive (on PGlite read directly: no server runs on it) holds
      // the same tables, byte for byte: the rows went in in the order they came out.
      const again = await backupCommand([join(scratch, 'backup-again')], restored.env, () => {});
      expect(again.source.how).not.toMatch(/running server/);
      expect(tableDigests(again)).toEqual(tableDigests(backup));
      expect(again.files.sha256).toBe(backup.files.sha256);

      const config = loadConfig({ ...restored.env, PORT: '0', LOG_LEVEL: 'silent' });
      const database = await prepareDatabase(config, log);
      try {
        expect(database.created).toBe(false);
        expect(await fingerprint(database.db)).toEqual(await fingerprint(server.database.db));
        const files = await storedFiles(config.dataDir);
        expect(files).toEqual(await storedFiles(server.dataDir));
        for (const [name, digest] of Object.entries(files)) expect(digest).toBe(name);

        // `npm start` serves it: a stored file downloads, an image renders (its pyramid and
        // tiles, left out of the backup, are made again on demand).
        const app = createApp({ db: database.db, config, log });
        const address = await app.listen(0, '127.0.0.1');
        try {
          const [file] = rowsOf<{ id: string; content_hash: string }>(
            await database.db.execute(
              sql`select id::text, content_hash from files where mime = 'image/jpeg' order by id limit 1`,
            ),
          );
          const base = `http://127.0.0.1:${address.port}`;
          const download = await fetch(`${base}/file/${file!.id}/download`);
          expect(download.status).toBe(200);
          const bytes = Buffer.from(await download.arrayBuffer());
          expect(createHash('sha256').update(bytes).digest('hex')).toBe(file!.content_hash);
          const image = await fetch(`${base}/iiif/3/${file!.id}/full/64,/0/default.jpg`);
          expect(image.status).toBe(200);
          expect(image.headers.get('content-type')).toBe('image/jpeg');
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
      }
    },
  );

  it(
    'refuses to restore into a target that holds an archive, and leaves it as it was',
    SLOW,
    async () => {
      const before = await storedFiles(restored.env.DATA_DIR!);
      await expect(restoreCommand([backupDir], restored.env, () => {})).rejects.toThrow(
        /already holds (stored files|a database)|is not empty/,
      );
      expect(await storedFiles(restored.env.DATA_DIR!)).toEqual(before);
      if (testDatabaseKind === 'postgres')
        // The database alone holding an archive is refused too, whatever DATA_DIR.
        await expect(
          restoreCommand(
            [backupDir],
            { ...restored.env, DATA_DIR: join(scratch, 'other') },
            () => {},
          ),
        ).rejects.toThrow(/the database partitura_rs_\w+ is not empty \(it holds drizzle\./);
    },
  );

  it(
    'refuses a damaged backup with a clear message, and leaves the target empty',
    SLOW,
    async () => {
      const damagedTable = join(scratch, 'damaged-table');
      await cp(backupDir, damagedTable, { recursive: true });
      const tableFile = join(damagedTable, 'tables', 'scores.copy.gz');
      const bytes = await readFile(tableFile);
      bytes[bytes.length >> 1] ^= 0xff;
      await writeFile(tableFile, bytes);
      const target = await emptyTarget('after-damaged-table');
      await expect(restoreCommand([damagedTable], target.env, () => {})).rejects.toThrow(
        /the backup's tables\/scores\.copy\.gz is damaged: its SHA-256 is [0-9a-f]{64} .*the manifest says [0-9a-f]{64}.*Nothing was restored/,
      );

      const damagedFile = join(scratch, 'damaged-file');
      await cp(backupDir, damagedFile, { recursive: true });
      const [hash] = (await readFile(join(damagedFile, 'files.tsv'), 'utf8')).split('\t');
      const file = blobPath(join(damagedFile, 'files'), hash!);
      const content = await readFile(file);
      content[0] ^= 0xff;
      await writeFile(file, content);
      await expect(restoreCommand([damagedFile], target.env, () => {})).rejects.toThrow(
        new RegExp(`files/${hash!.slice(0, 2)}/${hash!.slice(2, 4)}/${hash} is damaged`),
      );
      expect(await storedFiles(target.env.DATA_DIR!)).toEqual({});
      expect(await readdir(join(target.env.DATA_DIR!, 'db')).catch(() => [])).toEqual([]);
      if (target.url) {
        // Nothing of the schema either: the refused restore left the database empty.
        const client = new pg.Client({ connectionString: target.url });
        await client.connect();
        const { rows } = await client.query(
          "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
        );
        await client.end();
        expect(rows[0].n).toBe(0);
      }

      await rm(join(damagedFile, MANIFEST));
      await expect(restoreCommand([damagedFile], target.env, () => {})).rejects.toThrow(
        /is not a Partitura backup: it has no manifest\.json/,
      );
    },
  );

  it.runIf(testDatabaseKind === 'pglite')(
    'fails clearly when the server stops in the middle of a backup, and finishes the backup when run again',
    SLOW,
    async () => {
      const dir = join(scratch, 'interrupted');
      const stopping = control!;
      await expect(
        backupCommand([dir], sourceEnv(), (line) => {
          // The server goes away while it sends the snapshot.
          if (line.includes('snapshot of')) void stopping.close();
        }),
      ).rejects.toThrow(/stopped answering in the middle of the snapshot/);
      expect(await readdir(dir)).toContain(UNFINISHED);
      expect(await readdir(dir)).not.toContain(MANIFEST);
      await expect(
        restoreCommand([dir], { DATA_DIR: join(scratch, 'never') }, () => {}),
      ).rejects.toThrow(/holds a backup that did not finish/);
      // The snapshot's transaction ended with the client: the server answers at once.
      const client = await server.client();
      await client.data('{ getSetting(key: "site_title") { value } }');

      control = await serveBackups({ dataDir: server.dataDir, database: server.database, log });
      const lines: string[] = [];
      const finished = await backupCommand([dir], sourceEnv(), (line) => lines.push(line));
      expect(lines[0]).toMatch(/finishing an unfinished backup/);
      expect(tableDigests(finished)).toEqual(tableDigests(backup));
      expect(await readdir(dir)).not.toContain(UNFINISHED);
    },
  );
});
