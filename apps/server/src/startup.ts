import { ensureAdmin } from './auth/index';
import type { Config } from './core/config';
import { openDatabase, pgliteDir, type Database } from './core/db';
import type { Logger } from './core/logger';
import { seedDemo } from './seed/demo';

/**
 * Opens the configured database (DATABASE_URL, else PGlite in DATA_DIR), migrated; loads the
 * demonstration data when this start created it and SEED=demo; ensures ADMIN_EMAIL.
 */
export async function prepareDatabase(config: Config, log: Logger): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, statementTimeoutMs: config.statementTimeoutMs }
      : { kind: 'pglite', dataDir: pgliteDir(config.dataDir) },
  );
  log.info({ database: database.kind, created: database.created }, 'database ready');
  if (database.created && config.seed === 'demo') {
    await seedDemo(database.db);
    log.info('demonstration data loaded');
  }
  if (config.adminEmail && config.adminPassword) {
    await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
    log.info({ email: config.adminEmail }, 'administrator ensured');
  }
  return database;
}
