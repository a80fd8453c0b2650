import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { useQuery } from '../core/graphql';
import {
  Breadcrumbs,
  Link,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { PagedList } from '../core/components/PagedList';
import { FilesQuery } from './file-documents';
import type { FolderLink } from './file-model';

/** A folder chosen in the browser: its id (null: the top folder) and the path down to it. */
export type FolderChoice = { id: string | null; path: FolderLink[] };

export const ROOT_FOLDER: FolderChoice = { id: null, path: [] };

/** The choice of the folder at the end of `path` (the top folder when it is empty). */
export function folderChoice(path: readonly FolderLink[]): FolderChoice {
  return { id: path.length > 0 ? path[path.length - 1].id : null, path: [...path] };
}

const PAGE_SIZE = 100;

type Props = {
  folder: FolderChoice;
  onFolder: (folder: FolderChoice) => void;
  /** Folders that cannot be entered (e.g. the ones being moved: nothing moves into itself). */
  disabledIds?: ReadonlySet<string>;
};

/**
 * The path of a folder being browsed: each step above it a button back up, the folder itself
 * the current location. `disabled` while the dialog around it is busy.
 */
export function FolderPath({
  folder,
  onFolder,
  disabled = false,
}: {
  folder: FolderChoice;
  onFolder: (folder: FolderChoice) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const steps = [{ id: null, filename: t('files.root') }, ...folder.path];
  return (
    <Breadcrumbs aria-label={t('files.breadcrumbs')} sx={{ mb: 1, overflowWrap: 'anywhere' }}>
      {steps.map((step, index) =>
        index === steps.length - 1 ? (
          <Typography key={step.id ?? 'root'} color="text.primary" aria-current="location">
            {step.filename}
          </Typography>
        ) : (
          <Link
            key={step.id ?? 'root'}
            component="button"
            type="button"
            underline="hover"
            color="inherit"
            disabled={disabled}
            onClick={() => onFolder(folderChoice(folder.path.slice(0, index)))}
          >
            {step.filename}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

/**
 * Browses the folder tree to choose a folder (the move dialog, the folder of a file): the path
 * of the folder shown, each step a button back up, and the folders in it to go down into.
 */
export function FolderBrowser({ folder, onFolder, disabledIds }: Props) {
  const { t } = useTranslation();
  const name = folder.path.at(-1)?.filename ?? t('files.root');
  return (
    <>
      <FolderPath folder={folder} onFolder={onFolder} />
      {/* A new folder starts at its first page. */}
      <SubFolders
        key={folder.id ?? 'root'}
        folder={folder}
        label={t('files.folders_in', { folder: name })}
        onFolder={onFolder}
        disabledIds={disabledIds}
      />
    </>
  );
}

function SubFolders({ folder, label, onFolder, disabledIds }: Props & { label: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(FilesQuery, {
    variables: { folder: folder.id, first: PAGE_SIZE, page, sort: 'filename', descending: false },
  });
  const files = (query.data ?? query.previousData)?.files;
  // Folders come first: a page's folders are all there are on it.
  const folders = files?.data.filter((file) => file.is_folder) ?? [];
  return (
    <PagedList
      query={query}
      texts={{
        loading: t('files.folders_loading'),
        failed: t('files.folders_load_failed'),
        empty: t('files.folders_none'),
      }}
      count={files && folders.length}
      paginator={files?.paginatorInfo}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
    >
      <List dense aria-label={label} sx={{ maxHeight: 320, overflowY: 'auto' }}>
        {folders.map((sub) => (
          <SubFolderButton
            key={sub.id}
            folder={folder}
            sub={sub}
            onFolder={onFolder}
            disabled={disabledIds?.has(sub.id)}
          />
        ))}
      </List>
    </PagedList>
  );
}

type SubFolderProps = {
  /** The folder shown, `sub`'s parent. */
  folder: FolderChoice;
  sub: FolderLink;
  onFolder: (folder: FolderChoice) => void;
  disabled?: boolean;
  /** Said under the name (e.g. how many items it holds). */
  secondary?: string;
};

/** A folder in the folder shown, as a list's button that goes into it. */
export function SubFolderButton({ folder, sub, onFolder, disabled, secondary }: SubFolderProps) {
  const { t } = useTranslation();
  return (
    <ListItemButton
      disabled={disabled}
      aria-label={t('files.open_folder', { name: sub.filename })}
      onClick={() =>
        onFolder({ id: sub.id, path: [...folder.path, { id: sub.id, filename: sub.filename }] })
      }
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <FolderOutlinedIcon aria-hidden="true" color="primary" />
      </ListItemIcon>
      <ListItemText
        primary={sub.filename}
        secondary={secondary}
        sx={{ overflowWrap: 'anywhere' }}
      />
    </ListItemButton>
  );
}
