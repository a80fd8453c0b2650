/*
 * The page of a paged list, kept in the URL's query (`?page=3`, `?scores_page=3`) so that a
 * reload, a shared link and the browser's back button show the same page. Page 1 is the
 * address without the parameter.
 */

/** The page a query names: a whole number from 1; anything else is page 1. */
export function pageOf(params: URLSearchParams, name: string): number {
  const page = Number(params.get(name));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** The query with `name` set to the page (removed for page 1); other parameters stay. */
export function withPage(params: URLSearchParams, name: string, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(name, String(page));
  else next.delete(name);
  return next;
}
