import { asc, count, ilike, or } from 'drizzle-orm';
import { inIds } from '../core/database/id-lists';
import type { Tx } from '../core/database/db';
import type { RowOf } from '../core/records/loaders';
import { containsPattern } from '../core/database/text-search';
import { collections } from '../db/schema/collections';

const columns = {
  id: collections.id,
  name: collections.name,
  prefix: collections.prefix,
  version: collections.version,
};

/** A collection as the API shows it (spec §3). */
export type CollectionRecord = RowOf<typeof columns>;

/**
 * For another feature's statement that orders by a collection or reads its records along
 * (they prime collectionLoaders): the table to join and the columns of a CollectionRecord.
 */
export const collectionJoin = { table: collections, columns };

export function findCollections(db: Tx, ids: number[]): Promise<CollectionRecord[]> {
  return db.select(columns).from(collections).where(inIds(collections.id, ids));
}

/**
 * One page of collections ordered by name, and how many match in all; `search` matches name or
 * prefix, case-insensitively. Two statements.
 */
export async function listCollections(
  db: Tx,
  search: string | null | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: CollectionRecord[]; total: number }> {
  const pattern = containsPattern(search);
  const where = pattern
    ? or(ilike(collections.name, pattern), ilike(collections.prefix, pattern))
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(collections)
      .where(where)
      .orderBy(asc(collections.name), asc(collections.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(collections).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}
