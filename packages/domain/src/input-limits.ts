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
