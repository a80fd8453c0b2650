import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import { idArray, inIds } from '../core/database/id-lists';
import type { Tx } from '../core/database/db';
import type { RowOf } from '../core/records/loaders';
import { bumpVersions } from '../core/records/writes';
import { pages } from '../db/schema/catalogs';

const pageColumns = {
  id: pages.id,
  catalogId: pages.catalogId,
  number: pages.number,
  position: pages.position,
  version: pages.version,
  digitalCopyFileId: pages.digitalCopyFileId,
};

/** A page as the API shows it (spec §3); its catalog by id. */
export type PageRecord = RowOf<typeof pageColumns>;

/** For another statement of this feature that reads the page along (it primes pageById). */
export const pageJoin = { table: pages, columns: pageColumns };

export async function findPages(db: Tx, ids: number[]): Promise<PageRecord[]> {
  return db.select(pageColumns).from(pages).where(inIds(pages.id, ids));
}

/** The pages of the catalogs, each catalog's in order. */
export async function findPagesOfCatalogs(db: Tx, catalogIds: number[]): Promise<PageRecord[]> {
  return db
    .select(pageColumns)
    .from(pages)
    .where(inIds(pages.catalogId, catalogIds))
    .orderBy(asc(pages.catalogId), asc(pages.position), asc(pages.id));
}

/** Pages whose number a catalog save changed: their page editors must see a conflict. */
export function bumpPageVersions(db: Tx, ids: number[]): Promise<void> {
  return bumpVersions(db, pages, ids);
}

/** Frees `position` in the catalog: every page from there on (but `exceptId`) moves one down. */
export async function makeRoomAt(db: Tx, catalogId: number, position: number, exceptId?: number) {
  await db
    .update(pages)
    .set({ position: sql`${pages.position} + 1` })
    .where(
      and(
        eq(pages.catalogId, catalogId),
        gte(pages.position, position),
        exceptId === undefined ? undefined : ne(pages.id, exceptId),
      ),
    );
}

export async function setPagePosition(db: Tx, id: number, catalogId: number, position: number) {
  await db.update(pages).set({ catalogId, position }).where(eq(pages.id, id));
}

/** The position after the catalog's last page. */
export async function endPosition(db: Tx, catalogId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${pages.position}) + 1, 0)::int` })
    .from(pages)
    .where(eq(pages.catalogId, catalogId));
  return Number(row.next);
}

/** Makes the catalog's page positions exactly 0..n-1, keeping their order (one statement). */
export async function renumberPages(db: Tx, catalogId: number): Promise<void> {
  await db.execute(sql`
    update ${pages} set position = ordered.rank
    from (
      select id, (row_number() over (order by position, id) - 1)::int as rank
      from ${pages} where catalog_id = ${catalogId}
    ) as ordered
    where ${pages}.id = ordered.id and ${pages}.position <> ordered.rank`);
}

/** The pages among `ids` that belong to the catalog. */
export async function pagesOfCatalog(
  db: Tx,
  catalogId: number,
  ids: number[],
): Promise<Set<number>> {
  const rows = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.catalogId, catalogId), inIds(pages.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The pages each of these digital copy images is the photograph of. */
export function pagesOfPhotos(db: Tx, copyFileIds: number[]): Promise<PageRecord[]> {
  return db.select(pageColumns).from(pages).where(inIds(pages.digitalCopyFileId, copyFileIds));
}

/**
 * Makes the photographs of a catalog's pages what a digital copy's save says: each linked page
 * shows its image; pages that showed one of the copy's images (`copyFileIds`) and are not linked
 * any more show none. Two statements, whatever the number of pages.
 */
export async function linkPagePhotos(
  db: Tx,
  catalogId: number,
  copyFileIds: number[],
  links: { pageId: number; copyFileId: number }[],
): Promise<void> {
  const linked = links.map((link) => link.pageId);
  await db.execute(sql`
    update pages set digital_copy_file_id = null
     where catalog_id = ${catalogId}
       and digital_copy_file_id = any(${idArray(copyFileIds)})
       and id <> all(${idArray(linked)})`);
  if (links.length === 0) return;
  const rows = JSON.stringify(links.map((link) => ({ page: link.pageId, file: link.copyFileId })));
  await db.execute(sql`
    update pages set digital_copy_file_id = v.file
      from jsonb_to_recordset(${rows}::jsonb) as v(page bigint, file bigint)
     where pages.id = v.page and pages.catalog_id = ${catalogId}`);
}
