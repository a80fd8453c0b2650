import {
  compareScannedFileNames,
  optionalText,
  validateDigitalCopy,
  type DigitizableType,
} from '@partitura/domain';
import { childId, formText } from '../core/editor/form-text';
import type { PickedScore } from '../core/editor/reference-pickers';
import type { DomainFieldError } from '../core/forms/domain-resolver';
import type { PickedCatalog } from '../catalogs/index';
import type { DigitalCopyEditorQuery, DigitalCopyInput } from '../gql/graphql';

/*
 * The digital copy editor's values, pure: from a stored copy to the form, from the form to the
 * upsert, the domain rule on the form, and the list operations of the images (add without
 * duplicates in scanned order, sort as scanned, pages in order).
 */

/** A stored file as the editor's list shows it. */
export type CopyImageFile = {
  id: string;
  filename: string;
  mime: string;
  width: number | null;
  height: number | null;
  iiif_service: string | null;
};

/** One image of the copy in the form. */
export type ImageValues = {
  /** The image's own id (a DigitalCopyFile, which keeps its regions); null when added here. */
  id: string | null;
  /** Its label, e.g. "fol. 3r" ('' shows the file's name). */
  name: string;
  file: CopyImageFile;
  /** For a catalog's copy: the id of the page the image shows ('' for none). */
  page: string;
};

/** The digitized record as its picker holds it: a score or a catalog. */
export type PickedDigitized = PickedScore | PickedCatalog;

export type DigitalCopyFormValues = {
  digitizable_type: DigitizableType;
  /** The record; its errors come back from the domain and the server as `digitizable_id`. */
  digitizable: PickedDigitized | null;
  name: string;
  files: ImageValues[];
};

type LoadedCopy = NonNullable<DigitalCopyEditorQuery['getDigitalCopy']>;

/** The copy being edited: no id while it is new; `version` is sent back with the save. */
export type EditedCopy = { id: string | null; version: number | null };

/** A score or catalog as the pickers hold them. */
export function pickedDigitized(
  type: DigitizableType,
  record: LoadedCopy['score'] | LoadedCopy['catalog'],
): PickedDigitized | null {
  if (!record) return null;
  if (type === 'catalog' && 'name' in record) {
    return { id: record.id, name: record.name, subtitle: record.subtitle };
  }
  if (type === 'score' && 'short_title' in record) {
    return {
      id: record.id,
      short_title: record.short_title,
      short_title_prefix: record.short_title_prefix,
    };
  }
  return null;
}

/** The values of a new copy, of the record given when it is known. */
export function newDigitalCopyValues(
  type: DigitizableType = 'score',
  record: PickedDigitized | null = null,
): DigitalCopyFormValues {
  return { digitizable_type: type, digitizable: record, name: '', files: [] };
}

/** The form's values of a stored copy: its images in their order. */
export function digitalCopyFormValues(copy: LoadedCopy): DigitalCopyFormValues {
  const type: DigitizableType = copy.digitizable_type === 'catalog' ? 'catalog' : 'score';
  return {
    digitizable_type: type,
    digitizable: pickedDigitized(type, type === 'catalog' ? copy.catalog : copy.score),
    name: formText(copy.name),
    files: [...copy.files]
      .sort((a, b) => a.position - b.position)
      .map((image) => ({
        id: image.id,
        name: formText(image.name),
        file: image.file,
        page: image.page?.id ?? '',
      })),
  };
}

/** The upsertDigitalCopy input: the copy with exactly these images, in this order. */
export function digitalCopyInput(
  values: DigitalCopyFormValues,
  copy: EditedCopy,
): DigitalCopyInput {
  const catalog = values.digitizable_type === 'catalog';
  return {
    id: copy.id,
    version: copy.version,
    name: optionalText(values.name),
    digitizable_type: values.digitizable_type,
    digitizable_id: values.digitizable?.id ?? null,
    files: values.files.map((image) => ({
      ...childId(image.id),
      name: optionalText(image.name),
      file: { id: image.file.id },
      // Only a catalog's images show pages.
      page: catalog && image.page ? { id: image.page } : null,
    })),
  };
}

/** The domain's and the server's path of the record, and the form's. */
const RECORD_PATHS: Record<string, string> = { digitizable_id: 'digitizable' };

/** Errors of the domain or the server, on the form's paths (`digitizable_id` → `digitizable`). */
export function formErrors(errors: readonly DomainFieldError[]): DomainFieldError[] {
  return errors.map((error) => ({ ...error, field: RECORD_PATHS[error.field] ?? error.field }));
}

/** The domain rule of a digital copy (a record, at least one image, each a file) on the form. */
export function validateDigitalCopyForm(values: DigitalCopyFormValues): DomainFieldError[] {
  return formErrors(validateDigitalCopy(digitalCopyInput(values, { id: null, version: null })));
}

/** A file the image server can show, so a digital copy can hold it. */
export function isCopyableImage(file: { is_folder?: boolean; iiif_service?: string | null }) {
  return !file.is_folder && Boolean(file.iiif_service);
}

const byScannedName = (a: CopyImageFile, b: CopyImageFile) =>
  compareScannedFileNames(a.filename, b.filename);

/**
 * Adds files to the images: those already there (or given twice) are left out, the new ones are
 * put in scanned order (spec §9) and go after the images there are. Answers the new list and how
 * many were added and left out.
 */
export function addImages(
  images: readonly ImageValues[],
  files: readonly CopyImageFile[],
): { images: ImageValues[]; added: ImageValues[]; skipped: number } {
  const present = new Set(images.map((image) => image.file.id));
  const fresh: CopyImageFile[] = [];
  for (const file of files) {
    if (present.has(file.id)) continue;
    present.add(file.id);
    fresh.push(file);
  }
  const added = fresh
    .sort(byScannedName)
    .map((file): ImageValues => ({ id: null, name: '', file, page: '' }));
  return { images: [...images, ...added], added, skipped: files.length - added.length };
}

/** The images in scanned order of their files' names (spec §9); equal names keep their order. */
export function sortAsScanned(images: readonly ImageValues[]): ImageValues[] {
  return [...images].sort((a, b) => byScannedName(a.file, b.file));
}

/** The page of each of `count` images when assigned in order: image n shows page n (or none). */
export function pagesInOrder(count: number, pages: readonly { id: string }[]): string[] {
  return Array.from({ length: count }, (_, index) => pages[index]?.id ?? '');
}
