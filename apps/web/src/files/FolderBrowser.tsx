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
import { ListPagination } from '../core/components/ListPagination';
import { LoadFailedAlert } from '../core/components/LoadFailedAlert';
import { FilesQuery } from './file-documents';
import type { FolderLink } from './file-model';
import { LoadingBar } from '../core/components/LoadingBar';

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
  const { data, previousData, loading, error, refetch } = useQuery(FilesQuery, {
    variables: { folder: folder.id, first: PAGE_SIZE, page, sort: 'filename', descending: false },
  });
  const files = (data ?? previousData)?.files;
  // Folders come first: a page's folders are all there are on it.
  const folders = files?.data.filter((file) => file.is_folder) ?? [];
  return (
    <>
      {loading && <LoadingBar aria-label={t('files.folders_loading')} />}
      {error && (
        <LoadFailedAlert text={t('files.folders_load_failed')} retry={() => void refetch()} />
      )}
      {files && folders.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('files.folders_none')}
        </Typography>
      )}
      {folders.length > 0 && (
        <List dense aria-label={label} sx={{ maxHeight: 320, overflowY: 'auto' }}>
          {folders.map((sub) => (
            <ListItemButton
              key={sub.id}
              disabled={disabledIds?.has(sub.id)}
              aria-label={t('files.open_folder', { name: sub.filename })}
              onClick={() =>
                onFolder({
                  id: sub.id,
                  path: [...folder.path, { id: sub.id, filename: sub.filename }],
                })
              }
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <FolderOutlinedIcon aria-hidden="true" color="primary" />
              </ListItemIcon>
              <ListItemText primary={sub.filename} sx={{ overflowWrap: 'anywhere' }} />
            </ListItemButton>
          ))}
        </List>
      )}
      {files && files.paginatorInfo.lastPage > 1 && (
        <ListPagination
          total={files.paginatorInfo.total}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
        />
      )}
    </>
  );
}
