import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { collections } from './collections';
import { id, position, ref, sourceColumns, timestamps, version } from './columns';
import { genres } from './genres';
import { publications } from './publications';

/**
 * A score: one catalogued musical source, identified by collection + shelfmark. Its children
 * (below, and in attributions.ts / parts.ts) are saved with it in one transaction and cascade
 * with it. Not stored: `has_digital_copy` and `text_incipits` (derived when read), and the
 * digital copies, which point here polymorphically (digital_copies.digitizable_type = 'score').
 */
export const scores = pgTable(
  'scores',
  {
    id: id(),
    collectionId: ref('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'restrict' }),
    shelfmark: text('shelfmark').notNull(),
    // Earlier shelfmarks as one free text (several may be listed); searched, not referenced.
    formerShelfmarks: text('former_shelfmarks'),
    opus: text('opus'),
    provenance: text('provenance'),
    notes: text('notes'),
    title: text('title'),
    key: text('key'),
    shortTitle: text('short_title').notNull(),
    // The shelfmark's natural-order key ("Ms. 2" before "Ms. 12"), kept by the database, so that
    // a page of a collection's scores is read from an index (partitura_natural_key, migration 0004).
    shelfmarkKey: text('shelfmark_key')
      .notNull()
      .generatedAlwaysAs(sql`partitura_natural_key(shelfmark)`),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    // Not unique: the spec has no message for a duplicate shelfmark, and collections being
    // re-catalogued do carry duplicates for a while. The index serves lookup and sorting.
    index('scores_collection_id_shelfmark_idx').on(t.collectionId, t.shelfmark),
    index('scores_collection_id_shelfmark_key_idx').on(t.collectionId, t.shelfmarkKey, t.id),
    index('scores_shelfmark_key_idx').on(t.shelfmarkKey, t.id),
    index('scores_shelfmark_idx').on(t.shelfmark),
    index('scores_short_title_idx').on(t.shortTitle),
    // A harvest (OAI-PMH, oai/) walks scores in the order they last changed, all of them or a
    // collection's, a page after the last: every page as cheap as the first.
    index('scores_updated_at_id_idx').on(t.updatedAt, t.id),
    index('scores_collection_id_updated_at_id_idx').on(t.collectionId, t.updatedAt, t.id),
  ],
);

/** The scoring of a score: one row per voice/instrument ("S", "vl 1") with how many. */
export const scoreVoices = pgTable(
  'score_voices',
  {
    id: id(),
    scoreId: ref('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    voice: text('voice').notNull(),
    count: integer('count').notNull().default(1),
    position: integer('position').notNull().default(1),
  },
  (t) => [index('score_voices_score_id_position_idx').on(t.scoreId, t.position)],
);

/** Genres of a score, in order (the first one feeds the suggested short title). */
export const scoreGenres = pgTable(
  'score_genres',
  {
    scoreId: ref('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    genreId: ref('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'restrict' }),
    position: position(),
  },
  (t) => [
    // A link has no identity of its own: a genre appears once per score.
    primaryKey({ name: 'score_genres_pkey', columns: [t.scoreId, t.genreId] }),
    index('score_genres_genre_id_idx').on(t.genreId),
    index('score_genres_score_id_position_idx').on(t.scoreId, t.position),
  ],
);

/** A source (literature, archive, web page) documenting facts about the score. */
export const scoreSources = pgTable(
  'score_sources',
  {
    id: id(),
    scoreId: ref('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    ...sourceColumns(),
  },
  (t) => [index('score_sources_score_id_position_idx').on(t.scoreId, t.position)],
);

/** A literature reference: the score is described in `publication` under `number`. */
export const publicationScores = pgTable(
  'publication_scores',
  {
    id: id(),
    scoreId: ref('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    publicationId: ref('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    notes: text('notes'),
    position: position(),
  },
  (t) => [
    index('publication_scores_score_id_position_idx').on(t.scoreId, t.position),
    // Publication and id: its view pages the scores citing it in the order of this index.
    index('publication_scores_publication_id_id_idx').on(t.publicationId, t.id),
  ],
);
