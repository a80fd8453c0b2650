import { requiredText, validateGenre } from '@partitura/domain';
import type { GraphQLContext } from '../core/graphql/context';
import { loadById } from '../core/records/loaders';
import { listSize } from '../core/records/paging';
import { refused, saved, type ActionAnswer, type SaveAnswer } from '../core/records/results';
import { optionalId } from '../core/runtime/ids';
import {
  deleteById,
  deleteUnlessReferenced,
  Refusal,
  saveVersioned,
  updateRow,
} from '../core/records/writes';
import { genres } from '../db/schema/genres';
import { valuesHistory } from '../core/records/history';
import type { GenreInput } from '../generated/graphql';
import { genreLoaders } from './loaders';
import { findGenreByName, findOrCreateGenres, listGenres } from './repository';

export function genreById(ctx: GraphQLContext, rawId: string) {
  return loadById(genreLoaders(ctx).byId, rawId);
}

/** At most `first` genres (1–200) ordered by name, filtered by `search`. */
export function genreList(
  ctx: GraphQLContext,
  search: string | null | undefined,
  first: number | null | undefined,
) {
  return listGenres(ctx.db, search, listSize(first, 50, 200));
}

/**
 * Creates or renames a genre (validated with the domain rule). Genre names are unique, and the
 * spec has no message for a name that is taken, so:
 * - creating a genre whose exact (trimmed) name exists answers the existing genre's id — the
 *   same find-or-create a score's genre by name gets;
 * - renaming a genre to another genre's name is refused on `name` with Genre.error_name_taken
 *   (merging two genres is not something a rename should do silently).
 */
export async function saveGenre(ctx: GraphQLContext, input: GenreInput): Promise<SaveAnswer> {
  const errors = validateGenre(input);
  if (errors.length > 0) return refused(ctx, 'Record.error_invalid', errors);
  const name = requiredText(input.name);
  // Creating a genre that is there already answers it, changing nothing (and no version).
  if (optionalId(input.id) === null) {
    const existing = await findGenreByName(ctx.db, name);
    if (existing) return saved(ctx, existing.id);
  }
  return saveVersioned(
    ctx,
    genres,
    input,
    async (tx, id) => {
      if (id === null) return (await findOrCreateGenres(tx, [name])).get(name)!;
      if (await findGenreByName(tx, name, id))
        throw new Refusal(
          refused(ctx, 'Record.error_invalid', [{ field: 'name', key: 'Genre.error_name_taken' }]),
        );
      await updateRow(tx, genres, id, { name });
      return id;
    },
    genreHistory,
  );
}

/** Deletes a genre unless scores name it (the message says how many). */
export function removeGenre(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  return deleteUnlessReferenced(
    ctx,
    'Genre',
    rawId,
    (tx, id) => deleteById(tx, genres, id),
    genreHistory,
  );
}

/** A genre's history (core/records/history.ts): its name. */
export const genreHistory = valuesHistory('Genre', genres, { name: genres.name });
