import { sql, type SQL } from 'drizzle-orm';
import { bigint, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column builders shared by every table, so that ids, versions, positions and timestamps have
// one shape across the whole schema.

/** Primary key: a bigint identity column (ids travel as GraphQL `ID`, read as JS numbers). */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A foreign-key column pointing at another table's `id`. */
export const ref = (name: string) => bigint(name, { mode: 'number' });

/** Optimistic concurrency: a save based on a stale version is refused (Record.error_conflict). */
export const version = () => integer('version').notNull().default(1);

/** Order of a child within its parent, set by the repository when the aggregate is saved. */
export const position = () => integer('position').notNull();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** `updated_at`, also bumped by Drizzle on every `update()` that does not set it itself. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A source's columns (of a person or a score: literature, archive, web page; spec §3). */
export const sourceColumns = () => ({
  // Spec §9 names only the default ("cit"); no list to enforce.
  type: text('type').notNull().default('cit'),
  citation: text('citation').notNull(),
  description: text('description'),
  url: text('url'),
  notes: text('notes'),
  position: position(),
});

/**
 * A record's authority identifiers (issue 25), each "scheme:value" in its written form (domain
 * authority-ids.ts): looked up by `@>` through a GIN index of its own.
 */
export function authorityIds() {
  return text('authority_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
}

/**
 * SQL for a CHECK constraint restricting a column to a fixed list. The values are inlined as
 * literals (drizzle-kit cannot carry parameters into DDL); they are our own constants, never input.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}

/** CHECK for a polymorphic reference: type and id are both set or both null. */
export function bothOrNeither(type: AnyPgColumn, id: AnyPgColumn): SQL {
  return sql`(${type} is null) = (${id} is null)`;
}
