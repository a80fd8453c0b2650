import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../app/editor/DeleteRecordButton';
import { DeleteCatalogMutation } from './catalog-documents';

/** Deletes the catalog (with its pages and entries) after the prompt of spec §8. */
export function DeleteCatalogButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const [deleteCatalog] = useMutation(DeleteCatalogMutation);
  return (
    <DeleteRecordButton
      remove={async () => (await deleteCatalog({ variables: { id } })).data?.deleteCatalog}
      title={t('catalogs.delete_title')}
      prompt={t('catalogs.delete_prompt')}
      afterPath="/"
      deletedNotice="catalogs.deleted"
    />
  );
}
