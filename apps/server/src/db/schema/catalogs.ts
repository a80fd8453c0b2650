import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { collections } from './collections';
import { id, position, ref, timestamps, version } from './columns';
import { digitalCopyFiles } from './digital-copies';
import { scores } from './scores';

/**
 * A historical catalog (inventory) of a collection. Its pages and their entries are saved with
 * it and cascade with it. Digital copies point here polymorphically
 * (digital_copies.digitizable_type = 'catalog').
 */
export const catalogs = pgTable(
  'catalogs',
  {
    id: id(),
    name: text('name').notNull(),
    collectionId: ref('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'restrict' }),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('catalogs_collection_id_idx').on(t.collectionId),
    index('catalogs_name_idx').on(t.name),
  ],
);

/**
 * A page of a catalog. `number` is text: pages are numbered as written ("12", "12a", "IV").
 * `digital_copy_file` is the photograph of this page; deleting that file of the digital copy
 * leaves the page without a picture (set null) rather than blocking or deleting the page.
 */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    catalogId: ref('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    position: position(),
    // A page is also saved on its own (upsertPage): two editors of one page must not overwrite
    // each other silently.
    version: version(),
    digitalCopyFileId: ref('digital_copy_file_id').references(() => digitalCopyFiles.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('pages_catalog_id_position_idx').on(t.catalogId, t.position),
    index('pages_digital_copy_file_id_idx').on(t.digitalCopyFileId),
  ],
);

/**
 * An entry of a catalog page, transcribed as written: `genre` and `composer` are the catalog's
 * own words (text), not genre or person records. `score` identifies the catalogued work when it
 * survives; deleting that score keeps the transcription and clears the link (set null).
 */
export const entries = pgTable(
  'entries',
  {
    id: id(),
    pageId: ref('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    position: position(),
    scoreId: ref('score_id').references(() => scores.id, { onDelete: 'set null' }),
    number: text('number'),
    signature: text('signature'),
    genre: text('genre'),
    composer: text('composer'),
    annotation: text('annotation'),
    notes: text('notes'),
  },
  (t) => [
    index('entries_page_id_position_idx').on(t.pageId, t.position),
    index('entries_score_id_idx').on(t.scoreId),
  ],
);
