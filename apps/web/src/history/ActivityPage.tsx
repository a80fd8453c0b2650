import {
  Box,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '../core/graphql';
import { PageTitle } from '../core/components/PageTitle';
import { ScrollBox } from '../core/components/ScrollBox';
import { PagedList } from '../core/components/PagedList';
import { useLastPageLimit, usePageParam } from '../core/components/usePageParam';
import { useTranslation } from '../core/i18n/useTranslation';
import type { HistoryKind, RecentChangesQuery as RecentChangesData } from '../gql/graphql';
import { ActivityUsersQuery, RecentChangesQuery } from './history-documents';
import { HISTORY_KINDS, historyPath } from './history-model';
import { pathLabel } from './path-label';

/** Changes on a page of the activity screen. */
const PAGE_SIZE = 25;

/** How many changed fields a row names before "+N more". */
const NAMED_CHANGES = 3;

type Row = RecentChangesData['recentChanges']['data'][number];

/** The filters, kept in the address (so a filtered list can be linked and goes back right). */
const FILTERS = ['user', 'kind', 'from', 'to'] as const;

/**
 * The archive's recent changes (issue 26, administrators): who changed which record when, and
 * what, newest first, filtered by user, kind of record and days; each record leads to its
 * history.
 */
export function ActivityPage() {
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { page, setPage } = usePageParam();
  const filter = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) || null])) as {
    [name in (typeof FILTERS)[number]]: string | null;
  };
  const users = useQuery(ActivityUsersQuery);
  const query = useQuery(RecentChangesQuery, {
    variables: {
      user: filter.user,
      kind: filter.kind as HistoryKind | null,
      from: filter.from,
      to: filter.to,
      first: PAGE_SIZE,
      page,
    },
  });
  const changes = query.data?.recentChanges;
  useLastPageLimit(page, changes?.paginatorInfo.lastPage, setPage);
  const setFilter = (name: (typeof FILTERS)[number], value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageTitle>{t('history.activity_title')}</PageTitle>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('history.filter_user')}
          value={filter.user ?? ''}
          onChange={(event) => setFilter('user', event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('history.filter_any')}</MenuItem>
          {(users.data?.users.data ?? []).map((user) => (
            <MenuItem key={user.id} value={user.id}>
              {user.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('history.filter_kind')}
          value={filter.kind ?? ''}
          onChange={(event) => setFilter('kind', event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('history.filter_any')}</MenuItem>
          {HISTORY_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`history.kind.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        {(['from', 'to'] as const).map((name) => (
          <TextField
            key={name}
            type="date"
            size="small"
            label={t(`history.filter_${name}`)}
            value={filter[name] ?? ''}
            onChange={(event) => setFilter(name, event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      <PagedList
        query={query}
        texts={{
          loading: t('history.activity_loading'),
          failed: t('history.activity_failed'),
          empty: t('history.activity_empty'),
        }}
        count={changes?.data.length}
        paginator={changes?.paginatorInfo}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      >
        <ScrollBox label={t('history.activity_title')}>
          <Table size="small" aria-label={t('history.activity_title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('history.when')}</TableCell>
                <TableCell>{t('history.filter_user')}</TableCell>
                <TableCell>{t('history.record')}</TableCell>
                <TableCell>{t('history.what')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes?.data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    <time dateTime={row.at}>{when.format(new Date(row.at))}</time>
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    {row.author ?? t('history.by_nobody')}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <RecordCell row={row} />
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <WhatCell row={row} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollBox>
      </PagedList>
    </Box>
  );
}

function RecordCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  // The settings are one record: their kind names them.
  const settings = row.kind === 'Settings';
  const name = settings ? t('history.kind.Settings') : (row.record_name ?? `#${row.record_id}`);
  const path = historyPath(row.kind, row.record_id);
  return (
    <>
      {!settings && (
        <Box
          component="span"
          sx={{ color: 'text.secondary', display: 'block', fontSize: '0.8rem' }}
        >
          {t(`history.kind.${row.kind}`)}
        </Box>
      )}
      {path ? (
        <Link component={RouterLink} to={path}>
          {name}
        </Link>
      ) : (
        name
      )}
    </>
  );
}

function WhatCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  const named = row.changes
    .slice(0, NAMED_CHANGES)
    .map((change) => pathLabel(t, change.path, change.change));
  const more = row.changes.length - named.length;
  return (
    <>
      <strong>{t(`history.op_${row.operation}`)}</strong>
      {row.version !== null && row.version !== undefined && (
        <> · {t('history.version', { n: row.version })}</>
      )}
      {named.length > 0 && (
        <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {named.join(', ')}
          {more > 0 && ` ${t('history.more_changes', { count: more })}`}
        </Box>
      )}
    </>
  );
}
