import { requiredText, validatePlace } from '@partitura/domain';
import type { GraphQLContext } from '../core/graphql/context';
import { loadById } from '../core/records/loaders';
import { listSize } from '../core/records/paging';
import { refused, type ActionAnswer, type SaveAnswer } from '../core/records/results';
import { deleteById, deleteUnlessReferenced, saveValues } from '../core/records/writes';
import { places } from '../db/schema/places';
import { valuesHistory } from '../core/records/history';
import { authorityIdValues } from '../core/records/authority-ids';
import type { PlaceInput } from '../generated/graphql';
import { placeLoaders } from './loaders';
import { listPlaces, type PlaceRecord } from './repository';

/** One place, or null (also for an id that is not one). */
export function placeById(ctx: GraphQLContext, rawId: string) {
  return loadById(placeLoaders(ctx).byId, rawId);
}

/** At most `first` places (1–200) ordered by name, filtered by `search`. */
export function placeList(
  ctx: GraphQLContext,
  search: string | null | undefined,
  first: number | null | undefined,
): Promise<PlaceRecord[]> {
  return listPlaces(ctx.db, search, listSize(first, 50, 200));
}

/**
 * Creates or updates a place. A place is its name, so a blank name is refused with the spec's
 * text for empty names ("Name cannot be empty!"). An update must carry the version it was based
 * on; a stale one changes nothing.
 */
export async function savePlace(ctx: GraphQLContext, input: PlaceInput): Promise<SaveAnswer> {
  const errors = validatePlace(input);
  if (errors.length > 0) return refused(ctx, 'Record.error_invalid', errors);
  const values = { name: requiredText(input.name), ...authorityIdValues(input.authority_ids) };
  return saveValues(ctx, places, input, values, placeHistory);
}

/** Deletes a place unless attributions still name it. */
export function removePlace(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  return deleteUnlessReferenced(
    ctx,
    'Place',
    rawId,
    (tx, id) => deleteById(tx, places, id),
    placeHistory,
  );
}

/** A place's history (core/records/history.ts): its fields as PlaceInput names them. */
export const placeHistory = valuesHistory('Place', places, {
  name: places.name,
  authority_ids: places.authorityIds,
});
