import { parseId } from '../core/ids';
import type { Catalog, Entry, Page, Resolvers } from '../generated/graphql';
import { catalogReader } from './catalog-reader';
import { removeCatalog, saveCatalog } from './catalog-service';
import { removePage, savePage } from './page-service';

// The reader answers plain objects whose relations (pages, entries, score) are loaded only when
// the query selects them (see catalog-reader.ts). The generated types describe every field as
// present, so the views are handed to GraphQL through these casts.
const asCatalog = (view: unknown) => view as Catalog | null;
const asCatalogs = (views: unknown) => views as Catalog[];
const asPage = (view: unknown) => view as Page | null;
const asPages = (views: unknown) => views as Page[];
const asEntry = (view: unknown) => view as Entry | null;
const asEntries = (views: unknown) => views as Entry[];

/** An optional id filter: absent → no filter; an id that is not a number finds nothing. */
const filterId = (id: string | null | undefined) =>
  id === null || id === undefined || id === '' ? null : (parseId(id) ?? -1);

export const catalogsResolvers: Resolvers = {
  Query: {
    getCatalog: async (_parent, { id }, ctx) => {
      const catalogId = parseId(id);
      return catalogId === null ? null : asCatalog(await catalogReader(ctx).catalog(catalogId));
    },
    getCatalogPages: async (_parent, { id }, ctx) => {
      const catalogId = parseId(id);
      return catalogId === null ? [] : asPages(await catalogReader(ctx).catalogPages(catalogId));
    },
    catalogs: async (_parent, { search, collection_id }, ctx) =>
      asCatalogs(await catalogReader(ctx).catalogs(search, filterId(collection_id))),
    getPage: async (_parent, { id }, ctx) => {
      const pageId = parseId(id);
      return pageId === null ? null : asPage(await catalogReader(ctx).page(pageId));
    },
    getEntry: async (_parent, { id }, ctx) => {
      const entryId = parseId(id);
      return entryId === null ? null : asEntry(await catalogReader(ctx).entry(entryId));
    },
    entries: async (_parent, { search, catalog_id, first }, ctx) =>
      asEntries(
        await catalogReader(ctx).entries({
          search,
          catalogId: filterId(catalog_id),
          first: first ?? 25,
        }),
      ),
  },
  Mutation: {
    upsertCatalog: (_parent, { input }, ctx) => saveCatalog(ctx, input),
    upsertPage: (_parent, { input, previousPageId }, ctx) => savePage(ctx, input, previousPageId),
    deleteCatalog: (_parent, { id }, ctx) => removeCatalog(ctx, id),
    deletePage: (_parent, { id }, ctx) => removePage(ctx, id),
  },
};
