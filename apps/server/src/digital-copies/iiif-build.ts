import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../core/database/db';
import { iiifObjects } from '../db/schema/digital-copies';

/** One image of a saved digital copy, as its canvas shows it. */
export type CanvasSource = {
  copyFileId: number;
  position: number;
  width: number;
  height: number;
  /** The image's media type. */
  format: string;
};

/**
 * Builds a digital copy's image-framework structure from its images, in a few set-wise statements
 * whatever their number: one object; a canvas per image (kept when the image stays, so the regions
 * drawn on it stay too), in the images' order, the first marked; on each canvas the image painted
 * whole. Canvases of images removed from the copy went with them (cascade).
 */
export async function rebuildIiif(tx: Tx, copyId: number, images: CanvasSource[]): Promise<void> {
  const first = images[0];
  const [existing] = await tx
    .select({ id: iiifObjects.id })
    .from(iiifObjects)
    .where(eq(iiifObjects.digitalCopyId, copyId))
    .orderBy(asc(iiifObjects.position), asc(iiifObjects.id))
    .limit(1);
  const size = { width: first?.width ?? null, height: first?.height ?? null };
  let objectId: number;
  if (existing) {
    objectId = existing.id;
    await tx.update(iiifObjects).set(size).where(eq(iiifObjects.id, objectId));
  } else {
    const [row] = await tx
      .insert(iiifObjects)
      .values({ digitalCopyId: copyId, first: true, position: 0, ...size })
      .returning({ id: iiifObjects.id });
    objectId = row.id;
  }
  const rows = JSON.stringify(
    images.map((image) => ({
      file: image.copyFileId,
      position: image.position,
      width: Math.round(image.width),
      height: Math.round(image.height),
      format: image.format,
    })),
  );
  const source = sql`jsonb_to_recordset(${rows}::jsonb)
    as v(file bigint, position integer, width integer, height integer, format text)`;
  await tx.execute(sql`
    update iiif_canvases c
       set iiif_object_id = ${objectId}, position = v.position, first = v.position = 0,
           width = v.width, height = v.height, format = v.format
      from ${source}
     where c.digital_copy_file_id = v.file`);
  await tx.execute(sql`
    insert into iiif_canvases (iiif_object_id, digital_copy_file_id, position, first, width, height, format)
    select ${objectId}, v.file, v.position, v.position = 0, v.width, v.height, v.format
      from ${source}
     where not exists (select 1 from iiif_canvases c where c.digital_copy_file_id = v.file)`);
  // The painting annotation: no record, no x/y, the canvas's whole size.
  await tx.execute(sql`
    update iiif_annotations a
       set width = c.width, height = c.height, format = c.format
      from iiif_canvases c
     where c.iiif_object_id = ${objectId} and a.iiif_canvas_id = c.id
       and a.iiifable_id is null and a.x is null`);
  await tx.execute(sql`
    insert into iiif_annotations (iiif_canvas_id, first, width, height, format, position)
    select c.id, true, c.width, c.height, c.format, 0
      from iiif_canvases c
     where c.iiif_object_id = ${objectId}
       and not exists (select 1 from iiif_annotations a
                        where a.iiif_canvas_id = c.id and a.iiifable_id is null and a.x is null)`);
}
