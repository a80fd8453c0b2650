import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { pageOf, withPage } from './page-param';

type PageOptions = { replace?: boolean };

/**
 * The page of a paged list, kept in the URL's query parameter `name` (page-param.ts). Turning
 * the page adds a history entry, so the back button returns to the page before.
 */
export function usePageParam(name = 'page') {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params, name);
  const setPage = (next: number, options: PageOptions = {}) =>
    setParams((current) => withPage(current, name, next), options);
  return { page, setPage };
}

/**
 * Moves an address that names a page past the list's last one (records were removed since the
 * link was made) to the last page, in place of the history entry.
 */
export function useLastPageLimit(
  page: number,
  lastPage: number | undefined,
  setPage: (page: number, options: PageOptions) => void,
) {
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage, { replace: true });
  }, [page, lastPage, setPage]);
}
