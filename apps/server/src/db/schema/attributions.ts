import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, oneOf, position, ref } from './columns';
import { ATTRIBUTION_FUNCTIONS, ATTRIBUTION_QUALIFIERS } from './enumerations';
import { people } from './people';
import { places } from './places';
import { publications } from './publications';
import { scores } from './scores';

/**
 * Who did what for a score (composer, copyist, arranger, …) and how certain that is. The
 * attribution belongs to the score (cascade); person, publication (where the attribution is
 * documented) and place (where the person acted) are other records and cannot be deleted while
 * referenced (restrict).
 *
 * Naming: `from` and `to` (spec §3) are SQL keywords, so the columns are `date_from` and
 * `date_to`, keeping hand-written SQL free of quoting; the TypeScript properties stay `from`/`to`.
 * They are free text ("1750", "um 1760"), like every historical date in this schema.
 */
export const attributions = pgTable(
  'attributions',
  {
    id: id(),
    scoreId: ref('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    personId: ref('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'restrict' }),
    function: text('function').notNull(),
    qualifier: text('qualifier').notNull(),
    profession: text('profession'),
    from: text('date_from'),
    to: text('date_to'),
    designation: text('designation'),
    member: text('member'),
    notes: text('notes'),
    publicationId: ref('publication_id').references(() => publications.id, {
      onDelete: 'restrict',
    }),
    placeId: ref('place_id').references(() => places.id, { onDelete: 'restrict' }),
    position: position(),
  },
  (t) => [
    index('attributions_score_id_position_idx').on(t.scoreId, t.position),
    // person first: "all scores of this person as composer" (function = 'aut').
    index('attributions_person_id_function_idx').on(t.personId, t.function),
    // Reference and id: a publication's or place's view pages the attributions citing it in
    // the order of this index (a page skips index entries, never sorts them).
    index('attributions_publication_id_id_idx').on(t.publicationId, t.id),
    index('attributions_place_id_id_idx').on(t.placeId, t.id),
    check('attributions_function_check', oneOf(t.function, ATTRIBUTION_FUNCTIONS)),
    check('attributions_qualifier_check', oneOf(t.qualifier, ATTRIBUTION_QUALIFIERS)),
  ],
);
