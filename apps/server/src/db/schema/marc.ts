import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { scores } from './scores';

/**
 * A score's MARC record as it was imported (issue 25, marc/): its control number (001, by which
 * a file imported again finds it), leader and fields as written, and per tag a signature of what
 * the export wrote from the score just after the import. The export writes a tag's fields as
 * imported while the score still gives that signature, its own fields (with the subfields it has
 * no place for carried over) once edited; fields the model has no place for are written back as
 * they came.
 */
export const scoreMarc = pgTable('score_marc', {
  scoreId: bigint('score_id', { mode: 'number' })
    .primaryKey()
    .references(() => scores.id, { onDelete: 'cascade' }),
  controlNumber: text('control_number').notNull().unique('score_marc_control_number_key'),
  leader: text('leader').notNull(),
  fields: jsonb('fields').notNull(),
  // Null until written after the import's commit: every tag is then written from the score.
  signatures: jsonb('signatures'),
  importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`),
});
