import type { MessageTable } from './locale';

/** Messages of the person, syllabus and vow book rules (spec §5). */
export const PERSON_MESSAGES = {
  'Person.error_name_empty': { en: 'Name cannot be empty!', de: 'Name darf nicht leer sein!' },
  'Syllabus.error_source_empty': {
    en: 'Source cannot be empty!',
    de: 'Quelle darf nicht leer sein!',
  },
  'Syllabus.error_transcription_empty': {
    en: 'Transcription cannot be empty!',
    de: 'Transkription darf nicht leer sein!',
  },
  'Syllabus.error_translation_empty': {
    en: 'Translation cannot be empty!',
    de: 'Übersetzung darf nicht leer sein!',
  },
  'VowBookEntry.error_source_empty': {
    en: 'Source cannot be empty!',
    de: 'Quelle darf nicht leer sein!',
  },
  'VowBookEntry.error_transcription_empty': {
    en: 'Transcription cannot be empty!',
    de: 'Transkription darf nicht leer sein!',
  },
} as const satisfies MessageTable;
