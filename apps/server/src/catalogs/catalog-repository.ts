import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { collectionJoin, type CollectionRecord } from '../collections/index';
import { inIds } from '../core/database/id-lists';
import type { Tx } from '../core/database/db';
import type { RowOf } from '../core/records/loaders';
import { bumpVersions } from '../core/records/writes';
import { containsPattern } from '../core/database/text-search';
import { catalogs } from '../db/schema/catalogs';

export const catalogColumns = {
  id: catalogs.id,
  version: catalogs.version,
  name: catalogs.name,
  collectionId: catalogs.collectionId,
};

/** A catalog's own fields as the API shows them (spec §3); its collection by id. */
export type CatalogRecord = RowOf<typeof catalogColumns>;

/** A catalog read with its collection (which primes the collection loader). */
export type CatalogWithCollection = { catalog: CatalogRecord; collection: CollectionRecord };

const withCollection = { catalog: catalogColumns, collection: collectionJoin.columns };
const collection = collectionJoin.table;

/** Catalogs by id, each with its collection. */
export function findCatalogs(db: Tx, ids: number[]): Promise<CatalogWithCollection[]> {
  return db
    .select(withCollection)
    .from(catalogs)
    .innerJoin(collection, eq(collection.id, catalogs.collectionId))
    .where(inIds(catalogs.id, ids));
}

/**
 * One page of catalogs ordered by collection and name, and how many match in all; `search`
 * matches the catalog or collection name (case-insensitively), `collectionId` keeps one
 * collection's catalogs. Two statements.
 */
export async function listCatalogs(
  db: Tx,
  filter: { search?: string | null; collectionId: number | null },
  limit: number,
  offset: number,
): Promise<{ rows: CatalogWithCollection[]; total: number }> {
  const pattern = containsPattern(filter.search);
  const where = and(
    filter.collectionId === null ? undefined : eq(catalogs.collectionId, filter.collectionId),
    pattern ? or(ilike(catalogs.name, pattern), ilike(collection.name, pattern)) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(withCollection)
      .from(catalogs)
      .innerJoin(collection, eq(collection.id, catalogs.collectionId))
      .where(where)
      .orderBy(asc(collection.name), asc(collection.id), asc(catalogs.name), asc(catalogs.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(catalogs)
      .innerJoin(collection, eq(collection.id, catalogs.collectionId))
      .where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/**
 * Locks the catalogs (until the transaction ends) whose pages are about to be placed or
 * renumbered, so that two page saves of one catalog renumber one after the other. Answers the
 * ids that exist.
 */
export async function lockCatalogs(db: Tx, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(inArray(catalogs.id, ids))
    .orderBy(asc(catalogs.id))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * Marks catalogs as changed (version + 1) without touching their fields: a page added, moved,
 * renamed or deleted on its own changes the catalog's page list, so an editor holding the old
 * list gets a conflict instead of silently overwriting it.
 */
export function bumpCatalogVersions(db: Tx, ids: number[]): Promise<void> {
  return bumpVersions(db, catalogs, ids);
}
