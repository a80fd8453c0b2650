import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import { useMutation } from '../core/graphql';
import { Alert, TextField } from '@mui/material';
import { cleanFileName, FILE_NAME_MAX, validateFile } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { domainResolver } from '../core/forms/domain-resolver';
import { placeServerErrors } from '../core/forms/server-errors';
import { SubmitButton } from '../core/forms/SubmitButton';
import { useSubmitForm } from '../core/forms/useSubmitForm';
import { ActionDialog } from '../core/components/ActionDialog';
import { UpsertFileMutation } from './file-documents';

type Values = { filename: string };

const FIELDS = ['filename'] as const;
// The name as it will be stored (cleaned), checked by the domain's rule: blank is refused.
const resolver = domainResolver<Values>(({ filename }) =>
  validateFile({ filename: cleanFileName(filename) }),
);

type Props = {
  /** The folder it is created in (null: the top folder) and its name. */
  folderId: string | null;
  folderName: string;
  onCreated: (message: string) => void;
  onClose: () => void;
};

/** Asks for a folder's name and creates the folder in the folder shown (spec §2). */
export function CreateFolderDialog({ folderId, folderName, onCreated, onClose }: Props) {
  const { t } = useTranslation();
  const [upsert] = useMutation(UpsertFileMutation);
  const { register, errors, busy, failure, onSubmit } = useSubmitForm<Values>(
    { defaultValues: { filename: '' }, resolver },
    async ({ filename }, { setError }) => {
      const name = cleanFileName(filename);
      const { data } = await upsert({
        variables: {
          input: { filename: name, is_folder: true, folder: folderId ? { id: folderId } : null },
        },
      });
      const answer = data?.upsertFile;
      if (answer?.success) {
        onCreated(t('files.folder_created', { name }));
        return;
      }
      return placeServerErrors(answer, FIELDS, setError, t('files.create_failed'));
    },
  );

  return (
    <ActionDialog
      title={t('files.new_folder_title', { folder: folderName })}
      wrapTitle
      maxWidth="xs"
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
      contentSx={{ display: 'grid', gap: 2, pt: '8px !important' }}
      action={
        <SubmitButton
          busy={busy}
          label={t('files.create')}
          busyLabel={t('files.creating')}
          icon={<CreateNewFolderOutlinedIcon />}
        />
      }
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label={t('files.folder_name')}
        required
        autoFocus
        error={Boolean(errors.filename)}
        helperText={errors.filename?.message ? t(errors.filename.message) : undefined}
        slotProps={{ htmlInput: { maxLength: FILE_NAME_MAX, spellCheck: false } }}
        {...register('filename')}
      />
    </ActionDialog>
  );
}
