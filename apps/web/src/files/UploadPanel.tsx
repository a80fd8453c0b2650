import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  Paper,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { uploadCounts, type UploadItem, type UploadProblem } from './upload-queue';
import { uploadQueue, useUploads } from './upload-request';
import { useFileLabels } from './useFileLabels';

/**
 * The uploads of this tab: how many are in progress (n of m), and each file with its progress,
 * its state and the server's reason when it failed. An upload under way can be cancelled; a
 * finished one stays until it is removed (failures one by one, so none goes unseen).
 */
export function UploadPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const items = useUploads();
  if (items.length === 0) return null;
  const counts = uploadCounts(items);
  const finished = items.some((item) => item.state === 'done' || item.state === 'cancelled');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h2"
          aria-live="polite"
          sx={{ fontWeight: 500, flex: 1, minWidth: 0 }}
        >
          {counts.active > 0
            ? t('files.uploads_in_progress', { active: counts.active, total: counts.total })
            : t('files.uploads_finished', { done: counts.done, total: counts.total })}
          {counts.failed > 0 && ` · ${t('files.uploads_failed', { count: counts.failed })}`}
        </Typography>
        {finished && (
          <Button size="small" onClick={() => uploadQueue.clearFinished()}>
            {t('files.uploads_clear')}
          </Button>
        )}
      </Box>
      <List dense disablePadding aria-label={t('files.uploads')}>
        {items.map((item) => (
          <UploadRow key={item.key} item={item} />
        ))}
      </List>
    </Paper>
  );
}

function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  const labels = useFileLabels();
  const active = item.state === 'waiting' || item.state === 'uploading';
  const reason = (problem: UploadProblem | null) =>
    problem ? ('key' in problem ? t(problem.key) : problem.text) : '';
  const stateText = {
    waiting: t('files.upload_waiting'),
    uploading: t('files.upload_uploading', { percent: labels.percent(item.progress) }),
    done: t('files.upload_done'),
    failed: t('files.upload_failed', { reason: reason(item.problem) }),
    cancelled: t('files.upload_cancelled'),
  }[item.state];
  return (
    <ListItem
      disableGutters
      divider
      aria-label={item.name}
      secondaryAction={
        active ? (
          <IconButton
            edge="end"
            aria-label={t('files.upload_cancel', { name: item.name })}
            title={t('files.upload_cancel', { name: item.name })}
            onClick={() => uploadQueue.cancel(item.key)}
          >
            <CloseIcon />
          </IconButton>
        ) : (
          <IconButton
            edge="end"
            aria-label={t('files.upload_dismiss', { name: item.name })}
            title={t('files.upload_dismiss', { name: item.name })}
            onClick={() => uploadQueue.dismiss(item.key)}
          >
            <CloseIcon />
          </IconButton>
        )
      }
      sx={{ display: 'block', pr: 6 }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{item.name}</Typography>
        {item.size > 0 && (
          <Typography variant="body2" color="text.secondary">
            {labels.size({ is_folder: false, mime: '', size: item.size })}
          </Typography>
        )}
      </Box>
      <LinearProgress
        variant="determinate"
        value={item.state === 'done' ? 100 : item.progress}
        color={item.state === 'failed' ? 'error' : item.state === 'done' ? 'success' : 'primary'}
        aria-label={t('files.upload_progress', { name: item.name })}
        sx={{ my: 0.75 }}
      />
      <Typography
        variant="body2"
        color={item.state === 'failed' ? 'error' : 'text.secondary'}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {stateText}
      </Typography>
    </ListItem>
  );
}
