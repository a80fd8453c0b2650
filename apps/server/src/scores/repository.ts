import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { inIds } from '../core/database/id-lists';
import type { Db, Tx } from '../core/database/db';
import type { RowOf } from '../core/records/loaders';
import { containsPattern } from '../core/database/text-search';
import { collectionJoin, type CollectionRecord } from '../collections/index';
import { attributions } from '../db/schema/attributions';
import { incipits, melodies, partVoices, parts } from '../db/schema/parts';
import {
  publicationScores,
  scoreGenres,
  scoreSources,
  scoreVoices,
  scores,
} from '../db/schema/scores';

export const scoreColumns = {
  id: scores.id,
  version: scores.version,
  collectionId: scores.collectionId,
  shelfmark: scores.shelfmark,
  former_shelfmarks: scores.formerShelfmarks,
  title: scores.title,
  short_title: scores.shortTitle,
  opus: scores.opus,
  key: scores.key,
  provenance: scores.provenance,
  notes: scores.notes,
};

/** A score's own fields as the API shows them (spec §3); its children are loaded per field. */
export type ScoreRecord = RowOf<typeof scoreColumns>;

/** A score with its collection, read in one statement (the collection primes its loader). */
export type ScoreWithCollection = { score: ScoreRecord; collection: CollectionRecord };

const withCollection = { score: scoreColumns, collection: collectionJoin.columns };

/** The scores with these ids (any order), each with its collection; one statement. */
export function findScores(db: Tx, ids: number[]): Promise<ScoreWithCollection[]> {
  return db
    .select(withCollection)
    .from(scores)
    .innerJoin(collectionJoin.table, eq(collectionJoin.table.id, scores.collectionId))
    .where(inIds(scores.id, ids));
}

export type ScoreFilter = { search?: string | null; collectionId?: number | null };

function filterCondition({ search, collectionId }: ScoreFilter): SQL | undefined {
  const pattern = containsPattern(search);
  return and(
    collectionId ? eq(scores.collectionId, collectionId) : undefined,
    pattern
      ? or(
          ilike(scores.shelfmark, pattern),
          ilike(scores.formerShelfmarks, pattern),
          ilike(scores.shortTitle, pattern),
        )
      : undefined,
  );
}

/**
 * One page of scores ordered by collection name, then shelfmark in natural order ("Ms. 2" before
 * "Ms. 12": the stored `shelfmark_key`), and how many match in all. Two statements.
 *
 * The page's ids are chosen first and only those rows are read: one collection's scores are
 * then taken in the order of the index (collection_id, shelfmark_key, id) without a sort, and
 * without a search from the index alone, so a deep page of a large collection skips index
 * entries rather than rows.
 */
export async function listScores(
  db: Tx,
  filter: ScoreFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ScoreWithCollection[]; total: number }> {
  const where = filterCondition(filter);
  const collection = collectionJoin.table;
  const naturalOrder = [asc(scores.shelfmarkKey), asc(scores.id)];
  const byCollection = [asc(collection.name), asc(collection.id), ...naturalOrder];
  const ids =
    filter.collectionId != null
      ? db
          .select({ id: scores.id })
          .from(scores)
          .where(where)
          .orderBy(asc(scores.collectionId), ...naturalOrder)
      : db
          .select({ id: scores.id })
          .from(scores)
          .innerJoin(collection, eq(collection.id, scores.collectionId))
          .where(where)
          .orderBy(...byCollection);
  const page = ids.limit(limit).offset(offset).as('page');
  const [rows, totals] = await Promise.all([
    db
      .select(withCollection)
      .from(page)
      .innerJoin(scores, eq(scores.id, page.id))
      .innerJoin(collection, eq(collection.id, scores.collectionId))
      .orderBy(...byCollection),
    db.select({ n: count() }).from(scores).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** The key a score holds now (null when it has none or does not exist). */
export async function storedKey(tx: Tx, id: number): Promise<string | null> {
  const [row] = await tx.select({ key: scores.key }).from(scores).where(eq(scores.id, id));
  return row?.key ?? null;
}

/**
 * Brings the planner's statistics of the score tables up to date (ANALYZE), for a bulk import
 * that has grown them: planned on the statistics of a table a tenth its size, reading a hundred
 * scores' incipits passes over the whole table (92 ms instead of 0.2 at 100,000 imported scores,
 * when autovacuum is off or has not come round yet). A table at a time, without the statement
 * time-out (a large table's sample takes seconds).
 */
export async function analyzeScoreTables(db: Db): Promise<void> {
  const tables = [
    scores,
    attributions,
    parts,
    partVoices,
    incipits,
    melodies,
    scoreVoices,
    scoreGenres,
    scoreSources,
    publicationScores,
  ];
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    for (const table of tables) await tx.execute(sql`analyze ${table}`);
  });
}
