import { useMutation } from '../core/graphql';
import { DeleteRecordButton } from '../core/editor/DeleteRecordButton';
import { DeletePlaceMutation } from './place-documents';

/**
 * Deletes the place after the prompt of spec §8, then returns to the search. While attributions
 * name it the server refuses, saying how many, and the dialog shows that reason.
 */
export function DeletePlaceButton({ id }: { id: string }) {
  const [deletePlace] = useMutation(DeletePlaceMutation);
  return (
    <DeleteRecordButton
      remove={async () => (await deletePlace({ variables: { id } })).data?.deletePlace}
      texts="places"
      afterPath="/search/places"
    />
  );
}
