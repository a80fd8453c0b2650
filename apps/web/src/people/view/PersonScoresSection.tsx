import { useQuery } from '../../core/graphql';
import {
  Alert,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  ATTRIBUTION_FUNCTION_LABELS,
  ATTRIBUTION_QUALIFIER_LABELS,
  isAttributionFunction,
  isAttributionQualifier,
} from '@partitura/domain';
import { useTranslation } from '../../core/i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import { useLocalizedLabel } from '../../core/editor/useLocalizedLabel';
import { ListPagination } from '../../core/components/ListPagination';
import { ViewSection } from '../../core/components/ViewSection';
import { PersonAttributionsQuery } from '../person-documents';
import { ScrollBox } from '../../core/components/ScrollBox';
import { LoadingBar } from '../../core/components/LoadingBar';

/** Attributions shown per page: a composer may have thousands. */
const PAGE_SIZE = 50;

const scorePath = (id: string) => `/scores/${encodeURIComponent(id)}`;

/**
 * The scores attributed to the person, with the function (relator) and certainty of each, a page
 * of PAGE_SIZE at a time.
 */
export function PersonScoresSection({ personId }: { personId: string }) {
  const { t } = useTranslation();
  const label = useLocalizedLabel();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error } = useQuery(PersonAttributionsQuery, {
    variables: { id: personId, first: PAGE_SIZE, page },
  });
  const person = (data ?? previousData)?.getPerson;
  const attributions = person?.attributions ?? [];
  const total = person?.attribution_count ?? 0;
  const withPeriod = attributions.some((attribution) => attribution.from || attribution.to);
  return (
    <ViewSection
      title={t('people.section_scores')}
      aside={total > 0 && t('people.scores_count', { count: total })}
    >
      {loading && <LoadingBar aria-label={t('people.scores_loading')} />}
      {error ? (
        <Alert severity="error">{t('people.scores_load_failed')}</Alert>
      ) : !person ? null : attributions.length === 0 ? (
        <Typography color="text.secondary">{t('people.scores_none')}</Typography>
      ) : (
        <>
          <ScrollBox label={t('people.section_scores')}>
            <Table size="small" aria-label={t('people.section_scores')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('people.score')}</TableCell>
                  <TableCell>{t('people.function')}</TableCell>
                  <TableCell>{t('people.qualifier')}</TableCell>
                  {withPeriod && <TableCell>{t('people.period')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {attributions.map((attribution) => (
                  <TableRow key={attribution.id}>
                    <TableCell>
                      <Link component={RouterLink} to={scorePath(attribution.score.id)}>
                        {attribution.score.short_title_prefix}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {attribution.score.short_title}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {isAttributionFunction(attribution.function)
                        ? label(ATTRIBUTION_FUNCTION_LABELS[attribution.function])
                        : attribution.function}
                    </TableCell>
                    <TableCell>
                      {isAttributionQualifier(attribution.qualifier)
                        ? label(ATTRIBUTION_QUALIFIER_LABELS[attribution.qualifier])
                        : attribution.qualifier}
                    </TableCell>
                    {withPeriod && (
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {[attribution.from, attribution.to].filter(Boolean).join('–')}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollBox>
          {total > PAGE_SIZE && (
            <ListPagination total={total} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
          )}
        </>
      )}
    </ViewSection>
  );
}
