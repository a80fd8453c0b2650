import { validateCollection } from '@partitura/domain';
import type { GraphQLContext } from '../core/context';
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
import type { CollectionInput } from '../generated/graphql';
import {
  countCollectionReferences,
  deleteCollectionRow,
  findCollection,
  insertCollection,
  updateCollection,
} from './repository';

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
  const values = { name: input.name!.trim(), prefix: input.prefix!.trim() };

  if (input.id === null || input.id === undefined || input.id === '') {
    return saved(ctx, await insertCollection(ctx.db, values));
  }
  const id = parseId(input.id);
  if (id === null || !(await findCollection(ctx.db, id)))
    return refused(ctx, 'Record.error_not_found');
  if (typeof input.version !== 'number') return conflict(ctx);
  return (await updateCollection(ctx.db, id, input.version, values))
    ? saved(ctx, id)
    : conflict(ctx);
}

/** Deletes a collection unless catalogs or scores still belong to it. */
export async function removeCollection(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  const id = parseId(rawId);
  if (id === null) return failed(ctx, 'Record.error_not_found');
  return ctx.db.transaction(async (tx) => {
    const references = await countCollectionReferences(tx, id);
    if (references > 0) return failed(ctx, 'Record.error_in_use', { count: references });
    return (await deleteCollectionRow(tx, id)) ? done(ctx) : failed(ctx, 'Record.error_not_found');
  });
}
