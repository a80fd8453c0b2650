import type { MessageTable } from './locale';

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
