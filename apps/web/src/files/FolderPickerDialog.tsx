import { Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { ActionDialog, ProgressButton } from '../core/components/ActionDialog';
import { FolderBrowser, type FolderChoice } from './FolderBrowser';

type Props = {
  title: string;
  /** The folder the browser opens at. */
  initial: FolderChoice;
  confirmLabel: string;
  /** Folders that cannot be entered or chosen. */
  disabledIds?: ReadonlySet<string>;
  /** True when the folder shown cannot be chosen (e.g. where the items are already). */
  unchoosable?: (folder: FolderChoice) => boolean;
  busy?: boolean;
  error?: string | null;
  onConfirm: (folder: FolderChoice) => void;
  onClose: () => void;
};

/**
 * Asks for a folder: the tree is browsed from `initial`, and the folder shown is the one chosen
 * ("Move here", "Choose this folder"); the top folder may be chosen too. Mounted while open, so
 * it starts at `initial` every time.
 */
export function FolderPickerDialog(props: Props) {
  const { title, initial, confirmLabel, disabledIds, unchoosable, busy, error } = props;
  const { t } = useTranslation();
  // On a phone the folder tree gets the whole screen, as the image picker does.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [folder, setFolder] = useState(initial);
  const path = [t('files.root'), ...folder.path.map((step) => step.filename)].join(' / ');
  return (
    <ActionDialog
      title={title}
      wrapTitle
      maxWidth="sm"
      fullScreen={phone}
      busy={busy}
      onClose={props.onClose}
      error={error}
      action={
        <ProgressButton
          busy={busy}
          disabled={unchoosable?.(folder)}
          onClick={() => props.onConfirm(folder)}
        >
          {confirmLabel}
        </ProgressButton>
      }
    >
      <FolderBrowser folder={folder} onFolder={setFolder} disabledIds={disabledIds} />
      <Typography sx={{ mt: 2, fontWeight: 500, overflowWrap: 'anywhere' }} role="status">
        {t('files.target', { path })}
      </Typography>
    </ActionDialog>
  );
}
