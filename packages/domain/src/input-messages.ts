import type { MessageTable } from './locale';

/**
 * The messages of the input limits (input-limits.ts) and of the request checks. A file of their
 * own: a bundler keeps a module whole, and the web's first load uses the limits, not the texts.
 */
export const INPUT_MESSAGES = {
  'Input.error_too_long': {
    en: '“{{field}}” is too long: at most {{max}} characters are allowed.',
    de: '„{{field}}“ ist zu lang: höchstens {{max}} Zeichen sind erlaubt.',
  },
  'Input.error_nul': {
    en: '“{{field}}” contains a NUL character, which cannot be stored.',
    de: '„{{field}}“ enthält ein NUL-Zeichen, das nicht gespeichert werden kann.',
  },
  'Input.error_control': {
    en: '“{{field}}” contains an invisible control character ({{character}}), which is not text. Please remove it (retyping the text around it does).',
    de: '„{{field}}“ enthält ein unsichtbares Steuerzeichen ({{character}}), das kein Text ist. Bitte entfernen Sie es (etwa indem Sie den Text darum neu tippen).',
  },
  'Input.error_list_too_long': {
    en: '“{{field}}” has too many items: at most {{max}} are allowed in one request.',
    de: '„{{field}}“ hat zu viele Einträge: höchstens {{max}} sind in einer Anfrage erlaubt.',
  },
  'Input.error_page_too_deep': {
    en: 'This page lies too far back in the list (at most {{max}} records can be skipped). Narrow the search instead.',
    de: 'Diese Seite liegt zu weit hinten in der Liste (höchstens {{max}} Datensätze können übersprungen werden). Schränken Sie stattdessen die Suche ein.',
  },
  'Request.error_too_large': {
    en: 'The request is too large: at most {{max}} bytes are accepted.',
    de: 'Die Anfrage ist zu groß: höchstens {{max}} Bytes werden angenommen.',
  },
  'Request.error_method': {
    en: 'The API answers POST requests only.',
    de: 'Die Schnittstelle beantwortet nur POST-Anfragen.',
  },
  'Request.error_content_type': {
    en: 'The API reads GraphQL requests sent as application/json only.',
    de: 'Die Schnittstelle liest nur GraphQL-Anfragen im Format application/json.',
  },
  'Request.error_not_json': {
    en: 'The request is not valid JSON.',
    de: 'Die Anfrage ist kein gültiges JSON.',
  },
  'Request.error_batch_empty': {
    en: 'The batch holds no operation.',
    de: 'Der Stapel enthält keine Operation.',
  },
  'Request.error_multipart': {
    en: 'This server accepts no file uploads here.',
    de: 'Dieser Server nimmt hier keine hochgeladenen Dateien an.',
  },
  'Request.error_upload_forbidden': {
    en: 'Only contributors may upload files.',
    de: 'Nur Mitwirkende dürfen Dateien hochladen.',
  },
  'Request.error_upload_malformed': {
    en: 'The upload could not be read: it does not follow the GraphQL multipart request format.',
    de: 'Der Upload konnte nicht gelesen werden: Er folgt nicht dem GraphQL-Multipart-Format.',
  },
  'Request.error_too_many_files': {
    en: 'Too many files in one request: at most {{files}} are accepted.',
    de: 'Zu viele Dateien in einer Anfrage: höchstens {{files}} werden angenommen.',
  },
  'Request.error_storage_full': {
    en: 'The server has no space left to store this file. Please tell an administrator; try again once space is freed.',
    de: 'Der Server hat keinen Platz mehr, um diese Datei zu speichern. Bitte benachrichtigen Sie eine Administratorin oder einen Administrator; versuchen Sie es erneut, sobald Platz frei ist.',
  },
  'Server.error_storage_full': {
    en: 'The server has no space left to save this; nothing was changed. Please tell an administrator, and try again once space is freed.',
    de: 'Der Server hat keinen Platz mehr, um dies zu speichern; nichts wurde geändert. Bitte benachrichtigen Sie eine Administratorin oder einen Administrator und versuchen Sie es erneut, sobald Platz frei ist.',
  },
  'Server.error_timeout': {
    en: 'The database took too long to answer this request. Try a narrower search or try again later.',
    de: 'Die Datenbank hat für diese Anfrage zu lange gebraucht. Versuchen Sie eine engere Suche oder versuchen Sie es später noch einmal.',
  },
  'Server.error_busy': {
    en: 'The server is very busy right now and could not take this request. Please try again in a moment; nothing of it was saved.',
    de: 'Der Server ist gerade sehr ausgelastet und konnte diese Anfrage nicht annehmen. Bitte versuchen Sie es gleich noch einmal; davon wurde nichts gespeichert.',
  },
  'Server.error_too_many_requests': {
    en: 'Too many of your requests are under way at once. Please wait for them, then try again; nothing of this one was saved.',
    de: 'Zu viele Ihrer Anfragen laufen gleichzeitig. Bitte warten Sie, bis sie fertig sind, und versuchen Sie es dann noch einmal; davon wurde nichts gespeichert.',
  },
  'Server.error_unavailable': {
    en: 'The database cannot be reached at the moment. Please try again in a moment.',
    de: 'Die Datenbank ist im Moment nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  },
} satisfies MessageTable;
