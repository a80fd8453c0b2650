import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import { useMutation } from '../core/graphql';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { cleanFileName, FILE_NAME_MAX, validateFile } from '@partitura/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { domainResolver } from '../core/forms/domain-resolver';
import { failureMessage } from '../core/graphql/failure-message';
import { placeServerErrors } from '../core/forms/server-errors';
import { SubmitButton } from '../core/forms/SubmitButton';
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
  const titleId = useId();
  const [upsert] = useMutation(UpsertFileMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { filename: '' }, resolver });

  const onSubmit = handleSubmit(async ({ filename }) => {
    setFailure(null);
    const name = cleanFileName(filename);
    try {
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
      setFailure(placeServerErrors(answer, FIELDS, setError, t('files.create_failed')));
    } catch (error) {
      setFailure(failureMessage(error, t));
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {t('files.new_folder_title', { folder: folderName })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <SubmitButton
            busy={isSubmitting}
            label={t('files.create')}
            busyLabel={t('files.creating')}
            icon={<CreateNewFolderOutlinedIcon />}
          />
        </DialogActions>
      </form>
    </Dialog>
  );
}
