import { createApp } from './app';
import { ensureAdmin } from './auth/ensure-admin';
import { loadConfig } from './core/config';
import { lockDataDir } from './core/data-dir-lock';
import { openDatabase, pgliteDir } from './core/db';
import { createLogger } from './core/logger';
import { seedDemo } from './seed/demo';

/** `npm start`: configuration → database (migrated) → seed on first start → admin → serve. */
async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
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
  const app = createApp({ db: database.db, config, log });
  const address = await app.listen();
  log.info(`Partitura is serving at http://${address.address}:${address.port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
