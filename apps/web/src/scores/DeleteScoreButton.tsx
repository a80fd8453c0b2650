import { useMutation } from '../core/graphql';
import { DeleteRecordButton } from '../core/editor/DeleteRecordButton';
import { DeleteScoreMutation } from './score-documents';

/** Deletes the score after the prompt of spec §8, then returns to the search. */
export function DeleteScoreButton({ id }: { id: string }) {
  const [deleteScore] = useMutation(DeleteScoreMutation);
  return (
    <DeleteRecordButton
      remove={async () => (await deleteScore({ variables: { id } })).data?.deleteScore}
      texts="scores"
      afterPath="/"
    />
  );
}
