import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../core/db';
import { attributions, places } from '../db/schema/index';
import { containsFolded, containsPattern, folded } from '../core/text-search';

export type PlaceRow = { id: number; name: string; version: number };

/** The columns of a place, named as the API names them (also used in joins). */
export const placeColumns = { id: places.id, name: places.name, version: places.version };

export async function findPlace(db: Tx, id: number): Promise<PlaceRow | null> {
  const rows = await db.select(placeColumns).from(places).where(eq(places.id, id));
  return rows[0] ?? null;
}

/** Places ordered by name; `search` matches the name, case- and accent-insensitively. */
export async function listPlaces(
  db: Tx,
  search: string | null | undefined,
  limit: number,
): Promise<PlaceRow[]> {
  const pattern = containsPattern(search);
  return db
    .select(placeColumns)
    .from(places)
    .where(pattern ? containsFolded(places.name, pattern) : undefined)
    .orderBy(folded(places.name), asc(places.id))
    .limit(limit);
}

export async function insertPlace(db: Tx, name: string): Promise<number> {
  const rows = await db.insert(places).values({ name }).returning({ id: places.id });
  return rows[0].id;
}

/** Updates only when `version` is still the stored one; returns false when it is not (or gone). */
export async function updatePlace(
  db: Tx,
  id: number,
  version: number,
  name: string,
): Promise<boolean> {
  const rows = await db
    .update(places)
    .set({ name, version: sql`${places.version} + 1` })
    .where(and(eq(places.id, id), eq(places.version, version)))
    .returning({ id: places.id });
  return rows.length > 0;
}

/** How many attributions name the place (they keep it from being deleted). */
export async function countPlaceAttributions(db: Tx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(attributions)
    .where(eq(attributions.placeId, id));
  return Number(row.n);
}

export async function deletePlaceRow(db: Tx, id: number): Promise<boolean> {
  const rows = await db.delete(places).where(eq(places.id, id)).returning({ id: places.id });
  return rows.length > 0;
}
