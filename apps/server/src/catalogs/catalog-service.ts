import { requiredText, validateCatalog } from '@partitura/domain';
import { syncChildren } from '../core/records/input-rows';
import type { GraphQLContext } from '../core/graphql/context';
import type { Tx } from '../core/database/db';
import { parseId } from '../core/runtime/ids';
import { refused, type ActionAnswer, type SaveAnswer } from '../core/records/results';
import {
  deleteById,
  deleteUnlessReferenced,
  Refusal,
  saveVersioned,
  writeValues,
} from '../core/records/writes';
import { catalogs, pages } from '../db/schema/catalogs';
import {
  readState,
  recordCreated,
  recordVersion,
  type RecordHistory,
} from '../core/records/history';
import { pageHistory } from './page-service';
import type { CatalogInput, PageInput } from '../generated/graphql';
import { bumpPageVersions, findPagesOfCatalogs } from './page-repository';

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
  return saveVersioned(
    ctx,
    catalogs,
    input,
    async (tx, id) => {
      const known = await ctx.records.existing(tx, 'Collection', [collectionId]);
      if (collectionId === null || !known.has(collectionId))
        throw new Refusal(
          refused(ctx, 'Catalog.server_error', [
            { field: 'collection', key: 'Record.error_not_found' },
          ]),
        );
      const values = { name: requiredText(input.name), collectionId };
      const catalogId = await writeValues(tx, catalogs, id, values);
      if (input.pages) await syncPages(ctx, tx, catalogId, input.pages);
      return catalogId;
    },
    catalogHistory,
  );
}

/**
 * Makes the catalog's pages exactly `items` (number; position = list order). A page whose number
 * changes gets a new version, so an editor open on that page sees a conflict instead of writing
 * the old number back.
 */
async function syncPages(
  ctx: GraphQLContext,
  tx: Tx,
  catalogId: number,
  items: PageInput[],
): Promise<void> {
  const stored = new Map(
    (await findPagesOfCatalogs(tx, [catalogId])).map((page) => [page.id, page.number]),
  );
  const renamed: number[] = [];
  const children = items.map((item, position) => {
    const id = parseId(item.id);
    const number = requiredText(item.number);
    const known = id !== null && stored.has(id);
    if (known && stored.get(id) !== number) renamed.push(id);
    return { id: known ? id : null, values: { catalogId, number, position } };
  });
  // A page the list leaves out goes with its entries: its history keeps it whole (a delete).
  const kept = new Set(children.flatMap((child) => (child.id === null ? [] : [child.id])));
  const removed = [];
  for (const id of stored.keys())
    if (!kept.has(id)) removed.push({ id, last: await readState(tx, pageHistory, id) });
  const ids = await syncChildren(tx, pages, pages.catalogId, catalogId, children);
  for (const { id, last } of removed)
    if (last) await recordVersion(ctx, tx, 'Page', id, 'delete', last.state, null);
  await bumpPageVersions(tx, renamed);
  // A page made here has its history from here: its creation (the catalog's version lists it).
  await recordCreated(
    ctx,
    tx,
    'Page',
    ids.filter((id) => !stored.has(id)),
  );
}

/**
 * Deletes a catalog with its pages and their entries, unless digital copies digitize it (they
 * point here without a foreign key, so deleting would leave them dangling).
 */
export function removeCatalog(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  return deleteUnlessReferenced(
    ctx,
    'Catalog',
    rawId,
    async (tx, id) => {
      // Its pages go with it, each kept whole with its entries in its own history.
      const dropped = [];
      for (const page of await findPagesOfCatalogs(tx, [id]))
        dropped.push({ id: page.id, last: await readState(tx, pageHistory, page.id) });
      if (!(await deleteById(tx, catalogs, id))) return false;
      for (const { id: pageId, last } of dropped)
        if (last) await recordVersion(ctx, tx, 'Page', pageId, 'delete', last.state, null);
      return true;
    },
    catalogHistory,
  );
}

/**
 * A catalog's history (core/records/history.ts): its name, collection and pages (their numbers,
 * in order) as CatalogInput names them; each page's entries are the page's history.
 */
export const catalogHistory: RecordHistory = {
  kind: 'Catalog',
  version: catalogs.version,
  tree: {
    table: catalogs,
    fields: {
      name: { column: catalogs.name },
      collection: { ref: catalogs.collectionId },
      pages: {
        list: { table: pages, fields: { number: { column: pages.number } } },
        parent: pages.catalogId,
        order: [pages.position, pages.id],
      },
    },
  },
};
