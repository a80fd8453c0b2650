import { KEY_CODES } from '@partitura/domain';
import { and, count, countDistinct, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../core/database/db';
import { scores } from '../db/schema/scores';

/*
 * Scores whose key is free text outside RISM's list: what migration 0019 could not map and kept
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

/**
 * Every score with a key outside the list, by key, then collection prefix and shelfmark. In SQL
 * that names the collections' table itself: `npm run keys:unmapped` runs this under tsx, which
 * cannot load the collections feature's index (it brings the feature's SDL).
 */
export async function unmappedKeys(db: Tx): Promise<UnmappedKey[]> {
  const result = await db.execute(sql`
    select s.id::int as "id", s.key as "key", c.prefix as "prefix", s.shelfmark as "shelfmark",
           s.short_title as "shortTitle"
      from scores s join collections c on c.id = s.collection_id
     where s.key is not null and s.key <> all(${sql.param([...KEY_CODES])}::text[])
     order by s.key, c.prefix, s.shelfmark_key, s.id`);
  return (result as unknown as { rows: UnmappedKey[] }).rows;
}
