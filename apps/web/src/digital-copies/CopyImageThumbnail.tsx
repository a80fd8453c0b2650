import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box } from '@mui/material';
import { scannedFileLabel } from '@partitura/domain';
import { useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { iiifImage } from '../files/index';

/** The thumbnail's size at the image service: the whole image within 96 × 96 pixels. */
const SERVICE_SIZE = 96;

/**
 * An image's thumbnail from the IIIF image service, shown `size` pixels wide; an image icon while
 * it cannot be loaded. Decorative: the file's name is always written beside it.
 */
export function CopyImageThumbnail({
  service,
  size = 64,
}: {
  service: string | null | undefined;
  size?: number | { xs: number; sm: number };
}) {
  const src = service ? iiifImage(service, SERVICE_SIZE) : null;
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flex: 'none',
        display: 'grid',
        placeItems: 'center',
        position: 'relative',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      {(!src || failed === src) && <ImageOutlinedIcon aria-hidden="true" color="action" />}
      {src && (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          onError={() => setFailed(src)}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            visibility: failed === src ? 'hidden' : 'visible',
          }}
        />
      )}
    </Box>
  );
}

/**
 * What a scanned file's name says, in the interface language ("Violin 1, p. 2" for
 * vio1_002.jpg, spec §9); null for a name that is no scanned file's.
 */
export function useScannedLabel(): (filename: string) => string | null {
  const { language } = useTranslation();
  return (filename) => scannedFileLabel(filename, language);
}
