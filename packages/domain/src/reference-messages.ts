import type { MessageTable } from './locale';

/** Messages of the rules for places and publications, and for names that must be unique. */
export const REFERENCE_MESSAGES = {
  'Place.error_name_empty': { en: 'Name cannot be empty!', de: 'Der Name darf nicht leer sein!' },
  'Publication.error_title_empty': {
    en: 'Title or short title cannot be empty!',
    de: 'Titel oder Kurztitel darf nicht leer sein!',
  },
  'Genre.error_name_taken': {
    en: 'Another genre already has this name.',
    de: 'Eine andere Gattung trägt bereits diesen Namen.',
  },
} satisfies MessageTable;
