import { Box } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { useParams } from 'react-router';
import { useRecordQuery } from '../core/components/RecordPage';
import { RecordHeader } from '../core/components/RecordHeader';
import { DeleteFileButton } from './DeleteFileButton';
import { FileBreadcrumbs } from './FileBreadcrumbs';
import { GetFileQuery } from './file-documents';
import { FILE_KIND, folderPath, parentFolderId } from './file-model';
import { FileEditor } from './FileEditor';

/** /files/{id}/edit: renames or moves a file or a folder. */
export function FileEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const {
    record: file,
    refetch,
    placeholder,
  } = useRecordQuery(GetFileQuery, { id }, (data) => data.getFile, 'files');

  if (!file) return placeholder;

  return (
    <Box sx={{ maxWidth: 720 }}>
      <FileBreadcrumbs folders={file.folders} href={folderPath} lastIsCurrent={false} />
      <RecordHeader
        kind={FILE_KIND}
        title={t('files.edit_title', { name: file.filename })}
        actions={
          <DeleteFileButton
            id={file.id}
            isFolder={file.is_folder}
            afterPath={folderPath(parentFolderId(file.folders))}
          />
        }
      />
      {/* A reloaded version starts a fresh form with the stored values. */}
      <FileEditor key={file.version} file={file} onReload={refetch} />
    </Box>
  );
}
