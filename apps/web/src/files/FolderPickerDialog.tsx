import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
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
  const titleId = useId();
  // On a phone the folder tree gets the whole screen, as the image picker does.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [folder, setFolder] = useState(initial);
  const path = [t('files.root'), ...folder.path.map((step) => step.filename)].join(' / ');
  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <FolderBrowser folder={folder} onFolder={setFolder} disabledIds={disabledIds} />
        <Typography sx={{ mt: 2, fontWeight: 500, overflowWrap: 'anywhere' }} role="status">
          {t('files.target', { path })}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || unchoosable?.(folder)}
          onClick={() => props.onConfirm(folder)}
          startIcon={
            busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined
          }
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
