import { and, asc, count, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../core/database/db';
import type { Logger } from '../core/runtime/logger';
import { LRUCache } from 'lru-cache';
import { incipits, melodies } from '../db/schema/parts';
import { melodyColumnsOfIncipits } from './melody-features';
import { saveMelodies, type MelodyColumns } from './melody-store';

/** Incipits read and written per statement pair. */
const BATCH = 500;

export type ReindexProgress = { done: number; total: number };

/** The next BATCH incipits meeting `where`, in id order, with what Verovio reads of them. */
function notationRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: incipits.id,
      pae: incipits.pae,
      clef: incipits.clef,
      key_signature: incipits.keySignature,
      time_signature: incipits.timeSignature,
    })
    .from(incipits)
    .where(where)
    .orderBy(asc(incipits.id))
    .limit(BATCH);
}

type NotationRow = Awaited<ReturnType<typeof notationRows>>[number];

/**
 * Reads these incipits' melodies (each PAE document once, with what `kept` holds already) and
 * writes them, in one transaction. `stillWithout`: only to rows still without one (an incipit
 * saved again meanwhile has its own).
 */
async function writeMelodies(
  db: Db,
  rows: readonly NotationRow[],
  kept: LRUCache<string, MelodyColumns>,
  log?: Logger,
  options: { stillWithout?: boolean } = {},
) {
  const columns = await melodyColumnsOfIncipits(rows, log, kept);
  await db.transaction(async (tx) => {
    const stored = await saveMelodies(tx, columns);
    const values = rows.map(
      (row, i) => sql`(${row.id}::bigint, ${stored[i].melody}, ${stored[i].melodyId}::bigint)`,
    );
    await tx.execute(sql`
      update ${incipits} set melody = v.melody, melody_id = v.melody_id
        from (values ${sql.join(values, sql`, `)}) as v(id, melody, melody_id)
       where ${incipits.id} = v.id
         ${options.stillWithout ? sql`and ${incipits.melody} is null` : sql``}`);
  });
}

/**
 * Computes the melody columns of every incipit anew (`npm run reindex`): after migration 0007,
 * whose rows have none, after 0020 (grace notes left out, shorter grams), and whenever
 * Verovio's reading may have changed. Batches of BATCH
 * incipits in id order, each one UPDATE, so a long run holds no long transaction and can be
 * started again; `progress` is told after each batch. Answers how many incipits were read.
 */
export async function reindexMelodies(
  db: Db,
  progress: (state: ReindexProgress) => void = () => {},
  log?: Logger,
): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(incipits);
  // An incipit that occurs again (copies, parts, the benchmark's archive) is read once.
  const kept = new LRUCache<string, MelodyColumns>({ max: 20_000 });
  let done = 0;
  let after = 0;
  for (;;) {
    const rows = await notationRows(db, gt(incipits.id, after));
    if (rows.length === 0) break;
    await writeMelodies(db, rows, kept, log);
    done += rows.length;
    after = Number(rows[rows.length - 1].id);
    progress({ done, total: Math.max(total, done) });
  }
  // Melodies no incipit has any more (an incipit's notes changed, a score deleted); one a save
  // holds meanwhile (locked by saveMelodies or its incipit's foreign key) is left.
  await db.execute(sql`
    delete from ${melodies} m
     where m.id in (select o.id from ${melodies} o
                     where not exists (select 1 from ${incipits} i where i.melody_id = o.id)
                       for update skip locked)`);
  return done;
}

/**
 * Reads the melodies of these scores' incipits saved without them (saveScore's `later`: a bulk
 * import), BATCH a statement pair; `kept` holds what earlier calls read by PAE document, so an
 * incipit that occurs again is read once. Answers how many incipits were read.
 */
export async function indexMelodiesOfScores(
  db: Db,
  scoreIds: readonly number[],
  kept: LRUCache<string, MelodyColumns>,
  log?: Logger,
): Promise<number> {
  if (scoreIds.length === 0) return 0;
  let done = 0;
  let after = 0;
  const ids = sql`${`{${scoreIds.join(',')}}`}::bigint[]`;
  for (;;) {
    const rows = await notationRows(
      db,
      and(sql`${incipits.scoreId} = any(${ids})`, isNull(incipits.melody), gt(incipits.id, after)),
    );
    if (rows.length === 0) return done;
    await writeMelodies(db, rows, kept, log, { stillWithout: true });
    done += rows.length;
    after = Number(rows[rows.length - 1].id);
  }
}
