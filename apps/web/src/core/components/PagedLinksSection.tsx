import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListPagination } from './ListPagination';
import { LoadFailedAlert } from './LoadFailedAlert';
import { ViewSection } from './ViewSection';
import { LoadingBar } from './LoadingBar';

export type RecordLink = { id: string; to: string; primary: string; secondary?: string | null };

type Props = {
  title: string;
  aside?: ReactNode;
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
