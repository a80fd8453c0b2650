import { validateDigitalCopy, validateRegion, type FieldError } from '@partitura/domain';
import { readState, recordVersion, type RecordHistory } from '../core/records/history';
import { and, eq, isNotNull } from 'drizzle-orm';
import { linkPagePhotos, pagesOfCatalog } from '../catalogs/index';
import type { GraphQLContext } from '../core/graphql/context';
import type { Tx } from '../core/database/db';
import { optionalId, parseId } from '../core/runtime/ids';
import { loadById } from '../core/records/loaders';
import type { RecordKind } from '../core/records/records';
import {
  done,
  failed,
  refused,
  saved,
  type ActionAnswer,
  type SaveAnswer,
} from '../core/records/results';
import { syncInputList } from '../core/records/input-rows';
import {
  deleteById,
  insertRow,
  Refusal,
  refusable,
  saveVersioned,
  updateRow,
} from '../core/records/writes';
import { digitalCopies, digitalCopyFiles, iiifAnnotations } from '../db/schema/digital-copies';
import { findFiles, isRasterImage } from '../files/index';
import type { DigitalCopyInput, IiifRegionInput } from '../generated/graphql';
import { rebuildIiif } from './iiif-build';
import { digitalCopyLoaders } from './loaders';
import { canvasOfFile, findCopies, findCopyFiles, type Digitized } from './repository';

const RECORD_KIND: Record<Digitized, RecordKind> = { score: 'Score', catalog: 'Catalog' };

export function digitalCopyById(ctx: GraphQLContext, rawId: string) {
  return loadById(digitalCopyLoaders(ctx).byId, rawId);
}

export function digitalCopyFileById(ctx: GraphQLContext, rawId: string) {
  return loadById(digitalCopyLoaders(ctx).fileById, rawId);
}

const refuse = (ctx: GraphQLContext, errors: FieldError[]) =>
  new Refusal(refused(ctx, 'DigitalCopy.server_error', errors));

/**
 * Creates or updates a digital copy: the record it shows must exist, each image must be a stored
 * raster image, and for a catalog a page it names must be one of that catalog's. The images become
 * exactly the list (regions of removed ones go with them), each repeating the digitized record;
 * then the IIIF structure is built from them and the catalog's pages get their photographs.
 */
export async function saveDigitalCopy(
  ctx: GraphQLContext,
  input: DigitalCopyInput,
): Promise<SaveAnswer> {
  const errors = validateDigitalCopy(input);
  if (errors.length > 0) return refused(ctx, 'DigitalCopy.server_error', errors);
  const type = input.digitizable_type as Digitized;
  const recordId = parseId(input.digitizable_id);
  const items = input.files ?? [];
  const fileIds = items.map((item) => parseId(item.file?.id));
  const pageIds = items.map((item) => optionalId(item.page?.id));
  return saveVersioned(
    ctx,
    digitalCopies,
    input,
    async (tx, id) => {
      const existing =
        recordId === null
          ? new Set()
          : await ctx.records.existing(tx, RECORD_KIND[type], [recordId]);
      if (recordId === null || !existing.has(recordId))
        throw refuse(ctx, [
          { field: 'digitizable_id', key: 'DigitalCopy.error_digitizable_empty' },
        ]);
      const images = await checkedImages(ctx, tx, fileIds);
      const previous = id === null ? null : (await findCopies(tx, [id]))[0];
      const values = {
        name: input.name?.trim() || null,
        digitizableType: type,
        digitizableId: recordId,
      };
      const copyId = id === null ? await insertRow(tx, digitalCopies, values) : id;
      if (id !== null) await updateRow(tx, digitalCopies, id, values);
      const copyFileIds = await syncInputList(
        tx,
        digitalCopyFiles,
        digitalCopyFiles.digitalCopyId,
        copyId,
        items,
        (item, position) => ({
          digitalCopyId: copyId,
          name: item.name?.trim() || null,
          position,
          fileId: parseId(item.file?.id) as number,
          digitizableType: type,
          digitizableId: recordId,
        }),
      );
      await rebuildIiif(
        tx,
        copyId,
        copyFileIds.map((copyFileId, position) => ({ copyFileId, position, ...images[position] })),
      );
      if (previous?.digitizable_type === 'catalog' && previous.digitizable_id !== recordId)
        await linkPagePhotos(tx, previous.digitizable_id, copyFileIds, []);
      if (type === 'catalog') await linkPages(ctx, tx, recordId, copyFileIds, pageIds);
      else if (pageIds.some((page) => page !== null))
        throw refuse(
          ctx,
          pageIds.flatMap((page, i) =>
            page === null
              ? []
              : [{ field: `files.${i}.page`, key: 'DigitalCopy.error_page_elsewhere' as const }],
          ),
        );
      return copyId;
    },
    digitalCopyHistory,
  );
}

/**
 * A digital copy's history (core/records/history.ts): its name, what it digitizes and its images
 * (name and file, in order). Which page an image shows is the page's; regions are not kept.
 */
export const digitalCopyHistory: RecordHistory = {
  kind: 'DigitalCopy',
  version: digitalCopies.version,
  tree: {
    table: digitalCopies,
    fields: {
      name: { column: digitalCopies.name },
      digitizable_type: { column: digitalCopies.digitizableType },
      digitizable_id: { column: digitalCopies.digitizableId },
      files: {
        list: {
          table: digitalCopyFiles,
          fields: {
            name: { column: digitalCopyFiles.name },
            file: { ref: digitalCopyFiles.fileId },
          },
        },
        parent: digitalCopyFiles.digitalCopyId,
        order: [digitalCopyFiles.position, digitalCopyFiles.id],
      },
    },
  },
};

/** The images' sizes and types, each file locked against deletion; refused for anything else. */
async function checkedImages(ctx: GraphQLContext, tx: Tx, fileIds: (number | null)[]) {
  const wanted = fileIds.filter((id): id is number => id !== null);
  // Read in the transaction (PGlite has one connection: a read beside it would wait for it).
  const locked = await ctx.records.existing(tx, 'File', wanted);
  const found = new Map((await findFiles(tx, [...locked])).map((file) => [file.id, file]));
  const files = fileIds.map((id) => (id === null ? undefined : found.get(id)));
  const errors: FieldError[] = [];
  const images = files.map((file, i) => {
    if (!file || file.is_folder || !isRasterImage(file.mime) || !file.width || !file.height) {
      errors.push({
        field: `files.${i}.file`,
        key: file ? 'DigitalCopy.error_not_an_image' : 'DigitalCopy.error_file_empty',
      });
      return { width: 0, height: 0, format: '' };
    }
    return { width: file.width, height: file.height, format: file.mime };
  });
  if (errors.length > 0) throw refuse(ctx, errors);
  return images;
}

/** A catalog's pages get the images the copy says they show (each page once, of this catalog). */
async function linkPages(
  ctx: GraphQLContext,
  tx: Tx,
  catalogId: number,
  copyFileIds: number[],
  pageIds: (number | null)[],
) {
  const named = pageIds.filter((id): id is number => id !== null && id !== -1);
  const own = await pagesOfCatalog(tx, catalogId, named);
  const seen = new Set<number>();
  const errors: FieldError[] = [];
  pageIds.forEach((page, i) => {
    if (page === null) return;
    if (page === -1 || !own.has(page))
      errors.push({ field: `files.${i}.page`, key: 'DigitalCopy.error_page_elsewhere' });
    else if (seen.has(page))
      errors.push({ field: `files.${i}.page`, key: 'DigitalCopy.error_page_twice' });
    seen.add(page);
  });
  if (errors.length > 0) throw refuse(ctx, errors);
  const links = pageIds.flatMap((page, i) =>
    page === null ? [] : [{ pageId: page, copyFileId: copyFileIds[i] }],
  );
  await linkPagePhotos(tx, catalogId, copyFileIds, links);
}

/** Deletes a digital copy with its images' places and regions (the files stay in the file tree). */
export function removeDigitalCopy(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  const id = parseId(rawId);
  if (id === null) return Promise.resolve(failed(ctx, 'Record.error_not_found'));
  return ctx.db.transaction(async (tx) => {
    // Locked first, so that the state kept is the one deleted (a save may be committing).
    await tx
      .select({ id: digitalCopies.id })
      .from(digitalCopies)
      .where(eq(digitalCopies.id, id))
      .for('update');
    const last = await readState(tx, digitalCopyHistory, id);
    if (!last || !(await deleteById(tx, digitalCopies, id)))
      return failed(ctx, 'Record.error_not_found');
    await recordVersion(ctx, tx, 'DigitalCopy', id, 'delete', last.state, null);
    return done(ctx);
  });
}

const REGION_KINDS: Record<string, RecordKind> = { Entry: 'Entry', Score: 'Score' };

/**
 * Draws a region on an image of a digital copy and links it to an entry or a score: the record
 * must exist and the rectangle lie within the image.
 */
export async function saveRegion(ctx: GraphQLContext, input: IiifRegionInput): Promise<SaveAnswer> {
  const copyFileId = parseId(input.digital_copy_file?.id);
  const kind = REGION_KINDS[input.iiifable_type ?? ''];
  const recordId = parseId(input.iiifable_id);
  if (copyFileId === null || !kind || recordId === null)
    return refused(ctx, 'DigitalCopy.server_error', [
      { field: 'region', key: 'DigitalCopy.error_region_empty' },
    ]);
  const regionId = optionalId(input.id);
  if (regionId === -1) return refused(ctx, 'Record.error_not_found');
  return refusable(ctx, async (tx) => {
    const [copyFile] = await findCopyFiles(tx, [copyFileId]);
    const canvas = copyFile ? await canvasOfFile(tx, copyFile.id) : null;
    if (!canvas?.width || !canvas.height) throw new Refusal(refused(ctx, 'Record.error_not_found'));
    const errors = validateRegion(input, { width: canvas.width, height: canvas.height });
    if (errors.length > 0) throw refuse(ctx, errors);
    if (!(await ctx.records.existing(tx, kind, [recordId])).has(recordId))
      throw refuse(ctx, [{ field: 'iiifable_id', key: 'DigitalCopy.error_region_empty' }]);
    const values = {
      iiifCanvasId: canvas.id,
      position: 1,
      x: input.x as number,
      y: input.y as number,
      width: input.width as number,
      height: input.height as number,
      iiifableType: kind,
      iiifableId: recordId,
    };
    if (regionId === null) return saved(ctx, await insertRow(tx, iiifAnnotations, values));
    const updated = await tx
      .update(iiifAnnotations)
      .set(values)
      .where(and(eq(iiifAnnotations.id, regionId), isNotNull(iiifAnnotations.iiifableId)))
      .returning({ id: iiifAnnotations.id });
    if (updated.length === 0) throw new Refusal(refused(ctx, 'Record.error_not_found'));
    return saved(ctx, regionId);
  });
}

export async function removeRegion(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  const id = parseId(rawId);
  if (id === null) return failed(ctx, 'Record.error_not_found');
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .delete(iiifAnnotations)
      // The painting annotation is the image itself, not a region: it is never deleted alone.
      .where(and(eq(iiifAnnotations.id, id), isNotNull(iiifAnnotations.iiifableId)))
      .returning({ id: iiifAnnotations.id });
    return rows.length > 0 ? done(ctx) : failed(ctx, 'Record.error_not_found');
  });
}
