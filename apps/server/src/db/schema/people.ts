import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { authorityIds, id, position, ref, sourceColumns, timestamps, version } from './columns';

/**
 * A person: composer, author, cleric. Names live in person_names (one primary, any number of
 * variants). `dates` and `first_mass` are free text because historical dates are often partial
 * or approximate ("um 1720", "1745?").
 */
export const people = pgTable(
  'people',
  {
    id: id(),
    dates: text('dates'),
    cleric: boolean('cleric').notNull().default(false),
    firstMass: text('first_mass'),
    profession: text('profession'),
    notes: text('notes'),
    authorityIds: authorityIds(),
    version: version(),
    ...timestamps(),
  },
  (t) => [index('people_authority_ids_idx').using('gin', t.authorityIds)],
);

/** A name of a person; `primary` marks the name shown, the others are variants. */
export const personNames = pgTable(
  'person_names',
  {
    id: id(),
    personId: ref('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    // May be '' for the one empty primary name the editor keeps (spec §4).
    name: text('name').notNull(),
    // "primary" is an SQL keyword: Drizzle quotes it; hand-written SQL must write "primary".
    primary: boolean('primary').notNull().default(false),
    position: position(),
  },
  (t) => [
    index('person_names_person_id_position_idx').on(t.personId, t.position),
    index('person_names_name_idx').on(t.name),
    // At most one primary name per person. A save that moves the primary flag must clear the
    // old one before (or in the same statement as) setting the new one.
    uniqueIndex('person_names_one_primary_idx')
      .on(t.personId)
      .where(sql`"primary"`),
  ],
);

/** A transcribed entry of a syllabus (list of clerics) naming the person. */
export const syllabi = pgTable(
  'syllabi',
  {
    id: id(),
    personId: ref('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    citation: text('citation').notNull(),
    transcription: text('transcription').notNull(),
    translation: text('translation').notNull(),
    position: position(),
  },
  (t) => [index('syllabi_person_id_position_idx').on(t.personId, t.position)],
);

/** The person's entry in a vow book (profession register) — at most one per person. */
export const vowBookEntries = pgTable('vow_book_entries', {
  id: id(),
  personId: ref('person_id')
    .notNull()
    .unique('vow_book_entries_person_id_unique')
    .references(() => people.id, { onDelete: 'cascade' }),
  citation: text('citation').notNull(),
  transcription: text('transcription').notNull(),
});

/** A source (literature, archive, web page) documenting facts about the person. */
export const personSources = pgTable(
  'person_sources',
  {
    id: id(),
    personId: ref('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    ...sourceColumns(),
  },
  (t) => [index('person_sources_person_id_position_idx').on(t.personId, t.position)],
);
