import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../app/editor/DeleteRecordButton';
import { DeleteCollectionMutation } from './collection-documents';

/** Deletes the collection after the prompt of spec §8, then returns to the search. */
export function DeleteCollectionButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const [deleteCollection] = useMutation(DeleteCollectionMutation);
  return (
    <DeleteRecordButton
      remove={async () => (await deleteCollection({ variables: { id } })).data?.deleteCollection}
      title={t('collections.delete_title')}
      prompt={t('collections.delete_prompt')}
      afterPath="/"
      deletedNotice="collections.deleted"
    />
  );
}
