import { asc } from 'drizzle-orm';
import { inIds } from '../core/database/id-lists';
import type { Tx } from '../core/database/db';
import type { RowOf } from '../core/records/loaders';
import { containsFolded, containsPattern, folded } from '../core/database/text-search';
import { places } from '../db/schema/places';

const columns = {
  id: places.id,
  name: places.name,
  authority_ids: places.authorityIds,
  version: places.version,
};

/** A place as the API shows it (spec §3). */
export type PlaceRecord = RowOf<typeof columns>;

/** For another feature's statement that reads places along (it primes placeLoaders). */
export const placeJoin = { table: places, columns };

export function findPlaces(db: Tx, ids: number[]): Promise<PlaceRecord[]> {
  return db.select(columns).from(places).where(inIds(places.id, ids));
}

/** Places ordered by name; `search` matches the name, case- and accent-insensitively. */
export function listPlaces(
  db: Tx,
  search: string | null | undefined,
  limit: number,
): Promise<PlaceRecord[]> {
  const pattern = containsPattern(search);
  return db
    .select(columns)
    .from(places)
    .where(pattern ? containsFolded(places.name, pattern) : undefined)
    .orderBy(folded(places.name), asc(places.id))
    .limit(limit);
}
