import type { MessageTable } from './locale';

/** Messages of the collection, catalog and page rules (spec §5). */
export const CATALOG_MESSAGES = {
  'Catalog.error_name_empty': { en: 'Name cannot be empty!', de: 'Name darf nicht leer sein!' },
  'Catalog.error_prefix_empty': {
    en: 'Prefix cannot be empty!',
    de: 'Präfix darf nicht leer sein!',
  },
  'Catalog.error_collection_empty': {
    en: 'Collection cannot be empty!',
    de: 'Sammlung darf nicht leer sein!',
  },
  'Page.error_catalog_empty': {
    en: 'Catalog cannot be empty!',
    de: 'Katalog darf nicht leer sein!',
  },
  'Page.error_number_empty': { en: 'Number cannot be empty!', de: 'Nummer darf nicht leer sein!' },
} as const satisfies MessageTable;
