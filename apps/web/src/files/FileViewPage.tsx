import { Box, Paper } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { Navigate, useParams } from 'react-router';
import { NoticeAlert } from '../core/components/NoticeAlert';
import { useRecordQuery } from '../core/components/RecordPage';
import { RecordHeader } from '../core/components/RecordHeader';
import { RecordViewActions } from '../core/components/RecordViewActions';
import { Detail, DetailList, ViewSection } from '../core/components/ViewSection';
import { DeleteFileButton } from './DeleteFileButton';
import { FileBreadcrumbs } from './FileBreadcrumbs';
import { GetFileQuery } from './file-documents';
import { FILE_KIND, filePath, folderPath, parentFolderId } from './file-model';
import { useFileSlots } from './file-slots';
import { DownloadButton, FilePreview } from './FilePreview';
import { useFileLabels } from './useFileLabels';

/**
 * /files/{id}: a file's name and folder path, type, size, pixel size and upload time, its preview,
 * and download, edit (rename, move), delete and permalink; where it is used when a slot shows that
 * (file-slots.ts). A folder's address shows its content.
 */
export function FileViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const labels = useFileLabels();
  const { UsedIn } = useFileSlots();
  const { record: file, placeholder } = useRecordQuery(
    GetFileQuery,
    { id },
    (data) => data.getFile,
    'files',
  );

  if (!file) return placeholder;
  if (file.is_folder) return <Navigate replace to={folderPath(file.id)} />;

  const parentPath = folderPath(parentFolderId(file.folders));
  return (
    <Box sx={{ maxWidth: 960 }}>
      <NoticeAlert />
      <FileBreadcrumbs folders={file.folders} href={folderPath} lastIsCurrent={false} />
      <RecordHeader
        kind={FILE_KIND}
        title={file.filename}
        actions={
          <>
            <DownloadButton file={file} label={t('files.download')} />
            <RecordViewActions
              path={filePath(file.id)}
              deleteButton={<DeleteFileButton id={file.id} afterPath={parentPath} />}
            />
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <DetailList labelWidth={160}>
          <Detail label={t('files.type')}>{labels.type(file)}</Detail>
          <Detail label={t('files.media_type')}>{file.mime}</Detail>
          <Detail label={t('files.size')}>{labels.size(file)}</Detail>
          {file.width && file.height ? (
            <Detail label={t('files.pixel_size')}>
              {t('files.pixels', {
                width: new Intl.NumberFormat(labels.language).format(file.width),
                height: new Intl.NumberFormat(labels.language).format(file.height),
              })}
            </Detail>
          ) : null}
          <Detail label={t('files.uploaded_at')}>{labels.dateTime(file.created_at)}</Detail>
        </DetailList>
      </Paper>
      <ViewSection title={t('files.preview')}>
        <FilePreview file={file} />
      </ViewSection>
      {UsedIn && <UsedIn fileId={file.id} />}
    </Box>
  );
}
