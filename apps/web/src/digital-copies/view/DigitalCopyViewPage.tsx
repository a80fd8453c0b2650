import { Box, Link as MuiLink } from '@mui/material';
import { isBlank } from '@partitura/domain';
import { useTranslation } from '../../core/i18n/useTranslation';
import { Link, useParams } from 'react-router';
import { NoticeAlert } from '../../core/components/NoticeAlert';
import { useRecordQuery } from '../../core/components/RecordPage';
import { RecordHeader } from '../../core/components/RecordHeader';
import { RecordViewActions } from '../../core/components/RecordViewActions';
import { catalogPath } from '../../catalogs/index';
import { scoreHeading, scorePath } from '../../scores/index';
import { GetDigitalCopyViewQuery } from './digital-copy-view-documents';
import { DIGITAL_COPY_KIND, digitalCopyPath } from './digital-copy-view-model';
import { DigitalCopyViewer } from './DigitalCopyViewer';
import { DeleteDigitalCopyButton } from '../DeleteDigitalCopyButton';

/**
 * /digital-copies/{id}: the copy's name, the score or catalog it digitizes (a link), its images
 * in the viewer and its manifest; edit and delete for contributors, the permalink for all.
 */
export function DigitalCopyViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { record: copy, placeholder } = useRecordQuery(
    GetDigitalCopyViewQuery,
    { id },
    (data) => data.getDigitalCopy,
    'digital_copy_view',
  );

  if (!copy) return placeholder;

  const record = copy.score
    ? {
        kind: t('entity.score'),
        name: scoreHeading(copy.score) || copy.score.shelfmark,
        path: scorePath(copy.score.id),
      }
    : copy.catalog
      ? { kind: t('entity.catalog'), name: copy.catalog.name, path: catalogPath(copy.catalog.id) }
      : null;
  const title = !isBlank(copy.name)
    ? copy.name!
    : record
      ? t('digital_copy_view.untitled', { record: record.name })
      : t('entity.digital_copy');

  return (
    <Box sx={{ maxWidth: 1200, minWidth: 0 }}>
      <NoticeAlert />
      <RecordHeader
        kind={DIGITAL_COPY_KIND}
        title={title}
        subtitle={
          record && (
            <>
              {record.kind}:{' '}
              <MuiLink component={Link} to={record.path}>
                {record.name}
              </MuiLink>
            </>
          )
        }
        actions={
          <RecordViewActions
            path={digitalCopyPath(copy.id)}
            deleteButton={<DeleteDigitalCopyButton id={copy.id} afterPath={record?.path ?? '/'} />}
            cite={{ kind: 'digital_copy', id: copy.id, title }}
          />
        }
      />
      <DigitalCopyViewer copy={copy} manifestHeading="h2" />
    </Box>
  );
}
