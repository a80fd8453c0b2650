import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { idArray, inIds } from '../core/database/id-lists';
import { rowsOf, type Tx } from '../core/database/db';
import type { RowOf } from '../core/records/loaders';
import {
  digitalCopies,
  digitalCopyFiles,
  iiifAnnotations,
  iiifCanvases,
  iiifObjects,
} from '../db/schema/digital-copies';

/** What a digital copy shows (it points at it without a foreign key). */
export type Digitized = 'score' | 'catalog';

const copyColumns = {
  id: digitalCopies.id,
  name: digitalCopies.name,
  digitizable_type: digitalCopies.digitizableType,
  digitizable_id: digitalCopies.digitizableId,
  version: digitalCopies.version,
};
export type DigitalCopyRecord = RowOf<typeof copyColumns>;

const fileColumns = {
  id: digitalCopyFiles.id,
  digital_copy_id: digitalCopyFiles.digitalCopyId,
  name: digitalCopyFiles.name,
  position: digitalCopyFiles.position,
  file_id: digitalCopyFiles.fileId,
  digitizable_type: digitalCopyFiles.digitizableType,
  digitizable_id: digitalCopyFiles.digitizableId,
};
export type DigitalCopyFileRecord = RowOf<typeof fileColumns>;

const iiifColumns = {
  first: iiifObjects.first,
  width: iiifObjects.width,
  height: iiifObjects.height,
  format: iiifObjects.format,
  position: iiifObjects.position,
};
const objectColumns = {
  id: iiifObjects.id,
  digital_copy_id: iiifObjects.digitalCopyId,
  ...iiifColumns,
};
export type IiifObjectRecord = RowOf<typeof objectColumns>;
const canvasColumns = {
  id: iiifCanvases.id,
  iiif_object_id: iiifCanvases.iiifObjectId,
  digital_copy_file_id: iiifCanvases.digitalCopyFileId,
  first: iiifCanvases.first,
  width: iiifCanvases.width,
  height: iiifCanvases.height,
  format: iiifCanvases.format,
  position: iiifCanvases.position,
};
export type IiifCanvasRecord = RowOf<typeof canvasColumns>;
const annotationColumns = {
  id: iiifAnnotations.id,
  iiif_canvas_id: iiifAnnotations.iiifCanvasId,
  first: iiifAnnotations.first,
  x: iiifAnnotations.x,
  y: iiifAnnotations.y,
  width: iiifAnnotations.width,
  height: iiifAnnotations.height,
  format: iiifAnnotations.format,
  position: iiifAnnotations.position,
  iiifable_type: iiifAnnotations.iiifableType,
  iiifable_id: iiifAnnotations.iiifableId,
};
export type IiifAnnotationRecord = RowOf<typeof annotationColumns> & {
  digital_copy_file_id?: number | null;
};

/** The records among `ids` of that kind that a digital copy shows. */
export async function digitizedIds(db: Tx, type: Digitized, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: digitalCopies.digitizableId })
    .from(digitalCopies)
    .where(and(eq(digitalCopies.digitizableType, type), inIds(digitalCopies.digitizableId, ids)));
  return new Set(rows.map((row) => row.id));
}

/** How many images of digital copies show any of these files (they keep them from being deleted). */
export async function countFileUses(tx: Tx, fileIds: number[]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(digitalCopyFiles)
    .where(sql`${digitalCopyFiles.fileId} = any(${idArray(fileIds)})`);
  return Number(row.n);
}

/** Each image of a digital copy that shows any of these files: the file and the copy. */
export async function fileUsesByCopies(
  tx: Tx,
  fileIds: number[],
): Promise<{ target: number; kind: 'DigitalCopy'; id: number }[]> {
  const rows = await tx
    .select({ file: digitalCopyFiles.fileId, copy: digitalCopyFiles.digitalCopyId })
    .from(digitalCopyFiles)
    .where(sql`${digitalCopyFiles.fileId} = any(${idArray(fileIds)})`)
    .orderBy(asc(digitalCopyFiles.digitalCopyId), asc(digitalCopyFiles.position));
  return rows.map((row) => ({
    target: Number(row.file),
    kind: 'DigitalCopy' as const,
    id: Number(row.copy),
  }));
}

export function findCopies(db: Tx, ids: number[]): Promise<DigitalCopyRecord[]> {
  return db.select(copyColumns).from(digitalCopies).where(inIds(digitalCopies.id, ids));
}

/** The digital copies of records of one kind, each record's in the order they were made. */
export function copiesOf(db: Tx, type: Digitized, ids: number[]): Promise<DigitalCopyRecord[]> {
  return db
    .select(copyColumns)
    .from(digitalCopies)
    .where(and(eq(digitalCopies.digitizableType, type), inIds(digitalCopies.digitizableId, ids)))
    .orderBy(asc(digitalCopies.id));
}

export function findCopyFiles(db: Tx, ids: number[]): Promise<DigitalCopyFileRecord[]> {
  return db.select(fileColumns).from(digitalCopyFiles).where(inIds(digitalCopyFiles.id, ids));
}

/** The images of the copies, each copy's in order. */
export function filesOfCopies(db: Tx, copyIds: number[]): Promise<DigitalCopyFileRecord[]> {
  return db
    .select(fileColumns)
    .from(digitalCopyFiles)
    .where(inIds(digitalCopyFiles.digitalCopyId, copyIds))
    .orderBy(asc(digitalCopyFiles.digitalCopyId), asc(digitalCopyFiles.position));
}

/** A page of the images of a record's copies (a catalog page picks its photograph among them). */
export async function filesOfRecord(
  db: Tx,
  type: Digitized,
  id: number,
  limit: number,
  offset: number,
): Promise<{ rows: DigitalCopyFileRecord[]; total: number }> {
  const where = and(
    eq(digitalCopyFiles.digitizableType, type),
    eq(digitalCopyFiles.digitizableId, id),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(fileColumns)
      .from(digitalCopyFiles)
      .where(where)
      .orderBy(asc(digitalCopyFiles.digitalCopyId), asc(digitalCopyFiles.position))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(digitalCopyFiles).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** The images that show each file, a few per file. */
export async function usesOfFiles(
  db: Tx,
  fileIds: number[],
  limit: number,
): Promise<DigitalCopyFileRecord[]> {
  const result = await db.execute(sql`
    select u.* from unnest(${idArray(fileIds)}) as f(id)
    cross join lateral (
      select id, digital_copy_id, name, position, file_id, digitizable_type, digitizable_id
      from digital_copy_files where file_id = f.id order by id limit ${limit}
    ) u`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: Number(row.id),
    digital_copy_id: Number(row.digital_copy_id),
    name: row.name as string | null,
    position: Number(row.position),
    file_id: Number(row.file_id),
    digitizable_type: row.digitizable_type as string | null,
    digitizable_id: row.digitizable_id === null ? null : Number(row.digitizable_id),
  }));
}

/** How many images show each file. */
export async function countUsesOfFiles(db: Tx, fileIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ file: digitalCopyFiles.fileId, n: count() })
    .from(digitalCopyFiles)
    .where(inIds(digitalCopyFiles.fileId, fileIds))
    .groupBy(digitalCopyFiles.fileId);
  return new Map(rows.map((row) => [Number(row.file), Number(row.n)]));
}

export function objectsOfCopies(db: Tx, copyIds: number[]): Promise<IiifObjectRecord[]> {
  return db
    .select(objectColumns)
    .from(iiifObjects)
    .where(inIds(iiifObjects.digitalCopyId, copyIds))
    .orderBy(asc(iiifObjects.position), asc(iiifObjects.id));
}

export function canvasesOfObjects(db: Tx, objectIds: number[]): Promise<IiifCanvasRecord[]> {
  return db
    .select(canvasColumns)
    .from(iiifCanvases)
    .where(inIds(iiifCanvases.iiifObjectId, objectIds))
    .orderBy(asc(iiifCanvases.position), asc(iiifCanvases.id));
}

export function canvasesOfFiles(db: Tx, fileIds: number[]): Promise<IiifCanvasRecord[]> {
  return db
    .select(canvasColumns)
    .from(iiifCanvases)
    .where(inIds(iiifCanvases.digitalCopyFileId, fileIds))
    .orderBy(asc(iiifCanvases.position), asc(iiifCanvases.id));
}

export function annotationsOfCanvases(
  db: Tx,
  canvasIds: number[],
): Promise<IiifAnnotationRecord[]> {
  return db
    .select(annotationColumns)
    .from(iiifAnnotations)
    .where(inIds(iiifAnnotations.iiifCanvasId, canvasIds))
    .orderBy(asc(iiifAnnotations.position), asc(iiifAnnotations.id));
}

/** The regions (annotations linked to a record) of a copy's images, with the image they lie on. */
export async function regionsOfCopy(db: Tx, copyId: number): Promise<IiifAnnotationRecord[]> {
  return db
    .select({ ...annotationColumns, digital_copy_file_id: iiifCanvases.digitalCopyFileId })
    .from(iiifAnnotations)
    .innerJoin(iiifCanvases, eq(iiifCanvases.id, iiifAnnotations.iiifCanvasId))
    .innerJoin(iiifObjects, eq(iiifObjects.id, iiifCanvases.iiifObjectId))
    .where(
      and(eq(iiifObjects.digitalCopyId, copyId), sql`${iiifAnnotations.iiifableId} is not null`),
    )
    .orderBy(asc(iiifCanvases.position), asc(iiifAnnotations.position), asc(iiifAnnotations.id));
}

/** One image's canvas (the first), or none. */
export async function canvasOfFile(db: Tx, copyFileId: number): Promise<IiifCanvasRecord | null> {
  const [canvas] = await canvasesOfFiles(db, [copyFileId]);
  return canvas ?? null;
}

/** The painting annotation of a canvas is the one without a record and position. */
export const paintingOnly = and(isNull(iiifAnnotations.iiifableId), isNull(iiifAnnotations.x));
