import { sql } from 'drizzle-orm';
import { repeatedly } from '../core/runtime/background';
import type { BackgroundWork } from '../core/runtime/background';
import { loggableError } from '../core/runtime/logger';
import type { Db } from '../core/database/db';
import { rowsOf, uncounted } from '../core/database/db';

/** Documents rebuilt per transaction while draining the queue. */
const DRAIN_BATCH = 500;
/** How often an idle server looks at the queue, and how long it waits after a failure. */
const IDLE_MS = 1_000;
const RETRY_MS = 30_000;

/**
 * Rebuilds queued documents (search_pending, migration 0010) in transactions of DRAIN_BATCH
 * until the queue is empty; answers how many. Used by the server's follower and wherever a bulk
 * write must be findable before it goes on (the demonstration seed, tests).
 */
export async function drainSearchQueue(db: Db, batch = DRAIN_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = rowsOf<{ rebuilt: number }>(
      await db.execute(sql`select search_drain(${batch}) as rebuilt`),
    );
    const rebuilt = Number(row?.rebuilt ?? 0);
    total += rebuilt;
    if (rebuilt < batch) return total;
  }
}

/**
 * The server's follower: a composer renamed with 20,000 scores queues their documents rather
 * than rebuilding them inside the save; this drains the queue right after, in the background,
 * so those scores are found under the new name within seconds.
 */
export const followSearchQueue: BackgroundWork = ({ db, log }) =>
  repeatedly(async (stopped) => {
    try {
      // Not a request: its statements stay out of the count tests bound requests with.
      const rebuilt = await uncounted(() => drainSearchQueue(db));
      if (rebuilt > 0) log.info({ rebuilt }, 'search documents rebuilt from the queue');
      return IDLE_MS;
    } catch (error) {
      // A stopping server closes the database under a running drain: that is no failure.
      if (!stopped()) log.error({ err: loggableError(error) }, 'search queue: rebuild failed');
      return RETRY_MS;
    }
  }, 0);
