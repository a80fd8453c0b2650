import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { collections } from '../../db/schema/index';
import { withDatabase } from '../../test/global-setup';
import { startTestServer, testDatabaseKind } from '../../test/test-server';
import { executeKept, openDatabase, rowsOf, type DatabaseOptions } from './db';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A brand-new, empty database of this run's kind (nothing migrated yet). */
async function emptyDatabase(): Promise<DatabaseOptions> {
  if (testDatabaseKind === 'postgres') {
    const name = `partitura_fresh_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    return { kind: 'postgres', url: withDatabase(process.env.TEST_DATABASE_URL!, name) };
  }
  const dir = await mkdtemp(join(tmpdir(), 'partitura-db-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { kind: 'pglite', dataDir: join(dir, 'db') };
}

/** Creating a PGlite database runs initdb: seconds, and far more on a busy machine. */
const CREATES_A_DATABASE = { timeout: 180_000 };

describe(`opening the database (${testDatabaseKind})`, () => {
  it(
    'migrates an empty database on the first start and keeps its data on the second',
    CREATES_A_DATABASE,
    async () => {
      const options = await emptyDatabase();
      const first = await openDatabase(options);
      expect(first.created).toBe(true);
      await first.db.insert(collections).values({ name: 'Stift Kremsmünster', prefix: 'A-KR' });
      await first.close();

      const second = await openDatabase(options);
      expect(second.created).toBe(false);
      const rows = await second.db.select({ name: collections.name }).from(collections);
      expect(rows).toEqual([{ name: 'Stift Kremsmünster' }]);
      await second.close();
    },
  );
});

describe('the embedded database after a crash', () => {
  it.skipIf(testDatabaseKind === 'postgres')(
    'opens again after the process that had it open was killed (its postmaster.pid left behind)',
    CREATES_A_DATABASE,
    async () => {
      const options = await emptyDatabase();
      const dataDir = (options as { dataDir: string }).dataDir;
      const script =
        "import { PGlite } from '@electric-sql/pglite';" +
        'const db = new PGlite(process.env.PGLITE_DIR);' +
        "await db.exec('create table crashed (x int); insert into crashed values (1)');" +
        "console.log('open'); setInterval(() => {}, 60000);";
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        env: { ...process.env, PGLITE_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (data: Buffer) => data.includes('open') && resolve());
        child.once('exit', (code) => reject(new Error(`PGlite exited (${code})`)));
      });
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGKILL');
      });
      expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(true);

      const reopened = await openDatabase(options);
      const answer = await reopened.db.execute(sql`select x from crashed`);
      expect((answer as { rows: unknown[] }).rows).toEqual([{ x: 1 }]);
      await reopened.close();
    },
  );
});

describe(`statements kept prepared (${testDatabaseKind})`, () => {
  it('answers each call with its own values, the statement prepared once on its connection', async () => {
    const server = await startTestServer();
    cleanups.push(() => server.close());
    const { db } = server.database;
    const doubled = (n: number) => sql`select ${n}::int * 2 as doubled, 'kept test' as label`;
    // One transaction: one connection, which then holds the statement once.
    const prepared = await db.transaction(async (tx) => {
      for (const n of [1, 2, 3, 21])
        expect(rowsOf<{ doubled: number }>(await executeKept(tx, doubled(n)))).toEqual([
          { doubled: n * 2, label: 'kept test' },
        ]);
      return rowsOf<{ name: string }>(
        await tx.execute(
          sql`select name from pg_prepared_statements where statement like '%''kept test''%'`,
        ),
      );
    });
    if (testDatabaseKind === 'postgres') {
      expect(prepared).toHaveLength(1);
      expect(prepared[0].name).toMatch(/^kept_[\w-]{22}$/);
    } else expect(prepared).toEqual([]);
  });
});
