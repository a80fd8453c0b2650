import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { MODEL_COLORS } from '@partitura/domain';
import type { RecordKind } from '../core/components/RecordHeader';

/** How a file shows itself on record screens: model colour (spec §9), icon and name. */
export const FILE_KIND: RecordKind = {
  color: MODEL_COLORS.file,
  Icon: InsertDriveFileOutlinedIcon,
  label: 'files.kind',
};

/** A folder of the breadcrumbs: the root is the files screen itself. */
export type FolderLink = { id: string; filename: string };

export function filePath(id: string): string {
  return `/files/${encodeURIComponent(id)}`;
}

export function fileEditPath(id: string): string {
  return `${filePath(id)}/edit`;
}

/** The files screen showing a folder's content (null: the root). */
export function folderPath(folderId: string | null): string {
  return folderId ? `/files?${new URLSearchParams({ folder: folderId }).toString()}` : '/files';
}

/** Where a file or folder is shown: a file's detail, a folder's content. */
export function recordPath(file: { id: string; is_folder: boolean }): string {
  return file.is_folder ? folderPath(file.id) : filePath(file.id);
}

/** The folder holding a file, from its breadcrumbs (the last of them); null at the root. */
export function parentFolderId(folders: readonly FolderLink[]): string | null {
  return folders.length > 0 ? folders[folders.length - 1].id : null;
}
