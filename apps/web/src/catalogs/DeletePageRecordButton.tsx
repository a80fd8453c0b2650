import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../app/editor/DeleteRecordButton';
import { catalogPath } from './catalog-model';
import { DeletePageMutation } from './page-documents';

/** The page editor's delete: after the prompt of spec §8, back to the page's catalog. */
export function DeletePageRecordButton({ id, catalogId }: { id: string; catalogId: string }) {
  const { t } = useTranslation();
  const [deletePage] = useMutation(DeletePageMutation);
  return (
    <DeleteRecordButton
      remove={async () => (await deletePage({ variables: { id } })).data?.deletePage}
      title={t('pages.delete_title')}
      prompt={t('pages.delete_prompt')}
      afterPath={catalogPath(catalogId)}
      deletedNotice="pages.deleted"
    />
  );
}
