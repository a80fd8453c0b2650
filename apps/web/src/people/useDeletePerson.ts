import { useMutation } from '@apollo/client/react';
import { DeletePersonMutation } from './person-documents';

/** Deletes the person; the server refuses while attributions name it (its message says how many). */
export function useDeletePerson(id: string) {
  const [deletePerson] = useMutation(DeletePersonMutation);
  return async () => {
    const { data } = await deletePerson({ variables: { id } });
    return data?.deletePerson;
  };
}
