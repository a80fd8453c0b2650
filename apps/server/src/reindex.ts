import { sql } from 'drizzle-orm';
import { loadConfig } from './core/runtime/config';
import { lockDataDir } from './core/storage/data-dir-lock';
import { openDatabase, pgliteDir } from './core/database/db';
import { createLogger } from './core/runtime/logger';
import { reindexMelodies } from './scores/melody-reindex';

/*
 * `npm run reindex`: rebuilds what the database derives from its records, for databases that
 * hold records from before a migration that derives more (0007: the incipits' melodies) or to
 * repair. Connects as `npm start` does (DATABASE_URL, else PGlite in DATA_DIR — then the server
 * must be stopped: one process per DATA_DIR) and applies pending migrations first. Statements
 * are not time-limited here.
 */
async function reindex() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: pgliteDir(config.dataDir) },
  );
  try {
    const started = performance.now();
    let reported = 0;
    const read = await reindexMelodies(
      database.db,
      ({ done, total }) => {
        // About every tenth of the way, and at the end.
        if (done === total || done - reported >= total / 10) {
          reported = done;
          console.log(
            `melodies: ${done} of ${total} incipits (${Math.round((100 * done) / total)} %)`,
          );
        }
      },
      log,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`melodies: ${read} incipits read in ${seconds} s`);
    const searchStarted = performance.now();
    const result = await database.db.execute(sql`select search_reindex() as documents`);
    const documents = (result as unknown as { rows: Array<{ documents: unknown }> }).rows[0]
      ?.documents;
    console.log(
      `search: ${Number(documents)} documents rebuilt in ${((performance.now() - searchStarted) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
    unlock();
  }
}

reindex().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
