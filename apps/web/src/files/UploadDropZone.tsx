import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { alpha, Box, Typography } from '@mui/material';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import type { RefusedUpload } from './upload-queue';

type Props = {
  /** The name of the folder the files go into. */
  folderName: string;
  onFiles: (files: File[], refused: RefusedUpload[]) => void;
  children: ReactNode;
};

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * The files a drop brings: the files themselves; a folder cannot be read as one file, so it is
 * named as refused (never dropped silently).
 */
function droppedFiles(transfer: DataTransfer): { files: File[]; refused: RefusedUpload[] } {
  const files: File[] = [];
  const refused: RefusedUpload[] = [];
  const items = Array.from(transfer.items ?? []).filter((item) => item.kind === 'file');
  if (items.length === 0) return { files: Array.from(transfer.files), refused };
  for (const item of items) {
    const entry = item.webkitGetAsEntry?.();
    const file = item.getAsFile();
    if (entry?.isDirectory) {
      refused.push({ name: entry.name, problem: { key: 'files.upload_folder_refused' } });
    } else if (file) {
      files.push(file);
    }
  }
  return { files, refused };
}

/** The list as a drop target: files dragged onto it are uploaded into the folder shown. */
export function UploadDropZone({ folderName, onFiles, children }: Props) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  // Entering a child fires dragenter before the parent's dragleave: count the levels.
  const depth = useRef(0);

  return (
    <Box
      sx={{ position: 'relative', minHeight: 160 }}
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        const { files, refused } = droppedFiles(event.dataTransfer);
        onFiles(files, refused);
      }}
    >
      {children}
      {dragging && (
        <Box
          role="status"
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            zIndex: 3,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            p: 2,
            textAlign: 'center',
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            borderRadius: 1,
            bgcolor: alpha(theme.palette.primary.main, 0.12),
            backdropFilter: 'blur(1px)',
            // The drag's events stay with the list underneath.
            pointerEvents: 'none',
          })}
        >
          <CloudUploadOutlinedIcon color="primary" fontSize="large" aria-hidden="true" />
          <Typography color="primary" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {t('files.drop_here', { folder: folderName })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
