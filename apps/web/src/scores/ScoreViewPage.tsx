import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NoticeAlert } from '../app/components/NoticeAlert';
import { useRecordQuery } from '../app/components/RecordPage';
import { PermalinkButton } from '../app/components/PermalinkButton';
import { RecordHeader } from '../app/components/RecordHeader';
import { useSession } from '../app/session/session-context';
import { DeleteScoreButton } from './DeleteScoreButton';
import { GetScoreQuery } from './score-documents';
import { SCORE_COLOR, ScoreIcon, scorePath } from './score-model';
import { scoreHeading } from './score-heading';
import { ScoreAttributionsSection } from './view/ScoreAttributionsSection';
import { ScoreEntriesSection } from './view/ScoreEntriesSection';
import { ScoreIncipitsSection } from './view/ScoreIncipitsSection';
import { ScoreLiteratureSection } from './view/ScoreLiteratureSection';
import { ScoreOverview } from './view/ScoreOverview';
import { ScorePartsSection } from './view/ScorePartsSection';
import { ScoreSourcesSection } from './view/ScoreSourcesSection';

/** /scores/{id}: everything a reader needs to know about a score, with edit, delete, permalink. */
export function ScoreViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { isContributor } = useSession();
  const { record: score, placeholder } = useRecordQuery(
    GetScoreQuery,
    { id },
    (data) => data.getScore,
    'scores',
  );

  if (!score) return placeholder;

  return (
    <Box sx={{ maxWidth: 1040 }}>
      <NoticeAlert />
      <RecordHeader
        color={SCORE_COLOR}
        icon={<ScoreIcon />}
        kind={t('entity.score')}
        title={scoreHeading(score)}
        subtitle={score.collection.name}
        actions={
          <>
            {isContributor && (
              <Button
                component={Link}
                to={`${scorePath(score.id)}/edit`}
                variant="contained"
                startIcon={<EditOutlinedIcon />}
              >
                {t('common.edit')}
              </Button>
            )}
            {isContributor && <DeleteScoreButton id={score.id} />}
            <PermalinkButton path={scorePath(score.id)} />
          </>
        }
      />
      <ScoreOverview score={score} />
      <ScoreIncipitsSection incipits={score.incipits} />
      <ScoreAttributionsSection attributions={score.attributions} />
      <ScorePartsSection parts={score.parts} />
      <ScoreLiteratureSection publications={score.publications} />
      <ScoreSourcesSection sources={score.sources} />
      <ScoreEntriesSection entries={score.entries} />
    </Box>
  );
}
