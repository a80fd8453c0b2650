import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { inIds } from '../core/children';
import type { Tx } from '../core/db';
import type { RowOf } from '../core/loaders';
import { containsPattern } from '../core/text-search';
import { collectionJoin, type CollectionRecord } from '../collections/index';
import { scores } from '../db/schema/scores';

/** The stored fields of a score, as the database takes them (undefined: leave as it is). */
export type ScoreValues = {
  collectionId: number;
  shelfmark: string;
  shortTitle: string;
  formerShelfmarks?: string | null;
  title?: string | null;
  opus?: string | null;
  key?: string | null;
  provenance?: string | null;
  notes?: string | null;
};

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
 * One page of scores ordered by collection name, then shelfmark in a natural order ("Ms. 2"
 * before "Ms. 10": the text before the first number, then that number, then the whole), and
 * how many match in all. Two statements.
 */
export async function listScores(
  db: Tx,
  filter: ScoreFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ScoreWithCollection[]; total: number }> {
  const where = filterCondition(filter);
  const collection = collectionJoin.table;
  const [rows, totals] = await Promise.all([
    db
      .select(withCollection)
      .from(scores)
      .innerJoin(collection, eq(collection.id, scores.collectionId))
      .where(where)
      .orderBy(
        asc(collection.name),
        asc(collection.id),
        asc(sql`substring(${scores.shelfmark} from '^[^0-9]*')`),
        asc(sql`substring(${scores.shelfmark} from '[0-9]+')::numeric`),
        asc(scores.shelfmark),
        asc(scores.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(scores).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}
