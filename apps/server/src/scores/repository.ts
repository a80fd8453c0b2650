import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { inIds } from '../core/children';
import type { Tx } from '../core/db';
import { collections, digitalCopies, scores } from '../db/schema/index';
import type { ScoreRecord } from './score-views';
import { containsPattern } from '../core/text-search';

/** The stored fields of a score, as the database takes them (undefined = leave as it is). */
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

/** A score's own fields with its collection, shaped as the GraphQL type (one join). */
const recordColumns = {
  id: scores.id,
  version: scores.version,
  shelfmark: scores.shelfmark,
  former_shelfmarks: scores.formerShelfmarks,
  title: scores.title,
  short_title: scores.shortTitle,
  opus: scores.opus,
  key: scores.key,
  provenance: scores.provenance,
  notes: scores.notes,
  collection: {
    id: collections.id,
    name: collections.name,
    prefix: collections.prefix,
    version: collections.version,
  },
};

/** The scores with these ids (any order); one statement. */
export function findScoreRecords(db: Tx, ids: number[]): Promise<ScoreRecord[]> {
  return db
    .select(recordColumns)
    .from(scores)
    .innerJoin(collections, eq(collections.id, scores.collectionId))
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
export async function listScoreRecords(
  db: Tx,
  filter: ScoreFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ScoreRecord[]; total: number }> {
  const where = filterCondition(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(recordColumns)
      .from(scores)
      .innerJoin(collections, eq(collections.id, scores.collectionId))
      .where(where)
      .orderBy(
        asc(collections.name),
        asc(collections.id),
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

export async function insertScore(db: Tx, values: ScoreValues): Promise<number> {
  const rows = await db.insert(scores).values(values).returning({ id: scores.id });
  return rows[0].id;
}

/**
 * The optimistic-concurrency check: bumps the version only when it is still `version`; false
 * when it is not (someone else saved first) or the score is gone.
 */
export async function bumpScoreVersion(db: Tx, id: number, version: number): Promise<boolean> {
  const rows = await db
    .update(scores)
    .set({ version: sql`${scores.version} + 1` })
    .where(and(eq(scores.id, id), eq(scores.version, version)))
    .returning({ id: scores.id });
  return rows.length > 0;
}

/** Writes the score's own fields (after bumpScoreVersion claimed the save). */
export async function updateScore(db: Tx, id: number, values: ScoreValues): Promise<void> {
  await db.update(scores).set(values).where(eq(scores.id, id));
}

export async function scoreExists(db: Tx, id: number): Promise<boolean> {
  const rows = await db.select({ id: scores.id }).from(scores).where(eq(scores.id, id));
  return rows.length > 0;
}

/** How many digital copies show the score (they point at it without a foreign key). */
export async function countScoreDigitalCopies(db: Tx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(digitalCopies)
    .where(and(eq(digitalCopies.digitizableType, 'score'), eq(digitalCopies.digitizableId, id)));
  return Number(row.n);
}

/** Deletes the score; its children cascade, catalog entries lose the link (set null). */
export async function deleteScoreRow(db: Tx, id: number): Promise<boolean> {
  const rows = await db.delete(scores).where(eq(scores.id, id)).returning({ id: scores.id });
  return rows.length > 0;
}
