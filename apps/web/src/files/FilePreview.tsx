import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { previewOf } from './file-format';

type Props = {
  /** The largest side of an image shown, in pixels. */
  size?: number;
  /** The height of a framed PDF or text. */
  frameHeight?: { xs: string; sm: string };
  file: {
    filename: string;
    is_folder: boolean;
    mime: string;
    view_url?: string | null;
    download_url?: string | null;
    iiif_service?: string | null;
  };
};

/**
 * A file's content on its detail screen: an image (through the IIIF image service, up to 800
 * pixels), a PDF or plain text in a frame; anything else can only be downloaded.
 */
export function FilePreview({ file, size = 800, frameHeight }: Props) {
  const { t } = useTranslation();
  const preview = previewOf(file, size);
  if (preview.kind === 'image')
    return <ImagePreview {...preview} alt={file.filename} maxHeight={frameHeight?.sm ?? 800} />;
  if (preview.kind === 'frame') {
    return (
      <Box
        component="iframe"
        src={preview.src}
        title={t('files.preview_of', { name: file.filename })}
        sx={{
          display: 'block',
          width: '100%',
          height: frameHeight ?? { xs: '60vh', sm: '75vh' },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'common.white',
        }}
      />
    );
  }
  return <DownloadButton file={file} label={t('files.download_named', { name: file.filename })} />;
}

/** The image; when the service cannot give it, the file itself (when it can be shown). */
function ImagePreview({
  src,
  fallback,
  alt,
  maxHeight,
}: {
  src: string;
  fallback: string | null;
  alt: string;
  maxHeight: number | string;
}) {
  const [shown, setShown] = useState(src);
  return (
    <Box
      component="img"
      src={shown}
      alt={alt}
      onError={() => {
        if (fallback && shown !== fallback) setShown(fallback);
      }}
      sx={{ display: 'block', maxWidth: '100%', maxHeight, height: 'auto' }}
    />
  );
}

/** Downloads the file under its name; nothing when it cannot be downloaded (a folder). */
export function DownloadButton({ file, label }: { file: Props['file']; label: string }) {
  if (!file.download_url) return null;
  return (
    <Button
      component="a"
      href={file.download_url}
      download={file.filename}
      variant="outlined"
      startIcon={<DownloadOutlinedIcon />}
    >
      {label}
    </Button>
  );
}
