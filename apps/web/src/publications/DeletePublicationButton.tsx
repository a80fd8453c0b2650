import { useMutation } from '../core/graphql';
import { DeleteRecordButton } from '../core/editor/DeleteRecordButton';
import { DeletePublicationMutation } from './publication-documents';

/**
 * Deletes the publication after the prompt of spec §8, then returns to the search. While scores
 * or attributions cite it the server refuses, saying how many, and the dialog shows that reason.
 */
export function DeletePublicationButton({ id }: { id: string }) {
  const [deletePublication] = useMutation(DeletePublicationMutation);
  return (
    <DeleteRecordButton
      remove={async () => (await deletePublication({ variables: { id } })).data?.deletePublication}
      texts="publications"
      afterPath="/search/publications"
    />
  );
}
