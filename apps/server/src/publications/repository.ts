import { asc, or, sql } from 'drizzle-orm';
import { inIds } from '../core/database/id-lists';
import type { Tx } from '../core/database/db';
import type { RowOf } from '../core/records/loaders';
import { containsFolded, containsPattern, folded } from '../core/database/text-search';
import { publications } from '../db/schema/publications';

const columns = {
  id: publications.id,
  version: publications.version,
  title: publications.title,
  short_title: publications.shortTitle,
  extent: publications.extent,
  publisher: publications.publisher,
  publication_date: publications.publicationDate,
  publication_place: publications.publicationPlace,
  notes: publications.notes,
  authority_ids: publications.authorityIds,
};

/** A publication as the API shows it (snake_case, spec §3). */
export type PublicationRecord = RowOf<typeof columns>;

/** For another feature's statement that reads publications along (it primes publicationLoaders). */
export const publicationJoin = { table: publications, columns };

export function findPublications(db: Tx, ids: number[]): Promise<PublicationRecord[]> {
  return db.select(columns).from(publications).where(inIds(publications.id, ids));
}

/**
 * Publications ordered by short title (then title); `search` matches short title, title and
 * publisher, case- and accent-insensitively. At most `limit` rows.
 */
export function listPublications(
  db: Tx,
  search: string | null | undefined,
  limit: number,
): Promise<PublicationRecord[]> {
  const pattern = containsPattern(search);
  return db
    .select(columns)
    .from(publications)
    .where(
      pattern
        ? or(
            containsFolded(publications.shortTitle, pattern),
            containsFolded(publications.title, pattern),
            containsFolded(publications.publisher, pattern),
          )
        : undefined,
    )
    .orderBy(
      folded(sql`coalesce(${publications.shortTitle}, ${publications.title}, '')`),
      folded(sql`coalesce(${publications.title}, '')`),
      asc(publications.id),
    )
    .limit(limit);
}
