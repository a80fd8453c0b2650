import { catalogSubtitle, entryTitle, pageTitle } from '@partitura/domain';
import { collectionLoaders } from '../collections/index';
import type { GraphQLContext } from '../core/graphql/context';
import { present } from '../core/records/loaders';
import type { Resolvers } from '../generated/graphql';
import { removeCatalog, saveCatalog } from './catalog-service';
import type { CatalogRecord } from './catalog-repository';
import type { PageRecord } from './page-repository';
import { catalogLoaders } from './loaders';
import { removePage, savePage } from './page-service';
import { catalogById, catalogPages, catalogsPage, entryById, entryList, pageById } from './queries';

const collectionOf = (catalog: CatalogRecord, ctx: GraphQLContext) =>
  present(collectionLoaders(ctx).byId.load(catalog.collectionId));

const catalogOf = (page: PageRecord, ctx: GraphQLContext) =>
  present(catalogLoaders(ctx).catalogById.load(page.catalogId));

/** A catalog with its collection, as the derived titles of its pages and entries need it. */
async function catalogWithCollection(page: PageRecord, ctx: GraphQLContext) {
  const catalog = await catalogOf(page, ctx);
  return { ...catalog, collection: await collectionOf(catalog, ctx) };
}

export const catalogsResolvers = {
  Query: {
    getCatalog: (_parent, { id }, ctx) => catalogById(ctx, id),
    getCatalogPages: (_parent, { id }, ctx) => catalogPages(ctx, id),
    catalogs: (_parent, args, ctx) => catalogsPage(ctx, args),
    getPage: (_parent, { id }, ctx) => pageById(ctx, id),
    getEntry: (_parent, { id }, ctx) => entryById(ctx, id),
    entries: (_parent, args, ctx) => entryList(ctx, args),
  },
  Mutation: {
    upsertCatalog: (_parent, { input }, ctx) => saveCatalog(ctx, input),
    upsertPage: (_parent, { input, previousPageId }, ctx) => savePage(ctx, input, previousPageId),
    deleteCatalog: (_parent, { id }, ctx) => removeCatalog(ctx, id),
    deletePage: (_parent, { id }, ctx) => removePage(ctx, id),
  },
  Catalog: {
    collection: (catalog, _args, ctx) => collectionOf(catalog, ctx),
    subtitle: async (catalog, _args, ctx) =>
      catalogSubtitle({ collection: await collectionOf(catalog, ctx) }),
    pages: (catalog, _args, ctx) => catalogLoaders(ctx).pagesOfCatalogs.load(catalog.id),
  },
  Page: {
    catalog: (page, _args, ctx) => catalogOf(page, ctx),
    title: async (page, _args, ctx) =>
      pageTitle({ number: page.number, catalog: await catalogOf(page, ctx) }, ctx.locale),
    entries: (page, _args, ctx) => catalogLoaders(ctx).entriesOfPages.load(page.id),
  },
  Entry: {
    page: (entry, _args, ctx) => present(catalogLoaders(ctx).pageById.load(entry.pageId)),
    title: async (entry, _args, ctx) => {
      const page = await present(catalogLoaders(ctx).pageById.load(entry.pageId));
      return entryTitle(
        {
          ...entry,
          page: { number: page.number, catalog: await catalogWithCollection(page, ctx) },
        },
        ctx.locale,
      );
    },
  },
} satisfies Resolvers;
