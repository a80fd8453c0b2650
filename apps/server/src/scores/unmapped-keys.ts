import { KEY_CODES } from '@partitura/domain';
import { and, asc, count, countDistinct, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Tx } from '../core/database/db';
import { collectionJoin } from '../collections/index';
import { scores } from '../db/schema/scores';

/*
 * Scores whose key is free text outside RISM's list: what migration 0016 could not map and kept
 * as it was typed. Reported at start (a line in the log) and listed by `npm run keys:unmapped`,
 * so that a librarian can choose the right key for each (the editor offers the list beside the
 * kept text). Read live, so a score given a code drops off the list.
 */

const outsideList = and(isNotNull(scores.key), notInArray(scores.key, [...KEY_CODES]));

/** How many scores hold a key outside the list, and how many distinct such values there are. */
export async function countUnmappedKeys(db: Tx): Promise<{ scores: number; values: number }> {
  const [row] = await db
    .select({ scores: count(), values: countDistinct(scores.key) })
    .from(scores)
    .where(outsideList);
  return { scores: Number(row?.scores ?? 0), values: Number(row?.values ?? 0) };
}

export type UnmappedKey = {
  id: number;
  key: string;
  prefix: string;
  shelfmark: string;
  shortTitle: string;
};

/** Every score with a key outside the list, by key, then collection prefix and shelfmark. */
export function unmappedKeys(db: Tx): Promise<UnmappedKey[]> {
  return db
    .select({
      id: scores.id,
      key: scores.key,
      prefix: collectionJoin.columns.prefix,
      shelfmark: scores.shelfmark,
      shortTitle: scores.shortTitle,
    })
    .from(scores)
    .innerJoin(collectionJoin.table, eq(collectionJoin.table.id, scores.collectionId))
    .where(outsideList)
    .orderBy(
      asc(scores.key),
      asc(collectionJoin.columns.prefix),
      asc(scores.shelfmarkKey),
      asc(scores.id),
    )
    .then((rows) => rows.map((row) => ({ ...row, key: row.key ?? '' })));
}
