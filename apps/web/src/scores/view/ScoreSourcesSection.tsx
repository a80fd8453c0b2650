import { Box, Divider, Typography } from '@mui/material';
import { DEFAULT_SOURCE_TYPE } from '@partitura/domain';
import { Fragment } from 'react';
import { useTranslation } from '../../core/i18n/useTranslation';
import { WebAddress } from '../../core/components/WebAddress';
import type { ScoreRecord } from '../score-documents';
import { Detail, DetailList, ViewSection } from '../../core/components/ViewSection';

type Source = ScoreRecord['sources'][number];

/** The sources that document facts about the score (literature, archives, web pages). */
export function ScoreSourcesSection({ sources }: { sources: Source[] }) {
  const { t } = useTranslation();
  if (sources.length === 0) return null;
  return (
    <ViewSection title={t('scores.tab_sources')} count={sources.length}>
      {sources.map((source, index) => (
        <Fragment key={source.id}>
          {index > 0 && <Divider sx={{ my: 2 }} />}
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
              {source.citation}
            </Typography>
            <DetailList dense>
              <Detail label={t('scores.source_type')}>
                {source.type !== DEFAULT_SOURCE_TYPE && source.type}
              </Detail>
              <Detail label={t('scores.description')}>{source.description}</Detail>
              <Detail label={t('scores.url')}>
                {source.url && <WebAddress url={source.url} />}
              </Detail>
              <Detail label={t('scores.notes')}>{source.notes}</Detail>
            </DetailList>
          </Box>
        </Fragment>
      ))}
    </ViewSection>
  );
}
