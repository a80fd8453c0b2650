import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt, version } from './columns';
import { users } from './users';

/**
 * Uploaded files and the folders holding them, one tree: a row is a folder when `is_folder`.
 * Deleting a folder deletes its content (cascade); a file still shown in a digital copy cannot
 * be deleted (digital_copy_files.file_id restrict). The bytes live under DATA_DIR/files,
 * addressed by `content_hash` (null for folders; several rows may share one stored blob).
 * `created_at` is the "uploaded at" of the files screen; `created_by` becomes null when the
 * uploading account is deleted.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    isFolder: boolean('is_folder').notNull().default(false),
    folderId: ref('folder_id').references((): AnyPgColumn => files.id, { onDelete: 'cascade' }),
    contentHash: text('content_hash'),
    // Pixel size of images, read at upload; null for other files.
    width: integer('width'),
    height: integer('height'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One name per folder, the root included (NULLS NOT DISTINCT: the root is folder_id null).
    // The index also lists a folder's content.
    unique('files_folder_id_filename_unique').on(t.folderId, t.filename).nullsNotDistinct(),
    // The files screen's default order: a folder's folders first, then names in natural order.
    index('files_folder_listing_idx').on(
      t.folderId,
      t.isFolder.desc().nullsFirst(),
      sql`partitura_natural_key(${t.filename})`,
      t.id,
    ),
    // The files screen's search: names containing the words, in the whole tree.
    index('files_filename_trgm_idx').using('gin', t.filename.op('gin_trgm_ops')),
    index('files_content_hash_idx').on(t.contentHash),
    index('files_created_by_idx').on(t.createdBy),
    check('files_content_hash_check', sql`${t.isFolder} = (${t.contentHash} is null)`),
    check('files_size_check', sql`${t.size} >= 0`),
  ],
);
