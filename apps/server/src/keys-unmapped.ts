import { loadConfig } from './core/runtime/config';
import { lockDataDir } from './core/storage/data-dir-lock';
import { openDatabase, pgliteDir } from './core/database/db';
import { unmappedKeys } from './scores/unmapped-keys';

/*
 * `npm run keys:unmapped`: lists the scores whose key is free text outside RISM's list of keys and
 * modes (what migration 0019 kept because it could not map it), grouped by the text, each with
 * its shelfmark, short title and the address of its editor. Connects as `npm start` does
 * (DATABASE_URL, else PGlite in DATA_DIR — then the server must be stopped) and applies pending
 * migrations first.
 */
async function report() {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: pgliteDir(config.dataDir) },
  );
  try {
    const rows = await unmappedKeys(database.db);
    if (rows.length === 0) {
      console.log('Every key is one of the list of keys and modes.');
      return;
    }
    const values = new Map<string, typeof rows>();
    for (const row of rows) values.set(row.key, [...(values.get(row.key) ?? []), row]);
    console.log(
      `${rows.length} score(s) keep ${values.size} key(s) outside the list of keys and modes:`,
    );
    for (const [key, scores] of values) {
      console.log(`\n"${key}" (${scores.length})`);
      for (const score of scores)
        console.log(
          `  ${`${score.prefix} ${score.shelfmark}`.trim()} — ${score.shortTitle}  ${config.appUrl}/scores/${score.id}/edit`,
        );
    }
  } finally {
    await database.close();
    unlock();
  }
}

report().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
