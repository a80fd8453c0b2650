import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../core/db';
import { catalogs, collections, scores } from '../db/schema/index';
import { containsPattern } from '../core/text-search';

export type CollectionRow = { id: number; name: string; prefix: string; version: number };
export type CollectionValues = { name: string; prefix: string };

const columns = {
  id: collections.id,
  name: collections.name,
  prefix: collections.prefix,
  version: collections.version,
};

export async function findCollection(db: Tx, id: number): Promise<CollectionRow | null> {
  const rows = await db.select(columns).from(collections).where(eq(collections.id, id));
  return rows[0] ?? null;
}

/** Collections ordered by name; `search` matches name or prefix, case-insensitively. */
export async function listCollections(db: Tx, search?: string | null): Promise<CollectionRow[]> {
  const pattern = containsPattern(search);
  return db
    .select(columns)
    .from(collections)
    .where(
      pattern
        ? or(ilike(collections.name, pattern), ilike(collections.prefix, pattern))
        : undefined,
    )
    .orderBy(asc(collections.name), asc(collections.id));
}

export async function insertCollection(db: Tx, values: CollectionValues): Promise<number> {
  const rows = await db.insert(collections).values(values).returning({ id: collections.id });
  return rows[0].id;
}

/** Updates only when `version` is still the stored one; returns false when it is not (or gone). */
export async function updateCollection(
  db: Tx,
  id: number,
  version: number,
  values: CollectionValues,
): Promise<boolean> {
  const rows = await db
    .update(collections)
    .set({ ...values, version: sql`${collections.version} + 1` })
    .where(and(eq(collections.id, id), eq(collections.version, version)))
    .returning({ id: collections.id });
  return rows.length > 0;
}

/** How many records point at the collection (catalogs and scores). */
export async function countCollectionReferences(db: Tx, id: number): Promise<number> {
  const [catalogCount] = await db
    .select({ n: count() })
    .from(catalogs)
    .where(eq(catalogs.collectionId, id));
  const [scoreCount] = await db
    .select({ n: count() })
    .from(scores)
    .where(eq(scores.collectionId, id));
  return Number(catalogCount.n) + Number(scoreCount.n);
}

export async function deleteCollectionRow(db: Tx, id: number): Promise<boolean> {
  const rows = await db
    .delete(collections)
    .where(eq(collections.id, id))
    .returning({ id: collections.id });
  return rows.length > 0;
}
