import { validateCatalog } from '@partitura/domain';
import { syncChildren } from '../core/children';
import type { GraphQLContext } from '../core/context';
import type { Tx } from '../core/db';
import { parseId } from '../core/ids';
import {
  conflict,
  done,
  failed,
  refused,
  saved,
  type ActionAnswer,
  type SaveAnswer,
} from '../core/results';
import { pages } from '../db/schema/index';
import type { CatalogInput, PageInput } from '../generated/graphql';
import {
  catalogExists,
  collectionExists,
  countCatalogDigitalCopies,
  deleteCatalogRow,
  insertCatalog,
  updateCatalog,
} from './catalog-repository';
import { bumpPageVersions, findPagesOfCatalogs } from './page-repository';

const isAbsent = (id: string | null | undefined) => id === null || id === undefined || id === '';

/**
 * Creates or updates a catalog with its pages in one transaction. Validated with the domain rules
 * (page errors keyed by position); an update must carry the version it was based on, and a stale
 * one changes nothing. `pages` absent leaves the pages; a list becomes exactly the pages, in
 * order (a removed page takes its entries with it; the entries of kept pages stay as they are).
 */
export async function saveCatalog(ctx: GraphQLContext, input: CatalogInput): Promise<SaveAnswer> {
  const errors = validateCatalog(input);
  if (errors.length > 0) return refused(ctx, 'Catalog.server_error', errors);
  const collectionId = parseId(input.collection?.id);

  return ctx.db.transaction(async (tx) => {
    if (collectionId === null || !(await collectionExists(tx, collectionId))) {
      return refused(ctx, 'Catalog.server_error', [
        { field: 'collection', key: 'Record.error_not_found' },
      ]);
    }
    const values = { name: input.name!.trim(), collectionId };
    let id: number;
    if (isAbsent(input.id)) {
      id = await insertCatalog(tx, values);
    } else {
      const existing = parseId(input.id);
      if (existing === null || !(await catalogExists(tx, existing)))
        return refused(ctx, 'Record.error_not_found');
      if (typeof input.version !== 'number') return conflict(ctx);
      if (!(await updateCatalog(tx, existing, input.version, values))) return conflict(ctx);
      id = existing;
    }
    if (input.pages) await syncPages(tx, id, input.pages);
    return saved(ctx, id);
  });
}

/**
 * Makes the catalog's pages exactly `items` (number; position = list order). A page whose number
 * changes gets a new version, so an editor open on that page sees a conflict instead of writing
 * the old number back.
 */
async function syncPages(tx: Tx, catalogId: number, items: PageInput[]): Promise<void> {
  const stored = new Map(
    (await findPagesOfCatalogs(tx, [catalogId])).map((page) => [page.id, page.number]),
  );
  const renamed: number[] = [];
  const children = items.map((item, position) => {
    const id = parseId(item.id);
    const number = item.number!.trim();
    const known = id !== null && stored.has(id);
    if (known && stored.get(id) !== number) renamed.push(id);
    return { id: known ? id : null, values: { catalogId, number, position } };
  });
  await syncChildren(tx, pages, pages.catalogId, catalogId, children);
  await bumpPageVersions(tx, renamed);
}

/**
 * Deletes a catalog with its pages and their entries, unless digital copies digitize it (they
 * point here without a foreign key, so deleting would leave them dangling).
 */
export async function removeCatalog(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  const id = parseId(rawId);
  if (id === null) return failed(ctx, 'Record.error_not_found');
  return ctx.db.transaction(async (tx) => {
    const copies = await countCatalogDigitalCopies(tx, id);
    if (copies > 0) return failed(ctx, 'Record.error_in_use', { count: copies });
    return (await deleteCatalogRow(tx, id)) ? done(ctx) : failed(ctx, 'Record.error_not_found');
  });
}
