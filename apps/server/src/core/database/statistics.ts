import { sql } from 'drizzle-orm';
import { rowsOf, uncounted, type Db } from './db';
import { repeatedly } from '../runtime/background';
import type { BackgroundWork } from '../runtime/background';
import { loggableError } from '../runtime/logger';

// PGlite runs PostgreSQL as a single "standalone backend": no autovacuum, so nothing keeps the
// planner's statistics. Without them every estimate is a default (the search's decision between
// reading all matches and estimating relies on them; so does every join order). PostgreSQL's
// own server has autovacuum, which this leaves alone.

/** How long after the start the first look is taken, and how often after that. */
const FIRST_MS = 20_000;
const EVERY_MS = 5 * 60_000;

/**
 * Analyzes the tables whose statistics are missing or out of date — never analyzed, or grown or
 * shrunk by a fifth of their pages since — when the database is PGlite; answers their names.
 * On PostgreSQL (autovacuum) it does nothing.
 */
export async function refreshStatistics(db: Db): Promise<string[]> {
  const [backend] = rowsOf<{ standalone: boolean }>(
    await db.execute(sql`
      select coalesce(bool_or(backend_type = 'standalone backend'), false) as standalone
        from pg_stat_activity where pid = pg_backend_pid()`),
  );
  if (!backend?.standalone) return [];
  const stale = rowsOf<{ name: string }>(
    await db.execute(sql`
      select quote_ident(c.relname) as name from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
         and (c.reltuples < 0
              or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
                 > greatest(8, c.relpages / 5))
       order by c.relname`),
  );
  // The names come from the catalog, quoted by quote_ident: no input reaches this statement.
  for (const { name } of stale) await db.execute(sql.raw(`analyze ${name}`));
  return stale.map((table) => table.name);
}

/** The server's background work that keeps PGlite's statistics (started and stopped with the app). */
export const keepStatistics: BackgroundWork = ({ db, log }) =>
  repeatedly(async (stopped) => {
    try {
      const analyzed = await uncounted(() => refreshStatistics(db));
      if (analyzed.length > 0) log.info({ analyzed }, 'planner statistics refreshed');
    } catch (error) {
      if (!stopped())
        log.error({ err: loggableError(error) }, 'planner statistics: refresh failed');
    }
    return EVERY_MS;
  }, FIRST_MS);
