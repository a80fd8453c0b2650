import type { GraphQLContext } from '../core/graphql/context';
import { recordMany } from '../core/records/history';
import type { Tx } from '../core/database/db';
import { hasErrorCode } from '../core/runtime/errors';
import { done, failed, type ActionAnswer } from '../core/records/results';
import { retryingConflicts } from '../core/records/writes';
import {
  deleteFiles,
  hashInUse,
  lockFiles,
  treeHashes,
  treesOf,
  type FileRecord,
} from './repository';
import { parseIds } from './service';

/** A file or folder a delete kept: digital copies show it, or something inside it. */
export type FileInUseRecord = {
  file: FileRecord;
  /** How many images of digital copies show it or what it holds. */
  image_count: number;
  /** The digital copies those images belong to, in the order of their ids. */
  copy_ids: number[];
};

/** What a delete answers: the outcome, the ids deleted and what was kept. */
export type DeleteAnswer = ActionAnswer & { deleted_ids: string[]; kept: FileInUseRecord[] };

/** How often a delete runs again when a digital copy took one of its files meanwhile. */
const DELETE_ATTEMPTS = 3;

type Decided =
  | { outcome: 'missing' }
  | { outcome: 'decided'; deleted: number[]; kept: FileInUseRecord[]; hashes: string[] };

/**
 * Deletes files and folders, each with everything in it, and keeps those that a digital copy
 * shows (a folder: anything inside it), in one transaction. Every row to be deleted is locked
 * first, so a digital copy being saved with one of them either finished before (and keeps it) or
 * waits and finds it gone. A file moved into a folder meanwhile and shown by a copy makes the
 * foreign key refuse: the delete runs again and keeps that folder.
 *
 * The answer: everything deleted → success, File.deleted; some kept → success,
 * File.deleted_some_kept; all kept → refused with File.error_in_use (the count of images), as
 * deleting one file is. `kept` names each with the digital copies showing it. An id that names
 * no file (any more) refuses the whole delete (Record.error_not_found), deleting nothing. Stored
 * content no row holds any more is removed after the commit, with its image pyramid and tiles.
 */
export async function removeFiles(
  ctx: GraphQLContext,
  rawIds: readonly string[],
): Promise<DeleteAnswer> {
  const ids = parseIds(rawIds);
  const none = { deleted_ids: [], kept: [] };
  if (ids === null || ids.length === 0)
    return { ...failed(ctx, 'Record.error_not_found'), ...none };
  let decided: Decided | null = null;
  for (let attempt = 1; attempt <= DELETE_ATTEMPTS && decided === null; attempt++) {
    try {
      decided = await retryingConflicts(() => ctx.db.transaction((tx) => decide(ctx, tx, ids)));
      if (decided === null) break;
    } catch (error) {
      // A digital copy took a file moved into a folder after the folder was read: try again.
      if (!hasErrorCode(error, ['23503'])) throw error;
    }
  }
  if (decided === null) return { ...failed(ctx, 'Record.error_busy'), ...none };
  if (decided.outcome === 'missing') return { ...failed(ctx, 'Record.error_not_found'), ...none };
  const { deleted, kept, hashes } = decided;
  await Promise.all(hashes.map((hash) => removeUnused(ctx, hash)));
  const answer = { deleted_ids: deleted.map(String), kept };
  if (kept.length === 0)
    return { ...done(ctx, 'File.deleted', { count: deleted.length }), ...answer };
  if (deleted.length === 0) {
    const count = kept.reduce((sum, one) => sum + one.image_count, 0);
    return { ...failed(ctx, 'File.error_in_use', { count }), ...answer };
  }
  const counts = { deleted: deleted.length, kept: kept.length };
  return { ...done(ctx, 'File.deleted_some_kept', counts), ...answer };
}

/** Inside the transaction: lock what would go, ask what shows it, delete the rest. */
async function decide(ctx: GraphQLContext, tx: Tx, ids: number[]): Promise<Decided> {
  const trees = await treesOf(tx, ids);
  const locked = await lockFiles(tx, [...new Set([...trees.values()].flat())]);
  const rows = new Map(locked.map((row) => [row.id, row]));
  if (ids.some((id) => !rows.has(id))) return { outcome: 'missing' };
  const uses = await ctx.records.usesOf(tx, 'File', [...rows.keys()]);
  const usesOfFile = new Map<number, number[]>();
  for (const use of uses) {
    if (use.kind !== 'DigitalCopy') continue;
    const copies = usesOfFile.get(use.target) ?? [];
    if (copies.length === 0) usesOfFile.set(use.target, copies);
    copies.push(use.id);
  }
  const deleted: number[] = [];
  const kept: FileInUseRecord[] = [];
  for (const id of ids) {
    const copies = (trees.get(id) ?? [id]).flatMap((one) => usesOfFile.get(one) ?? []);
    if (copies.length === 0) deleted.push(id);
    else
      kept.push({
        file: rows.get(id) as FileRecord,
        image_count: copies.length,
        copy_ids: [...new Set(copies)].sort((a, b) => a - b),
      });
  }
  if (deleted.length === 0) return { outcome: 'decided', deleted, kept, hashes: [] };
  const hashes = await treeHashes(tx, deleted);
  await recordMany(
    ctx,
    tx,
    'File',
    deleted.map((id) => {
      const file = rows.get(id) as FileRecord;
      const folder = file.folder_id === null ? null : { id: String(file.folder_id) };
      return {
        recordId: id,
        operation: 'delete',
        version: null,
        before: { filename: file.filename, folder },
      };
    }),
  );
  await deleteFiles(tx, deleted);
  return { outcome: 'decided', deleted, kept, hashes };
}

/** Removes stored content no row holds any more (checked under the hash's lock, see uploadFile). */
async function removeUnused(ctx: GraphQLContext, hash: string): Promise<void> {
  const { blobs, images } = ctx.services;
  const removed = await blobs.exclusive(hash, async () => {
    if (await hashInUse(ctx.db, hash)) return false;
    await blobs.remove(hash);
    return true;
  });
  // The pyramid and tiles go in the background: a build of them under way is waited for there.
  if (removed)
    images
      ?.forget(hash)
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'removing image derivatives failed'));
}
