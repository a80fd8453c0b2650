import { randomBytes } from 'node:crypto';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { pgliteExtensions } from '../core/database/db';
import { migrationsFolder } from '../core/storage/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) each test server starts from. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL template database (URL), when TEST_DB_KIND=postgres. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run and lets every test server clone it: creating a PGlite database
 * runs initdb (seconds), cloning a dump takes a fraction of that; PostgreSQL clones a template.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'partitura-test-'));
  const cleanups: (() => Promise<void>)[] = [() => rm(dir, { recursive: true, force: true })];

  const client = new PGlite({ extensions: pgliteExtensions() });
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  const url = process.env.TEST_DATABASE_URL;
  // The project's env reaches the test workers, not this process: read it from the project.
  if (project.config.env?.TEST_DB_KIND === 'postgres') {
    if (!url) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
    const name = `partitura_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const templateUrl = withDatabase(url, name);
    const pool = new pg.Pool({ connectionString: templateUrl });
    await migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() });
    await pool.end();
    project.provide('postgresTemplate', templateUrl);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
  }

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
