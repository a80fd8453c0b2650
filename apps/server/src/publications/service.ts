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
import type { PublicationInput } from '../generated/graphql';
import { optionalText } from '../core/stored-text';
import {
  countPublicationReferences,
  deletePublicationRow,
  findPublication,
  insertPublication,
  listPublications,
  updatePublication,
  type PublicationRow,
  type PublicationValues,
} from './repository';

const MAX_LIST_SIZE = 200;

/** One publication, or null (also for an id that is not one). */
export function publicationById(
  ctx: GraphQLContext,
  rawId: string,
): Promise<PublicationRow | null> {
  const id = parseId(rawId);
  return id === null ? Promise.resolve(null) : findPublication(ctx.db, id);
}

/** At most `first` publications (1–200) ordered by short title, filtered by `search`. */
export function publicationList(
  ctx: GraphQLContext,
  search: string | null | undefined,
  first: number | null | undefined,
): Promise<PublicationRow[]> {
  const size = Math.min(Math.max(Math.trunc(first ?? 50) || 50, 1), MAX_LIST_SIZE);
  return listPublications(ctx.db, search, size);
}

/**
 * Creates or updates a publication. Spec §5 has no rule for publications (and the domain no
 * message for one), so every field is optional, as in RISM, where a publication may be known only
 * by its citation key or only by its title. An update must carry the version it was based on; a
 * stale one changes nothing.
 */
export async function savePublication(
  ctx: GraphQLContext,
  input: PublicationInput,
): Promise<SaveAnswer> {
  const values: PublicationValues = {
    title: optionalText(input.title),
    shortTitle: optionalText(input.short_title),
    extent: optionalText(input.extent),
    publisher: optionalText(input.publisher),
    publicationDate: optionalText(input.publication_date),
    publicationPlace: optionalText(input.publication_place),
    notes: optionalText(input.notes),
  };
  if (input.id === null || input.id === undefined || input.id === '') {
    return saved(ctx, await insertPublication(ctx.db, values));
  }
  const id = parseId(input.id);
  if (id === null || !(await findPublication(ctx.db, id)))
    return refused(ctx, 'Record.error_not_found');
  if (typeof input.version !== 'number') return conflict(ctx);
  return (await updatePublication(ctx.db, id, input.version, values))
    ? saved(ctx, id)
    : conflict(ctx);
}

/** Deletes a publication unless scores (literature references) or attributions cite it. */
export async function removePublication(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  const id = parseId(rawId);
  if (id === null) return failed(ctx, 'Record.error_not_found');
  return ctx.db.transaction(async (tx) => {
    const references = await countPublicationReferences(tx, id);
    if (references > 0) return failed(ctx, 'Record.error_in_use', { count: references });
    return (await deletePublicationRow(tx, id)) ? done(ctx) : failed(ctx, 'Record.error_not_found');
  });
}
