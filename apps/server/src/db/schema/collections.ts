import { relations } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { catalogs } from './catalogs';
import { id, timestamps, version } from './columns';
import { scores } from './scores';

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

export const collectionsRelations = relations(collections, ({ many }) => ({
  catalogs: many(catalogs),
  scores: many(scores),
}));
