import { isBlank, pageTitle } from '@partitura/domain';
import type { ViewerImageFieldsFragment, ViewerRegionFieldsFragment } from '../../gql/graphql';
import type { ViewerImage, ViewerRegion } from '../../iiif-viewer/index';
import { entryPath, scoreHeading, scorePath } from '../../scores/index';

export { DIGITAL_COPY_KIND, digitalCopyPath } from '../digital-copy-kind';

/** Where a region's record is read: an entry on its catalog page, a score on its own screen. */
function regionTarget(region: ViewerRegionFieldsFragment): { label: string; to: string } | null {
  if (region.iiifable_type === 'Entry' && region.entry) {
    return { label: region.entry.title, to: entryPath(region.entry) };
  }
  if (region.iiifable_type === 'Score' && region.score) {
    return {
      label: scoreHeading(region.score) || region.score.shelfmark,
      to: scorePath(region.score.id),
    };
  }
  return null;
}

/**
 * The regions of each image that link to a record, by the image's id. A region whose record is
 * gone (or that is not a region: the image itself has no record) is not one to show.
 */
export function regionsByImage(
  annotations: readonly ViewerRegionFieldsFragment[],
): Map<string, ViewerRegion[]> {
  const byImage = new Map<string, ViewerRegion[]>();
  for (const annotation of annotations) {
    const { x, y, width, height, digital_copy_file_id: imageId } = annotation;
    if (x === null || y === null || width === null || height === null || !imageId) continue;
    const target = regionTarget(annotation);
    if (!target) continue;
    const regions = byImage.get(imageId) ?? [];
    regions.push({ id: annotation.id, x, y, width, height, ...target });
    byImage.set(imageId, regions);
  }
  return byImage;
}

/** An image's label: its own name, else the catalog page it shows, else its file's name. */
export function imageLabel(
  image: Pick<ViewerImageFieldsFragment, 'name' | 'page' | 'file'>,
  locale: string,
): string {
  if (!isBlank(image.name)) return image.name!.trim();
  if (image.page) return pageTitle({ number: image.page.number }, locale);
  return image.file.filename;
}

/**
 * The images of a digital copy as the viewer shows them, in order, each with its regions. An
 * image the image server cannot serve (no service or size) is left out.
 */
export function viewerImages(
  files: readonly ViewerImageFieldsFragment[],
  locale: string,
  regions: ReadonlyMap<string, ViewerRegion[]> = new Map(),
): ViewerImage[] {
  return [...files]
    .sort((a, b) => a.position - b.position)
    .flatMap((file) => {
      const { iiif_service: service, width, height } = file.file;
      if (!service || !width || !height) return [];
      return [
        {
          id: file.id,
          label: imageLabel(file, locale),
          service,
          width,
          height,
          regions: regions.get(file.id) ?? [],
        },
      ];
    });
}
