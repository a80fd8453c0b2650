import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns';

/** A genre (authority record: Mass, Offertory, …), linked to scores through score_genres. */
export const genres = pgTable('genres', {
  id: id(),
  // Unique so that a genre typed twice is one record; the unique index also serves ordering.
  name: text('name').notNull().unique('genres_name_unique'),
  version: version(),
  ...timestamps(),
});
