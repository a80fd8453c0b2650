import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ref } from './columns';

/**
 * Which records were deleted and when (issue 25): a harvester (OAI-PMH, oai/) learns of a
 * deletion it would otherwise never see. One row per record, written in the transaction that
 * deletes it; the collection is kept so that a harvest of a collection's set reports it too.
 */
export const deletedRecords = pgTable(
  'deleted_records',
  {
    kind: text('kind').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    // No foreign key: the collection may go too, and the row must stay.
    collectionId: ref('collection_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'deleted_records_pkey', columns: [t.kind, t.recordId] }),
    index('deleted_records_kind_deleted_at_idx').on(t.kind, t.deletedAt, t.recordId),
    index('deleted_records_kind_collection_idx').on(
      t.kind,
      t.collectionId,
      t.deletedAt,
      t.recordId,
    ),
  ],
);
