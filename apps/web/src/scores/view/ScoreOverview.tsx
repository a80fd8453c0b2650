import { Chip, Link as MuiLink, Stack } from '@mui/material';
import { keyLabel } from '@partitura/domain';
import { useTranslation } from '../../core/i18n/useTranslation';
import { Link } from 'react-router';
import { collectionPath } from '../../collections/index';
import type { ScoreRecord } from '../score-documents';
import { formatScoring } from '../score-format';
import { personPath } from '../score-model';
import { Detail, DetailList, ViewSection } from '../../core/components/ViewSection';

/** The score's description: where it is kept, what it is, for whom, where it came from. */
export function ScoreOverview({ score }: { score: ScoreRecord }) {
  const { t, language } = useTranslation();
  const genres = score.genres.filter((genre) => genre.name.trim() !== '');
  return (
    <ViewSection title={t('scores.tab_basic')}>
      <DetailList>
        <Detail label={t('scores.author')}>
          {score.author && (
            <MuiLink component={Link} to={personPath(score.author.id)}>
              {score.author.name}
            </MuiLink>
          )}
        </Detail>
        <Detail label={t('scores.title')}>{score.title}</Detail>
        <Detail label={t('scores.short_title')}>{score.short_title}</Detail>
        <Detail label={t('scores.collection')}>
          <MuiLink component={Link} to={collectionPath(score.collection.id)}>
            {score.collection.name}
          </MuiLink>
        </Detail>
        <Detail label={t('scores.shelfmark')}>{score.short_title_prefix}</Detail>
        <Detail label={t('scores.former_shelfmarks')}>{score.former_shelfmarks}</Detail>
        <Detail label={t('scores.opus')}>{score.opus}</Detail>
        <Detail label={t('scores.key')}>{score.key && keyLabel(score.key, language)}</Detail>
        <Detail label={t('scores.genres')}>
          {genres.length > 0 && (
            <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {genres.map((genre) => (
                <Chip key={genre.id} label={genre.name} size="small" component="span" />
              ))}
            </Stack>
          )}
        </Detail>
        <Detail label={t('scores.scoring')}>{formatScoring(score.voices, language)}</Detail>
        <Detail label={t('scores.provenance')}>{score.provenance}</Detail>
        <Detail label={t('scores.notes')}>{score.notes}</Detail>
      </DetailList>
    </ViewSection>
  );
}
