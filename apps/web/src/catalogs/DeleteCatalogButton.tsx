import { useMutation } from '../core/graphql';
import { DeleteRecordButton } from '../core/editor/DeleteRecordButton';
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
