import { useMutation } from '../core/graphql';
import { DeleteRecordButton } from '../core/editor/DeleteRecordButton';
import { DeletePersonMutation } from './person-documents';

/**
 * Deletes the person after the prompt of spec §8, then returns to the search. The server refuses
 * while attributions name the person (its message says how many).
 */
export function DeletePersonButton({ id }: { id: string }) {
  const [deletePerson] = useMutation(DeletePersonMutation);
  return (
    <DeleteRecordButton
      remove={async () => (await deletePerson({ variables: { id } })).data?.deletePerson}
      texts="people"
      afterPath="/"
    />
  );
}
