import { validateGenre } from '@partitura/domain';
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
import type { GenreInput } from '../generated/graphql';
import {
  countGenreScores,
  deleteGenreRow,
  findGenre,
  findGenreByName,
  insertGenre,
  listGenres,
  updateGenre,
} from './repository';

const MAX_GENRES = 200;

export function genresList(ctx: GraphQLContext, search: string | null | undefined, first: number) {
  const limit = Math.min(Math.max(Math.trunc(first) || 50, 1), MAX_GENRES);
  return listGenres(ctx.db, search, limit);
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
  const name = input.name!.trim();

  if (input.id === null || input.id === undefined || input.id === '') {
    const existing = await findGenreByName(ctx.db, name);
    if (existing) return saved(ctx, existing.id);
    const id = (await insertGenre(ctx.db, name)) ?? (await findGenreByName(ctx.db, name))!.id;
    return saved(ctx, id);
  }
  const id = parseId(input.id);
  if (id === null || !(await findGenre(ctx.db, id))) return refused(ctx, 'Record.error_not_found');
  if (typeof input.version !== 'number') return conflict(ctx);
  const version = input.version;
  return ctx.db.transaction(async (tx) => {
    if (await findGenreByName(tx, name, id))
      return refused(ctx, 'Record.error_invalid', [
        { field: 'name', key: 'Genre.error_name_taken' },
      ]);
    return (await updateGenre(tx, id, version, name)) ? saved(ctx, id) : conflict(ctx);
  });
}

/** Deletes a genre unless scores name it (the message says how many). */
export async function removeGenre(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  const id = parseId(rawId);
  if (id === null) return failed(ctx, 'Record.error_not_found');
  return ctx.db.transaction(async (tx) => {
    const used = await countGenreScores(tx, id);
    if (used > 0) return failed(ctx, 'Record.error_in_use', { count: used });
    return (await deleteGenreRow(tx, id)) ? done(ctx) : failed(ctx, 'Record.error_not_found');
  });
}
