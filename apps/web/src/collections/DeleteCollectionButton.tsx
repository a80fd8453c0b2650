import { useMutation } from '../core/graphql';
import { DeleteRecordButton } from '../core/editor/DeleteRecordButton';
import { DeleteCollectionMutation } from './collection-documents';

/** Deletes the collection after the prompt of spec §8, then returns to the search. */
export function DeleteCollectionButton({ id }: { id: string }) {
  const [deleteCollection] = useMutation(DeleteCollectionMutation);
  return (
    <DeleteRecordButton
      remove={async () => (await deleteCollection({ variables: { id } })).data?.deleteCollection}
      texts="collections"
      afterPath="/"
    />
  );
}
