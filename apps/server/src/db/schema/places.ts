import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { authorityIds, id, timestamps, version } from './columns';

/** A place (authority record), referenced by attributions (where a person held a function). */
export const places = pgTable(
  'places',
  {
    id: id(),
    name: text('name').notNull(),
    authorityIds: authorityIds(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('places_name_idx').on(t.name),
    index('places_authority_ids_idx').using('gin', t.authorityIds),
  ],
);
