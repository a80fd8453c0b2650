import type { GraphQLContext } from '../core/graphql/context';
import { optionalId } from '../core/runtime/ids';
import { loadById } from '../core/records/loaders';
import { listSize, pageWindow, paged } from '../core/records/paging';
import { listCatalogs } from './catalog-repository';
import { searchEntries } from './entry-repository';
import { catalogLoaders } from './loaders';

export const catalogById = (ctx: GraphQLContext, rawId: string) =>
  loadById(catalogLoaders(ctx).catalogById, rawId);

export const pageById = (ctx: GraphQLContext, rawId: string) =>
  loadById(catalogLoaders(ctx).pageById, rawId);

export const entryById = (ctx: GraphQLContext, rawId: string) =>
  loadById(catalogLoaders(ctx).entryById, rawId);

/** The pages of a catalog in order (the second form of getCatalog); none when it is gone. */
export async function catalogPages(ctx: GraphQLContext, rawId: string) {
  const catalog = await catalogById(ctx, rawId);
  return catalog ? catalogLoaders(ctx).pagesOfCatalogs.load(catalog.id) : [];
}

/** One page of catalogs ordered by collection and name (see listCatalogs). */
export async function catalogsPage(
  ctx: GraphQLContext,
  args: {
    search?: string | null;
    collection_id?: string | null;
    first?: number | null;
    page?: number | null;
  },
) {
  const window = pageWindow(args, 25, 100);
  const { rows, total } = await listCatalogs(
    ctx.db,
    { search: args.search, collectionId: optionalId(args.collection_id) },
    window.size,
    window.offset,
  );
  return paged(
    catalogLoaders(ctx)
      .rememberCatalogs(rows)
      .map(([, catalog]) => catalog),
    total,
    window,
  );
}

/** Entries for pickers: at most `first` (1–100), see searchEntries. */
export async function entryList(
  ctx: GraphQLContext,
  args: { search?: string | null; catalog_id?: string | null; first?: number | null },
) {
  const rows = await searchEntries(ctx.db, {
    search: args.search,
    catalogId: optionalId(args.catalog_id),
    limit: listSize(args.first, 25, 100),
  });
  return catalogLoaders(ctx).rememberEntries(rows);
}
