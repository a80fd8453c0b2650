import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { id, ref } from './columns';
import { users } from './users';

/**
 * A MARC import (or its dry run) a contributor started on the import screen (issue 25): it runs
 * on the server, writing its progress here about once a second, so the screen follows it after
 * a reload, from any of the servers. `heartbeat_at` says it is still running: a run whose
 * server stopped is known by a heartbeat left behind.
 */
export const marcImports = pgTable(
  'marc_imports',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    // Where the file waits (DATA_DIR/imports) while it runs and, after a dry run, for the import.
    filePath: text('file_path'),
    dryRun: boolean('dry_run').notNull(),
    // running, done, failed
    status: text('status').notNull().default('running'),
    readBytes: bigint('read_bytes', { mode: 'number' }).notNull().default(0),
    total: integer('total').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    // The records with problems and the coverage, once done (marc/import.ts ImportReport).
    report: jsonb('report'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('marc_imports_user_id_id_idx').on(t.userId, t.id)],
);
