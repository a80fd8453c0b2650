import type { MessageTable } from './locale';

/**
 * Messages the server answers with and the interface shows, beyond the validation rules:
 * record outcomes, failed saves (spec §8), authentication and request errors.
 */
export const SERVER_MESSAGES = {
  'Record.error_conflict': {
    en: 'Someone else saved this record in the meantime. Reload it to see their changes, then apply yours again.',
    de: 'Jemand anderes hat diesen Datensatz inzwischen gespeichert. Laden Sie ihn neu, um die Änderungen zu sehen, und nehmen Sie Ihre dann noch einmal vor.',
  },
  'Record.error_not_found': {
    en: 'This record does not exist (any more).',
    de: 'Dieser Datensatz existiert nicht (mehr).',
  },
  'Record.error_in_use': {
    en: 'This record is used by {{count}} other records and cannot be deleted.',
    de: 'Dieser Datensatz wird von {{count}} anderen Datensätzen verwendet und kann nicht gelöscht werden.',
  },
  'Record.error_busy': {
    en: 'Others were changing the same records at this very moment, so nothing was changed. Please try again.',
    de: 'Andere haben gerade dieselben Datensätze geändert, daher wurde nichts geändert. Bitte versuchen Sie es noch einmal.',
  },
  'Record.saved': { en: 'Saved.', de: 'Gespeichert.' },
  'Record.error_invalid': {
    en: 'Please correct the marked fields.',
    de: 'Bitte korrigieren Sie die markierten Felder.',
  },
  'Record.deleted': { en: 'Deleted.', de: 'Gelöscht.' },
  'Collection.server_error': {
    en: 'The collection could not be saved.',
    de: 'Die Sammlung konnte nicht gespeichert werden.',
  },
  'File.server_error': {
    en: 'The file could not be saved.',
    de: 'Die Datei konnte nicht gespeichert werden.',
  },
  'DigitalCopy.server_error': {
    en: 'The digital copy could not be saved.',
    de: 'Das Digitalisat konnte nicht gespeichert werden.',
  },
  // Spec §8 fixes this German text for people and scores, in every language.
  'Person.server_error': {
    en: 'Beim Speichern ist ein Fehler aufgetreten!',
    de: 'Beim Speichern ist ein Fehler aufgetreten!',
  },
  'Score.server_error': {
    en: 'Beim Speichern ist ein Fehler aufgetreten!',
    de: 'Beim Speichern ist ein Fehler aufgetreten!',
  },
  'Page.server_error': {
    en: 'An error occurred while saving this dataset!',
    de: 'Beim Speichern dieses Datensatzes ist ein Fehler aufgetreten!',
  },
  'Catalog.server_error': {
    en: 'An error occurred while saving this dataset!',
    de: 'Beim Speichern dieses Datensatzes ist ein Fehler aufgetreten!',
  },
  // One message for a wrong address, a wrong password and a suspended account, so that a failed
  // login never tells an attacker which addresses are registered.
  'Auth.error_login_failed': {
    en: 'Login failed: the e-mail address or password is wrong, or the account is not active.',
    de: 'Anmeldung fehlgeschlagen: E-Mail-Adresse oder Passwort sind falsch, oder das Konto ist nicht aktiv.',
  },
  'Auth.logged_in': { en: 'You are logged in.', de: 'Sie sind angemeldet.' },
  'Auth.logged_out': { en: 'You are logged out.', de: 'Sie sind abgemeldet.' },
  'Auth.error_unauthenticated': {
    en: 'Please log in to do this.',
    de: 'Bitte melden Sie sich dafür an.',
  },
  'Auth.error_forbidden': {
    en: 'You are not allowed to do this.',
    de: 'Dazu sind Sie nicht berechtigt.',
  },
  'Auth.error_xsrf': {
    en: 'The request was refused because its security token is missing or wrong. Reload the page and try again.',
    de: 'Die Anfrage wurde abgelehnt, weil ihr Sicherheitstoken fehlt oder falsch ist. Laden Sie die Seite neu und versuchen Sie es noch einmal.',
  },
  'Server.error_internal': {
    en: 'Something went wrong on the server. Please try again.',
    de: 'Auf dem Server ist etwas schiefgegangen. Bitte versuchen Sie es noch einmal.',
  },
  'Server.error_batch_too_large': {
    en: 'Too many operations in one request: at most {{max}} are allowed.',
    de: 'Zu viele Operationen in einer Anfrage: höchstens {{max}} sind erlaubt.',
  },
  'Server.error_bad_request': {
    en: 'The request is no GraphQL request: each operation needs its query as text, its variables as an object.',
    de: 'Die Anfrage ist keine GraphQL-Anfrage: Jede Operation braucht ihre Abfrage als Text und ihre Variablen als Objekt.',
  },
} as const satisfies MessageTable;
