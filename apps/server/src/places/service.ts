import { validatePlace } from '@partitura/domain';
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
import type { PlaceInput } from '../generated/graphql';
import {
  countPlaceAttributions,
  deletePlaceRow,
  findPlace,
  insertPlace,
  listPlaces,
  updatePlace,
  type PlaceRow,
} from './repository';

const MAX_LIST_SIZE = 200;

/** One place, or null (also for an id that is not one). */
export function placeById(ctx: GraphQLContext, rawId: string): Promise<PlaceRow | null> {
  const id = parseId(rawId);
  return id === null ? Promise.resolve(null) : findPlace(ctx.db, id);
}

/** At most `first` places (1–200) ordered by name, filtered by `search`. */
export function placeList(
  ctx: GraphQLContext,
  search: string | null | undefined,
  first: number | null | undefined,
): Promise<PlaceRow[]> {
  const size = Math.min(Math.max(Math.trunc(first ?? 50) || 50, 1), MAX_LIST_SIZE);
  return listPlaces(ctx.db, search, size);
}

/**
 * Creates or updates a place. The domain has no place rule yet; a place is its name, so a blank
 * name is refused with the spec's text for empty names ("Name cannot be empty!"). An update must
 * carry the version it was based on; a stale one changes nothing.
 */
export async function savePlace(ctx: GraphQLContext, input: PlaceInput): Promise<SaveAnswer> {
  const errors = validatePlace(input);
  if (errors.length > 0) return refused(ctx, 'Record.error_invalid', errors);
  const name = input.name!.trim();
  if (input.id === null || input.id === undefined || input.id === '') {
    return saved(ctx, await insertPlace(ctx.db, name));
  }
  const id = parseId(input.id);
  if (id === null || !(await findPlace(ctx.db, id))) return refused(ctx, 'Record.error_not_found');
  if (typeof input.version !== 'number') return conflict(ctx);
  return (await updatePlace(ctx.db, id, input.version, name)) ? saved(ctx, id) : conflict(ctx);
}

/** Deletes a place unless attributions still name it. */
export async function removePlace(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  const id = parseId(rawId);
  if (id === null) return failed(ctx, 'Record.error_not_found');
  return ctx.db.transaction(async (tx) => {
    const references = await countPlaceAttributions(tx, id);
    if (references > 0) return failed(ctx, 'Record.error_in_use', { count: references });
    return (await deletePlaceRow(tx, id)) ? done(ctx) : failed(ctx, 'Record.error_not_found');
  });
}
