import { Box } from '@mui/material';
import { useTranslation } from '../../core/i18n/useTranslation';
import { useParams } from 'react-router';
import { useRecordQuery } from '../../core/components/RecordPage';
import { RecordHeader } from '../../core/components/RecordHeader';
import { DeleteScoreButton } from '../DeleteScoreButton';
import { GetScoreQuery } from '../score-documents';
import { scoreFormValues } from '../score-form-values';
import { scoreHeading } from '../score-heading';
import { SCORE_KIND } from '../score-model';
import { ScoreEditor } from './ScoreEditor';

/** /scores/create and /scores/{id}/edit. */
export function ScoreEditPage() {
  const { id } = useParams();
  return id ? <ExistingScoreEditor id={id} /> : <NewScoreEditor />;
}

const NEW_RECORD = { id: null, version: null };

function NewScoreEditor() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1040 }}>
      <RecordHeader kind={SCORE_KIND} title={t('scores.create_title')} />
      <ScoreEditor record={NEW_RECORD} values={scoreFormValues()} />
    </Box>
  );
}

function ExistingScoreEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const {
    record: score,
    refetch,
    placeholder,
  } = useRecordQuery(GetScoreQuery, { id }, (data) => data.getScore, 'scores');

  if (!score) return placeholder;

  return (
    <Box sx={{ maxWidth: 1040 }}>
      <RecordHeader
        kind={SCORE_KIND}
        title={t('scores.edit_title', { title: scoreHeading(score) })}
        actions={<DeleteScoreButton id={score.id} />}
      />
      {/* A reloaded version starts a fresh form with the stored values. */}
      <ScoreEditor
        key={score.version}
        record={{ id: score.id, version: score.version }}
        values={scoreFormValues(score)}
        onReload={refetch}
      />
    </Box>
  );
}
