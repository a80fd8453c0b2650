import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useMutation, useQuery } from '../core/graphql';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../core/components/ConfirmDialog';
import { ListPagination } from '../core/components/ListPagination';
import { LoadFailedAlert } from '../core/components/LoadFailedAlert';
import { NoticeAlert } from '../core/components/NoticeAlert';
import { PageTitle } from '../core/components/PageTitle';
import { ResultSnackbar, useActionOutcome } from '../core/components/ResultSnackbar';
import { SearchField } from '../core/components/SearchField';
import { useLastPageLimit, usePageParam } from '../core/components/usePageParam';
import { useSearchText } from '../core/components/useSearchText';
import { failureMessage } from '../core/graphql/failure-message';
import { CreateFolderDialog } from './CreateFolderDialog';
import { FileBreadcrumbs } from './FileBreadcrumbs';
import { DeleteFilesMutation, FilesQuery, FolderQuery, MoveFilesMutation } from './file-documents';
import { parentFolderId, type FolderLink } from './file-model';
import { FilesTable, type FileRow } from './FilesTable';
import { FilePreviewDialog, type Previewing } from './FilePreviewDialog';
import { KeptFilesAlert, type DeleteReport } from './KeptFilesAlert';
import { readFilesState, withFolder, withSort } from './files-state';
import { folderChoice, type FolderChoice } from './FolderBrowser';
import { FolderPickerDialog } from './FolderPickerDialog';
import { UploadDropZone } from './UploadDropZone';
import { UploadPanel } from './UploadPanel';
import { uploadQueue } from './upload-request';
import { LoadingBar } from '../core/components/LoadingBar';

const PAGE_SIZE = 50;

/** Asked about while its dialog is open; kept while the dialog closes, so its text stays. */
type Asking = { rows: FileRow[]; open: boolean };

/**
 * /files (contributors; spec §2 "Files screen"): the content of a folder (`?folder=`), or a search
 * of the whole tree (`?q=`), sorted by a column (`?sort=&desc=`), a page at a time (`?page=`) —
 * all of it in the address. Files are uploaded into the folder shown (the button, or dropped onto
 * the list); folders are created, opened, and the selection moved or deleted (what digital
 * copies show is kept, and said so with links); a file is previewed in a dialog.
 */
export function FilesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readFilesState(params);
  const { text, search, setText } = useSearchText(['page']);
  const { page, setPage } = usePageParam();
  const variables = {
    folder: search ? null : state.folder,
    search: search || null,
    sort: state.sort,
    descending: state.descending,
    first: PAGE_SIZE,
    page,
  };
  const { data, previousData, loading, error, refetch } = useQuery(FilesQuery, { variables });
  const files = (data ?? previousData)?.files;
  useLastPageLimit(page, files?.paginatorInfo.lastPage, setPage);
  const rows = files?.data ?? [];

  const folderQuery = useQuery(FolderQuery, {
    variables: { id: state.folder ?? '' },
    skip: !state.folder,
  });
  const folderData = state.folder ? (folderQuery.data ?? folderQuery.previousData) : undefined;
  const folder = folderData?.getFile?.id === state.folder ? folderData.getFile : null;
  const folderMissing =
    state.folder !== null && folderQuery.data !== undefined && !folderQuery.data.getFile?.is_folder;
  const chain: FolderLink[] = folder
    ? [...folder.folders, { id: folder.id, filename: folder.filename }]
    : [];
  const folderName = folder?.filename ?? t('files.root');

  const folderHref = (folderId: string | null) => {
    const query = withFolder(params, folderId).toString();
    return query ? `/files?${query}` : '/files';
  };

  // The list shows what the uploads brought as each arrives.
  useEffect(() => uploadQueue.onUploaded(() => void refetch()), [refetch]);

  // The selection belongs to the list shown: another folder, search, order or page starts empty.
  const listKey = JSON.stringify(variables);
  const [selection, setSelection] = useState({ key: listKey, ids: new Set<string>() });
  const selectedIds = new Set(
    selection.key === listKey
      ? rows.filter((row) => selection.ids.has(row.id)).map((r) => r.id)
      : [],
  );
  const selectedRows = rows.filter((row) => selectedIds.has(row.id));
  const select = (ids: Iterable<string>) => setSelection({ key: listKey, ids: new Set(ids) });
  const toggle = (row: FileRow) => {
    const next = new Set(selectedIds);
    if (next.has(row.id)) next.delete(row.id);
    else next.add(row.id);
    select(next);
  };
  const toggleAll = () => select(selectedIds.size === rows.length ? [] : rows.map((row) => row.id));

  const { shown, show, clear } = useActionOutcome();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Asking | null>(null);
  const [moving, setMoving] = useState<FileRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [keptReport, setKeptReport] = useState<DeleteReport | null>(null);
  const [previewing, setPreviewing] = useState<Previewing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteFiles] = useMutation(DeleteFilesMutation);
  const [moveFiles] = useMutation(MoveFilesMutation);
  const input = useRef<HTMLInputElement>(null);

  const act = async (
    request: () => Promise<{ success: boolean; message?: string | null } | null | undefined>,
    fallback: string,
    close: () => void,
  ) => {
    setFailure(null);
    setBusy(true);
    try {
      const answer = await request();
      if (!answer?.success) {
        setFailure(answer?.message || fallback);
        return;
      }
      close();
      select([]);
      if (answer.message) show({ success: true, message: answer.message });
      void refetch();
    } catch (caught) {
      setFailure(failureMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const ids = deleting.rows.map((row) => row.id);
    setKeptReport(null);
    return act(
      async () => {
        const answer = (await deleteFiles({ variables: { ids } })).data?.deleteFiles;
        if (!answer?.kept.length) return answer;
        // Digital copies keep some (or all): the page says which and links them, until dismissed.
        setKeptReport(answer);
        return { success: true, message: null };
      },
      t('files.delete_failed'),
      () => setDeleting({ ...deleting, open: false }),
    );
  };

  const confirmMove = (target: FolderChoice) => {
    if (!moving) return;
    const ids = moving.map((row) => row.id);
    return act(
      async () =>
        (
          await moveFiles({
            variables: { ids, folder: target.id ? { id: target.id } : null },
          })
        ).data?.moveFiles,
      t('files.move_failed'),
      () => setMoving(null),
    );
  };

  const askDelete = (asked: FileRow[]) => {
    setFailure(null);
    setDeleting({ rows: asked, open: true });
  };

  const deletePrompt = (asked: FileRow[]) =>
    [
      t('files.delete_items_prompt', { count: asked.length, name: asked[0]?.filename ?? '' }),
      asked.some((row) => row.is_folder) ? t('files.delete_folders_note') : '',
    ]
      .filter(Boolean)
      .join(' ');

  const total = files?.paginatorInfo.total ?? 0;

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <NoticeAlert />
      <PageTitle>{t('files.title')}</PageTitle>
      <FileBreadcrumbs folders={chain} href={folderHref} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<UploadFileOutlinedIcon />}
          onClick={() => input.current?.click()}
          disabled={folderMissing}
        >
          {t('files.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // The same file may be chosen again later.
            event.target.value = '';
            uploadQueue.add(chosen, state.folder);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<CreateNewFolderOutlinedIcon />}
          onClick={() => setCreating(true)}
          disabled={folderMissing}
        >
          {t('files.new_folder')}
        </Button>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: { xs: 'none', md: 'block' }, ml: 1 }}
        >
          {t('files.drop_hint')}
        </Typography>
      </Box>
      <SearchField
        label={t('files.search_label')}
        placeholder={t('files.search_placeholder')}
        value={text}
        onChange={setText}
      />
      <UploadPanel />
      {folderMissing ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={folderHref(null)}>
              {t('files.to_root')}
            </Button>
          }
        >
          {t('File.error_folder_not_found')}
        </Alert>
      ) : (
        <>
          {loading && <LoadingBar aria-label={t('files.loading')} sx={{ mb: 1 }} />}
          {error && (
            <LoadFailedAlert
              text={t('files.list_load_failed')}
              retry={() => void refetch()}
              sx={{ mb: 2 }}
            />
          )}
          {keptReport && <KeptFilesAlert report={keptReport} onClose={() => setKeptReport(null)} />}
          {selectedRows.length > 0 && (
            <Paper
              variant="outlined"
              role="region"
              aria-label={t('files.selection')}
              sx={{
                display: 'flex',
                gap: 1,
                flexWrap: 'wrap',
                alignItems: 'center',
                px: 2,
                py: 1,
                mb: 1,
                bgcolor: 'action.selected',
              }}
            >
              <Typography sx={{ fontWeight: 500, mr: 'auto' }}>
                {t('files.selected', { count: selectedRows.length })}
              </Typography>
              <Button
                startIcon={<DriveFileMoveOutlinedIcon />}
                onClick={() => {
                  setFailure(null);
                  setMoving(selectedRows);
                }}
              >
                {t('files.move')}
              </Button>
              <Button
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => askDelete(selectedRows)}
              >
                {t('common.delete')}
              </Button>
              <Button onClick={() => select([])}>{t('files.deselect_all')}</Button>
            </Paper>
          )}
          <UploadDropZone
            folderName={folderName}
            onFiles={(dropped, refused) => uploadQueue.add(dropped, state.folder, refused)}
          >
            {files && (
              <Typography color="text.secondary" role="status" sx={{ mb: 1 }}>
                {total === 0
                  ? search
                    ? t('files.none_match', { search })
                    : t('files.empty_folder')
                  : search
                    ? `${t('files.search_everywhere')} ${t('files.count', { count: total })}`
                    : t('files.count', { count: total })}
              </Typography>
            )}
            {rows.length > 0 && (
              <FilesTable
                rows={rows}
                selected={selectedIds}
                onToggle={toggle}
                onToggleAll={toggleAll}
                sort={state.sort}
                descending={state.descending}
                onSort={(column) => setParams(withSort(params, column))}
                folderHref={folderHref}
                showPath={Boolean(search)}
                onDelete={(row) => askDelete([row])}
                onPreview={(row, returnTo) => setPreviewing({ row, open: true, returnTo })}
              />
            )}
            {files && files.paginatorInfo.lastPage > 1 && (
              <ListPagination total={total} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
            )}
          </UploadDropZone>
        </>
      )}
      {creating && (
        <CreateFolderDialog
          folderId={state.folder}
          folderName={folderName}
          onClose={() => setCreating(false)}
          onCreated={(message) => {
            setCreating(false);
            show({ success: true, message });
            void refetch();
          }}
        />
      )}
      {moving && (
        <FolderPickerDialog
          title={t('files.move_title', { count: moving.length, name: moving[0]?.filename ?? '' })}
          initial={folderChoice(chain)}
          confirmLabel={t('files.move_here')}
          disabledIds={new Set(moving.filter((row) => row.is_folder).map((row) => row.id))}
          unchoosable={(target) => moving.every((row) => parentFolderId(row.folders) === target.id)}
          busy={busy}
          error={failure}
          onConfirm={(target) => void confirmMove(target)}
          onClose={() => setMoving(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting?.open)}
        title={t('files.delete_items_title')}
        question={deleting ? deletePrompt(deleting.rows) : ''}
        confirmLabel={t('common.delete')}
        busy={busy}
        error={failure}
        onConfirm={() => void confirmDelete()}
        onCancel={() => deleting && setDeleting({ ...deleting, open: false })}
      />
      {previewing && (
        <FilePreviewDialog
          previewing={previewing}
          onClose={() => setPreviewing({ ...previewing, open: false })}
        />
      )}
      <ResultSnackbar shown={shown} onClose={clear} />
    </Box>
  );
}
