import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Tx } from '../core/db';
import { catalogs, collections, entries, pages } from '../db/schema/index';
import { containing } from './catalog-repository';
import { entryColumns, type EntryRow } from './page-repository';

/** At most this many entries per picker request, whatever `first` asks for. */
export const MAX_ENTRIES = 100;

/**
 * Entries for the score editor's picker, ordered by collection, catalog, page and entry. Every
 * word of `search` must occur (case-insensitively) in the number, signature, composer or genre.
 */
export async function searchEntries(
  db: Tx,
  options: { search?: string | null; catalogId: number | null; first: number },
): Promise<EntryRow[]> {
  const words = (options.search ?? '').trim().split(/\s+/).filter(Boolean);
  const matches = words.map((word) => {
    const pattern = containing(word);
    return or(
      ilike(entries.number, pattern),
      ilike(entries.signature, pattern),
      ilike(entries.composer, pattern),
      ilike(entries.genre, pattern),
    );
  });
  return db
    .select(entryColumns)
    .from(entries)
    .innerJoin(pages, eq(pages.id, entries.pageId))
    .innerJoin(catalogs, eq(catalogs.id, pages.catalogId))
    .innerJoin(collections, eq(collections.id, catalogs.collectionId))
    .where(
      and(
        options.catalogId === null ? undefined : eq(pages.catalogId, options.catalogId),
        ...matches,
      ),
    )
    .orderBy(
      asc(collections.name),
      asc(catalogs.name),
      asc(catalogs.id),
      asc(pages.position),
      asc(entries.position),
      asc(entries.id),
    )
    .limit(Math.min(Math.max(options.first, 1), MAX_ENTRIES));
}
