import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns';

/** A place (authority record), referenced by attributions (where a person held a function). */
export const places = pgTable(
  'places',
  {
    id: id(),
    name: text('name').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [index('places_name_idx').on(t.name)],
);
