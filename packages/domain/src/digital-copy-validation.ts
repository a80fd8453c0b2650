import { DIGITIZABLE_TYPES } from './constants';
import type { DigitalCopy } from './file-entities';
import type { Loose } from './records';
import { errorIf, isBlank, isLinked, validateList, type FieldError } from './validation';

/**
 * Checks a digital copy: the record it digitizes (catalog or score, with an id) and at least one
 * image, each naming its file (`files.2.file`). Whether a file is an image is the server's to say.
 */
export function validateDigitalCopy(input: Loose<DigitalCopy>): FieldError[] {
  const type = input.digitizable_type;
  const digitizable =
    typeof type === 'string' &&
    (DIGITIZABLE_TYPES as readonly string[]).includes(type) &&
    !isBlank(input.digitizable_id);
  return [
    ...errorIf(!digitizable, 'digitizable_id', 'DigitalCopy.error_digitizable_empty'),
    ...errorIf((input.files ?? []).length === 0, 'files', 'DigitalCopy.error_files_empty'),
    ...validateList('files', input.files, (file) =>
      errorIf(!isLinked(file.file), 'file', 'DigitalCopy.error_file_empty'),
    ),
  ];
}

/** A region of an image: a rectangle of positive size inside the image's pixels. */
export function validateRegion(
  region: { x?: number | null; y?: number | null; width?: number | null; height?: number | null },
  image: { width: number; height: number },
): FieldError[] {
  const { x, y, width, height } = region;
  const given = [x, y, width, height].every((n) => typeof n === 'number' && Number.isFinite(n));
  if (!given) return [{ field: 'region', key: 'DigitalCopy.error_region_empty' }];
  const inside =
    (x as number) >= 0 &&
    (y as number) >= 0 &&
    (width as number) >= 1 &&
    (height as number) >= 1 &&
    (x as number) + (width as number) <= image.width &&
    (y as number) + (height as number) <= image.height;
  return errorIf(!inside, 'region', 'DigitalCopy.error_region_outside');
}
