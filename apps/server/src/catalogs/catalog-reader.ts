import { catalogSubtitle, entryTitle, pageTitle } from '@partitura/domain';
import { groupBy } from '../core/children';
import type { GraphQLContext } from '../core/context';
import { batchLoader } from '../core/batch-loader';
import {
  findCatalogs,
  listCatalogs,
  type CatalogRow,
  type CollectionRow,
} from './catalog-repository';
import { searchEntries } from './entry-repository';
import {
  findEntries,
  findEntriesOfPages,
  findPages,
  findPagesOfCatalogs,
  type EntryRow,
  type PageRow,
} from './page-repository';

// Catalogs, pages and entries are answered as plain objects shaped like the GraphQL types, their
// derived titles computed here. A relation that the query may or may not ask for (a catalog's
// pages, a page's entries, an entry's score) is a function: GraphQL's default resolver calls it
// only when the field is selected, and the batch loaders behind it fetch each table once per
// level of the query, so a read costs a bounded number of statements whatever the record counts.

export type CatalogView = {
  id: number;
  version: number;
  name: string;
  collection: CollectionRow;
  subtitle: string;
  pages: () => Promise<PageView[]>;
};

export type PageView = {
  id: number;
  number: string;
  position: number;
  version: number;
  catalog: CatalogView;
  title: string;
  entries: () => Promise<EntryView[]>;
};

export type EntryView = Omit<EntryRow, 'pageId' | 'scoreId'> & {
  title: string;
  page: PageView;
  /** The linked score by id; the Score type's own resolvers load whatever fields are asked. */
  score: { id: number } | null;
};

const byId = <Row extends { id: number }>(rows: Row[]) => new Map(rows.map((row) => [row.id, row]));

/** Reads catalogs, pages and entries for one root field of one request. */
export function catalogReader(ctx: GraphQLContext) {
  const db = ctx.db;
  const load = {
    catalog: batchLoader(async (ids: number[]) => byId(await findCatalogs(db, ids))),
    page: batchLoader(async (ids: number[]) => byId(await findPages(db, ids))),
    entry: batchLoader(async (ids: number[]) => byId(await findEntries(db, ids))),
    pagesOf: batchLoader(async (ids: number[]) =>
      groupBy(await findPagesOfCatalogs(db, ids), (row) => row.catalogId),
    ),
    entriesOf: batchLoader(async (ids: number[]) =>
      groupBy(await findEntriesOfPages(db, ids), (row) => row.pageId),
    ),
  };

  function catalogView(row: CatalogRow): CatalogView {
    const catalog: CatalogView = {
      ...row,
      subtitle: catalogSubtitle(row),
      pages: async () =>
        ((await load.pagesOf(row.id)) ?? []).map((page) => pageView(page, catalog)),
    };
    return catalog;
  }

  function pageView(row: PageRow, catalog: CatalogView): PageView {
    const page: PageView = {
      id: row.id,
      number: row.number,
      position: row.position,
      version: row.version,
      catalog,
      title: pageTitle({ number: row.number, catalog }, ctx.locale),
      entries: async () =>
        ((await load.entriesOf(row.id)) ?? []).map((entry) => entryView(entry, page)),
    };
    return page;
  }

  function entryView({ pageId: _pageId, scoreId, ...row }: EntryRow, page: PageView): EntryView {
    return {
      ...row,
      title: entryTitle({ ...row, page }, ctx.locale),
      page,
      score: scoreId === null ? null : { id: scoreId },
    };
  }

  async function catalogOf(catalogId: number): Promise<CatalogView | null> {
    const row = await load.catalog(catalogId);
    return row ? catalogView(row) : null;
  }

  async function pageOf(pageId: number): Promise<PageView | null> {
    const row = await load.page(pageId);
    const catalog = row ? await catalogOf(row.catalogId) : null;
    return row && catalog ? pageView(row, catalog) : null;
  }

  async function entryOf(row: EntryRow): Promise<EntryView | null> {
    const page = await pageOf(row.pageId);
    return page ? entryView(row, page) : null;
  }

  return {
    catalog: catalogOf,
    /** The pages of a catalog in order (the second form of getCatalog); none when it is gone. */
    catalogPages: async (catalogId: number) => (await catalogOf(catalogId))?.pages() ?? [],
    catalogs: async (search: string | null | undefined, collectionId: number | null) =>
      (await listCatalogs(db, search, collectionId)).map(catalogView),
    page: pageOf,
    entry: async (entryId: number) => {
      const row = await load.entry(entryId);
      return row ? entryOf(row) : null;
    },
    entries: async (options: {
      search?: string | null;
      catalogId: number | null;
      first: number;
    }) => {
      const views = await Promise.all((await searchEntries(db, options)).map(entryOf));
      return views.filter((view): view is EntryView => view !== null);
    },
  };
}
