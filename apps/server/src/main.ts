import { createApp } from './app';
import { serveBackups } from './backup/control';
import { loadConfig } from './core/config';
import { lockDataDir } from './core/data-dir-lock';
import { createLogger } from './core/logger';
import { prepareDatabase } from './startup';

/** `npm start`: configuration → database (migrated) → seed on first start → admin → serve. */
async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await prepareDatabase(config, log);
  const app = createApp({ db: database.db, config, log, webDist: config.webDist ?? undefined });
  const address = await app.listen();
  const backups = await serveBackups({ dataDir: config.dataDir, database, log });
  log.info(`Partitura is serving at http://${address.address}:${address.port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await backups.close();
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
