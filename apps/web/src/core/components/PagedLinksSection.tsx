import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListPagination } from './ListPagination';
import { LoadFailedAlert } from './LoadFailedAlert';
import { ViewSection } from './ViewSection';
import { LoadingBar } from './LoadingBar';
import { useQuery } from '../graphql';
import type { TypedDocument, Variables } from '../graphql/graphql-client';
import { useLastPageLimit, usePageParam } from './usePageParam';

export type RecordLink = { id: string; to: string; primary: string; secondary?: string | null };

type PagedLinks = {
  /** The page's records as links; undefined until the first page has come. */
  links: RecordLink[] | undefined;
  /** How many records the list has in all. */
  total: number | undefined;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  loading: boolean;
  failed: boolean;
  retry: () => void;
};

type Props = PagedLinks & {
  title: string;
  aside?: ReactNode;
  texts: { loading: string; failed: string; none: string };
};

/**
 * A record view's section listing related records a page at a time: its count in the heading,
 * one row per record (the whole row is the link; the secondary text wraps under the primary
 * one on a phone), and the pager when there is more than one page.
 */
export function PagedLinksSection(props: Props) {
  const { title, aside, links, total = 0, page, pageSize, onPage, texts } = props;
  return (
    <ViewSection title={title} count={props.total} aside={aside}>
      {props.loading && <LoadingBar aria-label={texts.loading} />}
      {props.failed ? (
        <LoadFailedAlert text={texts.failed} retry={props.retry} />
      ) : !links ? null : total === 0 ? (
        <Typography color="text.secondary">{texts.none}</Typography>
      ) : (
        <>
          <List disablePadding aria-label={title}>
            {links.map((link) => (
              // A list holds items; the link is inside its item.
              <ListItem key={link.id} disablePadding>
                <ListItemButton component={Link} to={link.to} divider sx={{ px: 1 }}>
                  <ListItemText
                    primary={link.primary}
                    secondary={link.secondary}
                    sx={{ overflowWrap: 'anywhere' }}
                  />
                  <ChevronRightIcon aria-hidden="true" color="action" />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {total > pageSize && (
            <ListPagination total={total} page={page} pageSize={pageSize} onPage={onPage} />
          )}
        </>
      )}
    </ViewSection>
  );
}

type PageVariables = Variables & { first: number; page: number };

type PagedQuery<TData, TVariables extends PageVariables, TItem> = {
  /** The address's query parameter holding the page (`?scores_page=`). */
  pageParam: string;
  pageSize: number;
  query: TypedDocument<TData, TVariables>;
  /** The query's variables but the page's (`first`, `page`). */
  variables: Omit<TVariables, 'first' | 'page'>;
  /** The paginated list in the answer. */
  list: (data: TData) => {
    data: readonly TItem[];
    paginatorInfo: { total: number; lastPage: number };
  };
  link: (item: TItem) => RecordLink;
};

/**
 * A page of related records as PagedLinksSection shows them: the page in the address (moved to
 * the last one when the list has shrunk), the query for it, the last page kept while the next
 * loads, and a retry.
 */
export function usePagedLinks<TData, TVariables extends PageVariables, TItem>(
  options: PagedQuery<TData, TVariables, TItem>,
): PagedLinks {
  const { pageSize } = options;
  const { page, setPage } = usePageParam(options.pageParam);
  const variables = { ...options.variables, first: pageSize, page } as TVariables;
  const { data, previousData, loading, error, refetch } = useQuery(options.query, { variables });
  const shown = data ?? previousData;
  const list = shown === undefined ? undefined : options.list(shown);
  useLastPageLimit(page, list?.paginatorInfo.lastPage, setPage);
  return {
    links: list?.data.map(options.link),
    total: list?.paginatorInfo.total,
    page,
    pageSize,
    onPage: setPage,
    loading,
    failed: Boolean(error),
    retry: () => void refetch(),
  };
}
