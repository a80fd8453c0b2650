import { collectionLoaders } from '../collections/index';
import {
  batchLoader,
  byIdLoader,
  childLoader,
  groupBy,
  operationLoaders,
} from '../core/records/loaders';
import { findCatalogs, type CatalogRecord, type CatalogWithCollection } from './catalog-repository';
import {
  findEntries,
  findEntriesOfPages,
  placedEntriesOfScores,
  type EntryRecord,
  type PlacedEntry,
} from './entry-repository';
import { findPages, findPagesOfCatalogs } from './page-repository';

/** The catalog, page and entry loaders of one GraphQL operation (core/records/loaders.ts). */
export const catalogLoaders = operationLoaders((ctx) => {
  const { db } = ctx;
  const catalogById = batchLoader(
    async (ids: number[]) => new Map(rememberCatalogs(await findCatalogs(db, ids))),
  );
  const pageById = byIdLoader((ids) => findPages(db, ids));
  const entryById = byIdLoader((ids) => findEntries(db, ids));

  /** Catalogs read with their collections, as catalogById answers them; primes both. */
  function rememberCatalogs(rows: CatalogWithCollection[]): [number, CatalogRecord][] {
    return rows.map(({ catalog, collection }) => {
      collectionLoaders(ctx).byId.prime(collection.id, collection);
      catalogById.prime(catalog.id, catalog);
      return [catalog.id, catalog];
    });
  }

  /** Entries read with page, catalog and collection; primes their loaders. */
  function rememberEntries(rows: PlacedEntry[]): EntryRecord[] {
    return rows.map(({ entry, page, catalog, collection }) => {
      rememberCatalogs([{ catalog, collection }]);
      pageById.prime(page.id, page);
      entryById.prime(entry.id, entry);
      return entry;
    });
  }

  return {
    catalogById,
    pageById,
    entryById,
    rememberCatalogs,
    rememberEntries,
    /** Each catalog's pages in order. */
    pagesOfCatalogs: childLoader(async (catalogIds) => {
      const rows = await findPagesOfCatalogs(db, catalogIds);
      for (const page of rows) pageById.prime(page.id, page);
      return groupBy(rows, (page) => page.catalogId);
    }),
    /** Each page's entries in order. */
    entriesOfPages: childLoader(async (pageIds) => {
      const rows = await findEntriesOfPages(db, pageIds);
      for (const entry of rows) entryById.prime(entry.id, entry);
      return groupBy(rows, (entry) => entry.pageId);
    }),
    /** The entries recording each score (by catalog, page and position). */
    entriesOfScores: childLoader(async (scoreIds) =>
      groupBy(
        rememberEntries(await placedEntriesOfScores(db, scoreIds)),
        (entry) => entry.scoreId!,
      ),
    ),
  };
});
