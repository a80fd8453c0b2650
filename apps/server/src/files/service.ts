import { cleanFileName, uniqueFileName, validateFile, type FieldError } from '@partitura/domain';
import { recordMany, recordVersion, valuesHistory, withVersion } from '../core/records/history';
import sharp from 'sharp';
import type { GraphQLContext } from '../core/graphql/context';
import { hasErrorCode } from '../core/runtime/errors';
import { optionalId, parseId } from '../core/runtime/ids';
import { loadById } from '../core/records/loaders';
import { pageWindow, paged } from '../core/records/paging';
import {
  done,
  failed,
  refused,
  saved,
  type ActionAnswer,
  type SaveAnswer,
} from '../core/records/results';
import { UPLOAD_REFERENCE, type Upload } from '../core/http/uploads';
import {
  claimVersion,
  insertRow,
  Refusal,
  refusable,
  retryingConflicts,
  updateRow,
} from '../core/records/writes';
import { containsPattern } from '../core/database/text-search';
import type { Tx } from '../core/database/db';
import { files } from '../db/schema/files';
import type { FileInput, FileSort } from '../generated/graphql';
import { fileLoaders } from './loaders';
import {
  folderChains,
  FOLDER_MIME,
  hashInUse,
  listFiles,
  lockFiles,
  moveInto,
  namesLike,
  takenName,
  type FileRecord,
} from './repository';
import { isRasterImage, sniffMediaType } from './sniff';

/** One file or folder, or null (also for an id that is not one). */
export function fileById(ctx: GraphQLContext, rawId: string) {
  return loadById(fileLoaders(ctx).byId, rawId);
}

/** One page of a folder's content, or of the whole tree's names containing `search`. */
export async function filesPage(
  ctx: GraphQLContext,
  args: {
    folder?: string | null;
    search?: string | null;
    sort?: FileSort | null;
    descending?: boolean | null;
    first?: number | null;
    page?: number | null;
  },
) {
  const window = pageWindow(args, 50, 200);
  const folderId = optionalId(args.folder);
  const { rows, total } = await listFiles(
    ctx.db,
    { folderId, pattern: containsPattern(args.search) },
    { by: args.sort ?? 'filename', descending: args.descending ?? false },
    window.size,
    window.offset,
  );
  for (const file of rows) fileLoaders(ctx).byId.prime(file.id, file);
  return paged(rows, total, window);
}

/** Uploads a file, creates a folder, or renames and moves one (spec §3, §5). */
export function saveFile(ctx: GraphQLContext, input: FileInput): Promise<SaveAnswer> {
  if (optionalId(input.id) !== null) return updateFile(ctx, input);
  if (input.is_folder) return createFolder(ctx, input);
  return uploadFile(ctx, input);
}

const fieldError = (field: string, key: FieldError['key']): FieldError[] => [{ field, key }];
const refuse = (ctx: GraphQLContext, field: string, key: FieldError['key']) =>
  new Refusal(refused(ctx, 'File.server_error', fieldError(field, key)));

/** The folder a file goes into (null: the root), locked against deletion; refused when it is none. */
async function targetFolder(
  ctx: GraphQLContext,
  tx: Tx,
  ref: { id?: string | null } | null | undefined,
): Promise<number | null> {
  const id = optionalId(ref?.id);
  if (id === null) return null;
  const [folder] = id === -1 ? [] : await lockFiles(tx, [id]);
  if (!folder?.is_folder) throw refuse(ctx, 'folder', 'File.error_folder_not_found');
  return id;
}

/** How often a save runs again when the unique name it chose was taken meanwhile. */
const NAME_ATTEMPTS = 10;

/**
 * Saves a file's row; a unique name chosen while another upload took it fails on the unique
 * index, and the save runs again with that name counted. Uploads of one name into one folder at
 * the same moment each get a number; should they keep colliding, the answer is "others busy".
 */
async function withNameRetry(
  ctx: GraphQLContext,
  work: () => Promise<SaveAnswer>,
): Promise<SaveAnswer> {
  for (let attempt = 1; attempt <= NAME_ATTEMPTS; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!hasErrorCode(error, ['23505'])) throw error;
    }
  }
  return refused(ctx, 'Record.error_busy');
}

async function createFolder(ctx: GraphQLContext, input: FileInput): Promise<SaveAnswer> {
  const filename = cleanFileName(input.filename ?? '');
  const errors = validateFile({ filename });
  if (errors.length > 0) return refused(ctx, 'File.server_error', errors);
  return withNameRetry(ctx, () =>
    refusable(ctx, async (tx) => {
      const folderId = await targetFolder(ctx, tx, input.folder);
      if ((await takenName(tx, folderId, [filename], [])) !== undefined)
        throw refuse(ctx, 'filename', 'File.error_filename_taken');
      const id = await insertRow(tx, files, {
        filename,
        mime: FOLDER_MIME,
        size: 0,
        isFolder: true,
        folderId,
        createdBy: ctx.user?.id ?? null,
      });
      await recordVersion(ctx, tx, 'File', id, 'create', null, { version: 1, state: {} });
      return saved(ctx, id);
    }),
  );
}

/** The upload an input's `file` names (`upload:<key>`, core/http/uploads.ts). */
function uploadOf(ctx: GraphQLContext, reference: string | null | undefined): Upload | null {
  if (!reference?.startsWith(UPLOAD_REFERENCE)) return null;
  return ctx.uploads.get(reference.slice(UPLOAD_REFERENCE.length)) ?? null;
}

/**
 * Pixel size of an image as it is shown (after its EXIF orientation, as the image server turns
 * it), read from its header; null when the image cannot be read.
 */
async function pixelSize(path: string): Promise<{ width: number; height: number } | null> {
  try {
    const metadata = await sharp(path).metadata();
    const { width, height } = metadata.autoOrient ?? metadata;
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * A new file: the name cleaned (and numbered when its folder holds it already), the type told
 * from the content, an image's pixel size read. The bytes are kept under their hash first and
 * the row saved after; a save that fails removes them again unless another row holds them.
 */
async function uploadFile(ctx: GraphQLContext, input: FileInput): Promise<SaveAnswer> {
  const upload = uploadOf(ctx, input.file);
  if (!upload)
    return refused(ctx, 'File.server_error', fieldError('file', 'File.error_upload_missing'));
  const wanted = cleanFileName(input.filename ?? upload.filename);
  const errors = validateFile(
    { filename: wanted, size: upload.size },
    { maxBytes: ctx.config.uploadMaxBytes },
  );
  if (errors.length > 0) return refused(ctx, 'File.server_error', errors);
  const mime = sniffMediaType(upload.head);
  const size = isRasterImage(mime) ? await pixelSize(upload.tempPath) : null;
  const { blobs } = ctx.services;
  return blobs.exclusive(upload.hash, async () => {
    await blobs.keep(upload);
    let answer: SaveAnswer | null = null;
    try {
      answer = await withNameRetry(ctx, () =>
        refusable(ctx, async (tx) => {
          const folderId = await targetFolder(ctx, tx, input.folder);
          const filename = uniqueFileName(wanted, await namesLike(tx, folderId, wanted));
          const id = await insertRow(tx, files, {
            filename,
            mime,
            size: upload.size,
            isFolder: false,
            folderId,
            contentHash: upload.hash,
            width: size?.width ?? null,
            height: size?.height ?? null,
            createdBy: ctx.user?.id ?? null,
          });
          await recordVersion(ctx, tx, 'File', id, 'create', null, { version: 1, state: {} });
          return saved(ctx, id);
        }),
      );
    } finally {
      if (!answer?.success && !(await hashInUse(ctx.db, upload.hash)))
        await blobs.remove(upload.hash);
    }
    // The deep-zoom pyramid is built in the background, ahead of the first viewer.
    if (size && answer?.success)
      ctx.services.images
        ?.prepare({ hash: upload.hash, path: blobs.path(upload.hash) })
        .catch((error: unknown) =>
          ctx.log.warn({ err: error }, 'building an image pyramid failed'),
        );
    return answer;
  });
}

/** Renames and moves a file or folder (its content stays what was uploaded). */
async function updateFile(ctx: GraphQLContext, input: FileInput): Promise<SaveAnswer> {
  if (input.file)
    return refused(ctx, 'File.server_error', fieldError('file', 'File.error_content_fixed'));
  const id = optionalId(input.id) as number;
  if (id === -1) return refused(ctx, 'Record.error_not_found');
  const filename = cleanFileName(input.filename ?? '');
  const errors = validateFile({ filename });
  if (errors.length > 0) return refused(ctx, 'File.server_error', errors);
  return withNameRetry(ctx, () =>
    refusable(ctx, async (tx) => {
      await claimVersion(ctx, tx, files, id, input.version);
      const folderId = await targetFolder(ctx, tx, input.folder);
      if (folderId !== null && (await withinTree(tx, [id], folderId)))
        throw refuse(ctx, 'folder', 'File.error_folder_into_itself');
      if ((await takenName(tx, folderId, [filename], [id])) !== undefined)
        throw refuse(ctx, 'filename', 'File.error_filename_taken');
      await withVersion(ctx, tx, fileHistory, id, async () => {
        await updateRow(tx, files, id, { filename, folderId, updatedAt: new Date() });
        return id;
      });
      return saved(ctx, id);
    }),
  );
}

/** Whether `folderId` is one of `ids` or lies inside one of them (a move there would loop). */
async function withinTree(tx: Tx, ids: number[], folderId: number): Promise<boolean> {
  const chain = (await folderChains(tx, [folderId])).get(folderId) ?? [];
  return [folderId, ...chain].some((one) => ids.includes(one));
}

/** Distinct ids of the raw ones; null when any is not an id. */
export function parseIds(rawIds: readonly string[]): number[] | null {
  const ids = rawIds.map((raw) => parseId(raw));
  return ids.every((id): id is number => id !== null) ? [...new Set(ids)] : null;
}

/** Moves files and folders into a folder (null: the root), all or nothing. */
export async function moveFiles(
  ctx: GraphQLContext,
  rawIds: readonly string[],
  folder: { id?: string | null } | null | undefined,
): Promise<ActionAnswer> {
  const ids = parseIds(rawIds);
  if (ids === null || ids.length === 0) return failed(ctx, 'Record.error_not_found');
  const targetId = optionalId(folder?.id);
  const answer = await retryingConflicts(() =>
    ctx.db.transaction(async (tx) => {
      // The target with the rows that move, in one statement: locks taken in one order.
      const locked = await lockFiles(tx, targetId === null ? ids : [...ids, targetId]);
      const found = locked.filter((file) => ids.includes(file.id));
      if (found.length < ids.length) return failed(ctx, 'Record.error_not_found');
      const target = locked.find((file) => file.id === targetId);
      if (targetId !== null && !target?.is_folder)
        return failed(ctx, 'File.error_folder_not_found');
      if (targetId !== null && (await withinTree(tx, ids, targetId)))
        return failed(ctx, 'File.error_folder_into_itself');
      const moving = found.filter((file) => file.folder_id !== targetId);
      const seen = new Set<string>();
      const twice = moving.find((file) => seen.size === seen.add(file.filename).size);
      const clash = twice
        ? twice.filename
        : // Only the moving rows leave their places: a selected file already there keeps its name.
          await takenName(
            tx,
            targetId,
            moving.map((file) => file.filename),
            moving.map((file) => file.id),
          );
      if (clash !== undefined) return failed(ctx, 'File.error_name_clash', { name: clash });
      await moveInto(tx, ids, targetId);
      await recordMoves(ctx, tx, moving, targetId);
      return done(ctx, 'File.moved', { count: ids.length });
    }),
  );
  return answer ?? failed(ctx, 'Record.error_busy');
}

/** A file's history (core/records/history.ts): its name and folder (its content never changes). */
export const fileHistory = valuesHistory('File', files, {
  filename: files.filename,
  folder: { ref: files.folderId },
});

/** Files moved (moveFiles): one version each, their folder changed. */
function recordMoves(
  ctx: GraphQLContext,
  tx: Tx,
  moving: ReadonlyArray<FileRecord>,
  targetId: number | null,
): Promise<void> {
  const folder = (id: number | null) => (id === null ? null : { id: String(id) });
  return recordMany(
    ctx,
    tx,
    'File',
    moving.map((file) => ({
      recordId: file.id,
      operation: 'update',
      // moveInto bumped each version by one.
      version: file.version + 1,
      before: { filename: file.filename, folder: folder(file.folder_id) },
      after: { filename: file.filename, folder: folder(targetId) },
    })),
  );
}
