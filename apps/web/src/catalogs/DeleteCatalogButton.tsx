import { useMutation } from '../app/graphql';
import { DeleteRecordButton } from '../app/editor/DeleteRecordButton';
import { DeleteCatalogMutation } from './catalog-documents';

/** Deletes the catalog (with its pages and entries) after the prompt of spec §8. */
export function DeleteCatalogButton({ id }: { id: string }) {
  const [deleteCatalog] = useMutation(DeleteCatalogMutation);
  return (
    <DeleteRecordButton
      remove={async () => (await deleteCatalog({ variables: { id } })).data?.deleteCatalog}
      texts="catalogs"
      afterPath="/"
    />
  );
}
