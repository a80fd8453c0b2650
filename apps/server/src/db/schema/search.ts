import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type; read and written only by SQL (migration 0006). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One search document per record of every searchable kind (issue 9). Written by the database in
 * the same statement as the record or anything it shows (triggers of migration 0006, which also
 * holds the functions that build each kind's document, and `search_reindex()` to rebuild all),
 * so a save that fails leaves no trace here and a save that succeeds is findable at once.
 *
 * - `document`: the weighted words (A: shelfmark, short title, names; B: title, composers,
 *   genres; C: scoring, key, dates; D: text incipits, provenance, notes).
 * - `names`: the folded names and titles, for misspelled names (pg_trgm) and "did you mean".
 * - `fields`: folded text per advanced-search field (composer, title, shelfmark, …).
 * - `facets`: `group:value` strings, the kind among them (`kind:score`), filtered by `@>`.
 * - `exact_key`: the folded shelfmark, so a shelfmark typed as written ranks first.
 * - sort keys, stored so that a page is read from an index, never sorted from the whole table.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    document: tsvector('document').notNull(),
    names: text('names').notNull().default(''),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    facets: text('facets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exactKey: text('exact_key'),
    sortTitle: text('sort_title').notNull().default(''),
    sortShelfmark: text('sort_shelfmark').notNull().default(''),
    sortComposer: text('sort_composer').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_documents_pkey', columns: [t.kind, t.recordId] }),
    index('search_documents_document_idx').using('gin', t.document),
    index('search_documents_facets_idx').using('gin', t.facets),
    index('search_documents_names_idx').using('gin', t.names.op('gin_trgm_ops')),
    index('search_documents_exact_key_idx').on(t.exactKey),
    index('search_documents_title_idx').on(t.kind, t.sortTitle, t.recordId),
    index('search_documents_shelfmark_idx').on(t.kind, t.sortShelfmark, t.recordId),
    index('search_documents_composer_idx').on(t.kind, t.sortComposer, t.recordId),
    index('search_documents_changed_idx').on(t.kind, t.changedAt.desc(), t.recordId),
    // The kinds other than scores (a tenth of the documents at 1M): a search of people or
    // entries reads their postings only, not those of every score that shares the word.
    index('search_documents_other_document_idx')
      .using('gin', t.document)
      .where(sql`${t.kind} <> 'score'`),
    index('search_documents_other_facets_idx')
      .using('gin', t.facets)
      .where(sql`${t.kind} <> 'score'`),
    // Every kind at once (the "All" tab, the home screen): the same orders without the kind first.
    index('search_documents_all_title_idx').on(t.sortTitle, t.kind, t.recordId),
    index('search_documents_all_changed_idx').on(t.changedAt.desc(), t.kind, t.recordId),
  ],
);

/**
 * Every word the documents hold (folded; numbers and words over 40 letters aside): for "did you
 * mean" and similar spellings (trigram similarity), and to spell out a prefix as the words that
 * begin with it (`partitura_prefixes`, migration 0011; text_pattern_ops serves `like 'p%'`).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
]);

/**
 * Documents to rebuild after the transaction that changed what they show (migration 0010). A
 * change that reaches more documents than one statement should rebuild (a composer with 20,000
 * scores renamed, a genre renamed) rebuilds its own record at once and queues the others here;
 * the server drains the queue in small transactions right after (search/follower.ts), so the
 * save stays fast and the documents follow within seconds.
 */
export const searchPending = pgTable(
  'search_pending',
  {
    kind: text('kind').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'search_pending_pkey', columns: [t.kind, t.recordId] })],
);
