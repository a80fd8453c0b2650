import { pagesOfPhotos } from '../catalogs/index';
import {
  batchLoader,
  byIdLoader,
  childLoader,
  groupBy,
  operationLoaders,
} from '../core/records/loaders';
import {
  annotationsOfCanvases,
  canvasesOfFiles,
  canvasesOfObjects,
  copiesOf,
  countUsesOfFiles,
  digitizedIds,
  filesOfCopies,
  findCopies,
  findCopyFiles,
  objectsOfCopies,
  usesOfFiles,
} from './repository';

/** How many images of a file's uses the files screen lists. */
export const FILE_USES_SHOWN = 20;

/** The digital-copy loaders of one GraphQL operation (core/records/loaders.ts). */
export const digitalCopyLoaders = operationLoaders(({ db }) => ({
  byId: byIdLoader((ids) => findCopies(db, ids)),
  fileById: byIdLoader((ids) => findCopyFiles(db, ids)),
  /** Whether a digital copy shows the score. */
  scoreDigitized: batchLoader(async (ids: number[]) => {
    const digitized = await digitizedIds(db, 'score', ids);
    return new Map(ids.map((id) => [id, digitized.has(id)]));
  }),
  ofScores: childLoader(async (ids) =>
    groupBy(await copiesOf(db, 'score', ids), (copy) => copy.digitizable_id),
  ),
  ofCatalogs: childLoader(async (ids) =>
    groupBy(await copiesOf(db, 'catalog', ids), (copy) => copy.digitizable_id),
  ),
  filesOfCopies: childLoader(async (ids) =>
    groupBy(await filesOfCopies(db, ids), (file) => file.digital_copy_id),
  ),
  objectsOfCopies: childLoader(async (ids) =>
    groupBy(await objectsOfCopies(db, ids), (object) => object.digital_copy_id),
  ),
  canvasesOfObjects: childLoader(async (ids) =>
    groupBy(await canvasesOfObjects(db, ids), (canvas) => canvas.iiif_object_id),
  ),
  canvasesOfFiles: childLoader(async (ids) =>
    groupBy(await canvasesOfFiles(db, ids), (canvas) => canvas.digital_copy_file_id as number),
  ),
  annotationsOfCanvases: childLoader(async (ids) =>
    groupBy(await annotationsOfCanvases(db, ids), (annotation) => annotation.iiif_canvas_id),
  ),
  usesOfFiles: childLoader(async (ids) =>
    groupBy(await usesOfFiles(db, ids, FILE_USES_SHOWN), (use) => use.file_id),
  ),
  useCounts: batchLoader(async (ids: number[]) => {
    const counts = await countUsesOfFiles(db, ids);
    return new Map(ids.map((id) => [id, counts.get(id) ?? 0]));
  }),
  /** The page each image is the photograph of. */
  pageOfPhoto: batchLoader(async (ids: number[]) => {
    const pages = await pagesOfPhotos(db, ids);
    return new Map(pages.map((page) => [page.digitalCopyFileId as number, page]));
  }),
}));
