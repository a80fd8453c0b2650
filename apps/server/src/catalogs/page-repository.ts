import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import { inIds } from '../core/children';
import type { Tx } from '../core/db';
import { entries, pages, scores } from '../db/schema/index';

export type PageRow = {
  id: number;
  catalogId: number;
  number: string;
  position: number;
  version: number;
};
export type EntryRow = {
  id: number;
  pageId: number;
  position: number;
  scoreId: number | null;
  number: string | null;
  signature: string | null;
  genre: string | null;
  composer: string | null;
  annotation: string | null;
  notes: string | null;
};
export type PageValues = { catalogId: number; number: string };

const pageColumns = {
  id: pages.id,
  catalogId: pages.catalogId,
  number: pages.number,
  position: pages.position,
  version: pages.version,
};

export const entryColumns = {
  id: entries.id,
  pageId: entries.pageId,
  position: entries.position,
  scoreId: entries.scoreId,
  number: entries.number,
  signature: entries.signature,
  genre: entries.genre,
  composer: entries.composer,
  annotation: entries.annotation,
  notes: entries.notes,
};

export async function findPages(db: Tx, ids: number[]): Promise<PageRow[]> {
  return db.select(pageColumns).from(pages).where(inIds(pages.id, ids));
}

/** The pages of the catalogs, each catalog's in order. */
export async function findPagesOfCatalogs(db: Tx, catalogIds: number[]): Promise<PageRow[]> {
  return db
    .select(pageColumns)
    .from(pages)
    .where(inIds(pages.catalogId, catalogIds))
    .orderBy(asc(pages.catalogId), asc(pages.position), asc(pages.id));
}

export async function findEntries(db: Tx, ids: number[]): Promise<EntryRow[]> {
  return db.select(entryColumns).from(entries).where(inIds(entries.id, ids));
}

/** The entries of the pages, each page's in order. */
export async function findEntriesOfPages(db: Tx, pageIds: number[]): Promise<EntryRow[]> {
  return db
    .select(entryColumns)
    .from(entries)
    .where(inIds(entries.pageId, pageIds))
    .orderBy(asc(entries.pageId), asc(entries.position), asc(entries.id));
}

export async function insertPage(db: Tx, values: PageValues & { position: number }) {
  const rows = await db.insert(pages).values(values).returning({ id: pages.id });
  return rows[0].id;
}

/** Updates only when `version` is still the stored one; false when it is not (or gone). */
export async function updatePage(
  db: Tx,
  id: number,
  version: number,
  values: PageValues,
): Promise<boolean> {
  const rows = await db
    .update(pages)
    .set({ ...values, version: sql`${pages.version} + 1` })
    .where(and(eq(pages.id, id), eq(pages.version, version)))
    .returning({ id: pages.id });
  return rows.length > 0;
}

/** Pages whose number a catalog save changed: their page editors must see a conflict. */
export async function bumpPageVersions(db: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pages)
    .set({ version: sql`${pages.version} + 1` })
    .where(inIds(pages.id, ids));
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

export async function deletePageRow(db: Tx, id: number): Promise<boolean> {
  const rows = await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
  return rows.length > 0;
}

/** Which of the ids are scores. */
export async function existingScoreIds(db: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: scores.id }).from(scores).where(inIds(scores.id, ids));
  return new Set(rows.map((row) => row.id));
}
