import {
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { entryTitle } from '@partitura/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link } from 'react-router';
import type { GetPageQuery } from '../gql/graphql';
import { ScrollBox } from '../core/components/ScrollBox';

type PageWithEntries = NonNullable<GetPageQuery['getPage']>;

/** An entry to show marked (its region on the page's photograph was chosen); serial: each time. */
export type EntryHighlight = { entryId: string; serial: number };

type Props = { page: PageWithEntries; highlight?: EntryHighlight | null };

/**
 * The entries of a page as transcribed, with the surviving score each one records. Each row is
 * named by the entry's title (spec §3), so assistive technology can tell the rows apart. A
 * highlighted entry's row is marked, scrolled into view and focused.
 */
export function PageEntriesTable({ page, highlight }: Props) {
  const { t, language } = useTranslation();
  const columns = ['number', 'signature', 'genre', 'composer', 'annotation', 'notes'] as const;
  const body = useRef<HTMLTableSectionElement>(null);

  useEffect(() => {
    if (!highlight) return;
    const row = body.current?.querySelector<HTMLElement>(
      `[data-entry="${CSS.escape(highlight.entryId)}"]`,
    );
    row?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    row?.focus({ preventScroll: true });
  }, [highlight]);

  return (
    <ScrollBox label={t('catalogs.entries')}>
      <Table size="small" aria-label={t('catalogs.entries')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {t(`catalogs.entry_${column}`)}
              </TableCell>
            ))}
            <TableCell sx={{ fontWeight: 600, minWidth: 200 }}>
              {t('catalogs.entry_score')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody ref={body}>
          {page.entries.map((entry) => (
            <TableRow
              key={entry.id}
              hover
              data-entry={entry.id}
              tabIndex={-1}
              selected={highlight?.entryId === entry.id}
              aria-current={highlight?.entryId === entry.id ? 'true' : undefined}
              aria-label={entryTitle({ ...entry, page }, language)}
              sx={{ verticalAlign: 'top', scrollMarginTop: 80 }}
            >
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {entry.number}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.signature}</TableCell>
              <TableCell>{entry.genre}</TableCell>
              <TableCell>{entry.composer}</TableCell>
              <TableCell>{entry.annotation}</TableCell>
              <TableCell sx={{ minWidth: 120, overflowWrap: 'break-word' }}>
                {entry.notes}
              </TableCell>
              <TableCell>
                {entry.score && (
                  <>
                    <Typography variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {entry.score.short_title_prefix}
                    </Typography>
                    <MuiLink component={Link} to={`/scores/${encodeURIComponent(entry.score.id)}`}>
                      {entry.score.short_title}
                    </MuiLink>
                  </>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}
