import type { MessageTable } from './locale';

/** Messages of the rules for the parts of a score (spec §5). */
export const SCORE_PART_MESSAGES = {
  'Genre.error_name_empty': { en: 'Genre cannot be empty!', de: 'Gattung darf nicht leer sein!' },
  'Voice.error_voice_empty': {
    en: 'Scoring cannot be empty!',
    de: 'Besetzung darf nicht leer sein!',
  },
  'Attribution.error_person_empty': {
    en: 'Person cannot be empty!',
    de: 'Person darf nicht leer sein!',
  },
  'Attribution.error_function_empty': {
    en: 'Function cannot be empty!',
    de: 'Funktion darf nicht leer sein!',
  },
  'Attribution.error_qualifier_empty': {
    en: 'Qualifier cannot be empty!',
    de: 'Gewissheit darf nicht leer sein!',
  },
  'Incipit.error_pae_empty': {
    en: 'PAE code cannot be empty!',
    de: 'PAE-Code darf nicht leer sein!',
  },
  'Part.error_type_empty': { en: 'Type cannot be empty!', de: 'Typ darf nicht leer sein!' },
  'PublicationScore.error_literature_empty': {
    en: 'Literature cannot be empty!',
    de: 'Literatur darf nicht leer sein!',
  },
  'PublicationScore.error_number_empty': {
    en: 'Number cannot be empty!',
    de: 'Nummer darf nicht leer sein!',
  },
} as const satisfies MessageTable;
