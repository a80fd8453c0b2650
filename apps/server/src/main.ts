import { createApp } from './app';
import { serveBackups } from './backup/control';
import { loadConfig } from './core/runtime/config';
import { lockDataDir } from './core/storage/data-dir-lock';
import { createLogger } from './core/runtime/logger';
import { prepareDatabase } from './startup';

/** `npm start`: configuration → database (migrated) → seed on first start → admin → serve. */
async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await prepareDatabase(config, log);
  const app = createApp({
    db: database.db,
    config,
    log,
    webDist: config.webDist ?? undefined,
    connections: database.connections,
  });
  const address = await app.listen();
  const backups = await serveBackups({ dataDir: config.dataDir, database, log });
  log.info(`Partitura is serving at http://${address.address}:${address.port}`);

  let stoppingSince: number | null = null;
  // SIGTERM (systemd, Docker, process managers) and SIGINT (Ctrl-C): stop accepting, let the
  // requests under way finish within SHUTDOWN_TIMEOUT_MS, close the database, exit 0. A second
  // signal a moment later stops the process at once, exit 1 (Ctrl-C reaches npm and this process
  // at once, and npm passes its own on: those two are one). The databases survive being
  // stopped so (the chaos suite kills the process outright).
  const stop = async (signal: string) => {
    if (stoppingSince !== null) {
      if (Date.now() - stoppingSince < 1000) return;
      log.warn({ signal }, 'stopping now, without waiting for requests under way');
      unlock();
      process.exit(1);
    }
    stoppingSince = Date.now();
    log.info({ signal, drainMs: config.shutdownTimeoutMs }, 'shutting down');
    try {
      await backups.close();
      await app.close(config.shutdownTimeoutMs);
      await database.close();
    } catch (error) {
      log.error({ err: error }, 'shutting down failed');
      unlock();
      process.exit(1);
    }
    unlock();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
