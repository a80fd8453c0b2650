import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../core/i18n/useTranslation';
import { previewOf } from './file-format';
import { filePath } from './file-model';
import { DownloadButton, FilePreview } from './FilePreview';
import type { FileRow } from './FilesTable';

/** The file previewed, and where the focus goes back to when the preview closes. */
export type Previewing = { row: FileRow; open: boolean; returnTo: HTMLElement | null };

type Props = { previewing: Previewing; onClose: () => void };

/**
 * A file's preview from the files list (spec §2): an image large (through the IIIF image service),
 * a PDF or plain text in a frame, and for any other type a plain statement that the browser shows
 * none, with its download. Escape closes it; the focus goes back to what opened it (the thumbnail
 * or the row's actions button).
 */
export function FilePreviewDialog({ previewing, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { row, open, returnTo } = previewing;
  const preview = previewOf(row);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      fullScreen={phone}
      // The element that opened it may have been a menu item, gone by now: focus goes back to
      // the one named.
      disableRestoreFocus
      slotProps={{ transition: { onExited: () => returnTo?.focus() } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('files.preview_of', { name: row.filename })}
      </DialogTitle>
      <DialogContent>
        {preview.kind === 'none' ? (
          <DialogContentText>{t('files.preview_none')}</DialogContentText>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <FilePreview
              file={row}
              size={1200}
              frameHeight={{ xs: 'calc(100vh - 180px)', sm: '70vh' }}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {preview.kind !== 'none' && row.view_url && (
          <Button
            component="a"
            href={row.view_url}
            target="_blank"
            rel="noopener"
            startIcon={<OpenInNewIcon />}
          >
            {t('files.preview_new_tab')}
          </Button>
        )}
        <DownloadButton file={row} label={t('files.download')} />
        <Button component={RouterLink} to={filePath(row.id)}>
          {t('files.preview_details')}
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
