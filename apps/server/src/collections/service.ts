import { requiredText, validateCollection } from '@partitura/domain';
import type { GraphQLContext } from '../core/graphql/context';
import { loadById } from '../core/records/loaders';
import { pageWindow, paged } from '../core/records/paging';
import { refused, type ActionAnswer, type SaveAnswer } from '../core/records/results';
import { deleteById, deleteUnlessReferenced, saveValues } from '../core/records/writes';
import { collections } from '../db/schema/collections';
import { valuesHistory } from '../core/records/history';
import type { CollectionInput } from '../generated/graphql';
import { collectionLoaders } from './loaders';
import { listCollections } from './repository';

/** One collection, or null (also for an id that is not one). */
export function collectionById(ctx: GraphQLContext, rawId: string) {
  return loadById(collectionLoaders(ctx).byId, rawId);
}

/** One page of collections ordered by name (see listCollections). */
export async function collectionsPage(
  ctx: GraphQLContext,
  args: { search?: string | null; first?: number | null; page?: number | null },
) {
  const window = pageWindow(args, 25, 100);
  const { rows, total } = await listCollections(ctx.db, args.search, window.size, window.offset);
  for (const collection of rows) collectionLoaders(ctx).byId.prime(collection.id, collection);
  return paged(rows, total, window);
}

/**
 * Creates or updates a collection. Validated with the domain rules (the same the web form uses);
 * an update must carry the version it was based on, and a stale one changes nothing.
 */
export async function saveCollection(
  ctx: GraphQLContext,
  input: CollectionInput,
): Promise<SaveAnswer> {
  const errors = validateCollection(input);
  if (errors.length > 0) return refused(ctx, 'Collection.server_error', errors);
  const values = { name: requiredText(input.name), prefix: requiredText(input.prefix) };
  return saveValues(ctx, collections, input, values, collectionHistory);
}

/** Deletes a collection unless catalogs or scores still belong to it. */
export function removeCollection(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  return deleteUnlessReferenced(
    ctx,
    'Collection',
    rawId,
    (tx, id) => deleteById(tx, collections, id),
    collectionHistory,
  );
}

/** A collection's history (core/records/history.ts): its fields as CollectionInput names them. */
export const collectionHistory = valuesHistory('Collection', collections, {
  name: collections.name,
  prefix: collections.prefix,
});
