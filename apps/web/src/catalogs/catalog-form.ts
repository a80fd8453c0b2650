import { requiredText, validateCatalog } from '@partitura/domain';
import { childId } from '../core/editor/form-text';
import type { PickedCollection } from '../core/editor/reference-pickers';
import type { CatalogInput } from '../gql/graphql';

/** A page as the catalog editor holds it: only its number (entries are edited on the page). */
export type CatalogPageValues = { id: string | null; number: string };

export type CatalogFormValues = {
  collection: PickedCollection | null;
  name: string;
  pages: CatalogPageValues[];
};

/** The catalog being edited: no id while it is new; `version` is sent back with the save. */
export type EditedCatalog = {
  id: string | null;
  version: number | null;
  name: string;
  collection: { id: string; name: string; prefix?: string | null } | null;
};

export const NEW_CATALOG: EditedCatalog = { id: null, version: null, name: '', collection: null };

/** The form's values for a catalog; the pages arrive later (when the pages tab is opened). */
export function catalogFormValues(catalog: EditedCatalog): CatalogFormValues {
  return {
    collection: catalog.collection ? { ...catalog.collection } : null,
    name: catalog.name,
    pages: [],
  };
}

/** The loaded pages as the form holds them. */
export function pageValues(pages: readonly { id: string; number: string }[]): CatalogPageValues[] {
  return pages.map((page) => ({ id: page.id, number: page.number }));
}

/**
 * The domain rule on the form's values. A page's position is its place in the list, so its
 * errors (`pages.<position>.number`) land on the page field of that row.
 */
export function validateCatalogForm(values: CatalogFormValues) {
  return validateCatalog({
    collection: values.collection,
    name: values.name,
    pages: values.pages.map((page, position) => ({ number: page.number, position })),
  });
}

/**
 * The upsertCatalog input. Pages are sent only when they were loaded into the editor: absent,
 * the server leaves them as they are; present, they become exactly these, in this order.
 */
export function catalogInput(
  values: CatalogFormValues,
  catalog: Pick<EditedCatalog, 'id' | 'version'>,
  pagesLoaded: boolean,
): CatalogInput {
  return {
    ...(catalog.id ? { id: catalog.id, version: catalog.version } : {}),
    name: requiredText(values.name),
    collection: values.collection?.id ? { id: values.collection.id } : null,
    ...(pagesLoaded
      ? {
          pages: values.pages.map((page) => ({
            ...childId(page.id),
            number: requiredText(page.number),
          })),
        }
      : {}),
  };
}
