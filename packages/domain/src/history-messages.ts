import type { MessageTable } from './locale';

/** Messages of a record's history, its restore and its trash (issue 26). */
export const HISTORY_MESSAGES = {
  'History.yes': { en: 'yes', de: 'ja' },
  'History.no': { en: 'no', de: 'nein' },
  'History.restored': {
    en: 'The record is back as it was at version {{version}}.',
    de: 'Der Datensatz ist wieder so wie in Version {{version}}.',
  },
  'History.restored_then': {
    en: 'The record is back as it was then.',
    de: 'Der Datensatz ist wieder so wie damals.',
  },
  'History.error_nothing_to_restore': {
    en: 'The record is already as it was at this version.',
    de: 'Der Datensatz ist bereits so wie in dieser Version.',
  },
  'History.error_refused': {
    en: 'This version can no longer be saved as it was: what it names has changed since (see the fields below).',
    de: 'Diese Version lässt sich nicht mehr so speichern: Was sie nennt, hat sich seither geändert (siehe die Felder unten).',
  },
  'History.error_not_restorable': {
    en: 'This version cannot be restored: the record is deleted.',
    de: 'Diese Version lässt sich nicht wiederherstellen: Der Datensatz ist gelöscht.',
  },
} as const satisfies MessageTable;
