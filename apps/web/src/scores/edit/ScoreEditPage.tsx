import { useQuery } from '@apollo/client/react';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MessagePage } from '../../app/components/MessagePage';
import { PageLoading } from '../../app/components/PageLoading';
import { RecordHeader } from '../../app/components/RecordHeader';
import { DeleteScoreButton } from '../DeleteScoreButton';
import { GetScoreQuery } from '../score-documents';
import { scoreFormValues } from '../score-form-values';
import { scoreHeading } from '../score-heading';
import { SCORE_COLOR, ScoreIcon } from '../score-model';
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
      <RecordHeader
        color={SCORE_COLOR}
        icon={<ScoreIcon />}
        kind={t('entity.score')}
        title={t('scores.create_title')}
      />
      <ScoreEditor record={NEW_RECORD} values={scoreFormValues()} />
    </Box>
  );
}

function ExistingScoreEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(GetScoreQuery, { variables: { id } });

  if (loading) return <PageLoading />;
  if (error) {
    return (
      <MessagePage
        title={t('scores.load_failed_title')}
        action={
          <Button variant="outlined" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('scores.load_failed')}
      </MessagePage>
    );
  }
  const score = data?.getScore;
  if (!score) {
    return <MessagePage title={t('scores.not_found_title')}>{t('scores.not_found')}</MessagePage>;
  }

  return (
    <Box sx={{ maxWidth: 1040 }}>
      <RecordHeader
        color={SCORE_COLOR}
        icon={<ScoreIcon />}
        kind={t('entity.score')}
        title={t('scores.edit_title', { title: scoreHeading(score) })}
        actions={<DeleteScoreButton id={score.id} />}
      />
      {/* A reloaded version starts a fresh form with the stored values. */}
      <ScoreEditor
        key={score.version}
        record={{ id: score.id, version: score.version }}
        values={scoreFormValues(score)}
        onReload={() => void refetch()}
      />
    </Box>
  );
}
