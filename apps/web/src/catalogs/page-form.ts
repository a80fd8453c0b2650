import { catalogSubtitle, requiredText, storedEntryText, validatePage } from '@partitura/domain';
import { childId, formText } from '../core/editor/form-text';
import type { PickedScore } from '../core/editor/reference-pickers';
import type { GetPageQuery, PageInput } from '../gql/graphql';
import type { PickedCatalog } from './CatalogPicker';

export type EntryValues = {
  id: string | null;
  number: string;
  signature: string;
  genre: string;
  composer: string;
  annotation: string;
  notes: string;
  score: PickedScore | null;
};

export type PageFormValues = {
  catalog: PickedCatalog | null;
  number: string;
  entries: EntryValues[];
};

type LoadedPage = NonNullable<GetPageQuery['getPage']>;
type LoadedCatalog = { id: string; name: string; collection?: { name: string } | null };

/** A catalog as the catalog picker holds it: its name, and its collection as the detail line. */
export function pickedCatalog(catalog: LoadedCatalog): PickedCatalog {
  return { id: catalog.id, name: catalog.name, subtitle: catalogSubtitle(catalog) };
}

/** A new, empty entry (the domain has no defaults for entries: everything is transcribed). */
export function newEntryValues(): EntryValues {
  return {
    id: null,
    number: '',
    signature: '',
    genre: '',
    composer: '',
    annotation: '',
    notes: '',
    score: null,
  };
}

/** The form's values for a stored page, or for a new one in `catalog` (when known). */
export function pageFormValues(
  page: LoadedPage | null,
  catalog: LoadedCatalog | null = page?.catalog ?? null,
): PageFormValues {
  return {
    catalog: catalog ? pickedCatalog(catalog) : null,
    number: page?.number ?? '',
    entries: (page?.entries ?? []).map((entry) => ({
      id: entry.id,
      number: formText(entry.number),
      signature: formText(entry.signature),
      genre: formText(entry.genre),
      composer: formText(entry.composer),
      annotation: formText(entry.annotation),
      notes: formText(entry.notes),
      score: entry.score
        ? {
            id: entry.score.id,
            short_title: entry.score.short_title,
            short_title_prefix: entry.score.short_title_prefix,
          }
        : null,
    })),
  };
}

/** The domain rule of a page (catalog and number required) on the form's values. */
export function validatePageForm(values: PageFormValues) {
  return validatePage({ catalog: values.catalog, number: values.number });
}

/** The upsertPage input: the page with exactly these entries, in this order. */
export function pageInput(
  values: PageFormValues,
  page: { id: string | null; version: number | null },
): PageInput {
  return {
    ...(page.id ? { id: page.id, version: page.version } : {}),
    catalog: values.catalog?.id ? { id: values.catalog.id } : null,
    number: requiredText(values.number),
    entries: values.entries.map((entry) => ({
      ...childId(entry.id),
      ...storedEntryText(entry),
      score: entry.score?.id ? { id: entry.score.id } : null,
    })),
  };
}
