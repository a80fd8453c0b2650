import { Box } from '@mui/material';
import { isBlank, shortTitleWithoutAuthor } from '@partitura/domain';
import { useParams } from 'react-router';
import { NoticeAlert } from '../core/components/NoticeAlert';
import { useRecordQuery } from '../core/components/RecordPage';
import { RecordHeader } from '../core/components/RecordHeader';
import { RecordViewActions } from '../core/components/RecordViewActions';
import { DeleteScoreButton } from './DeleteScoreButton';
import { GetScoreQuery } from './score-documents';
import { SCORE_KIND, scorePath } from './score-model';
import { scoreHeading } from './score-heading';
import { useScoreSlots } from './score-slots';
import { ScoreAttributionsSection } from './view/ScoreAttributionsSection';
import { ScoreEntriesSection } from './view/ScoreEntriesSection';
import { ScoreIncipitsSection } from './view/ScoreIncipitsSection';
import { ScoreLiteratureSection } from './view/ScoreLiteratureSection';
import { ScoreOverview } from './view/ScoreOverview';
import { ScorePartsSection } from './view/ScorePartsSection';
import { ScoreSourcesSection } from './view/ScoreSourcesSection';

/**
 * /scores/{id}: everything a reader needs to know about a score, with edit, delete, permalink —
 * and what the features above scores show of it (its slots: score-slots.ts).
 */
export function ScoreViewPage() {
  const { id = '' } = useParams();
  const { Actions, DigitalCopies } = useScoreSlots();
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
        kind={SCORE_KIND}
        title={scoreHeading(score)}
        subtitle={score.collection.name}
        actions={
          <>
            <RecordViewActions
              path={scorePath(score.id)}
              deleteButton={<DeleteScoreButton id={score.id} />}
              cite={{
                kind: 'score',
                id: score.id,
                // The author is named on their own: the short title without them.
                title: isBlank(score.short_title)
                  ? scoreHeading(score)
                  : shortTitleWithoutAuthor(score.short_title, score.author?.name),
                authors: [score.author?.name],
                holding: score.collection.name,
                callNumber: score.short_title_prefix,
              }}
            />
            {Actions && <Actions scoreId={score.id} />}
          </>
        }
      />
      <ScoreOverview score={score} />
      {DigitalCopies && <DigitalCopies scoreId={score.id} />}
      <ScoreIncipitsSection incipits={score.incipits} />
      <ScoreAttributionsSection attributions={score.attributions} />
      <ScorePartsSection parts={score.parts} />
      <ScoreLiteratureSection publications={score.publications} />
      <ScoreSourcesSection sources={score.sources} />
      <ScoreEntriesSection entries={score.entries} />
    </Box>
  );
}
