import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../core/database/db';
import { collections } from '../db/schema/collections';
import { scores } from '../db/schema/scores';

/** Where a collection's export stands: the last score written, by its place in shelfmark order. */
export type ExportCursor = { key: string; id: number } | null;

export async function collectionExists(db: Tx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.id, id))
    .limit(1);
  return rows.length > 0;
}

/**
 * The next `limit` scores of a collection after `cursor`, in shelfmark order (natural: Ms. 2
 * before Ms. 12), read from scores(collection_id, shelfmark_key, id) from where the last page
 * ended — every page as cheap as the first, however large the collection.
 */
export function scoresAfter(db: Tx, collectionId: number, cursor: ExportCursor, limit: number) {
  const after: SQL | undefined = cursor
    ? or(
        gt(scores.shelfmarkKey, cursor.key),
        and(eq(scores.shelfmarkKey, cursor.key), gt(scores.id, cursor.id)),
      )
    : undefined;
  return db
    .select({ id: scores.id, key: scores.shelfmarkKey })
    .from(scores)
    .where(and(eq(scores.collectionId, collectionId), after))
    .orderBy(asc(scores.shelfmarkKey), asc(scores.id))
    .limit(limit);
}
