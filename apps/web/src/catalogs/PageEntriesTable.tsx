import {
  Box,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { entryTitle } from '@partitura/domain';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link } from 'react-router';
import type { GetPageQuery } from '../gql/graphql';
import { ScrollBox } from '../core/components/ScrollBox';

type PageWithEntries = NonNullable<GetPageQuery['getPage']>;

/** An entry to show marked (its region on the page's photograph was chosen); serial: each time. */
export type EntryHighlight = { entryId: string; serial: number };

type Props = { page: PageWithEntries; highlight?: EntryHighlight | null };

/**
 * Below this width (CSS pixels) the seven columns do not fit (beside the page's photograph at
 * 1366 px, a column is about 520 px): the entries are shown in three — number and signature,
 * what the entry says, and its score — so nothing needs a sideways scroll.
 */
export const COMPACT_BELOW_PX = 760;

/** Whether the element is narrower than `width` (followed as it resizes). */
function useNarrower(element: HTMLElement | null, width: number): boolean {
  const [narrower, setNarrower] = useState(false);
  // Measured before the first paint: the table is never drawn in seven columns only to jump to
  // three (nor the highlighted row scrolled to before the jump).
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setNarrower(element.clientWidth < width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, width]);
  return narrower;
}

/**
 * The entries of a page as transcribed, with the surviving score each one records. Each row is
 * named by the entry's title (spec §3), so assistive technology can tell the rows apart. A
 * highlighted entry's row is marked, scrolled into view and focused.
 */
export function PageEntriesTable({ page, highlight }: Props) {
  const { t, language } = useTranslation();
  const columns = ['number', 'signature', 'genre', 'composer', 'annotation', 'notes'] as const;
  const body = useRef<HTMLTableSectionElement>(null);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const compact = useNarrower(frame, COMPACT_BELOW_PX);

  useEffect(() => {
    if (!highlight) return;
    const row = body.current?.querySelector<HTMLElement>(
      `[data-entry="${CSS.escape(highlight.entryId)}"]`,
    );
    row?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    row?.focus({ preventScroll: true });
  }, [highlight]);

  const score = (entry: PageWithEntries['entries'][number]) =>
    entry.score && (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {entry.score.short_title_prefix}
        </Typography>
        <MuiLink component={Link} to={`/scores/${encodeURIComponent(entry.score.id)}`}>
          {entry.score.short_title}
        </MuiLink>
      </>
    );
  const header = (text: string, sx?: object) => (
    <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...sx }}>{text}</TableCell>
  );
  const labelled = (label: string, text: string | null | undefined): ReactNode =>
    text ? (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {label}:
        </Box>{' '}
        {text}
      </Typography>
    ) : null;

  return (
    <Box ref={setFrame} data-layout={compact ? 'compact' : 'columns'}>
      <ScrollBox label={t('catalogs.entries')}>
        <Table size="small" aria-label={t('catalogs.entries')}>
          <TableHead>
            <TableRow>
              {compact ? (
                <>
                  {header(`${t('catalogs.entry_number')} · ${t('catalogs.entry_signature')}`)}
                  {header(t('catalogs.entry_text'))}
                  {header(t('catalogs.entry_score'), { width: '35%' })}
                </>
              ) : (
                <>
                  {columns.map((column) => (
                    <Fragment key={column}>{header(t(`catalogs.entry_${column}`))}</Fragment>
                  ))}
                  {header(t('catalogs.entry_score'), { minWidth: 200, whiteSpace: 'normal' })}
                </>
              )}
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
                {compact ? (
                  <>
                    <TableCell component="th" scope="row">
                      <Box sx={{ whiteSpace: 'nowrap' }}>{entry.number}</Box>
                      {entry.signature && (
                        <Typography variant="body2" color="text.secondary">
                          {entry.signature}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {[entry.genre, entry.composer].filter(Boolean).join(' · ')}
                      </Typography>
                      {labelled(t('catalogs.entry_annotation'), entry.annotation)}
                      {labelled(t('catalogs.entry_notes'), entry.notes)}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{score(entry)}</TableCell>
                  </>
                ) : (
                  <>
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
                    <TableCell>{score(entry)}</TableCell>
                  </>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollBox>
    </Box>
  );
}
