import { Box, Divider, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from '../../core/i18n/useTranslation';
import type { ScoreRecord } from '../score-documents';
import { formatScoring } from '../score-format';
import { partTypeLabel } from '../score-model';
import { Detail, DetailList, ViewSection } from '../../core/components/ViewSection';

type Part = ScoreRecord['parts'][number];

/** The physical sources of the score: autograph, copies, prints, with their parts and state. */
export function ScorePartsSection({ parts }: { parts: Part[] }) {
  const { t, language } = useTranslation();
  if (parts.length === 0) return null;
  return (
    <ViewSection title={t('scores.tab_parts')} count={parts.length}>
      {parts.map((part, index) => (
        <Fragment key={part.id}>
          {index > 0 && <Divider sx={{ my: 2 }} />}
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
              {partTypeLabel(part.type, language)}
            </Typography>
            <DetailList dense>
              <Detail label={t('scores.part_voices')}>
                {formatScoring(part.voices, language)}
              </Detail>
              <Detail label={t('scores.extent')}>{part.extent}</Detail>
              <Detail label={t('scores.measurements')}>{part.measurements}</Detail>
              <Detail label={t('scores.date')}>{part.date}</Detail>
              <Detail label={t('scores.watermark')}>{part.watermark}</Detail>
              <Detail label={t('scores.wear')}>{part.wear}</Detail>
              <Detail label={t('scores.notes')}>{part.notes}</Detail>
            </DetailList>
          </Box>
        </Fragment>
      ))}
    </ViewSection>
  );
}
