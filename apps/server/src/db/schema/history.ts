import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, ref } from './columns';

/**
 * Every version of every record (issue 26): one row per save, written in the save's transaction
 * (core/records/history.ts). `changes` is what the save changed (the domain's record-history.ts
 * FieldChange list), never a whole copy, except for a delete, which keeps the record whole
 * (`changes` is then its state) so that it can be brought back. No foreign keys: the record, and
 * the person who changed it, may go while their history stays; `author` is the name they had.
 */
export const recordVersions = pgTable(
  'record_versions',
  {
    id: id(),
    kind: text('kind').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    // The record's version after this change (null: deleted).
    version: integer('version'),
    operation: text('operation').notNull(),
    userId: ref('user_id'),
    author: text('author'),
    // The moment of the write (not its transaction's start): ids and times grow together, as the
    // activity screen's day range, turned into an id range, needs.
    at: timestamp('at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    index('record_versions_kind_record_id_id_idx').on(t.kind, t.recordId, t.id),
    // The activity screen: newest first (by id), of one user or one kind, a day range found by `at`.
    index('record_versions_at_id_idx').on(t.at, t.id),
    index('record_versions_user_id_id_idx').on(t.userId, t.id),
    index('record_versions_kind_id_idx').on(t.kind, t.id),
    // The trash: the deletes of the last days, newest first.
    index('record_versions_deletes_idx')
      .on(t.at, t.id)
      .where(sql`${t.operation} = 'delete'`),
  ],
);
