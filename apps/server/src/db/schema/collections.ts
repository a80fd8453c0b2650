import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns';

/** A holding institution's collection; its prefix precedes every shelfmark (short-title prefix). */
export const collections = pgTable(
  'collections',
  {
    id: id(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [index('collections_name_idx').on(t.name)],
);
