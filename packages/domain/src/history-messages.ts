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
  'History.brought_back': {
    en: 'The record is back from the trash.',
    de: 'Der Datensatz ist aus dem Papierkorb zurück.',
  },
  'History.error_not_in_trash': {
    en: 'This record is no longer in the trash (it was brought back, emptied out or kept too long).',
    de: 'Dieser Datensatz ist nicht mehr im Papierkorb (er wurde zurückgeholt, geleert oder zu lange aufbewahrt).',
  },
  'History.error_bring_back_refused': {
    en: 'The record cannot be brought back as it was: a record it names is gone.',
    de: 'Der Datensatz lässt sich nicht so zurückholen: Ein Datensatz, den er nennt, ist nicht mehr da.',
  },
  'History.error_bring_back_taken': {
    en: 'The record cannot be brought back as it was: another record has its name now.',
    de: 'Der Datensatz lässt sich nicht so zurückholen: Ein anderer Datensatz trägt jetzt seinen Namen.',
  },
  'History.trash_emptied': {
    en: 'The trash is empty.',
    de: 'Der Papierkorb ist leer.',
  },
  'History.error_not_restorable': {
    en: 'This version cannot be restored: the record is deleted.',
    de: 'Diese Version lässt sich nicht wiederherstellen: Der Datensatz ist gelöscht.',
  },
} as const satisfies MessageTable;
