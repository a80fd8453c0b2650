import { ensureAdmin } from './auth/index';
import type { Config } from './core/runtime/config';
import { openDatabase, pgliteDir, type Database } from './core/database/db';
import type { Logger } from './core/runtime/logger';
import { countUnmappedKeys } from './scores/unmapped-keys';
import { seedDemo } from './seed/demo';
import { seedDemoImages } from './seed/demo-images';

/**
 * Opens the configured database (DATABASE_URL, else PGlite in DATA_DIR), migrated; loads the
 * demonstration data when this start created it and SEED=demo; ensures ADMIN_EMAIL.
 */
export async function prepareDatabase(config: Config, log: Logger): Promise<Database> {
  // Said before the waits a first start has (creating and migrating the database, loading the
  // demonstration archive), so that whoever started it knows what it is doing.
  log.info(
    { database: config.databaseUrl ? 'postgres' : 'pglite' },
    'opening and migrating the database',
  );
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          statementTimeoutMs: config.statementTimeoutMs,
          // Its requests fail with "try again"; the pool opens a new connection for the next.
          onConnectionError: (error) => log.warn({ err: error }, 'a database connection was lost'),
        }
      : { kind: 'pglite', dataDir: pgliteDir(config.dataDir) },
  );
  log.info({ database: database.kind, created: database.created }, 'database ready');
  const unmapped = await countUnmappedKeys(database.db);
  if (unmapped.scores > 0)
    log.warn(
      unmapped,
      'scores keep a key outside the list of keys and modes (free text from before it); npm run keys:unmapped lists them',
    );
  if (database.created && config.seed === 'demo') {
    log.info('loading the demonstration data');
    await seedDemo(database.db);
    log.info('demonstration data loaded');
    // Drawn, not shipped: a failure here leaves the catalogue whole, only without the images.
    await seedDemoImages(database.db, config.dataDir).then(
      () => log.info('demonstration images generated'),
      (error: unknown) => log.warn({ err: error }, 'demonstration images could not be generated'),
    );
  }
  if (config.adminEmail && config.adminPassword) {
    await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
    log.info({ email: config.adminEmail }, 'administrator ensured');
  }
  return database;
}
