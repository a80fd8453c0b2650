import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import type { FolderChoice } from './FolderBrowser';
import { FolderPickerDialog } from './FolderPickerDialog';

type Props = {
  /** The field's name in the editor's form; its value is a FolderChoice. */
  name: string;
  label: string;
  /** Folders that cannot be chosen (a folder cannot go into itself). */
  disabledIds?: ReadonlySet<string>;
};

/** The folder of a file in an editor: its path, and a dialog to browse to another one. */
export function FolderField({ name, label, disabledIds }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const { field, fieldState } = useController({ name });
  const [open, setOpen] = useState(false);
  const value = field.value as FolderChoice;
  const path = [t('files.root'), ...value.path.map((step) => step.filename)].join(' / ');
  const message = fieldState.error?.message;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <FolderOutlinedIcon aria-hidden="true" color="primary" />
        <Typography sx={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>{path}</Typography>
        <Button
          ref={field.ref}
          variant="outlined"
          startIcon={<DriveFileMoveOutlinedIcon />}
          aria-describedby={message ? errorId : undefined}
          onClick={() => setOpen(true)}
        >
          {t('files.change_folder')}
        </Button>
      </Box>
      {message && (
        <FormHelperText id={errorId} error>
          {t(message)}
        </FormHelperText>
      )}
      {open && (
        <FolderPickerDialog
          title={t('files.choose_folder')}
          initial={value}
          confirmLabel={t('files.choose_this_folder')}
          disabledIds={disabledIds}
          onConfirm={(folder) => {
            field.onChange(folder);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </Box>
  );
}
