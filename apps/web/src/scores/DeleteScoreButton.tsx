import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../app/editor/DeleteRecordButton';
import { DeleteScoreMutation } from './score-documents';

/** Deletes the score after the prompt of spec §8, then returns to the search. */
export function DeleteScoreButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const [deleteScore] = useMutation(DeleteScoreMutation);
  return (
    <DeleteRecordButton
      remove={async () => (await deleteScore({ variables: { id } })).data?.deleteScore}
      title={t('scores.delete_title')}
      prompt={t('scores.delete_prompt')}
      afterPath="/"
      deletedNotice="scores.deleted"
    />
  );
}
