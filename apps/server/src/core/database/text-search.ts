import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The ILIKE pattern for "contains this text", or null when there is nothing to search for. The
 * wildcards of LIKE are escaped, so `%` and `_` are searched as they are typed.
 */
export function containsPattern(search: string | null | undefined): string | null {
  const term = search?.trim();
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

/** The text as search compares it: lower case, accents removed (`unaccent`, migration 0000). */
export function folded(value: SQL | AnyPgColumn | string): SQL {
  return sql`unaccent(lower(${value}))`;
}

/** The column contains the pattern's text, ignoring case and accents ("muller" finds "Müller"). */
export function containsFolded(column: AnyPgColumn, pattern: string): SQL {
  return sql`${folded(column)} ilike ${folded(pattern)}`;
}

/**
 * The column holds a word similar to the term (pg_trgm word similarity above the default
 * threshold of 0.6), ignoring case and accents: catches spelling variants of historical names
 * ("Schmidt" finds "Schmid") that a substring search misses.
 */
export function similarFolded(column: AnyPgColumn, term: string): SQL {
  return sql`${folded(term)} <% ${folded(column)}`;
}
