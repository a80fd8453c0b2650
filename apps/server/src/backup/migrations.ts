import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../core/storage/paths';
import type { ManifestMigration } from './manifest';
import { BackupRefused } from './manifest';
import type { AppliedMigration } from './snapshot';
import type { SqlSession } from './sql-session';

/** A migration of this version (apps/server/drizzle), as drizzle's migrator reads it, with its tag. */
export type LocalMigration = MigrationMeta & { tag: string };

export function localMigrations(folder = migrationsFolder()): LocalMigration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return readMigrationFiles({ migrationsFolder: folder }).map((migration, index) => ({
    ...migration,
    tag: journal.entries[index]?.tag ?? `#${index}`,
  }));
}

/** The migrations a database lists as applied, named by this version's files where they match. */
export function nameMigrations(
  applied: AppliedMigration[],
  local = localMigrations(),
): ManifestMigration[] {
  return applied.map((migration) => ({
    tag:
      local.find((known) => known.hash === migration.hash && known.folderMillis === migration.when)
        ?.tag ?? null,
    hash: migration.hash,
    when: migration.when,
  }));
}

/**
 * This version's migrations that bring an empty database to the backup's level: the backup's
 * must be the first of this version's, in order and unchanged (a backup of a newer version, or
 * of a changed migration, is refused).
 */
export function migrationsUpTo(
  wanted: ManifestMigration[],
  local = localMigrations(),
): LocalMigration[] {
  wanted.forEach((migration, index) => {
    const known = local[index];
    const name = migration.tag ?? `number ${index + 1}`;
    if (!known)
      throw new BackupRefused(
        `the backup was made by a newer version of Partitura: its migration ${name} is unknown to this one. Restore it with that version (or a newer one).`,
      );
    if (known.hash !== migration.hash || known.folderMillis !== migration.when)
      throw new BackupRefused(
        `the backup's migration ${name} differs from this version's ${known.tag}: restore it with the version of Partitura that made it.`,
      );
  });
  return local.slice(0, wanted.length);
}

/**
 * Applies `migrations` inside the session's transaction, through drizzle's own migrator (so its
 * bookkeeping, drizzle.__drizzle_migrations, is what `npm start` expects): drizzle opens a
 * transaction of its own; here its statements run in the restore's one transaction instead, so a
 * failed restore leaves nothing behind.
 */
export async function applyMigrations(
  session: SqlSession,
  migrations: MigrationMeta[],
): Promise<void> {
  const dialect = new PgDialect();
  const run = (query: SQL) => {
    const { sql, params } = dialect.sqlToQuery(query);
    return session.query(sql, params);
  };
  // The part of a PgSession the migrator uses (PgDialect.migrate): execute, all, transaction.
  type InTransaction = {
    execute(query: SQL): Promise<unknown>;
    all(query: SQL): Promise<unknown[]>;
    transaction<T>(work: (tx: InTransaction) => Promise<T>): Promise<T>;
  };
  const inTransaction: InTransaction = {
    execute: run,
    all: async (query) => (await run(query)).rows,
    transaction: (work) => work(inTransaction),
  };
  await dialect.migrate(migrations, inTransaction as unknown as PgSession, {
    migrationsFolder: '',
  });
}
