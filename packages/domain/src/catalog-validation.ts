import type { Catalog, Collection, Entry, Page } from './catalogue-entities';
import type { Loose } from './records';
import { optionalText } from './stored-text';
import { errorIf, isBlank, isLinked, nestErrors, type FieldError } from './validation';

/**
 * Checks a collection: name and prefix must not be blank. (The spec gives these rules the
 * Catalog.* keys: Catalog.error_name_empty, Catalog.error_prefix_empty.)
 */
export function validateCollection(input: Loose<Collection>): FieldError[] {
  return [
    ...errorIf(isBlank(input.name), 'name', 'Catalog.error_name_empty'),
    ...errorIf(isBlank(input.prefix), 'prefix', 'Catalog.error_prefix_empty'),
  ];
}

/**
 * Checks a page on its own: it must belong to a catalog (a reference with an id,
 * Page.error_catalog_empty) and its number must not be blank (Page.error_number_empty).
 */
export function validatePage(input: Loose<Page>): FieldError[] {
  return [
    ...errorIf(!isLinked(input.catalog), 'catalog', 'Page.error_catalog_empty'),
    ...pageFieldErrors(input),
  ];
}

/**
 * Checks a catalog: collection with an id (Catalog.error_collection_empty), name not blank
 * (Catalog.error_name_empty), and each page (when pages are given). Page errors are keyed by the
 * page's position (`pages.2.number`), or by its index in the list when it has no position. Pages
 * saved with their catalog belong to it, so their catalog reference is not required.
 */
export function validateCatalog(input: Loose<Catalog>): FieldError[] {
  const pageErrors = (input.pages ?? []).flatMap((page, index) => {
    const position = page?.position;
    const path = `pages.${typeof position === 'number' && Number.isInteger(position) ? position : index}`;
    return nestErrors(path, pageFieldErrors(page ?? {}));
  });
  return [
    ...errorIf(!isLinked(input.collection), 'collection', 'Catalog.error_collection_empty'),
    ...errorIf(isBlank(input.name), 'name', 'Catalog.error_name_empty'),
    ...pageErrors,
  ];
}

function pageFieldErrors(page: Loose<Page>): FieldError[] {
  return errorIf(isBlank(page.number), 'number', 'Page.error_number_empty');
}

/**
 * An entry's transcription as a record stores it: each text as written, trimmed, and null where
 * nothing was written (stored-text.ts). The web sends it so and the server stores it so.
 */
export function storedEntryText(entry: Loose<Entry>) {
  return {
    number: optionalText(entry.number),
    signature: optionalText(entry.signature),
    genre: optionalText(entry.genre),
    composer: optionalText(entry.composer),
    annotation: optionalText(entry.annotation),
    notes: optionalText(entry.notes),
  };
}
