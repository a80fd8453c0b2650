import { optionalText, validatePublication } from '@partitura/domain';
import type { GraphQLContext } from '../core/graphql/context';
import { loadById } from '../core/records/loaders';
import { listSize } from '../core/records/paging';
import { refused, type ActionAnswer, type SaveAnswer } from '../core/records/results';
import { deleteById, deleteUnlessReferenced, saveValues } from '../core/records/writes';
import { publications } from '../db/schema/publications';
import { valuesHistory } from '../core/records/history';
import { authorityIdValues } from '../core/records/authority-ids';
import type { PublicationInput } from '../generated/graphql';
import { publicationLoaders } from './loaders';
import { listPublications, type PublicationRecord } from './repository';

/** One publication, or null (also for an id that is not one). */
export function publicationById(ctx: GraphQLContext, rawId: string) {
  return loadById(publicationLoaders(ctx).byId, rawId);
}

/** At most `first` publications (1–200) ordered by short title, filtered by `search`. */
export function publicationList(
  ctx: GraphQLContext,
  search: string | null | undefined,
  first: number | null | undefined,
): Promise<PublicationRecord[]> {
  return listPublications(ctx.db, search, listSize(first, 50, 200));
}

/**
 * Creates or updates a publication. Spec §5 has no rule for publications; as in RISM, one may be
 * known only by its citation key or only by its title, but not by neither (the domain's
 * validatePublication, the rule the web form uses). An update must carry the version it was based
 * on; a stale one changes nothing.
 */
export async function savePublication(
  ctx: GraphQLContext,
  input: PublicationInput,
): Promise<SaveAnswer> {
  const errors = validatePublication(input);
  if (errors.length > 0) return refused(ctx, 'Record.error_invalid', errors);
  const values = {
    title: optionalText(input.title),
    shortTitle: optionalText(input.short_title),
    extent: optionalText(input.extent),
    publisher: optionalText(input.publisher),
    publicationDate: optionalText(input.publication_date),
    publicationPlace: optionalText(input.publication_place),
    notes: optionalText(input.notes),
    ...authorityIdValues(input.authority_ids),
  };
  return saveValues(ctx, publications, input, values, publicationHistory);
}

/** Deletes a publication unless scores (literature references) or attributions cite it. */
export function removePublication(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  return deleteUnlessReferenced(
    ctx,
    'Publication',
    rawId,
    (tx, id) => deleteById(tx, publications, id),
    publicationHistory,
  );
}

/** A publication's history (core/records/history.ts): its fields as PublicationInput names them. */
export const publicationHistory = valuesHistory('Publication', publications, {
  title: publications.title,
  short_title: publications.shortTitle,
  extent: publications.extent,
  publisher: publications.publisher,
  publication_date: publications.publicationDate,
  publication_place: publications.publicationPlace,
  notes: publications.notes,
  authority_ids: publications.authorityIds,
});
