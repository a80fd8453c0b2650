import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { inIds } from '../core/database/id-lists';
import type { Tx } from '../core/database/db';
import type { RowOf } from '../core/records/loaders';
import { containsPattern } from '../core/database/text-search';
import { genres } from '../db/schema/genres';

const columns = { id: genres.id, name: genres.name, version: genres.version };

/** A genre as the API shows it (spec §3). */
export type GenreRecord = RowOf<typeof columns>;

/** For another feature's statement that reads genres along (it primes genreLoaders). */
export const genreJoin = { table: genres, columns };

export function findGenres(db: Tx, ids: number[]): Promise<GenreRecord[]> {
  return db.select(columns).from(genres).where(inIds(genres.id, ids));
}

/** The genre of exactly this name (names are unique), other than `exceptId` when given. */
export async function findGenreByName(
  db: Tx,
  name: string,
  exceptId?: number,
): Promise<GenreRecord | null> {
  const rows = await db
    .select(columns)
    .from(genres)
    .where(
      and(eq(genres.name, name), exceptId === undefined ? undefined : ne(genres.id, exceptId)),
    );
  return rows[0] ?? null;
}

/**
 * Genres ordered by name (case and accents ignored), at most `limit`; `search` matches a part of
 * the name, case- and accent-insensitively (`%` and `_` are searched as typed).
 */
export function listGenres(
  db: Tx,
  search: string | null | undefined,
  limit: number,
): Promise<GenreRecord[]> {
  const pattern = containsPattern(search);
  return db
    .select(columns)
    .from(genres)
    .where(pattern ? sql`unaccent(${genres.name}) ilike unaccent(${pattern})` : undefined)
    .orderBy(asc(sql`lower(unaccent(${genres.name}))`), asc(genres.name), asc(genres.id))
    .limit(limit);
}

/**
 * The ids of the genres of these exact names, in no particular order; names without a genre yet
 * are created first. A concurrent save may create the same name: DO NOTHING waits for it and
 * then skips. Two statements, however many names.
 */
export async function findOrCreateGenres(tx: Tx, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  await tx
    .insert(genres)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: genres.name });
  const found = await tx
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .where(inArray(genres.name, names));
  return new Map(found.map((genre) => [genre.name, genre.id]));
}
