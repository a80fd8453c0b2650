import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { collections } from '../db/schema/index';
import { withDatabase } from '../test/global-setup';
import { testDatabaseKind } from '../test/test-server';
import { openDatabase, type DatabaseOptions } from './db';

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
