import AudioFileOutlinedIcon from '@mui/icons-material/AudioFileOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import VideoFileOutlinedIcon from '@mui/icons-material/VideoFileOutlined';
import { Box } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { useState, type ReactNode } from 'react';
import { fileKindOf, thumbnailUrl, type FileKind } from './file-format';

const ICONS: Record<FileKind, SvgIconComponent> = {
  folder: FolderOutlinedIcon,
  image: ImageOutlinedIcon,
  pdf: PictureAsPdfOutlinedIcon,
  text: DescriptionOutlinedIcon,
  audio: AudioFileOutlinedIcon,
  video: VideoFileOutlinedIcon,
  other: InsertDriveFileOutlinedIcon,
};

type FileLike = {
  is_folder: boolean;
  mime: string;
  filename: string;
  iiif_service?: string | null;
};

/** The icon of a file's kind (folder, image, PDF, …); decorative: the type is said in words. */
export function FileIcon({ file }: { file: Pick<FileLike, 'is_folder' | 'mime'> }) {
  const Icon = ICONS[fileKindOf(file)];
  return <Icon aria-hidden="true" color={file.is_folder ? 'primary' : 'action'} />;
}

const BOX = 40;

/**
 * An image's small picture from the IIIF image service (loaded when it scrolls into view), the
 * kind's icon for anything else. While the picture is missing (not made yet, or the service does
 * not answer) the icon shows in its place.
 */
export function FileThumbnail({ file }: { file: FileLike }) {
  return <Thumbnail src={thumbnailUrl(file)} size={BOX} fallback={<FileIcon file={file} />} />;
}

type ThumbnailProps = {
  src: string | null;
  /** The square's side in pixels (on a phone and above). */
  size: number | { xs: number; sm: number };
  /** Shown while there is no picture: none, or one that cannot be loaded. */
  fallback: ReactNode;
  /** A tinted square with rounded corners behind a picture that does not fill it. */
  tinted?: boolean;
};

/**
 * A picture in a square, loaded when it scrolls into view, `fallback` in its place while it is
 * missing. Decorative: the name stands beside it (an alt repeating it would be read twice).
 */
export function Thumbnail({ src, size, fallback, tinted }: ThumbnailProps) {
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
        ...(tinted && { bgcolor: 'action.hover', borderRadius: 1 }),
      }}
    >
      {(!src || failed === src) && fallback}
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
            // Kept (the address stays known) but not shown when it cannot be loaded.
            visibility: failed === src ? 'hidden' : 'visible',
          }}
        />
      )}
    </Box>
  );
}
