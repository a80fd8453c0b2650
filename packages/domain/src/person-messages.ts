import type { MessageTable } from './locale';

/**
 * Messages of the person, syllabus and vow book rules (spec §5). The citation's messages name it
 * as its field does ("Citation", "Quellenangabe"): one name for one thing (issue 24); the keys
 * stay the spec's.
 */
export const PERSON_MESSAGES = {
  'Person.error_name_empty': { en: 'Name cannot be empty!', de: 'Name darf nicht leer sein!' },
  'Syllabus.error_source_empty': {
    en: 'Citation cannot be empty!',
    de: 'Quellenangabe darf nicht leer sein!',
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
    en: 'Citation cannot be empty!',
    de: 'Quellenangabe darf nicht leer sein!',
  },
  'VowBookEntry.error_transcription_empty': {
    en: 'Transcription cannot be empty!',
    de: 'Transkription darf nicht leer sein!',
  },
} as const satisfies MessageTable;
