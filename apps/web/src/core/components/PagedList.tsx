import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ListPagination } from './ListPagination';
import { LoadFailedAlert } from './LoadFailedAlert';
import { LoadingBar } from './LoadingBar';

type Props = {
  /** The page's query (useQuery): in progress, failed, asked again by retry. */
  query: { loading: boolean; error?: Error | null; refetch: () => unknown };
  texts: { loading: string; failed: string; empty: string };
  /** How many items the page shows; undefined until the first page has come. */
  count: number | undefined;
  /** The list's paginatorInfo; undefined until the first page has come. */
  paginator: { total: number; lastPage: number } | undefined;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The page's items (shown when there are any). */
  children: ReactNode;
};

/**
 * A list a page at a time, in a dialog or panel: progress while a page loads (the last one stays),
 * a failure with retry, "empty" or the items, and the pager when there is more than one page.
 */
export function PagedList({ query, texts, count, paginator, ...props }: Props) {
  return (
    <>
      {query.loading && <LoadingBar aria-label={texts.loading} />}
      {query.error && <LoadFailedAlert text={texts.failed} retry={() => void query.refetch()} />}
      {count === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {texts.empty}
        </Typography>
      )}
      {count !== undefined && count > 0 && props.children}
      {paginator && paginator.lastPage > 1 && (
        <ListPagination
          total={paginator.total}
          page={props.page}
          pageSize={props.pageSize}
          onPage={props.onPage}
        />
      )}
    </>
  );
}
