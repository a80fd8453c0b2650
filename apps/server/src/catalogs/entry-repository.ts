import { and, asc, eq, ilike, inArray, isNull, ne, notInArray, or, type SQL } from 'drizzle-orm';
import { collectionJoin, type CollectionRecord } from '../collections/index';
import { inIds } from '../core/database/id-lists';
import type { Tx } from '../core/database/db';
import type { RowOf } from '../core/records/loaders';
import { containsPattern } from '../core/database/text-search';
import { catalogs, entries, pages } from '../db/schema/catalogs';
import { catalogColumns, type CatalogRecord } from './catalog-repository';
import { bumpPageVersions, pageJoin, type PageRecord } from './page-repository';

const entryColumns = {
  id: entries.id,
  pageId: entries.pageId,
  scoreId: entries.scoreId,
  position: entries.position,
  number: entries.number,
  signature: entries.signature,
  genre: entries.genre,
  composer: entries.composer,
  annotation: entries.annotation,
  notes: entries.notes,
};

/** An entry as the API shows it (spec §3); its page and linked score by id. */
export type EntryRecord = RowOf<typeof entryColumns>;

export function findEntries(db: Tx, ids: number[]): Promise<EntryRecord[]> {
  return db.select(entryColumns).from(entries).where(inIds(entries.id, ids));
}

/** The entries of the pages, each page's in order. */
export function findEntriesOfPages(db: Tx, pageIds: number[]): Promise<EntryRecord[]> {
  return db
    .select(entryColumns)
    .from(entries)
    .where(inIds(entries.pageId, pageIds))
    .orderBy(asc(entries.pageId), asc(entries.position), asc(entries.id));
}

/** An entry read along with where it stands: its page, catalog and collection. */
export type PlacedEntry = {
  entry: EntryRecord;
  page: PageRecord;
  catalog: CatalogRecord;
  collection: CollectionRecord;
};

/** Entries with page, catalog and collection (one statement), ordered as `order` says. */
async function placedEntries(
  db: Tx,
  where: SQL | undefined,
  order: SQL[],
  limit?: number,
): Promise<PlacedEntry[]> {
  const collection = collectionJoin.table;
  const query = db
    .select({
      entry: entryColumns,
      page: pageJoin.columns,
      catalog: catalogColumns,
      collection: collectionJoin.columns,
    })
    .from(entries)
    .innerJoin(pages, eq(pages.id, entries.pageId))
    .innerJoin(catalogs, eq(catalogs.id, pages.catalogId))
    .innerJoin(collection, eq(collection.id, catalogs.collectionId))
    .where(where)
    .orderBy(...order);
  return limit === undefined ? await query : await query.limit(limit);
}

/** The entries recording the scores, ordered by catalog, page and entry position. */
export function placedEntriesOfScores(db: Tx, scoreIds: number[]): Promise<PlacedEntry[]> {
  return placedEntries(db, inIds(entries.scoreId, scoreIds), [
    asc(catalogs.name),
    asc(catalogs.id),
    asc(pages.position),
    asc(entries.position),
    asc(entries.id),
  ]);
}

/**
 * Entries for the score editor's picker, ordered by collection, catalog, page and entry, at
 * most `limit`. Every word of `search` must occur (case-insensitively) in the number, signature,
 * composer or genre.
 */
export function searchEntries(
  db: Tx,
  options: { search?: string | null; catalogId: number | null; limit: number },
): Promise<PlacedEntry[]> {
  const words = (options.search ?? '').trim().split(/\s+/).filter(Boolean);
  const matches = words.map((word) => {
    const pattern = containsPattern(word)!;
    return or(
      ilike(entries.number, pattern),
      ilike(entries.signature, pattern),
      ilike(entries.composer, pattern),
      ilike(entries.genre, pattern),
    );
  });
  return placedEntries(
    db,
    and(
      options.catalogId === null ? undefined : eq(pages.catalogId, options.catalogId),
      ...matches,
    ),
    [
      asc(collectionJoin.table.name),
      asc(catalogs.name),
      asc(catalogs.id),
      asc(pages.position),
      asc(entries.position),
      asc(entries.id),
    ],
    options.limit,
  );
}

/**
 * Links the listed catalog entries to the score and unlinks its entries no longer listed. An
 * entry recording another score is moved to this one: an entry records one score. The pages of
 * every entry whose link changed are marked changed (an open page editor lists the link); answers
 * the other scores that lost an entry, for their owner to mark them changed as well.
 */
export async function linkEntriesToScore(
  tx: Tx,
  scoreId: number,
  ids: number[],
): Promise<number[]> {
  const unlinked = await tx
    .update(entries)
    .set({ scoreId: null })
    .where(
      and(eq(entries.scoreId, scoreId), ids.length > 0 ? notInArray(entries.id, ids) : undefined),
    )
    .returning({ pageId: entries.pageId });
  const moved =
    ids.length === 0
      ? []
      : await tx
          .select({ id: entries.id, pageId: entries.pageId, scoreId: entries.scoreId })
          .from(entries)
          .where(
            and(
              inArray(entries.id, ids),
              or(isNull(entries.scoreId), ne(entries.scoreId, scoreId)),
            ),
          )
          .for('update');
  if (moved.length > 0)
    await tx
      .update(entries)
      .set({ scoreId })
      .where(
        inIds(
          entries.id,
          moved.map((entry) => entry.id),
        ),
      );
  await bumpPageVersions(tx, [...new Set([...unlinked, ...moved].map((entry) => entry.pageId))]);
  return moved.flatMap((entry) => (entry.scoreId === null ? [] : [entry.scoreId]));
}

/** Which score each entry of the page records (null: none), by entry id. */
export async function entryLinksOfPage(
  tx: Tx,
  pageId: number,
): Promise<Map<number, number | null>> {
  const rows = await tx
    .select({ id: entries.id, scoreId: entries.scoreId })
    .from(entries)
    .where(eq(entries.pageId, pageId));
  return new Map(rows.map((row) => [row.id, row.scoreId]));
}
