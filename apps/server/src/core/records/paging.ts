import { PAGING_MAX_OFFSET } from '@partitura/domain';
import { InputRefusal } from '../runtime/errors';

/** A list's `first` argument as a number of rows: whole, at least 1, at most `max`. */
export function listSize(first: number | null | undefined, fallback: number, max: number): number {
  return Math.min(Math.max(Math.trunc(first ?? fallback) || fallback, 1), max);
}

/**
 * Where one page of a paged list starts (spec §7 paginatorInfo). A page beyond `maxOffset`
 * records (PAGING_MAX_OFFSET unless the list says otherwise) is refused (BAD_USER_INPUT).
 */
export type PageWindow = { size: number; current: number; offset: number };

export function pageWindow(
  args: { first?: number | null; page?: number | null },
  fallback: number,
  max: number,
  maxOffset = PAGING_MAX_OFFSET,
): PageWindow {
  const size = listSize(args.first, fallback, max);
  const current = Math.max(Math.trunc(args.page ?? 1) || 1, 1);
  const offset = (current - 1) * size;
  if (offset > maxOffset)
    throw new InputRefusal('Input.error_page_too_deep', 'page', { max: maxOffset });
  return { size, current, offset };
}

/**
 * How deep a list read in the order of its own index may be paged (one person's attributions,
 * one collection's scores): far enough for the largest, as a deep page there skips index
 * entries, not sorted rows, and such a list has no other way to its last records.
 */
export const INDEXED_MAX_OFFSET = 1_000_000;

/** One page of records with where it stands among `total`. */
export function paged<T>(data: T[], total: number, window: PageWindow) {
  return {
    data,
    paginatorInfo: {
      total,
      currentPage: window.current,
      lastPage: Math.max(1, Math.ceil(total / window.size)),
    },
  };
}
