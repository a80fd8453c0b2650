import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import { Fragment, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../core/i18n/useTranslation';
import type { DeleteFilesMutation } from '../gql/graphql';
import { scoreHeading } from '../scores/index';
import { recordPath } from './file-model';

/** What a delete of several answered: its message, and what it kept. */
export type DeleteReport = Pick<DeleteFilesMutation['deleteFiles'], 'success' | 'message' | 'kept'>;
type Kept = DeleteReport['kept'][number];
type Copy = Kept['digital_copies'][number];

/** A digital copy's address (the digital-copies feature's route, which files may not import). */
const copyPath = (id: string) => `/digital-copies/${encodeURIComponent(id)}`;

/**
 * What a delete kept because digital copies show it: the server's message ("2 deleted. 1 kept,
 * …", or that nothing could be deleted), then each file or folder kept, linked, with the digital
 * copies showing it, each linked. Stays until dismissed, so the links can be followed.
 */
export function KeptFilesAlert({ report, onClose }: { report: DeleteReport; onClose: () => void }) {
  const { t } = useTranslation();
  const listId = useId();
  const copyTitle = (copy: Copy) => {
    const record =
      copy.digitizable_type === 'catalog'
        ? (copy.catalog?.name ?? '')
        : copy.score
          ? scoreHeading({
              short_title: copy.score.short_title,
              short_title_prefix: copy.score.short_title_prefix ?? '',
            })
          : '';
    return (
      copy.name?.trim() ||
      (record ? t('files.copy_of', { record }) : t('files.copy_untitled', { id: copy.id }))
    );
  };
  return (
    <Alert
      severity={report.success ? 'warning' : 'error'}
      onClose={onClose}
      slotProps={{ closeButton: { title: t('common.close'), 'aria-label': t('common.close') } }}
      sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle>{report.message}</AlertTitle>
      <Typography variant="body2" id={listId} sx={{ fontWeight: 500 }}>
        {t('files.kept_list')}
      </Typography>
      <Box component="ul" aria-labelledby={listId} sx={{ m: 0, pl: 2.5 }}>
        {report.kept.map((kept) => (
          <Box component="li" key={kept.file.id} sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={recordPath(kept.file)} color="inherit">
              {kept.file.filename}
            </Link>
            {` — ${t('files.shown_by')} `}
            {kept.digital_copies.map((copy, index) => (
              <Fragment key={copy.id}>
                {index > 0 && ', '}
                <Link component={RouterLink} to={copyPath(copy.id)} color="inherit">
                  {copyTitle(copy)}
                </Link>
              </Fragment>
            ))}
          </Box>
        ))}
      </Box>
      {report.kept.some((kept) => kept.file.is_folder) && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('files.kept_folder_note')}
        </Typography>
      )}
    </Alert>
  );
}
