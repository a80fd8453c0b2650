import type { MessageTable } from './locale';

/** Messages of the score rules (spec §5). */
export const SCORE_MESSAGES = {
  'Score.error_collection_empty': {
    en: 'Collection cannot be empty!',
    de: 'Sammlung darf nicht leer sein!',
  },
  'Score.error_shelfmark_empty': {
    en: 'Shelfmark cannot be empty!',
    de: 'Signatur darf nicht leer sein!',
  },
  'Score.error_short_title_empty': {
    en: 'Short title cannot be empty!',
    de: 'Kurztitel darf nicht leer sein!',
  },
  'Score.error_key_invalid': {
    en: 'Key must be chosen from the list of keys and modes!',
    de: 'Tonart muss aus der Liste der Tonarten und Modi gewählt werden!',
  },
  'Score.error_entry_empty': {
    en: 'Catalog entry cannot be empty!',
    de: 'Katalogeintrag darf nicht leer sein!',
  },
} as const satisfies MessageTable;
