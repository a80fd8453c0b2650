import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bothOrNeither, id, oneOf, position, ref, timestamps, version } from './columns';
import { DIGITIZABLE_TYPES } from './enumerations';
import { files } from './files';

/**
 * A digital copy (a set of photographs) of a catalog or a score. The digitized record is a
 * polymorphic reference (`digitizable_type`, `digitizable_id`), so the database cannot hold a
 * foreign key for it: triggers on scores and catalogs (migration 0015) delete a deleted record's
 * digital copies in the same statement, and those on entries and scores its regions.
 */
export const digitalCopies = pgTable(
  'digital_copies',
  {
    id: id(),
    name: text('name'),
    digitizableType: text('digitizable_type').notNull(),
    digitizableId: ref('digitizable_id').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('digital_copies_digitizable_idx').on(t.digitizableType, t.digitizableId),
    check('digital_copies_digitizable_type_check', oneOf(t.digitizableType, DIGITIZABLE_TYPES)),
  ],
);

/**
 * One photograph of a digital copy: an uploaded file, which cannot be deleted while used here.
 * `digitizable_type`/`digitizable_id` repeat the record the copy digitizes (catalog or score) so
 * that "all images of catalog 7" (a page picks its picture among them) needs no join; the service
 * keeps them equal to the digital copy's. Both or neither are set.
 */
export const digitalCopyFiles = pgTable(
  'digital_copy_files',
  {
    id: id(),
    digitalCopyId: ref('digital_copy_id')
      .notNull()
      .references(() => digitalCopies.id, { onDelete: 'cascade' }),
    name: text('name'),
    position: position(),
    fileId: ref('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    digitizableType: text('digitizable_type'),
    digitizableId: ref('digitizable_id'),
  },
  (t) => [
    index('digital_copy_files_digital_copy_id_position_idx').on(t.digitalCopyId, t.position),
    index('digital_copy_files_file_id_idx').on(t.fileId),
    index('digital_copy_files_digitizable_idx').on(t.digitizableType, t.digitizableId),
    check('digital_copy_files_digitizable_type_check', oneOf(t.digitizableType, DIGITIZABLE_TYPES)),
    check(
      'digital_copy_files_digitizable_check',
      bothOrNeither(t.digitizableType, t.digitizableId),
    ),
  ],
);

// The image-framework (IIIF) structure of a digital copy: objects hold canvases (one per
// photograph), canvases hold annotations (regions marking what they show). All of it belongs to
// the digital copy and cascades with it. `first` marks the item shown first; width/height are
// pixels (null until known); `format` is the image media type.

const iiifColumns = () => ({
  first: boolean('first').notNull().default(false),
  width: integer('width'),
  height: integer('height'),
  format: text('format'),
  position: position(),
});

export const iiifObjects = pgTable(
  'iiif_objects',
  {
    id: id(),
    digitalCopyId: ref('digital_copy_id')
      .notNull()
      .references(() => digitalCopies.id, { onDelete: 'cascade' }),
    ...iiifColumns(),
  },
  (t) => [index('iiif_objects_digital_copy_id_position_idx').on(t.digitalCopyId, t.position)],
);

export const iiifCanvases = pgTable(
  'iiif_canvases',
  {
    id: id(),
    iiifObjectId: ref('iiif_object_id')
      .notNull()
      .references(() => iiifObjects.id, { onDelete: 'cascade' }),
    digitalCopyFileId: ref('digital_copy_file_id').references(() => digitalCopyFiles.id, {
      onDelete: 'cascade',
    }),
    ...iiifColumns(),
  },
  (t) => [
    index('iiif_canvases_iiif_object_id_position_idx').on(t.iiifObjectId, t.position),
    index('iiif_canvases_digital_copy_file_id_idx').on(t.digitalCopyFileId),
  ],
);

/**
 * An annotation of a canvas (the image painted on it, or a region), linked polymorphically to the
 * record it shows (`iiifable_type`/`iiifable_id`, both or neither). The spec does not list the
 * kinds of record, so the type is not restricted here.
 */
export const iiifAnnotations = pgTable(
  'iiif_annotations',
  {
    id: id(),
    iiifCanvasId: ref('iiif_canvas_id')
      .notNull()
      .references(() => iiifCanvases.id, { onDelete: 'cascade' }),
    ...iiifColumns(),
    // A region's top-left corner in image pixels (width/height are its size); null for the
    // painting annotation, which covers the whole canvas.
    x: integer('x'),
    y: integer('y'),
    iiifableType: text('iiifable_type'),
    iiifableId: ref('iiifable_id'),
  },
  (t) => [
    index('iiif_annotations_iiif_canvas_id_position_idx').on(t.iiifCanvasId, t.position),
    index('iiif_annotations_iiifable_idx').on(t.iiifableType, t.iiifableId),
    check('iiif_annotations_iiifable_check', bothOrNeither(t.iiifableType, t.iiifableId)),
  ],
);
