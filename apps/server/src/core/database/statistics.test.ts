import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server';
import { rowsOf } from './db';
import { refreshStatistics } from './statistics';

// PGlite has no autovacuum: the server keeps the planner's statistics itself (core/database/statistics.ts).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function tuplesOf(table: string): Promise<number> {
  const [row] = rowsOf<{ tuples: number }>(
    await server.database.db.execute(
      sql`select reltuples::float8 as tuples from pg_class where relname = ${table}`,
    ),
  );
  return Number(row.tuples);
}

describe(`the planner's statistics (${testDatabaseKind})`, () => {
  it('are refreshed on PGlite for a table that grew, and left to autovacuum on PostgreSQL', async () => {
    const { db } = server.database;
    await db.execute(sql`create table statistics_probe (id int, label text)`);
    await db.execute(
      sql`insert into statistics_probe select n, repeat('x', 200) from generate_series(1, 3000) n`,
    );
    const analyzed = await refreshStatistics(db);
    if (testDatabaseKind === 'postgres') {
      expect(analyzed).toEqual([]);
      return;
    }
    expect(analyzed).toContain('statistics_probe');
    expect(await tuplesOf('statistics_probe')).toBe(3000);
    // Up to date now: nothing to do until the table changes by a fifth of its pages.
    expect(await refreshStatistics(db)).toEqual([]);
    await db.execute(
      sql`insert into statistics_probe select n, repeat('y', 200) from generate_series(1, 3000) n`,
    );
    expect(await refreshStatistics(db)).toEqual(['statistics_probe']);
    expect(await tuplesOf('statistics_probe')).toBe(6000);
  });
});
