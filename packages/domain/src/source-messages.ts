import type { MessageTable } from './locale';

/** Messages of the source rule (spec §5). */
export const SOURCE_MESSAGES = {
  'Source.error_citation_empty': {
    en: 'Citation cannot be empty!',
    de: 'Quellenangabe darf nicht leer sein!',
  },
} as const satisfies MessageTable;
