import {
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { entryTitle } from '@partitura/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GetPageQuery } from '../gql/graphql';

type PageWithEntries = NonNullable<GetPageQuery['getPage']>;

/**
 * The entries of a page as transcribed, with the surviving score each one records. Each row is
 * named by the entry's title (spec §3), so assistive technology can tell the rows apart.
 */
export function PageEntriesTable({ page }: { page: PageWithEntries }) {
  const { t, i18n } = useTranslation();
  const columns = ['number', 'signature', 'genre', 'composer', 'annotation', 'notes'] as const;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
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
        <TableBody>
          {page.entries.map((entry) => (
            <TableRow
              key={entry.id}
              hover
              aria-label={entryTitle({ ...entry, page }, i18n.resolvedLanguage)}
              sx={{ verticalAlign: 'top' }}
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
    </TableContainer>
  );
}
