import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../core/db';
import { attributions, publicationScores, publications } from '../db/schema/index';
import { containsFolded, containsPattern, folded } from '../core/text-search';

/** A publication as the API shows it (snake_case, spec §3). */
export type PublicationRow = {
  id: number;
  version: number;
  title: string | null;
  short_title: string | null;
  extent: string | null;
  publisher: string | null;
  publication_date: string | null;
  publication_place: string | null;
  notes: string | null;
};
export type PublicationValues = {
  title: string | null;
  shortTitle: string | null;
  extent: string | null;
  publisher: string | null;
  publicationDate: string | null;
  publicationPlace: string | null;
  notes: string | null;
};

/** The columns of a publication, named as the API names them (also used in joins). */
export const publicationColumns = {
  id: publications.id,
  version: publications.version,
  title: publications.title,
  short_title: publications.shortTitle,
  extent: publications.extent,
  publisher: publications.publisher,
  publication_date: publications.publicationDate,
  publication_place: publications.publicationPlace,
  notes: publications.notes,
};

export async function findPublication(db: Tx, id: number): Promise<PublicationRow | null> {
  const rows = await db
    .select(publicationColumns)
    .from(publications)
    .where(eq(publications.id, id));
  return rows[0] ?? null;
}

/**
 * Publications ordered by short title (then title); `search` matches short title, title and
 * publisher, case- and accent-insensitively. At most `limit` rows.
 */
export async function listPublications(
  db: Tx,
  search: string | null | undefined,
  limit: number,
): Promise<PublicationRow[]> {
  const pattern = containsPattern(search);
  return db
    .select(publicationColumns)
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

export async function insertPublication(db: Tx, values: PublicationValues): Promise<number> {
  const rows = await db.insert(publications).values(values).returning({ id: publications.id });
  return rows[0].id;
}

/** Updates only when `version` is still the stored one; returns false when it is not (or gone). */
export async function updatePublication(
  db: Tx,
  id: number,
  version: number,
  values: PublicationValues,
): Promise<boolean> {
  const rows = await db
    .update(publications)
    .set({ ...values, version: sql`${publications.version} + 1` })
    .where(and(eq(publications.id, id), eq(publications.version, version)))
    .returning({ id: publications.id });
  return rows.length > 0;
}

/** How many records cite the publication: literature references of scores and attributions. */
export async function countPublicationReferences(db: Tx, id: number): Promise<number> {
  const [scoreCount] = await db
    .select({ n: count() })
    .from(publicationScores)
    .where(eq(publicationScores.publicationId, id));
  const [attributionCount] = await db
    .select({ n: count() })
    .from(attributions)
    .where(eq(attributions.publicationId, id));
  return Number(scoreCount.n) + Number(attributionCount.n);
}

export async function deletePublicationRow(db: Tx, id: number): Promise<boolean> {
  const rows = await db
    .delete(publications)
    .where(eq(publications.id, id))
    .returning({ id: publications.id });
  return rows.length > 0;
}
