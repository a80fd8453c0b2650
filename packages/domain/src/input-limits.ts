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

/**
 * Control characters no catalogue text needs: C0 but tab, line feed and carriage return, DEL,
 * and C1 (U+0080–U+009F) — invisible on screen, they come from text pasted out of old encodings
 * (a Windows-1252 "•" read as Latin-1 is U+0095) and break search, sorting and export.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** The first control character of a text no field may hold, as "U+0095", or null. */
export function controlCharacter(value: string): string | null {
  const found = CONTROL.exec(value);
  return found ? `U+${found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : null;
}

/**
 * What is wrong with a text a client sent, or null when it may be stored. Control characters are
 * refused in what is stored (`refuseControls`), not in a search: a query pasted with one still
 * searches (its words are split there).
 */
export function textProblem(
  value: string,
  size: TextSize,
  refuseControls = true,
): 'Input.error_too_long' | 'Input.error_nul' | 'Input.error_control' | null {
  if (value.length > TEXT_LIMITS[size]) return 'Input.error_too_long';
  // PostgreSQL cannot store U+0000 in text; no catalogue value needs it.
  if (value.includes('\u0000')) return 'Input.error_nul';
  if (refuseControls && size !== 'search' && CONTROL.test(value)) return 'Input.error_control';
  return null;
}
