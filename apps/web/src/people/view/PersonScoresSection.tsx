import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  ATTRIBUTION_FUNCTION_LABELS,
  ATTRIBUTION_QUALIFIER_LABELS,
  isAttributionFunction,
  isAttributionQualifier,
} from '@partitura/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedLabel } from '../../app/editor/useLocalizedLabel';
import type { GetPersonQuery } from '../../gql/graphql';
import { ViewSection } from '../../app/components/ViewSection';

type Attribution = NonNullable<GetPersonQuery['getPerson']>['attributions'][number];

const scorePath = (id: string) => `/scores/${encodeURIComponent(id)}`;

/** The scores attributed to the person, with the function (relator) and certainty of each. */
export function PersonScoresSection({ attributions }: { attributions: Attribution[] }) {
  const { t } = useTranslation();
  const label = useLocalizedLabel();
  const withPeriod = attributions.some((attribution) => attribution.from || attribution.to);
  return (
    <ViewSection
      title={t('people.section_scores')}
      aside={attributions.length > 0 && t('people.scores_count', { count: attributions.length })}
    >
      {attributions.length === 0 ? (
        <Typography color="text.secondary">{t('people.scores_none')}</Typography>
      ) : (
        <TableContainer>
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
        </TableContainer>
      )}
    </ViewSection>
  );
}
