import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { idArray, inIds } from '../core/database/id-lists';
import { rowsOf, type Tx } from '../core/database/db';
import type { RowOf } from '../core/records/loaders';
import { files } from '../db/schema/files';

const columns = {
  id: files.id,
  filename: files.filename,
  mime: files.mime,
  size: files.size,
  is_folder: files.isFolder,
  folder_id: files.folderId,
  content_hash: files.contentHash,
  width: files.width,
  height: files.height,
  version: files.version,
  created_at: files.createdAt,
};

/** A file or folder as the API shows it (spec §3). */
export type FileRecord = RowOf<typeof columns>;

/** The mime of every folder: folders have no content to tell a type from. */
export const FOLDER_MIME = 'inode/directory';

/** Folders nest at most this deep (a chain longer than this is cut, never looped). */
export const FOLDER_DEPTH_MAX = 64;

export function findFiles(db: Tx, ids: number[]): Promise<FileRecord[]> {
  return db.select(columns).from(files).where(inIds(files.id, ids));
}

export type FileOrder = 'filename' | 'mime' | 'size' | 'created_at';

const orderColumns: Record<FileOrder, SQL> = {
  // Natural order ("page 2" before "page 10"), as people number scans (migration 0004).
  filename: sql`partitura_natural_key(${files.filename})`,
  mime: sql`${files.mime}`,
  size: sql`${files.size}`,
  created_at: sql`${files.createdAt}`,
};

/**
 * One page of a folder's content (the root for null) or, with a search pattern, of the whole
 * tree's names containing it: folders first, then in the order asked, ties by name and id.
 */
export async function listFiles(
  db: Tx,
  where: { folderId: number | null; pattern: string | null },
  order: { by: FileOrder; descending: boolean },
  limit: number,
  offset: number,
): Promise<{ rows: FileRecord[]; total: number }> {
  const condition = where.pattern
    ? ilike(files.filename, where.pattern)
    : where.folderId === null
      ? isNull(files.folderId)
      : eq(files.folderId, where.folderId);
  const direction = order.descending ? desc : asc;
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(files)
      .where(condition)
      .orderBy(
        desc(files.isFolder),
        direction(orderColumns[order.by]),
        asc(orderColumns.filename),
        asc(files.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(files).where(condition),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** How many files and folders each folder holds directly. */
export async function countItems(db: Tx, folderIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ folder: files.folderId, n: count() })
    .from(files)
    .where(inIds(files.folderId, folderIds))
    .groupBy(files.folderId);
  return new Map(rows.map((row) => [Number(row.folder), Number(row.n)]));
}

/**
 * The chain of folders above each file, nearest last (the root's child first): the breadcrumbs.
 * One recursive statement for all of them.
 */
export async function folderChains(db: Tx, ids: number[]): Promise<Map<number, number[]>> {
  const result = await db.execute(sql`
    with recursive chain (start, id, depth) as (
      select f.id, f.folder_id, 1 from files f
      where f.id = any(${idArray(ids)}) and f.folder_id is not null
      union all
      select c.start, f.folder_id, c.depth + 1 from chain c join files f on f.id = c.id
      where f.folder_id is not null and c.depth < ${FOLDER_DEPTH_MAX}
    )
    select start, id, depth from chain order by start, depth desc`);
  const chains = new Map<number, number[]>(ids.map((id) => [id, []]));
  for (const row of rowsOf<{ start: string; id: string }>(result))
    chains.get(Number(row.start))?.push(Number(row.id));
  return chains;
}

/** The names in a folder that a new name could collide with: itself and its numbered forms. */
export async function namesLike(
  db: Tx,
  folderId: number | null,
  name: string,
): Promise<Set<string>> {
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).replace(/ \(\d+\)$/, '');
  const escaped = stem.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ filename: files.filename })
    .from(files)
    .where(
      and(
        folderId === null ? isNull(files.folderId) : eq(files.folderId, folderId),
        sql`(${files.filename} = ${name} or ${files.filename} like ${`${escaped} (%`})`,
      ),
    );
  return new Set(rows.map((row) => row.filename));
}

/**
 * One of these names that a folder holds already, apart from the rows `except` (being renamed or
 * moved); undefined when it holds none of them.
 */
export async function takenName(
  db: Tx,
  folderId: number | null,
  names: string[],
  except: number[],
): Promise<string | undefined> {
  if (names.length === 0) return undefined;
  const [row] = await db
    .select({ filename: files.filename })
    .from(files)
    .where(
      and(
        folderId === null ? isNull(files.folderId) : eq(files.folderId, folderId),
        inArray(files.filename, names),
        sql`${files.id} <> all(${idArray(except)})`,
      ),
    )
    .limit(1);
  return row?.filename;
}

/**
 * Each of these files with everything inside it when it is a folder, at any depth (the file
 * itself first): what deleting it would delete.
 */
export async function treesOf(db: Tx, ids: number[]): Promise<Map<number, number[]>> {
  const result = await db.execute(sql`
    with recursive tree (root, id, depth) as (
      select id, id, 0 from files where id = any(${idArray(ids)})
      union all
      select t.root, f.id, t.depth + 1 from tree t join files f on f.folder_id = t.id
      where t.depth < ${FOLDER_DEPTH_MAX}
    )
    select root, id from tree order by root, depth, id`);
  const trees = new Map<number, number[]>();
  for (const row of rowsOf<{ root: string; id: string }>(result)) {
    const root = Number(row.root);
    const tree = trees.get(root) ?? [];
    if (tree.length === 0) trees.set(root, tree);
    tree.push(Number(row.id));
  }
  return trees;
}

/** The stored contents of these files and of everything inside those that are folders. */
export async function treeHashes(db: Tx, ids: number[]): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive tree (id, hash, depth) as (
      select id, content_hash, 0 from files where id = any(${idArray(ids)})
      union all
      select f.id, f.content_hash, t.depth + 1 from tree t join files f on f.folder_id = t.id
      where t.depth < ${FOLDER_DEPTH_MAX}
    )
    select distinct hash from tree where hash is not null`);
  return rowsOf<{ hash: string }>(result).map((row) => row.hash);
}

/** Deletes these rows; what folders hold goes with them (cascade). Answers how many were named. */
export async function deleteFiles(db: Tx, ids: number[]): Promise<number> {
  const rows = await db.delete(files).where(inArray(files.id, ids)).returning({ id: files.id });
  return rows.length;
}

/** Moves the rows into a folder (null: the root), each version + 1. */
export async function moveInto(db: Tx, ids: number[], folderId: number | null): Promise<void> {
  await db
    .update(files)
    .set({ folderId, version: sql`${files.version} + 1`, updatedAt: sql`now()` })
    .where(inArray(files.id, ids));
}

/** Whether any row still holds this content. */
export async function hashInUse(db: Tx, hash: string): Promise<boolean> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(eq(files.contentHash, hash))
    .limit(1);
  return rows.length > 0;
}

/**
 * Rows locked for a change (FOR UPDATE): what exists of these ids. Always in the order of their
 * ids, so two changes of overlapping rows wait for each other instead of deadlocking.
 */
export async function lockFiles(db: Tx, ids: number[]): Promise<FileRecord[]> {
  return db
    .select(columns)
    .from(files)
    .where(inArray(files.id, ids))
    .orderBy(files.id)
    .for('update');
}
