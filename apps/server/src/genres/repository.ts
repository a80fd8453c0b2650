import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../core/db';
import { genres, scoreGenres } from '../db/schema/index';
import { containsPattern } from '../core/text-search';

export type GenreRow = { id: number; name: string; version: number };

const columns = { id: genres.id, name: genres.name, version: genres.version };

export async function findGenre(db: Tx, id: number): Promise<GenreRow | null> {
  const rows = await db.select(columns).from(genres).where(eq(genres.id, id));
  return rows[0] ?? null;
}

/** The genre of exactly this name (names are unique), other than `exceptId` when given. */
export async function findGenreByName(
  db: Tx,
  name: string,
  exceptId?: number,
): Promise<GenreRow | null> {
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
export async function listGenres(
  db: Tx,
  search: string | null | undefined,
  limit: number,
): Promise<GenreRow[]> {
  const pattern = containsPattern(search);
  return db
    .select(columns)
    .from(genres)
    .where(pattern ? sql`unaccent(${genres.name}) ilike unaccent(${pattern})` : undefined)
    .orderBy(asc(sql`lower(unaccent(${genres.name}))`), asc(genres.name), asc(genres.id))
    .limit(limit);
}

/** Inserts the genre unless one of that name exists (a concurrent save may just have made it). */
export async function insertGenre(db: Tx, name: string): Promise<number | null> {
  const rows = await db
    .insert(genres)
    .values({ name })
    .onConflictDoNothing({ target: genres.name })
    .returning({ id: genres.id });
  return rows[0]?.id ?? null;
}

/** Renames only when `version` is still the stored one; false when it is not (or gone). */
export async function updateGenre(
  db: Tx,
  id: number,
  version: number,
  name: string,
): Promise<boolean> {
  const rows = await db
    .update(genres)
    .set({ name, version: sql`${genres.version} + 1` })
    .where(and(eq(genres.id, id), eq(genres.version, version)))
    .returning({ id: genres.id });
  return rows.length > 0;
}

/** How many scores name the genre. */
export async function countGenreScores(db: Tx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scoreGenres)
    .where(eq(scoreGenres.genreId, id));
  return Number(row.n);
}

export async function deleteGenreRow(db: Tx, id: number): Promise<boolean> {
  const rows = await db.delete(genres).where(eq(genres.id, id)).returning({ id: genres.id });
  return rows.length > 0;
}
