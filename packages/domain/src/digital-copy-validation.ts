import { DIGITIZABLE_TYPES } from './constants';
import type { DigitalCopy } from './file-entities';
import type { Loose } from './records';
import {
  errorIf,
  isBlank,
  isLinked,
  validateList,
  type FieldError,
  type MessageTable,
} from './validation';

/** Messages of the digital copy rules. */
export const DIGITAL_COPY_MESSAGES = {
  'DigitalCopy.error_digitizable_empty': {
    en: 'Choose the catalog or score this digital copy shows!',
    de: 'Wählen Sie den Katalog oder die Partitur, die dieses Digitalisat zeigt!',
  },
  'DigitalCopy.error_files_empty': {
    en: 'A digital copy needs at least one image!',
    de: 'Ein Digitalisat braucht mindestens ein Bild!',
  },
  'DigitalCopy.error_file_empty': {
    en: 'Choose an image file!',
    de: 'Wählen Sie eine Bilddatei!',
  },
  'DigitalCopy.error_not_an_image': {
    en: 'This file is not an image the image server can show (JPEG, PNG, TIFF, WebP, GIF, AVIF).',
    de: 'Diese Datei ist kein Bild, das der Bildserver zeigen kann (JPEG, PNG, TIFF, WebP, GIF, AVIF).',
  },
  'DigitalCopy.error_page_elsewhere': {
    en: 'This page belongs to another catalog.',
    de: 'Diese Seite gehört zu einem anderen Katalog.',
  },
  'DigitalCopy.error_page_twice': {
    en: 'Two images cannot show the same page.',
    de: 'Zwei Bilder können nicht dieselbe Seite zeigen.',
  },
  'DigitalCopy.error_region_empty': {
    en: 'Draw a region on the image and link it to a record!',
    de: 'Zeichnen Sie einen Bereich auf dem Bild und verknüpfen Sie ihn mit einem Datensatz!',
  },
  'DigitalCopy.error_region_outside': {
    en: 'The region must lie within the image.',
    de: 'Der Bereich muss innerhalb des Bildes liegen.',
  },
} as const satisfies MessageTable;

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
