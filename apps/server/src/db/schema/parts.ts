import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, oneOf, position, ref } from './columns';
import { CLEFS, KEY_SIGNATURES, PART_TYPES } from './enumerations';
import { scores } from './scores';

/**
 * A physical part of a score's source (autograph, copy, print…) with its own scoring. The
 * descriptive fields (extent, measurements, wear, date, watermark) are transcribed free text.
 */
export const parts = pgTable(
  'parts',
  {
    id: id(),
    scoreId: ref('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    position: position(),
    type: text('type').notNull(),
    extent: text('extent'),
    measurements: text('measurements'),
    wear: text('wear'),
    date: text('date'),
    watermark: text('watermark'),
    notes: text('notes'),
  },
  (t) => [
    index('parts_score_id_position_idx').on(t.scoreId, t.position),
    check('parts_type_check', oneOf(t.type, PART_TYPES)),
  ],
);

/** The scoring of a part: one row per voice/instrument with how many. */
export const partVoices = pgTable(
  'part_voices',
  {
    id: id(),
    partId: ref('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    voice: text('voice').notNull(),
    count: integer('count').notNull().default(1),
    position: integer('position').notNull().default(1),
  },
  (t) => [index('part_voices_part_id_position_idx').on(t.partId, t.position)],
);

/**
 * The distinct melodies of the incipits (issue 24): an archive repeats an incipit in its copies,
 * parts and editions, and the melodic search reads each melody once — the GIN index of its
 * n-gram keys and `strpos` over these rows, the incipits that have it by
 * `incipits(melody_id, score_id)` after. `key` is md5 of `melody` (melodyToText: the notes as
 * Verovio reads the PAE, domain melody.ts), `melody_index` the search text (melodyIndex),
 * `melody_grams` its keys (melodyGrams). Written by saveMelodies (scores/melody-store.ts) when an
 * incipit is saved; a melody no incipit has any more stays until `npm run reindex` removes it.
 */
export const melodies = pgTable(
  'melodies',
  {
    id: id(),
    key: uuid('key').notNull(),
    melody: text('melody').notNull(),
    melodyIndex: text('melody_index').notNull(),
    melodyGrams: integer('melody_grams').array().notNull(),
  },
  (t) => [
    uniqueIndex('melodies_key_idx').on(t.key),
    index('melodies_melody_grams_idx').using('gin', t.melodyGrams),
  ],
);

/**
 * A musical incipit in Plaine & Easie code (`pae`, cleaned of its header and end marker).
 * `part` names the voice/instrument the incipit is taken from (free text, as in RISM), not a row
 * of `parts`. `number`, `movement` and `section` are the RISM numbering (shown "1.2.1"); the
 * order of incipits is `position`.
 *
 * The melody as Verovio reads the PAE (domain melody.ts), written with the incipit: `melody` its
 * notes (melodyToText; '' when it has none; NULL: not computed yet, rows from before migration
 * 0007 until `npm run reindex`) and `melody_id` the row of `melodies` that holds it, searchable
 * (NULL when it has no notes).
 */
export const incipits = pgTable(
  'incipits',
  {
    id: id(),
    scoreId: ref('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    position: position(),
    tempo: text('tempo'),
    clef: text('clef'),
    timeSignature: text('time_signature'),
    keySignature: text('key_signature'),
    text: text('text'),
    part: text('part'),
    bassoContinuo: boolean('basso_continuo').notNull().default(false),
    pae: text('pae').notNull(),
    number: integer('number'),
    movement: integer('movement'),
    section: integer('section'),
    notes: text('notes'),
    melody: text('melody'),
    melodyId: ref('melody_id').references(() => melodies.id),
  },
  (t) => [
    // A score's incipits in order; with melody_id, a walked search document is asked whether
    // an incipit has one of a query's melodies by the index alone (2.6 µs a document at 1M,
    // 5.6 with each row read: melody-broad.ts).
    index('incipits_score_id_position_melody_id_idx').on(t.scoreId, t.position, t.melodyId),
    index('incipits_melody_id_score_id_idx').on(t.melodyId, t.scoreId),
    // NULL = not given (no key signature: C major / A minor).
    check('incipits_clef_check', oneOf(t.clef, CLEFS)),
    check('incipits_key_signature_check', oneOf(t.keySignature, KEY_SIGNATURES)),
  ],
);
