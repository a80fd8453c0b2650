import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { inIds } from '../core/children';
import type { Tx } from '../core/db';
import { catalogs, collections, digitalCopies } from '../db/schema/index';
import { containsPattern } from '../core/text-search';

export type CollectionRow = { id: number; name: string; prefix: string; version: number };
export type CatalogRow = { id: number; name: string; version: number; collection: CollectionRow };
export type CatalogValues = { name: string; collectionId: number };

const columns = {
  id: catalogs.id,
  name: catalogs.name,
  version: catalogs.version,
  collection: {
    id: collections.id,
    name: collections.name,
    prefix: collections.prefix,
    version: collections.version,
  },
};

/** `%term%` for ILIKE with the pattern characters of the term taken literally. */
export function containing(term: string): string {
  return containsPattern(term)!;
}

/** Catalogs by id, each with its collection. */
export async function findCatalogs(db: Tx, ids: number[]): Promise<CatalogRow[]> {
  return db
    .select(columns)
    .from(catalogs)
    .innerJoin(collections, eq(collections.id, catalogs.collectionId))
    .where(inIds(catalogs.id, ids));
}

/**
 * Catalogs ordered by collection and name; `search` matches the catalog or collection name
 * (case-insensitively), `collectionId` keeps one collection's catalogs.
 */
export async function listCatalogs(
  db: Tx,
  search: string | null | undefined,
  collectionId: number | null,
): Promise<CatalogRow[]> {
  const term = search?.trim();
  return db
    .select(columns)
    .from(catalogs)
    .innerJoin(collections, eq(collections.id, catalogs.collectionId))
    .where(
      and(
        collectionId === null ? undefined : eq(catalogs.collectionId, collectionId),
        term
          ? or(ilike(catalogs.name, containing(term)), ilike(collections.name, containing(term)))
          : undefined,
      ),
    )
    .orderBy(asc(collections.name), asc(catalogs.name), asc(catalogs.id));
}

export async function collectionExists(db: Tx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.id, id));
  return rows.length > 0;
}

export async function catalogExists(db: Tx, id: number): Promise<boolean> {
  const rows = await db.select({ id: catalogs.id }).from(catalogs).where(eq(catalogs.id, id));
  return rows.length > 0;
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

export async function insertCatalog(db: Tx, values: CatalogValues): Promise<number> {
  const rows = await db.insert(catalogs).values(values).returning({ id: catalogs.id });
  return rows[0].id;
}

/** Updates only when `version` is still the stored one; false when it is not (or gone). */
export async function updateCatalog(
  db: Tx,
  id: number,
  version: number,
  values: CatalogValues,
): Promise<boolean> {
  const rows = await db
    .update(catalogs)
    .set({ ...values, version: sql`${catalogs.version} + 1` })
    .where(and(eq(catalogs.id, id), eq(catalogs.version, version)))
    .returning({ id: catalogs.id });
  return rows.length > 0;
}

/** How many digital copies digitize the catalog (they point here polymorphically). */
export async function countCatalogDigitalCopies(db: Tx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(digitalCopies)
    .where(and(eq(digitalCopies.digitizableType, 'catalog'), eq(digitalCopies.digitizableId, id)));
  return Number(row.n);
}

/** Deletes the catalog; its pages and their entries cascade. */
export async function deleteCatalogRow(db: Tx, id: number): Promise<boolean> {
  const rows = await db.delete(catalogs).where(eq(catalogs.id, id)).returning({ id: catalogs.id });
  return rows.length > 0;
}

/**
 * Marks catalogs as changed (version + 1) without touching their fields: a page added, moved,
 * renamed or deleted on its own changes the catalog's page list, so an editor holding the old
 * list gets a conflict instead of silently overwriting it.
 */
export async function bumpCatalogVersions(db: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(catalogs)
    .set({ version: sql`${catalogs.version} + 1` })
    .where(inArray(catalogs.id, ids));
}
