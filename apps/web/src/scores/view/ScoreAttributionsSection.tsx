import { Box, Chip, Divider, Link as MuiLink, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from '../../core/i18n/useTranslation';
import { Link } from 'react-router';
import type { ScoreRecord } from '../score-documents';
import { formatPeriod, publicationLabel } from '../score-format';
import { functionLabel, personPath, qualifierLabel } from '../score-model';
import { Detail, DetailList, ViewSection } from '../../core/components/ViewSection';
import { placePath } from '../../places/index';
import { publicationPath } from '../../publications/index';

type Attribution = ScoreRecord['attributions'][number];

/** Who composed, copied, owned … the score, with the relator function and how certain it is. */
export function ScoreAttributionsSection({ attributions }: { attributions: Attribution[] }) {
  const { t } = useTranslation();
  if (attributions.length === 0) return null;
  return (
    <ViewSection title={t('scores.tab_attributions')} count={attributions.length}>
      {attributions.map((attribution, index) => (
        <Fragment key={attribution.id}>
          {index > 0 && <Divider sx={{ my: 2 }} />}
          <AttributionItem attribution={attribution} />
        </Fragment>
      ))}
    </ViewSection>
  );
}

function AttributionItem({ attribution }: { attribution: Attribution }) {
  const { t, language } = useTranslation();
  const period = formatPeriod(attribution.from, attribution.to, {
    from: t('scores.period_from'),
    to: t('scores.period_to'),
  });
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
          <MuiLink component={Link} to={personPath(attribution.person.id)}>
            {attribution.person.name}
          </MuiLink>
        </Typography>
        <Typography color="text.secondary">
          {functionLabel(attribution.function, language)}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={attribution.qualifier === 'asc' ? 'default' : 'warning'}
          label={qualifierLabel(attribution.qualifier, language)}
        />
      </Box>
      <DetailList dense>
        <Detail label={t('scores.profession')}>{attribution.profession}</Detail>
        <Detail label={t('scores.period')}>{period}</Detail>
        <Detail label={t('scores.designation')}>{attribution.designation}</Detail>
        <Detail label={t('scores.member')}>{attribution.member}</Detail>
        <Detail label={t('scores.place')}>
          {attribution.place && (
            <MuiLink component={Link} to={placePath(attribution.place.id)}>
              {attribution.place.name}
            </MuiLink>
          )}
        </Detail>
        <Detail label={t('scores.publication')}>
          {attribution.publication && (
            <MuiLink component={Link} to={publicationPath(attribution.publication.id)}>
              {publicationLabel(attribution.publication)}
            </MuiLink>
          )}
        </Detail>
        <Detail label={t('scores.notes')}>{attribution.notes}</Detail>
      </DetailList>
    </Box>
  );
}
