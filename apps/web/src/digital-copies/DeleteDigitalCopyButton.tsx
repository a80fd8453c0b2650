import { useMutation } from '../core/graphql';
import { DeleteRecordButton, type DeleteButtonProps } from '../core/editor/DeleteRecordButton';
import { DeleteDigitalCopyMutation } from './digital-copy-documents';

/**
 * Deletes a digital copy (its images' places and regions; the files stay in the file tree) after
 * the prompt of spec §8, then goes where the caller says — the digitized record's view.
 */
export function DeleteDigitalCopyButton({ id, ...props }: { id: string } & DeleteButtonProps) {
  const [deleteDigitalCopy] = useMutation(DeleteDigitalCopyMutation);
  return (
    <DeleteRecordButton
      remove={async () => (await deleteDigitalCopy({ variables: { id } })).data?.deleteDigitalCopy}
      texts="digital_copies"
      {...props}
    />
  );
}
