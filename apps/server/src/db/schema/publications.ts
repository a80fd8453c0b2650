import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { authorityIds, id, timestamps, version } from './columns';

/**
 * A publication: literature cited by scores (publication_scores) or the print an attribution
 * comes from. Imprint fields are transcribed text, as in RISM: `publication_date` may be
 * "[ca. 1760]", `publication_place` "Augsburg und Leipzig" — hence text, not a date or a Place.
 */
export const publications = pgTable(
  'publications',
  {
    id: id(),
    title: text('title'),
    // The citation key librarians sort and search by (e.g. "MGG 2"), not required by the spec.
    shortTitle: text('short_title'),
    extent: text('extent'),
    publisher: text('publisher'),
    publicationDate: text('publication_date'),
    publicationPlace: text('publication_place'),
    notes: text('notes'),
    authorityIds: authorityIds(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('publications_short_title_idx').on(t.shortTitle),
    index('publications_title_idx').on(t.title),
    index('publications_authority_ids_idx').using('gin', t.authorityIds),
  ],
);
