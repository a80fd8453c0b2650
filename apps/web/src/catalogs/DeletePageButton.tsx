import { useMutation } from '../core/graphql';
import { DeleteRecordButton, type DeleteButtonProps } from '../core/editor/DeleteRecordButton';
import { DeletePageMutation } from './page-documents';

/**
 * Deletes a page with its entries after the prompt of spec §8: from its editor back to its
 * catalog (`afterPath`), or in the catalog's view, which then shows a neighbouring page
 * (`onDeleted`).
 */
export function DeletePageButton({ id, ...props }: { id: string } & DeleteButtonProps) {
  const [deletePage] = useMutation(DeletePageMutation);
  return (
    <DeleteRecordButton
      remove={async () => (await deletePage({ variables: { id } })).data?.deletePage}
      texts="pages"
      {...props}
    />
  );
}
