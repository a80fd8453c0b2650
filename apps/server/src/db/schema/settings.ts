import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * Website settings as key/value pairs (site_title, theme_color, …). The defaults are seeded by
 * the migration seed_reference_data; the key is the primary key, so it is unique.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value'),
  updatedAt: updatedAt(),
});
