import type { MessageTable } from './validation';

/**
 * How much text one field may hold, in characters, by the kind of field. The server refuses any
 * longer value before it reaches the database (a 100,000-character search stalled it), and the
 * web's fields stop typing at the same limit.
 * - `search`: what a search box sends;
 * - `line`: a one-line value — names, titles, shelfmarks, numbers, keys (the default); at most
 *   1,500 bytes in UTF-8, so it always fits a B-tree index entry (2,704 bytes at most);
 * - `long`: free text written over several lines — notes, transcriptions, incipits.
 */
export const TEXT_LIMITS = { search: 200, line: 500, long: 50_000 } as const;

export type TextSize = keyof typeof TEXT_LIMITS;

/** At most this many items in one list of a request (the pages of a catalog, a score's parts…). */
export const INPUT_LIST_MAX = 2000;

/**
 * The most records a paged list skips to reach a page: beyond it a search narrows better than
 * paging (and OFFSET costs grow with the depth).
 */
export const PAGING_MAX_OFFSET = 10_000;

/** What is wrong with a text a client sent, or null when it may be stored. */
export function textProblem(
  value: string,
  size: TextSize,
): 'Input.error_too_long' | 'Input.error_nul' | null {
  if (value.length > TEXT_LIMITS[size]) return 'Input.error_too_long';
  // PostgreSQL cannot store U+0000 in text; no catalogue value needs it.
  if (value.includes('\u0000')) return 'Input.error_nul';
  return null;
}

export const INPUT_MESSAGES = {
  'Input.error_too_long': {
    en: '“{{field}}” is too long: at most {{max}} characters are allowed.',
    de: '„{{field}}“ ist zu lang: höchstens {{max}} Zeichen sind erlaubt.',
  },
  'Input.error_nul': {
    en: '“{{field}}” contains a NUL character, which cannot be stored.',
    de: '„{{field}}“ enthält ein NUL-Zeichen, das nicht gespeichert werden kann.',
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
  'Server.error_timeout': {
    en: 'The database took too long to answer this request. Try a narrower search or try again later.',
    de: 'Die Datenbank hat für diese Anfrage zu lange gebraucht. Versuchen Sie eine engere Suche oder versuchen Sie es später noch einmal.',
  },
} satisfies MessageTable;
