import { useMutation } from '../core/graphql';
import { DeleteRecordButton, type DeleteButtonProps } from '../core/editor/DeleteRecordButton';
import { DeleteFileMutation } from './file-documents';

/**
 * Deletes a file (or a folder with everything in it) after the prompt of spec §8; a refusal (a
 * digital copy shows it) stays in the dialog with the server's message.
 */
export function DeleteFileButton({
  id,
  isFolder = false,
  ...props
}: { id: string; isFolder?: boolean } & DeleteButtonProps) {
  const [deleteFile] = useMutation(DeleteFileMutation);
  return (
    <DeleteRecordButton
      remove={async () => (await deleteFile({ variables: { id } })).data?.deleteFile}
      texts={isFolder ? 'folders' : 'files'}
      {...props}
    />
  );
}
