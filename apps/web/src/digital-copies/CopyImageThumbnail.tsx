import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { scannedFileLabel } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { iiifImage, Thumbnail } from '../files/index';

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
  return (
    <Thumbnail
      src={service ? iiifImage(service, SERVICE_SIZE) : null}
      size={size}
      fallback={<ImageOutlinedIcon aria-hidden="true" color="action" />}
      tinted
    />
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
